import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import { TRANSFER_LIMITS } from '../../domain/index.ts';
import {
  arktypeResolver,
  FormDateField,
  FormRadioGroupField,
  FormSelectField,
  FormTextareaField,
} from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import type { LiveRow } from '../data/index.ts';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { sortGuides } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { TransferRequestSummary } from './TransferRequestSummary.tsx';
import { reviewFields, reviewFormSchema, reviewValues, type TransferReviewValues } from './transfer-form.ts';
import { useTransferWords } from './use-transfer-words.ts';

export type TransferRequestRow = LiveRow<'memberTransferRequest'>;

/**
 * Transfer review (spec part 2 sections 2 and 5), a full-screen form for auditors: the request as
 * asked, then the approval (approve or deny), the effective date (today by default), the
 * receiving guide (the requested one by default) and a comment (at most 500). An approval whose
 * day has begun moves the member at once; a later one when that day begins.
 */
export function TransferReviewDialog({ request, onClose }: { request: TransferRequestRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const words = useTransferWords();
  const user = useActingUser();
  const { clock } = useServices();
  const timeZone = resolveTimeZone(user.timeZone);
  const { state: team } = useTeamDirectory();
  const resolver = useMemo<Resolver<TransferReviewValues>>(
    () => arktypeResolver<TransferReviewValues>(reviewFormSchema, words.resolver),
    [words],
  );
  const defaultValues = useMemo(
    () => reviewValues(todayIn(timeZone, clock.now()).toString(), request.receivingGuideId),
    [timeZone, clock, request.receivingGuideId],
  );
  const form = useForm<TransferReviewValues>({ resolver, defaultValues, mode: 'onChange' });
  const audit = useMemberInfoSave(
    'auditMemberTransferRequest',
    t`Transfer request audited successfully`,
    form,
    words.server,
  );
  const save = async (values: TransferReviewValues) => {
    if (await audit({ id: request.id, ...reviewFields(values, timeZone) })) onClose();
  };
  const guideOptions =
    team.status === 'success'
      ? sortGuides(team.guides, 'ascending', i18n.locale)
          .filter((guide) => guide.guideId !== request.originatingGuideId)
          .map((guide) => ({
            value: guide.guideId,
            label: guide.location ? `${guide.guideName} (${guide.location})` : guide.guideName,
          }))
      : [];
  const approvalOptions = [
    { value: 'approve', label: words.approve },
    { value: 'deny', label: words.deny },
  ];
  return (
    <MemberInfoFormDialog
      title={t`Review transfer request`}
      form={form}
      onSubmit={save}
      onClose={onClose}
      fullScreen
      submitLabel={t`Submit review`}
      submitDisabled={!form.formState.isValid}
    >
      <TransferRequestSummary request={request} />
      <FormRadioGroupField name="approval" label={words.labels.approval} options={approvalOptions} required />
      <FormDateField name="effectiveDate" label={words.labels.effectiveDate} required />
      <FormSelectField
        name="receivingGuideId"
        label={words.labels.receivingGuide}
        options={guideOptions}
        placeholder={t`Choose a guide`}
        required
      />
      <FormTextareaField
        name="auditorComment"
        label={words.labels.auditorComment}
        maxLength={TRANSFER_LIMITS.comment}
        hint={t`At most ${TRANSFER_LIMITS.comment} characters`}
      />
    </MemberInfoFormDialog>
  );
}
