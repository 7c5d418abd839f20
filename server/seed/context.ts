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

/** A feed-worthy event of a member's history, kept to derive todos and the member's last event. */
export interface Activity {
  kind: 'call' | 'message' | 'visit' | 'note';
  /** The id the feed item and todos point at: the call, the SMS, or the interaction for visits and notes. */
  id: string;
  at: number;
  /** Follow-up a guide would owe for this event, if any. */
  followUp: TodoType | null;
  /** True when the follow-up exists as long as the item stays incomplete (it cannot have been done). */
  alwaysOpen: boolean;
}

export interface SeedContext {
  seed: number;
  clientId: string;
  /** Epoch ms every timestamp is relative to. */
  now: number;
  rows: Rows;
  supervisor: StaffRef;
  nextPhoneId(): number;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A moment `daysAgo` days before now at a local hour of the city, never later than now. */
export function localTime(now: number, daysAgo: number, localHour: number, city: City): number {
  const midnightUtc = Math.floor(now / DAY) * DAY - daysAgo * DAY;
  let at = midnightUtc + Math.round((localHour - city.utcOffset) * HOUR);
  while (at > now) at -= DAY;
  return at;
}

/** The calendar day (yyyy-MM-dd) in the city, `days` from now (negative: past). */
export function localDay(now: number, days: number, city: City): string {
  return new Date(now + city.utcOffset * HOUR + days * DAY).toISOString().slice(0, 10);
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
