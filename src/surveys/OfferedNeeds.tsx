import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { initialExpiry, plainReason, timeFrameOf, type NeedIssue } from '../../domain/index.ts';
import { CheckboxField } from '../../ui/index.ts';
import { useLive, useMutation } from '../data/index.ts';
import { useServices } from '../services/services.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { resolveTimeZone } from '../shared/time/days.ts';

export interface OfferedNeeds {
  /** The issues the answers name that the member does not have open already, in the survey's order. */
  offered: readonly NeedIssue[];
  chosen: ReadonlySet<string>;
  toggle: (issueId: string, checked: boolean) => void;
  /** Adds the chosen needs, identified by this survey; answers how many were added. */
  add: () => Promise<number>;
}

/**
 * The needs a survey's answers point to (options naming a needs issue), offered when it is
 * submitted: each checked to begin with, and shown, so nothing is added that the guide did not see.
 */
export function useOfferedNeeds(
  survey: { id: string; memberId: string; displayName: string } | undefined,
  issueKeys: readonly string[],
): OfferedNeeds {
  const { t } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const metadata = useLive('needsMetadata', { attempt: 0 });
  const needs = useLive('memberNeeds', survey && issueKeys.length ? { memberId: survey.memberId } : undefined);
  const issues = metadata.rows[0]?.issues;
  const offered = useMemo(() => {
    const open = new Set(
      needs.rows.filter((need) => !need.fulfilledAt && !need.abandonedAt).map((need) => need.issueId),
    );
    const byKey = new Map((issues ?? []).map((issue) => [issue.key, issue]));
    if (!survey) return [];
    return issueKeys.flatMap((key) => {
      const issue = byKey.get(key);
      return issue && !open.has(issue.id) ? [issue] : [];
    });
  }, [survey, issueKeys, issues, needs.rows]);
  // What the guide unchecked: an issue offered later (the catalogue arriving) starts checked.
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(
    () => new Set(offered.filter((issue) => !unchecked.has(issue.id)).map((issue) => issue.id)),
    [offered, unchecked],
  );
  const create = useMutation('createNeed');

  const add = async () => {
    if (!survey) return 0;
    let added = 0;
    for (const issue of offered.filter((candidate) => chosen.has(candidate.id))) {
      const saved = await create({
        id: crypto.randomUUID(),
        memberId: survey.memberId,
        issueId: issue.id,
        reason: plainReason(t`Heard in the survey ${survey.displayName}`),
        assignedSurveyId: survey.id,
        issueLabel: issue.label,
        expiresAt: initialExpiry(clock.now(), timeFrameOf(issue), resolveTimeZone(user.timeZone)),
      });
      if (saved) added += 1;
    }
    return added;
  };
  const toggle = (issueId: string, checked: boolean) =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(issueId);
      else next.add(issueId);
      return next;
    });
  return { offered, chosen, toggle, add };
}

/** The offer on the survey's last page: one checkbox per need, with its Z-code. */
export function OfferedNeedsField({ needs }: { needs: OfferedNeeds }) {
  const { t } = useLingui();
  if (!needs.offered.length) return null;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{t`Needs heard in this survey`}</legend>
      <p className="text-sm text-slate-700">{t`Checked needs are added to the member's needs when you submit.`}</p>
      {needs.offered.map((issue) => (
        <CheckboxField
          key={issue.id}
          label={issue.zCode ? `${issue.label} (${issue.zCode})` : issue.label}
          checked={needs.chosen.has(issue.id)}
          onChange={(checked) => needs.toggle(issue.id, checked)}
        />
      ))}
    </fieldset>
  );
}
