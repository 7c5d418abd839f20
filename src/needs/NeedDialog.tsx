import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { initialExpiry, needReason, timeFrameOf, uuid, type NeedIssue } from '../../domain/index.ts';
import { arktypeResolver, Banner, Button } from '../../ui/index.ts';
import { FormRichTextField } from '../../ui/rich-text/index.ts';
import { useServices } from '../services/services.tsx';
import { resolveTimeZone } from '../shared/time/days.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { IssueCombobox } from './IssueCombobox.tsx';
import { useNeedWords } from './use-need-words.ts';

const needFormSchema = type({ issueId: uuid.or('null'), reason: needReason });
type NeedValues = { issueId: string | null; reason: string };

export interface NeedDialogProps {
  memberId: string;
  issues: readonly NeedIssue[];
  /** The need to edit; a new need without it. */
  need?: { id: string; issueId: string | null; reason: string };
  onClose: () => void;
}

/**
 * Add or edit need (part 2 sections 2, 5): the issue (autocomplete grouped by first tag), an info
 * banner with the issue's target window in days and its Learn more overview, and the reason (rich
 * text, required once its markup is stripped). 'Need created successfully' / 'Need updated
 * successfully'.
 */
export function NeedDialog({ memberId, issues, need, onClose }: NeedDialogProps) {
  const { t } = useLingui();
  const words = useNeedWords();
  const { clock } = useServices();
  const user = useActingUser();
  const resolver = useMemo(() => arktypeResolver<NeedValues>(needFormSchema, words.resolver), [words]);
  const form = useForm<NeedValues>({
    resolver,
    defaultValues: { issueId: need?.issueId ?? null, reason: need?.reason ?? '' },
  });
  const issueId = useWatch({ control: form.control, name: 'issueId' });
  const issue = issues.find((candidate) => candidate.id === issueId);
  const [learnMore, setLearnMore] = useState(false);
  const create = useMemberInfoSave('createNeed', t`Need created successfully`, form, words.server);
  const edit = useMemberInfoSave('editNeed', t`Need updated successfully`, form, words.server);

  const save = async (values: NeedValues) => {
    const saved = need
      ? await edit({
          needId: need.id,
          issueId: values.issueId,
          issueLabel: issue?.label ?? null,
          reason: values.reason,
        })
      : await create({
          id: crypto.randomUUID(),
          memberId,
          issueId: values.issueId,
          reason: values.reason,
          issueLabel: issue?.label ?? null,
          expiresAt: initialExpiry(clock.now(), timeFrameOf(issue), resolveTimeZone(user.timeZone)),
        });
    if (saved) onClose();
  };

  const days = timeFrameOf(issue);
  return (
    <MemberInfoFormDialog title={need ? t`Edit need` : t`Add need`} form={form} onSubmit={save} onClose={onClose}>
      <Controller
        control={form.control}
        name="issueId"
        render={({ field, fieldState }) => (
          <IssueCombobox
            label={words.labels.issue}
            issues={issues}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Banner
        tone="info"
        className="rounded-md border"
        action={
          issue ? (
            <Button size="sm" variant="secondary" aria-expanded={learnMore} onClick={() => setLearnMore(!learnMore)}>
              {t`Learn more`}
            </Button>
          ) : undefined
        }
      >
        {t`Target window: ${days} days to work on this need.`}
      </Banner>
      {issue && learnMore ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">{issue.overview}</p>
      ) : null}
      <FormRichTextField name="reason" label={words.labels.reason} required />
    </MemberInfoFormDialog>
  );
}
