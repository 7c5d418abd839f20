/**
 * Scheduled events' request schemas (spec part 2 sections 5 and 9), which the server validates
 * with and the Scheduled event dialog resolves with; the rules (limits, when an event is late, the
 * pending-event order, the Outreach tab's) are in `scheduled-event-rules.ts` and re-exported here.
 */
import { type } from 'arktype';
import { isoInstant, uuid } from './api/params.ts';
import { SCHEDULED_EVENT_TYPES } from './catalogues.ts';
import { isDocketDay } from './docket.ts';
import { optionalText, requiredText } from './member-info.ts';
import { SCHEDULED_EVENT_LIMITS } from './scheduled-event-rules.ts';

export * from './scheduled-event-rules.ts';

const eventType = type
  .enumerated(...SCHEDULED_EVENT_TYPES)
  .configure({ message: 'Event type must be call, message, visit, tbd or reminder.' });
/** A calendar day, yyyy-MM-dd, between the years 1900 and 9999. */
const eventDay = type('string')
  .narrow(
    (value, ctx) =>
      (isDocketDay(value) && value >= '1900-01-01' && value <= '9999-12-31') ||
      ctx.reject({ message: 'Date is not a valid date.' }),
  )
  .configure({ message: 'Date is not a valid date.' });
/** 'HH:mm' on a 15-minute step, or null for anytime. */
const eventTime = type(/^([01]\d|2[0-3]):(00|15|30|45)$/)
  .configure({ message: 'Time must be on a 15-minute step.' })
  .or('null');

/**
 * The Scheduled event dialog's fields. A new event needs its date, time (or anytime: null), type
 * and note (part 2 section 5); a visit's location is one of the member's addresses or a text.
 */
export const scheduledEventFields = type({
  type: eventType,
  date: eventDay,
  time: eventTime,
  note: requiredText('Note', SCHEDULED_EVENT_LIMITS.note),
  'visitLocationAddressId?': uuid.or('null'),
  'visitLocation?': optionalText('Visit location', SCHEDULED_EVENT_LIMITS.visitLocation),
});

/** POST /users/{memberId}/scheduled-events: the fields and a client-made id (the row shows at once under it). */
export const createScheduledEventBody = scheduledEventFields.and({ 'id?': uuid });

/** PATCH: any of the fields; `resolved: true` clears the event (it leaves the docket), which is not a snooze. */
export const updateScheduledEventBody = type({
  'type?': eventType,
  'date?': eventDay,
  'time?': eventTime,
  'note?': requiredText('Note', SCHEDULED_EVENT_LIMITS.note),
  'visitLocationAddressId?': uuid.or('null'),
  'visitLocation?': optionalText('Visit location', SCHEDULED_EVENT_LIMITS.visitLocation),
  'resolved?': 'boolean',
});

/** POST .../snooze: the late event leaves the Late events tab until then. */
export const snoozeScheduledEventBody = type({ until: isoInstant });
