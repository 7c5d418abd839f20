/** Docket rules shared by the engine's queries and the screens (part 1 sections 2, 4 and 9). */
import { FOLLOW_UP_ORDER, type TodoType } from './catalogues.ts';

/** Follow-up filters of the docket and the todo types each one shows. */
export const FOLLOW_UP_FILTERS = {
  calls: ['CALL_BACK', 'INCOMPLETE_CALL', 'INCOMPLETE_NOTE_CALL', 'CALL_AUDIT'],
  feedback: ['FEEDBACK_CALL'],
  texts: ['TEXT_BACK'],
  visits: ['INCOMPLETE_VISIT', 'INCOMPLETE_NOTE_VISIT'],
} as const satisfies Record<string, readonly TodoType[]>;
export type FollowUpFilter = keyof typeof FOLLOW_UP_FILTERS;

/** Follow-up todos that show whatever the filters (hospitalization follow-ups). */
export const ALWAYS_SHOWN_FOLLOW_UPS: readonly TodoType[] = ['HOSPITALIZATION_FOLLOW_UP'];

export function followUpTypes(filters: readonly FollowUpFilter[]): TodoType[] {
  return [...filters.flatMap((f) => FOLLOW_UP_FILTERS[f]), ...ALWAYS_SHOWN_FOLLOW_UPS];
}

/** Rank in the follow-up sort order; types outside the order sort after it. */
export function followUpRank(type: string): number {
  const rank = FOLLOW_UP_ORDER.indexOf(type as TodoType);
  return rank < 0 ? FOLLOW_UP_ORDER.length : rank;
}

/** A docket day is yyyy-MM-dd; anything else is dropped and today is used. */
export function isDocketDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
