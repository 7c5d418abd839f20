import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type } from 'arktype';
import { useForm, type Resolver } from 'react-hook-form';
import { statusChangeEligibility, type PropertyError } from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import {
  applyServerErrors,
  arktypeResolver,
  FormRadioGroupField,
  FormTextareaField,
  useToast,
} from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import type { MemberRecord } from '../shared/member/member-types.ts';
import { StatusChangeDetails, type StatusChangeRequestRow } from './StatusChangeDetails.tsx';
import { AUDIT_COMMENT_LIMIT } from './status-change-form.ts';
import type { StatusChangeContext } from './use-status-change-context.ts';
import { useStatusChangeWords } from './use-status-change-words.ts';

interface ReviewValues {
  approval: '' | 'approve' | 'deny';
  auditorComment: string;
}

const reviewSchema = type({
  approval: "'approve' | 'deny'",
  auditorComment: type(`string <= ${AUDIT_COMMENT_LIMIT}`).configure({
    message: `Comment must be at most ${AUDIT_COMMENT_LIMIT} characters.`,
  }),
});

/**
 * The audit (spec part 2 sections 4 and 5): the request, and approve or deny with a comment.
 * Approving is disabled, with the spec's warning, once the date is no longer allowed (the grace
 * period for previous month changes has elapsed); the server refuses it too.
 */
export function StatusChangeReview({
  member,
  request,
  context,
  onClose,
}: {
  member: MemberRecord;
  request: StatusChangeRequestRow;
  context: StatusChangeContext;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const words = useStatusChangeWords();
  const showToast = useToast();
  const approvable = statusChangeEligibility({ ...context, effectiveAtMs: Date.parse(request.effectiveAt) }).allowed;
  const resolver = useMemo<Resolver<ReviewValues>>(
    () =>
      arktypeResolver<ReviewValues>(reviewSchema, {
        describe: (issue) =>
          issue.path === 'auditorComment'
            ? words.server(issue.path, [{ code: issue.code, message: issue.message }])
            : undefined,
      }),
    [words],
  );
  const form = useForm<ReviewValues>({
    resolver,
    defaultValues: { approval: '', auditorComment: request.auditorComment ?? '' },
  });
  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) => {
      const placed = applyServerErrors(form, errors, words.server);
      if (!placed.length)
        showToast({
          tone: 'error',
          message:
            words.server('', [{ code: 'refused', message: failure.body?.message ?? '' }]) || String(failure.status),
        });
    },
    [form, words, showToast],
  );
  const onFailure = useCallback(
    (failure: SyncError) =>
      showToast({
        tone: 'error',
        message:
          failure.status === 404
            ? t`An Error occurred. Member's status change request was not found or was deleted.`
            : failure.body?.userMessage || t`An error has occurred.`,
      }),
    [showToast, t],
  );
  const audit = useMutation('auditStatusChangeRequest', { onInvalid, onFailure });
  const save = async (values: ReviewValues) => {
    if (values.approval === '') return;
    if (
      await audit({ id: request.id, approval: values.approval, auditorComment: values.auditorComment.trim() || null })
    ) {
      showToast({ tone: 'success', message: t`Status change request audited successfully` });
      onClose();
    }
  };
  const options = [
    { value: 'approve', label: t`Approve`, disabled: !approvable },
    { value: 'deny', label: t`Deny` },
  ];
  return (
    <MemberInfoFormDialog
      title={t`Review status change request`}
      form={form}
      onSubmit={save}
      onClose={onClose}
      fullScreen
      submitLabel={t`Submit review`}
    >
      <p className="text-slate-800">{t`Member: ${member.name}`}</p>
      <StatusChangeDetails request={request} context={context} />
      {approvable ? null : (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {words.graceElapsed}
        </p>
      )}
      <FormRadioGroupField name="approval" label={t`Decision`} options={options} required />
      <FormTextareaField name="auditorComment" label={t`Auditor comment`} maxLength={AUDIT_COMMENT_LIMIT} rows={4} />
    </MemberInfoFormDialog>
  );
}
