/**
 * The schedule dialog's rules without React: the day's problem in the spec's words, and the
 * scheduling status's refusal (part 2 section 8), and the server's limit refusals worded for people.
 */
import { isWeekend, lastScheduleDay, scheduleTimesOn, todayIn } from '../../domain/index.ts';

export type DayProblem =
  { code: 'past' } | { code: 'before'; day: string } | { code: 'weekend' } | { code: 'noTimeLeft' } | null;

export function dayProblem(day: string, nowMs: number, timeZone: string): DayProblem {
  if (!day) return null;
  const today = todayIn(nowMs, timeZone);
  if (day < today) return { code: 'past' };
  const last = lastScheduleDay(nowMs, timeZone);
  if (day > last) return { code: 'before', day: last };
  if (isWeekend(day)) return { code: 'weekend' };
  // Today after 10:00 AM: no time is left to offer.
  return scheduleTimesOn(day, nowMs, timeZone).length === 0 ? { code: 'noTimeLeft' } : null;
}

export interface SchedulingStatus {
  canSchedule: boolean;
  canSend: boolean;
  scheduledLimit: number;
  sendingLimit: number;
}

export type LimitProblem = { code: 'scheduledToday'; limit: number } | { code: 'sendingThatDay'; limit: number } | null;

/** Why the chosen day cannot take another scheduled text (the Schedule button is disabled then). */
export function limitProblem(status: SchedulingStatus | null): LimitProblem {
  if (!status) return null;
  if (!status.canSchedule) return { code: 'scheduledToday', limit: status.scheduledLimit };
  if (!status.canSend) return { code: 'sendingThatDay', limit: status.sendingLimit };
  return null;
}

/** The server's refusals: 'Cannot schedule more than N messages per day' and '... to be sent'. */
export function serverLimitProblem(message: string | undefined): { code: 'perDay' | 'toBeSent'; limit: number } | null {
  const match = message?.match(/^Cannot schedule more than (\d+) messages (per day|to be sent)$/);
  if (!match) return null;
  return { code: match[2] === 'per day' ? 'perDay' : 'toBeSent', limit: Number(match[1]) };
}
