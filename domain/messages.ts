/**
 * Text messages (spec part 1 section 5, part 2 sections 3, 4, 5, 7, 8 and 9): the limits, the
 * request schemas the server validates with and the dialog resolves with, the schedule window,
 * template variables, and the spec's words. Pure: the server and the portal use the same rules.
 */
import { type } from 'arktype';
import { Temporal } from 'temporal-polyfill';
import { isoDay, uuid } from './api/params.ts';
import { MAX_ATTACHMENTS } from './files.ts';
import { isWeekend, todayIn } from './time.ts';

export const MESSAGE_MAX_LENGTH = 1600;
export const MESSAGE_TOO_LONG = `Message must be less than ${MESSAGE_MAX_LENGTH} characters`;
export const MESSAGE_REQUIRED = 'Message is required.';
export const PHONE_REQUIRED = 'Phone number is required';
/** Part 2 section 4: a message may be marked no follow up needed within 7 days. */
export const FOLLOW_UP_WINDOW_DAYS = 7;
/** Part 1 section 9: the scheduled list's preview. */
export const SCHEDULED_PREVIEW_LENGTH = 200;
/** Part 1 section 8: the words for a number that texted STOP. */
export const OPTED_OUT_MESSAGE =
  'This Member texted STOP for do not contact. Instruct member to text START to opt back in and receive text messages.';

/** Daily limits of scheduled texts (the spec names them, not their values): per guide per day of scheduling, and per day of sending. */
export const SCHEDULING_LIMITS = { scheduledLimit: 20, sendingLimit: 25 } as const;
export const scheduledPerDayError = (n: number) => `Cannot schedule more than ${n} messages per day`;
export const sendingPerDayError = (n: number) => `Cannot schedule more than ${n} messages to be sent`;

/** The schedule window (part 2 sections 5 and 9): today to 28 days ahead, weekdays, 8:00-10:00 AM in 15-minute steps. */
export const SCHEDULE_WINDOW = { daysAhead: 28, firstTime: '08:00', lastTime: '10:00', stepMinutes: 15 } as const;

const messageText = type('string').narrow((value, ctx) =>
  value.trim() === ''
    ? ctx.reject({ message: MESSAGE_REQUIRED })
    : value.length <= MESSAGE_MAX_LENGTH || ctx.reject({ message: MESSAGE_TOO_LONG }),
);
const fileIds = uuid
  .array()
  .narrow(
    (ids, ctx) =>
      ids.length <= MAX_ATTACHMENTS || ctx.reject({ message: `You may only upload ${MAX_ATTACHMENTS} files at once` }),
  );
/** Phone ids are the phone rows' integer ids. */
const phoneNumberId = type('1 <= number.integer <= 2147483647');
/** Epoch milliseconds (bounded). */
const sendAt = type('0 <= number.integer <= 253402300799999');

/** POST /chat/messages: now, or at `sendAt` (scheduled-sms). */
export const createMessageBody = type({
  subjectId: uuid,
  text: messageText,
  'fileIds?': fileIds,
  phoneNumberId,
  'scheduledEventId?': uuid.or('null'),
  'sendAt?': sendAt.or('null'),
});
/** PATCH /chat/messages/:messageId: a scheduled text's text, files, number or time. */
export const updateMessageBody = type({
  'text?': messageText,
  'fileIds?': fileIds,
  'phoneNumberId?': phoneNumberId,
  'sendAt?': sendAt,
});
export const schedulingStatusQuery = type({ date: isoDay });
export const memberMessagesQuery = type({ memberId: uuid });

/** The times a text may be scheduled at, 'HH:mm'. */
export function scheduleTimes(): string[] {
  const times: string[] = [];
  for (
    let t = Temporal.PlainTime.from(SCHEDULE_WINDOW.firstTime);
    Temporal.PlainTime.compare(t, Temporal.PlainTime.from(SCHEDULE_WINDOW.lastTime)) <= 0;
    t = t.add({ minutes: SCHEDULE_WINDOW.stepMinutes })
  ) {
    times.push(t.toString({ smallestUnit: 'minute' }));
    if (t.hour === 23 && t.minute >= 60 - SCHEDULE_WINDOW.stepMinutes) break;
  }
  return times;
}

/** The last day a text may be scheduled for. */
export function lastScheduleDay(nowMs: number, timeZone: string): string {
  return Temporal.PlainDate.from(todayIn(nowMs, timeZone)).add({ days: SCHEDULE_WINDOW.daysAhead }).toString();
}

/** The schedule times still ahead on a day: all of them on a later day, those after now today. */
export function scheduleTimesOn(day: string, nowMs: number, timeZone: string): string[] {
  return scheduleTimes().filter((time) => sendAtOf(day, time, timeZone) > nowMs);
}

/**
 * The day the schedule dialog opens on: today when it is a weekday with a time still ahead, else
 * the next weekday (on a Saturday, or after 10:00 AM, today has nothing left to offer).
 */
export function firstScheduleDay(nowMs: number, timeZone: string): string {
  let day = Temporal.PlainDate.from(todayIn(nowMs, timeZone));
  while (isWeekend(day.toString()) || scheduleTimesOn(day.toString(), nowMs, timeZone).length === 0)
    day = day.add({ days: 1 });
  return day.toString();
}

/** The instant of a day and time in the zone. */
export function sendAtOf(day: string, time: string, timeZone: string): number {
  return Temporal.PlainDate.from(day).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .epochMilliseconds;
}

/** What is wrong with a send time (in the sender's zone), or undefined. The spec's words where it has them. */
export function scheduleProblem(sendAtMs: number, nowMs: number, timeZone: string): string | undefined {
  const at = Temporal.Instant.fromEpochMilliseconds(sendAtMs).toZonedDateTimeISO(timeZone);
  const day = at.toPlainDate().toString();
  const today = todayIn(nowMs, timeZone);
  if (day < today || sendAtMs <= nowMs) return 'The date must be today or in the future';
  const last = lastScheduleDay(nowMs, timeZone);
  if (day > last) return `The date must be before ${last}`;
  if (isWeekend(day)) return 'Texts cannot be scheduled on weekends';
  const time = at.toPlainTime().toString({ smallestUnit: 'minute' });
  if (at.second !== 0 || at.millisecond !== 0 || !scheduleTimes().includes(time))
    return 'Choose a time between 8:00 and 10:00 AM';
  return undefined;
}

/** `{{name}}` placeholders of a template, in order of appearance, without repeats. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g)].map((match) => match[1] ?? ''))];
}

/** Fills a template with a member's values; the names without a value stay as they were and are answered. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | null | undefined>>,
): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const text = template.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value.trim() === '') {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text, missing: [...missing] };
}

/** The scheduled list's preview: at most 200 characters. */
export function scheduledPreview(text: string): string {
  return text.length <= SCHEDULED_PREVIEW_LENGTH ? text : `${text.slice(0, SCHEDULED_PREVIEW_LENGTH)}…`;
}

/** Delivery states a carrier reports, and which may follow which (a late 'sent' never undoes 'delivered'). */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
const RANK: Record<SmsStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 3, undelivered: 3 };
export function statusMayFollow(current: string, next: SmsStatus): boolean {
  const from = RANK[current as SmsStatus];
  return from === undefined || RANK[next] > from;
}
