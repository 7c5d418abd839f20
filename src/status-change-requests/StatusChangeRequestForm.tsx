import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ENGAGEMENT_CHECKLIST,
  earliestEffectiveDay,
  FEED_PAGE_SIZE,
  graceDaysRemaining,
  hasPermission,
  needsEngagementChecklist,
  STATUS_CHANGE_PERMISSIONS,
  statusChoices,
  type PropertyError,
} from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import {
  applyServerErrors,
  arktypeResolver,
  FormCheckboxField,
  FormDateField,
  FormSelectField,
  FormTextareaField,
  useToast,
} from '../../ui/index.ts';
import { useLive, useMutation } from '../data/index.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import type { MemberRecord } from '../shared/member/member-types.ts';
import type { StatusChangeRequestRow } from './StatusChangeDetails.tsx';
import {
  AUDIT_COMMENT_LIMIT,
  checklistComplete,
  eligibilityOfDay,
  emptyStatusChangeValues,
  interactionChoices,
  REQUEST_INTERACTION_TYPES,
  statusChangeFormSchema,
  statusChangeRequestOf,
  statusChangeValuesOf,
  type RequestInteractionKind,
  type StatusChangeFormValues,
} from './status-change-form.ts';
import type { StatusChangeContext } from './use-status-change-context.ts';
import { useStatusChangeWords } from './use-status-change-words.ts';
import { useStatusTexts } from './use-status-texts.ts';
import { useCatalogueWords } from '../shared/member/use-catalogue-words.ts';

export interface StatusChangeRequestFormProps {
  member: MemberRecord;
  /** The creator's own pending request to edit; none to make a new one. */
  request?: StatusChangeRequestRow;
  context: StatusChangeContext;
  onClose: () => void;
}

const FEED_TYPES = [...REQUEST_INTERACTION_TYPES];

/**
 * The request form (spec part 2 sections 4 and 5): the status (those this member may be given;
 * admin-level ones marked for holders of that permission), its description, the interaction it
 * follows (a call, visit or note of the member's within the window; choosing one dates the request
 * on its day), the effective date asked as the status's question within the eligibility window,
 * the minimum engagement checklist when an outreach member is marked engaged, and a comment. The
 * server checks the same rules.
 */
