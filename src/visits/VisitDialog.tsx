import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { VISIT_OUTCOMES_NEEDING_NOTE, visitTimeOptions } from '../../domain/index.ts';
import { FormSelectField, FormTextareaField, FormTextField } from '../../ui/index.ts';
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
 * The Visit dialog (spec part 2 sections 2, 5 and 9): the member's address or Other with its text,
 * the day (the last 10) and start and end in 15-minute steps (15 minutes by default), the outcome
 * (visit outcomes not retired before the visit), its details and the note (50 characters for the
 * outcomes that need one). A visit saved without an outcome or its note waits on the guide's
 * Follow up tab ('Complete visit', 'Complete note'). The feed entry deletes it.
 */
export function VisitDialog({ memberId, visit, scheduledEvent, onClose }: VisitDialogProps) {
  const { t, i18n } = useLingui();
  const { clock } = useServices();
  const user = useActingUser();
  const verify = useActingUserState();
  const allOutcomes = verify.status === 'success' ? verify.data.visitOutcomes : NO_OUTCOMES;
  const timeZone = resolveTimeZone(user.timeZone);
  const addresses = useLive('memberAddresses', { memberId });
  const primary = addresses.rows.find((address) => address.primary) ?? addresses.rows[0];

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
    defaultValues: initialVisitValues(visit, primary?.id, clock.now(), timeZone, scheduledEvent),
  });
  const create = useMemberInfoSave('createVisit', t`Visit created successfully`, form, words.server);
  const update = useMemberInfoSave('updateVisit', t`Visit updated successfully`, form, words.server);
  const [addressId, outcomeId] = useWatch({ control: form.control, name: ['addressId', 'outcomeId'] });
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

  const save = async (values: VisitValues) => {
    const request = visitRequest(values, timeZone, visit ? visit.scheduledEventId : (scheduledEvent?.id ?? null));
    const saved = visit
      ? await update({ visitId: visit.id, ...request })
      : await create({ subjectUserId: memberId, ...request });
    if (saved) onClose();
  };
  return (
    <MemberInfoFormDialog title={visit ? t`Edit visit` : t`Record visit`} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField name="addressId" label={labels.addressId} required options={addressOptions} />
      {addressId === OTHER_ADDRESS ? (
        <FormTextField name="location" label={labels.location} required maxLength={200} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField name="date" label={labels.date} required options={days} />
        <FormSelectField name="startTime" label={labels.startTime} required options={times} />
        <FormSelectField name="endTime" label={labels.endTime} required options={times} />
      </div>
      <FormSelectField
        name="outcomeId"
        label={labels.outcomeId}
        placeholder={t`No outcome yet`}
        options={outcomes.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      <FormTextareaField name="outcomeDetails" label={labels.outcomeDetails} maxLength={1000} />
      <FormRichTextField
        name="note"
        label={labels.note}
        hint={needsNote ? t`At least 50 characters for this outcome.` : undefined}
      />
    </MemberInfoFormDialog>
  );
}
