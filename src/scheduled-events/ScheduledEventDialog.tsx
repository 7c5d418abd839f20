import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { EVENT_TIMES, SCHEDULED_EVENT_LIMITS, SCHEDULED_EVENT_TYPES } from '../../domain/index.ts';
import { arktypeResolver, FormDateField, FormSelectField, FormTextareaField, FormTextField } from '../../ui/index.ts';
import { useLive } from '../data/index.ts';
import { MemberInfoFormDialog } from '../shared/member/MemberInfoFormDialog.tsx';
import { useMemberInfoSave } from '../shared/member/use-member-info-save.ts';
import { useFormIssueWords } from '../shared/member/use-member-info-words.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import {
  ANYTIME,
  checkScheduledEventValues,
  OTHER_LOCATION,
  scheduledEventValues,
  type EventSource,
  type ScheduledEventRequest,
  type ScheduledEventMode,
  type ScheduledEventValues,
} from './scheduled-event-form.ts';
import { useEventWords } from './use-event-words.ts';

export interface ScheduledEventDialogProps {
  memberId: string;
  /** create: a new event; edit: reschedule `event`; next: a new event after `event`, of its kind and place. */
  mode: ScheduledEventMode;
  event?: EventSource & { id: string };
  onClose: () => void;
}

/**
 * The Scheduled event dialog (spec part 2 sections 2, 5 and 7): type, date, time in 15-minute
 * steps or anytime, note, and a visit's location (one of the member's addresses or another place).
 * The event shows on the docket and the member's Pending events at once; the server's refusal of a
 * field comes back beside it.
 */
export function ScheduledEventDialog({ memberId, mode, event, onClose }: ScheduledEventDialogProps) {
  const { t } = useLingui();
  const user = useActingUser();
  const words = useEventWords();
  const addresses = useLive('memberAddresses', { memberId });
  const labels = useMemo(
    () => ({
      type: t`Event type`,
      date: t`Date`,
      time: t`Time`,
      note: t`Note`,
      location: t`Location`,
      visitLocation: t`Other location`,
    }),
    [t],
  );
  const labelled = useMemo(() => ({ ...labels, visitLocationAddressId: labels.location }), [labels]);
  // The domain's own messages in the reader's words; '{label} is required.' and limits as Member info words them.
  const known = useMemo<Record<string, string>>(
    () => ({
      'Time must be on a 15-minute step.': t`Time must be on a 15-minute step.`,
      'Date is not a valid date.': t`Date is not a valid date.`,
      "The address is not one of the member's.": t`The address is not one of the member's.`,
    }),
    [t],
  );
  const issueWords = useFormIssueWords(labelled, known);
  const resolver = useMemo<Resolver<ScheduledEventValues>>(
    () =>
      arktypeResolver<ScheduledEventValues>(
        (values) => checkScheduledEventValues(values as ScheduledEventValues),
        issueWords.resolver,
      ),
    [issueWords],
  );
  const form = useForm<ScheduledEventValues>({ resolver, defaultValues: scheduledEventValues(mode, event) });
  const create = useMemberInfoSave(
    'createScheduledEvent',
    t`Scheduled event created successfully`,
    form,
    issueWords.server,
  );
  const update = useMemberInfoSave(
    'updateScheduledEvent',
    t`Scheduled event updated successfully`,
    form,
    issueWords.server,
  );
  const [eventType, location] = useWatch({ control: form.control, name: ['type', 'location'] });

  // The resolver hands over its output: the request, checked and trimmed.
  const save = async (checked: ScheduledEventValues) => {
    const request = checked as unknown as ScheduledEventRequest;
    const saved =
      mode === 'edit' && event
        ? await update({ memberId, scheduledEventId: event.id, ...request })
        : await create({ id: crypto.randomUUID(), memberId, userId: user.id, ...request });
    if (saved) onClose();
  };

  const title = mode === 'edit' ? t`Reschedule event` : mode === 'next' ? t`Schedule next event` : t`Schedule event`;
  const typeOptions = SCHEDULED_EVENT_TYPES.map((value) => ({ value, label: words.type[value] }));
  const timeOptions = [
    { value: ANYTIME, label: words.anytime },
    ...EVENT_TIMES.map((value) => ({ value, label: words.time(value) })),
  ];
  const locationOptions = [
    ...addresses.rows.map((address) => ({
      value: address.id,
      label: [address.description, `${address.line1}, ${address.city}`].filter(Boolean).join(': '),
    })),
    { value: OTHER_LOCATION, label: t`Other` },
  ];
  return (
    <MemberInfoFormDialog title={title} form={form} onSubmit={save} onClose={onClose}>
      <FormSelectField
        name="type"
        label={labels.type}
        required
        options={typeOptions}
        placeholder={t`Choose an event type`}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormDateField name="date" label={labels.date} required />
        <FormSelectField
          name="time"
          label={labels.time}
          required
          options={timeOptions}
          placeholder={t`Choose a time`}
        />
      </div>
      {eventType === 'visit' ? (
        <>
          <FormSelectField
            name="location"
            label={labels.location}
            options={locationOptions}
            placeholder={t`No location`}
          />
          {location === OTHER_LOCATION ? (
            <FormTextField
              name="visitLocation"
              label={labels.visitLocation}
              maxLength={SCHEDULED_EVENT_LIMITS.visitLocation}
              autoComplete="off"
            />
          ) : null}
        </>
      ) : null}
      <FormTextareaField name="note" label={labels.note} required maxLength={SCHEDULED_EVENT_LIMITS.note} rows={4} />
    </MemberInfoFormDialog>
  );
}
