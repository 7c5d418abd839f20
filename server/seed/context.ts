/** Shared state and time helpers of one generator run. */
import type { MemberStageKey, MemberStatusKey, TodoType } from '../../domain/index.ts';
import type { City } from './places.ts';
import type { Rows } from './writer.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const HISTORY_DAYS = 90;

export interface StaffRef {
  id: string;
  firstName: string;
  lastName: string;
  city: City;
  /** The client market number the staff user calls and texts from. */
  workPhone: string;
}

export interface MemberRef {
  id: string;
  index: number;
  firstName: string;
  lastName: string;
  spanish: boolean;
  city: City;
  guide: StaffRef;
  stage: MemberStageKey;
  status: MemberStatusKey;
  phoneId: number;
  phone: string;
}

/**
 * When something happened. `ageDays` is the drawn age (days ago, minus the local hour as a fraction
 * of a day); every decision uses it rather than `now - at`, so the rows chosen never depend on the
 * clock, only the timestamps do.
 */
export interface Moment {
  at: number;
  ageDays: number;
}

/** A feed-worthy event of a member's history, kept to derive todos and the member's last event. */
export interface Activity extends Moment {
  kind: 'call' | 'message' | 'visit' | 'note';
  /** The id the feed item and todos point at: the call, the SMS, or the interaction for visits and notes. */
  id: string;
  /** The feed item's own id (a status event links to the item that caused it). */
  feedItemId: string;
  /** Follow-up a guide would owe for this event, if any. */
  followUp: TodoType | null;
  /** True when the follow-up exists as long as the item stays incomplete (it cannot have been done). */
  alwaysOpen: boolean;
}

export interface SeedContext {
  seed: number;
  /** The customer the rows being generated belong to (a member's own, for that member's rows). */
  clientId: string;
  /** Each member's customer, for rows made about a member outside its own generation step. */
  memberClients: Map<string, string>;
  /** Epoch ms every timestamp is relative to. */
  now: number;
  rows: Rows;
  supervisor: StaffRef;
  nextPhoneId(): number;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * `daysAgo` days before now at a local hour of the city. A time later today that has not come yet
 * is folded into the last few hours instead, so nothing lies in the future.
 */
export function localMoment(now: number, daysAgo: number, localHour: number, city: City): Moment {
  const midnightUtc = Math.floor(now / DAY) * DAY - daysAgo * DAY;
  let at = midnightUtc + Math.round((localHour - city.utcOffset) * HOUR);
  if (at > now) at = now - ((at - now) % (4 * HOUR)) - 60_000;
  return { at, ageDays: daysAgo + (12 - localHour) / 24 };
}

export const localTime = (now: number, daysAgo: number, localHour: number, city: City) =>
  localMoment(now, daysAgo, localHour, city).at;

/** A moment `minutes` before now. */
export const minutesAgo = (now: number, minutes: number): Moment => ({
  at: now - minutes * 60_000,
  ageDays: minutes / 1440,
});

/** The calendar day (yyyy-MM-dd) in the city, `days` from now (negative: past). */
export function localDay(now: number, days: number, city: City): string {
  return new Date(now + city.utcOffset * HOUR + days * DAY).toISOString().slice(0, 10);
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
