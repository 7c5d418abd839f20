import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  VISIT_OUTCOMES_NEEDING_NOTE,
  visitEndFollowingStart,
  visitLength,
  visitLengthQuestion,
  visitTimeOptions,
  type VisitLengthQuestion,
} from '../../domain/index.ts';
import { ConfirmDialog, FormSelectField, FormTextareaField, FormTextField, SelectField } from '../../ui/index.ts';
import { FormRichTextField } from '../../ui/rich-text/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive } from '../data/index.ts';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useInteractionIssueWords } from '../shared/member/use-interaction-words.ts';
import { useActingUser, useActingUserState } from '../services/use-acting-user.ts';
import {
  dateOptions,
  initialVisitValues,
  offeredOutcomes,
  OTHER_ADDRESS,
  visitFormProblems,
  visitRequest,
  type ExistingVisit,
  type PlannedVisitLocation,
  type VisitOutcome,
  type VisitValues,
} from './visit-form.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';
import { formatDuration } from '../shared/format/duration.ts';
import { useCatalogueWords } from '../shared/member/use-catalogue-words.ts';

export interface VisitDialogProps {
  memberId: string;
  /** The visit to edit; a new visit otherwise. */
  visit?: ExistingVisit;
  /** The scheduled event a new visit answers ('Record visit now' on the docket): the visit opens at its location. */
  scheduledEvent?: PlannedVisitLocation & { id: string };
  onClose: () => void;
}

const NO_OUTCOMES: readonly VisitOutcome[] = [];

/**
 * The Visit dialog (spec part 2 sections 2, 5 and 9): the member's address (the primary one for a
 * new visit) or Other with its text, the day (the last 10) and start and end in 15-minute steps (15
 * minutes by default; the end follows a moved start, keeping the length), the outcome (visit
 * outcomes not retired before the visit), its details and the note (50 characters for the outcomes
 * that need one). A visit that ends the next day or lasts over four hours is saved only after the
 * guide confirms it. A visit saved without an outcome or its note waits on the guide's Follow up
 * tab ('Complete visit', 'Complete note'). The feed entry deletes it.
 */
