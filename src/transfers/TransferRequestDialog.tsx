import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { OPERATIONS, TRANSFER_LIMITS } from '../../domain/index.ts';
import {
  arktypeResolver,
  Banner,
  FormDateField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useCatalogue, useLive } from '../data/index.ts';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { sortGuides } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import {
  requestFields,
  requestFormSchema,
  requestValues,
  type TransferRequestSource,
  type TransferRequestValues,
} from './transfer-form.ts';
import { useTransferWords } from './use-transfer-words.ts';

/** The member a transfer is asked for, as the member page and the member list know it. */
export interface TransferMember {
  id: string;
  name: string;
  assignedGuideId: string | null;
}

export interface TransferRequestDialogProps {
  member: TransferMember;
  /** The creator's pending request to edit; a new request without it. */
  request?: TransferRequestSource & { id: string };
  onClose: () => void;
}

/**
 * Member transfer request (spec part 2 sections 2 and 5), a full-screen form: the reason, then the
 * detail its type asks for (a day, defaulting to today; a text; or one of the member's addresses),
 * the receiving guide and a comment to them (required, at most 500). Send is enabled only when the
 * form is valid. An auditor's request is approved as it is sent (the server decides).
 */
export function TransferRequestDialog({ member, request, onClose }: TransferRequestDialogProps) {
  const { t, i18n } = useLingui();
  const words = useTransferWords();
  const user = useActingUser();
  const { clock } = useServices();
  const timeZone = resolveTimeZone(user.timeZone);
  const reasons = useCatalogue(OPERATIONS.memberTransferReasons);
  const reasonRows = useMemo(() => (reasons.status === 'ready' ? reasons.data.data : []), [reasons]);
  const addresses = useLive('memberAddresses', { memberId: member.id });
  const { state: team } = useTeamDirectory();

  // The detail the chosen reason asks for is the one checked; the resolver reads the choice from the values.
  const resolver = useMemo<Resolver<TransferRequestValues>>(() => {
    const detailTypeOf = (reasonId: string) => reasonRows.find((reason) => reason.id === reasonId)?.detailType;
    return arktypeResolver<TransferRequestValues>(
      (values) => requestFormSchema(detailTypeOf((values as TransferRequestValues).transferReasonId))(values),
      words.resolver,
    );
  }, [reasonRows, words]);
  const defaultValues = useMemo(
    () => requestValues(todayIn(timeZone, clock.now()).toString(), timeZone, request),
    [timeZone, clock, request],
  );
  const form = useForm<TransferRequestValues>({ resolver, defaultValues, mode: 'onChange' });
  const reasonId = useWatch({ control: form.control, name: 'transferReasonId' });
  const reason = reasonRows.find((row) => row.id === reasonId);

  const create = useMemberInfoSave(
    'createMemberTransferRequest',
    t`Transfer request sent successfully`,
    form,
    words.server,
  );
  const update = useMemberInfoSave(
    'updateMemberTransferRequest',
    t`Transfer request sent successfully`,
    form,
    words.server,
  );
  const send = async (values: TransferRequestValues) => {
    if (!reason) return;
    const fields = requestFields(values, reason.detailType, timeZone);
    const saved = request
      ? await update({ id: request.id, ...fields })
      : await create({ memberId: member.id, originatingGuideId: member.assignedGuideId, ...fields });
    if (saved) onClose();
  };

  const reasonOptions = reasonRows.map((row) => ({ value: row.id, label: words.reasonText(row) }));
  const guideOptions =
    team.status === 'success'
      ? sortGuides(team.guides, 'ascending', i18n.locale)
          .filter((guide) => guide.guideId !== member.assignedGuideId)
          .map((guide) => ({
            value: guide.guideId,
            label: guide.location ? `${guide.guideName} (${guide.location})` : guide.guideName,
          }))
      : [];
  const addressOptions = addresses.rows.map((address) => ({
    value: address.id,
    label: [address.line1, address.line2, address.city, address.state, address.zip].filter(Boolean).join(', '),
  }));

  return (
    <MemberInfoFormDialog
      title={t`Request member transfer`}
      form={form}
      onSubmit={send}
      onClose={onClose}
      fullScreen
      submitLabel={t`Send`}
      submitDisabled={!reason || !form.formState.isValid}
    >
      <p className="text-slate-700">{t`Transfer ${member.name} to another guide.`}</p>
      {reasons.status === 'failed' ? (
        <Banner tone="error">{t`The transfer reasons could not be loaded.`}</Banner>
      ) : null}
      <FormSelectField
        name="transferReasonId"
        label={words.labels.reason}
        options={reasonOptions}
        placeholder={t`Choose a reason`}
        required
      />
      {reason ? (
        <>
          {reason.detailType === 'date' ? (
            <FormDateField name="timestampDetail" label={words.detailLabel(reason)} required />
          ) : null}
          {reason.detailType === 'string' ? (
            <FormTextField
              name="stringDetail"
              label={words.detailLabel(reason)}
              maxLength={TRANSFER_LIMITS.stringDetail}
              autoComplete="off"
              required
            />
          ) : null}
          {reason.detailType === 'address' ? (
            <FormSelectField
              name="numericDetail"
              label={words.detailLabel(reason)}
              options={addressOptions}
              placeholder={
                addressOptions.length ? t`Choose one of the member's addresses` : t`The member has no address yet`
              }
              required
            />
          ) : null}
          <FormSelectField
            name="receivingGuideId"
            label={words.labels.receivingGuide}
            options={guideOptions}
            placeholder={t`Choose a guide`}
            required
          />
          <FormTextareaField
            name="commentToReceivingGuide"
            label={words.labels.comment}
            maxLength={TRANSFER_LIMITS.comment}
            hint={t`At most ${TRANSFER_LIMITS.comment} characters`}
            required
          />
        </>
      ) : null}
    </MemberInfoFormDialog>
  );
}
