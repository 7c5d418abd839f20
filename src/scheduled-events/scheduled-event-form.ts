/**
 * The Scheduled event dialog's values and the request they make (spec part 2 sections 5 and 7):
 * the time select holds 'HH:mm', 'anytime' (sent as null) or '' (none chosen: the schema asks for
 * it); a visit's location is one of the member's addresses (its id) or 'other' with a text, and
 * other types send no location.
 */
import { scheduledEventFields, type ScheduledEventType } from '../../domain/index.ts';

export const ANYTIME = 'anytime';
export const OTHER_LOCATION = 'other';

export interface ScheduledEventValues {
  type: ScheduledEventType | '';
  date: string;
  time: string;
  note: string;
  /** An address id of the member, OTHER_LOCATION, or '' (none). */
  location: string;
  visitLocation: string;
}

/** What the dialog starts from: an event being edited (or the one just done, for 'next'). */
export interface EventSource {
  type: string;
  date: string;
  time: string | null;
  note: string | null;
  visitLocationAddressId: string | null;
  visitLocation: string | null;
}

export type ScheduledEventMode = 'create' | 'edit' | 'next';

export function scheduledEventValues(mode: ScheduledEventMode, source: EventSource | undefined): ScheduledEventValues {
  const empty: ScheduledEventValues = { type: '', date: '', time: '', note: '', location: '', visitLocation: '' };
  if (!source || mode === 'create') return empty;
  const location = source.visitLocationAddressId ?? (source.visitLocation ? OTHER_LOCATION : '');
  const type = source.type as ScheduledEventType;
  // The next event keeps the kind and place of the last one; its day, time and note are new.
  if (mode === 'next')
    return {
      ...empty,
      type,
      location,
      visitLocation: source.visitLocationAddressId ? '' : (source.visitLocation ?? ''),
    };
  return {
    type,
    date: source.date,
    time: source.time ?? ANYTIME,
    note: source.note ?? '',
    location,
    visitLocation: source.visitLocationAddressId ? '' : (source.visitLocation ?? ''),
  };
}

/** The body the values make (before the schema trims and checks it). */
export function scheduledEventRequest(values: ScheduledEventValues) {
  const visit = values.type === 'visit';
  const byAddress = visit && values.location !== '' && values.location !== OTHER_LOCATION;
  return {
    ...(values.type ? { type: values.type } : {}),
    date: values.date,
    ...(values.time ? { time: values.time === ANYTIME ? null : values.time } : {}),
    note: values.note,
    visitLocationAddressId: byAddress ? values.location : null,
    visitLocation: visit && values.location === OTHER_LOCATION ? values.visitLocation : null,
  };
}

/** The checked request (what the resolver answers with when the values pass). */
export type ScheduledEventRequest = typeof scheduledEventFields.infer;

/** The schema the dialog resolves with: the request's, over what the values send. */
export const checkScheduledEventValues = (values: ScheduledEventValues) =>
  scheduledEventFields(scheduledEventRequest(values));
