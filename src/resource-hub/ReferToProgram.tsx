import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EntityShape } from '../../domain/index.ts';
import { Button, SelectField, Spinner, useToast } from '../../ui/index.ts';
import { useLive, useMutation, useReportLiveError } from '../data/index.ts';
import { referableActions } from './referable-actions.ts';
import { referralFromProgram } from './referral-from-program.ts';

export interface ReferToProgramProps {
  program: EntityShape<'resourceProgram'>;
  member: { id: string; name: string };
  onReferred: () => void;
}

/**
 * From a program, a resource referral on one of the member's actions in one step (spec part 2
 * section 2): choose the action (on an open need), Refer. The referral carries the program's name,
 * phone, website and address and its id; it shows at once in the need's history and referrals.
 */
export function ReferToProgram({ program, member, onReferred }: ReferToProgramProps) {
  const { t } = useLingui();
  const showToast = useToast();
  const headingId = useId();
  const actions = useLive('needActions', { memberId: member.id });
  const needs = useLive('memberNeeds', { memberId: member.id });
  useReportLiveError(actions);
  useReportLiveError(needs);
  const refer = useMutation('createResourceReferral');
  const [actionId, setActionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const referable = useMemo(() => referableActions(actions.rows, needs.rows), [actions.rows, needs.rows]);
  const choices = useMemo(
    () =>
      referable.kind === 'some'
        ? referable.choices.map(({ action, need }) => ({
            action,
            label: `${need.issueLabel ?? t`Need`} · ${action.date} · ${action.description.slice(0, 60)}`,
          }))
        : [],
    [referable, t],
  );

  const memberName = member.name;
  const loading = actions.status === 'loading' || needs.status === 'loading';
  const submit = async () => {
    const chosen = choices.find((choice) => choice.action.id === actionId)?.action;
    if (!chosen) {
      setError(t`Choose the action this referral belongs to.`);
      return;
    }
    setSaving(true);
    const done = await refer({
      id: crypto.randomUUID(),
      actionId: chosen.id,
      needId: chosen.needId,
      memberId: member.id,
      ...referralFromProgram(program),
    });
    setSaving(false);
    if (!done) return;
    showToast({ tone: 'success', message: t`Referral created successfully` });
    onReferred();
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">{t`Refer ${memberName}`}</h3>
      {loading ? (
        <Spinner label={t`Loading actions`} />
      ) : referable.kind === 'noActions' ? (
        <p className="text-sm text-slate-800">{t`${memberName} has no actions yet: add an action to one of their needs first, then refer from here.`}</p>
      ) : referable.kind === 'onlyClosedNeeds' ? (
        <p className="text-sm text-slate-800">{t`${memberName}'s actions are all on closed needs: add an action to an open need first, then refer from here.`}</p>
      ) : (
        <form
          className="flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SelectField
            label={t`Action`}
            required
            value={actionId}
            placeholder={t`Choose an action`}
            error={error}
            onChange={(value) => {
              setActionId(value);
              setError(undefined);
            }}
            options={choices.map(({ action, label }) => ({ value: action.id, label }))}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="primary" disabled={saving} className="mt-7">
            {t`Refer to this program`}
          </Button>
        </form>
      )}
    </section>
  );
}