export function VisitDialog({ memberId, visit, scheduledEvent, onClose }: VisitDialogProps) {
  const { t, i18n } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const verify = useActingUserState();
  const catalogue = useCatalogueWords();
  const allOutcomes = verify.status === 'success' ? verify.data.visitOutcomes : NO_OUTCOMES;
  const timeZone = resolveTimeZone(user.timeZone);
  const addresses = useLive('memberAddresses', { memberId });
  const primaryId = addresses.rows.find((address) => address.primary)?.id;

  const labels = useMemo(
    () => ({
      addressId: t`Address`,
      location: t`Other location`,
      date: t`Date`,
      startTime: t`Start time`,
      endTime: t`End time`,
      outcomeId: t`Outcome`,
      outcomeDetails: t`Outcome details`,
      note: t`Note`,
    }),
    [t],
  );
  const words = useInteractionIssueWords(labels);
  const outcomes = useMemo(
    () =>
      offeredOutcomes(allOutcomes, visit?.createdAt ?? new Date(clock.now()).toISOString(), visit?.outcomeId ?? null),
    [allOutcomes, visit, clock],
  );
  const resolver = useMemo<Resolver<VisitValues>>(
    () => (values) => {
      const problems = visitFormProblems(values, timeZone, outcomes);
      if (!problems.length) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const p of problems) {
        const property = p.property in labels ? p.property : 'startTime';
        errors[property] ??= {
          type: 'validate',
          message: words.server(property, [{ code: 'refused', message: p.message }]),
        };
      }
      return { values: {}, errors };
    },
    [timeZone, outcomes, labels, words],
  );
  const form = useForm<VisitValues>({
    resolver,
    defaultValues: initialVisitValues(visit, primaryId, clock.now(), timeZone, scheduledEvent),
  });
  // The addresses usually arrive after the first render: a new visit then moves to the primary
  // address, unless the guide has already chosen (issue 38: it stayed at 'Other').
  const opensAtPrimary = !visit && !scheduledEvent?.visitLocationAddressId && !scheduledEvent?.visitLocation;
  useEffect(() => {
    const untouched = form.getValues('addressId') === form.formState.defaultValues?.addressId;
    if (opensAtPrimary && primaryId && untouched) form.resetField('addressId', { defaultValue: primaryId });
  }, [form, opensAtPrimary, primaryId]);
  // The end follows the start, keeping the visit's length (issue 38: a moved start left the end
  // behind, and the visit saved as 5 hours).
  const start = useController({ control: form.control, name: 'startTime' });
  const moveStart = (startTime: string) => {
    const endTime = visitEndFollowingStart(
      { startTime: start.field.value, endTime: form.getValues('endTime') },
      startTime,
    );
    start.field.onChange(startTime);
    form.setValue('endTime', endTime, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const create = useMemberInfoSave('createVisit', t`Visit created successfully`, form, words.server);
  const update = useMemberInfoSave('updateVisit', t`Visit updated successfully`, form, words.server);
  const [addressId, outcomeId, startTime, endTime] = useWatch({
    control: form.control,
    name: ['addressId', 'outcomeId', 'startTime', 'endTime'],
  });
  const needsNote = VISIT_OUTCOMES_NEEDING_NOTE.has(outcomes.find((o) => String(o.id) === outcomeId)?.key ?? '');

  const dayFormat = useMemo(
    () => dateTimeFormat(i18n.locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    [i18n.locale],
  );
  const timeFormat = useMemo(
    () => dateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
    [i18n.locale],
  );
  const today = todayIn(timeZone, clock.now());
  const days = dateOptions(
    today,
    visit ? initialVisitValues(visit, undefined, clock.now(), timeZone).date : undefined,
  ).map((day) => ({
    value: day,
    label: dayFormat.format(new Date(`${day}T00:00:00Z`)),
  }));
  const times = visitTimeOptions().map((time) => ({
    value: time,
    label: timeFormat.format(new Date(`1970-01-01T${time}:00Z`)),
  }));
  const addressOptions = [
    ...addresses.rows.map((a) => ({ value: a.id, label: `${a.line1}, ${a.city}, ${a.state} ${a.zip}` })),
    { value: OTHER_ADDRESS, label: t`Other` },
  ];

  // A long or overnight visit is asked about once; the answer holds for those very times (an edit
  // keeping the visit's own times is not asked again).
  const [asking, setAsking] = useState<VisitLengthQuestion>();
  const confirmedTimes = useRef(
    visit ? `${form.formState.defaultValues?.startTime}-${form.formState.defaultValues?.endTime}` : undefined,
  );
  const save = async (values: VisitValues) => {
    const question = visitLengthQuestion(values.startTime, values.endTime);
    if (question && confirmedTimes.current !== `${values.startTime}-${values.endTime}`) {
      setAsking(question);
      return;
    }
    const request = visitRequest(values, timeZone, visit ? visit.scheduledEventId : (scheduledEvent?.id ?? null));
    const saved = visit
      ? await update({ visitId: visit.id, ...request })
      : await create({ subjectUserId: memberId, ...request });
    if (saved) onClose();
  };
  const confirmLength = () => {
    setAsking(undefined);
    confirmedTimes.current = `${form.getValues('startTime')}-${form.getValues('endTime')}`;
    void form.handleSubmit(save)();
  };
  const length = visitLength(startTime, endTime);
  const lasts = formatDuration((asking?.minutes ?? length.minutes) * 60);
  const endLabel = timeFormat.format(new Date(`1970-01-01T${endTime}:00Z`));
  return (
    <>
      <MemberInfoFormDialog
        title={visit ? t`Edit visit` : t`Record visit`}
        form={form}
        onSubmit={save}
        onClose={onClose}
      >
        <FormSelectField name="addressId" label={labels.addressId} required options={addressOptions} />
        {addressId === OTHER_ADDRESS ? (
          <FormTextField name="location" label={labels.location} required maxLength={200} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <FormSelectField name="date" label={labels.date} required options={days} />
          <SelectField
            label={labels.startTime}
            required
            options={times}
            name={start.field.name}
            ref={start.field.ref}
            value={start.field.value}
            onChange={moveStart}
            onBlur={start.field.onBlur}
            error={start.fieldState.error?.message}
          />
          <FormSelectField
            name="endTime"
            label={labels.endTime}
            required
            options={times}
            hint={
              length.minutes > 0
                ? length.endsNextDay
                  ? t`Ends the next day; lasts ${lasts}`
                  : t`Lasts ${lasts}`
                : undefined
            }
          />
        </div>
        <FormSelectField
          name="outcomeId"
          label={labels.outcomeId}
          placeholder={t`No outcome yet`}
          options={outcomes.map((o) => ({ value: String(o.id), label: catalogue.name('outcome', o.key, o.name) }))}
        />
        <FormTextareaField name="outcomeDetails" label={labels.outcomeDetails} maxLength={1000} />
        <FormRichTextField
          name="note"
          label={labels.note}
          hint={needsNote ? t`At least 50 characters for this outcome.` : undefined}
        />
      </MemberInfoFormDialog>
      <ConfirmDialog
        open={asking !== undefined}
        tone="primary"
        title={asking?.reason === 'endsNextDay' ? t`This visit ends the next day` : t`This visit lasts ${lasts}`}
        description={
          asking?.reason === 'endsNextDay'
            ? t`It ends at ${endLabel} the next day, ${lasts} after it starts. Save it like this?`
            : t`Visits are rarely this long. Check the start and end times, or save it like this.`
        }
        confirmLabel={t`Save visit`}
        cancelLabel={t`Change the times`}
        onConfirm={confirmLength}
        onCancel={() => setAsking(undefined)}
      />
    </>
  );
}