export function StatusChangeRequestForm({ member, request, context, onClose }: StatusChangeRequestFormProps) {
  const { t, i18n } = useLingui();
  const words = useStatusChangeWords();
  const catalogue = useCatalogueWords();
  const showToast = useToast();
  const choices = useMemo(
    () =>
      statusChoices(context.statuses ?? [], {
        memberStageId: member.memberStageId,
        memberStatusId: member.memberStatusId,
        clientHasMedicalCenter: member.clientHasMedicalCenter ?? false,
        canRequestAdminLevel: hasPermission(context.permissions, STATUS_CHANGE_PERMISSIONS.adminLevel),
      }),
    [context.statuses, context.permissions, member.memberStageId, member.memberStatusId, member.clientHasMedicalCenter],
  );
  const resolver = useMemo<Resolver<StatusChangeFormValues>>(
    () =>
      arktypeResolver<StatusChangeFormValues>(statusChangeFormSchema, {
        describe: (issue) =>
          issue.path === 'creatorComment'
            ? words.server(issue.path, [{ code: issue.code, message: issue.message }])
            : undefined,
      }),
    [words],
  );
  const defaultValues = useMemo(
    () => (request ? statusChangeValuesOf(request, context.timeZone) : emptyStatusChangeValues(context.today)),
    [request, context.timeZone, context.today],
  );
  const form = useForm<StatusChangeFormValues>({ resolver, defaultValues });
  const [statusId, day, checklist, interactionId] = form.watch([
    'memberStatusId',
    'effectiveDay',
    'checklist',
    'interactionId',
  ]);
  const earliest = earliestEffectiveDay(context);
  const feed = useLive('memberFeed', { memberId: member.id, types: FEED_TYPES, upTo: FEED_PAGE_SIZE });
  const interactions = useMemo(
    () => interactionChoices(feed.rows, earliest, context.timeZone),
    [feed.rows, earliest, context.timeZone],
  );
  // Choosing an interaction dates the request on its day; opening an edit leaves the stored date.
  const chosenInteraction = useRef(interactionId);
  useEffect(() => {
    if (interactionId === chosenInteraction.current) return;
    chosenInteraction.current = interactionId;
    const choice = interactions.find((c) => c.interactionId === interactionId);
    if (choice) form.setValue('effectiveDay', choice.day, { shouldValidate: true });
  }, [interactionId, interactions, form]);
  const target = context.statusById(Number(statusId));
  const targetTexts = useStatusTexts()(target);
  const withChecklist = needsEngagementChecklist(target?.key, context.memberStageKey);

  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) => {
      // The date's refusal lands on the date field (the request calls it effectiveAt).
      const placed = applyServerErrors(
        form,
        errors.map((e) => (e.property === 'effectiveAt' ? { ...e, property: 'effectiveDay' } : e)),
        words.server,
      );
      if (!placed.length)
        showToast({
          tone: 'error',
          message:
            words.server('', [{ code: 'refused', message: failure.body?.message ?? '' }]) || String(failure.status),
        });
    },
    [form, words, showToast],
  );
  const create = useMutation('createStatusChangeRequest', { onInvalid });
  const onEditFailure = useCallback(
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
  const edit = useMutation('editStatusChangeRequest', { onInvalid, onFailure: onEditFailure });
  const auditor = hasPermission(context.permissions, STATUS_CHANGE_PERMISSIONS.audit);

  const save = async (values: StatusChangeFormValues) => {
    const eligibility = eligibilityOfDay(values.effectiveDay, context);
    if (eligibility && !eligibility.allowed) {
      form.setError(
        'effectiveDay',
        {
          type: 'eligibility',
          message:
            eligibility.reason === 'before-algorithm-start' ? words.beforeAlgorithmStart : words.currentMonthOnwards,
        },
        { shouldFocus: true },
      );
      return;
    }
    const body = statusChangeRequestOf(values, context.timeZone, withChecklist);
    if (request) {
      if (await edit({ id: request.id, ...body })) {
        showToast({ tone: 'success', message: t`Status change request edited successfully` });
        onClose();
      }
    } else if (await create({ memberId: member.id, ...body })) {
      // An auditor's own request is approved as it is made.
      showToast({
        tone: 'success',
        message: auditor
          ? t`Status change request completed successfully`
          : t`Status change request submitted for review`,
      });
      onClose();
    }
  };

  const kindWord: Record<RequestInteractionKind, string> = { call: t`Call`, visit: t`Visit`, note: t`Note` };
  const when = dateTimeFormat(i18n.locale, {
    timeZone: context.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const interactionOptions = interactions.map((c) => ({
    value: c.interactionId,
    label: `${kindWord[c.kind]}, ${when.format(new Date(c.timestampMs))}`,
  }));
  const options = choices.map(({ status, adminLevel }) => {
    const name = catalogue.name('memberStatus', status.key, status.name);
    return { value: String(status.id), label: adminLevel ? t`${name} (admin level)` : name };
  });
  const remaining = graceDaysRemaining(context.nowMs, context.timeZone, context.window.graceDays);
  const bounded = !context.isAdmin && context.memberStageKey !== 'outreach';
  let windowHint: ReactNode = null;
  if (bounded)
    windowHint =
      remaining > 0 ? (
        <Plural
          value={remaining}
          one="Previous month changes are allowed for # more day."
          other="Previous month changes are allowed for # more days."
        />
      ) : (
        words.currentMonthOnwards
      );
  const chosenDay = eligibilityOfDay(day, context);

  return (
    <MemberInfoFormDialog
      title={request ? t`Edit status change request` : t`Request status change`}
      form={form}
      onSubmit={save}
      onClose={onClose}
      fullScreen
      submitLabel={request ? t`Save` : t`Submit request`}
      submitDisabled={withChecklist && !checklistComplete(checklist)}
    >
      <p className="text-slate-800">{t`Member: ${member.name}`}</p>
      {context.statusFailed ? (
        <p
          role="alert"
          className="text-red-800"
        >{t`The statuses could not be loaded. Close the form and try again.`}</p>
      ) : null}
      <FormSelectField
        name="memberStatusId"
        label={t`Status`}
        options={options}
        placeholder={t`Choose a status`}
        required
      />
      {targetTexts?.description ? (
        <p className="text-slate-800" data-status-description="">
          {targetTexts.description}
        </p>
      ) : null}
      <FormSelectField name="interactionId" label={t`Interaction`} options={interactionOptions} placeholder={t`None`} />
      <FormDateField
        name="effectiveDay"
        label={targetTexts?.question || t`Effective date`}
        min={earliest ?? undefined}
        hint={windowHint ?? undefined}
        required
      />
      {chosenDay?.allowed && chosenDay.via === 'previous-month' ? (
        <p className="text-sm text-amber-900">{t`This date is in the previous month.`}</p>
      ) : null}
      {withChecklist ? (
        <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
          <legend className="px-1 font-semibold text-slate-900">{t`Minimum engagement checklist`}</legend>
          <p className="text-sm text-slate-700">{t`Confirm each item to mark the member engaged.`}</p>
          {ENGAGEMENT_CHECKLIST.map((item) => (
            <FormCheckboxField key={item} name={`checklist.${item}`} label={words.checklist[item]} />
          ))}
        </fieldset>
      ) : null}
      <FormTextareaField name="creatorComment" label={t`Comment`} maxLength={AUDIT_COMMENT_LIMIT} rows={4} />
    </MemberInfoFormDialog>
  );
}
