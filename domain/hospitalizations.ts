/**
 * The hospitalizations dashboard's rules (spec part 1 section 2 "Hospitalizations dashboard",
 * section 5 "Hospitalization edit", section 7 "Hospitalizations"), shared by the server, the sync
 * engine and the screen: the query it sends, what "newly" means, and the edit's request.
 */
import { type } from 'arktype';
import { booleanString, commaList, integerString, isoDay, uuid } from './api/params.ts';

/** Page sizes the table offers; the default is 10 (part 3: "Hospitalization-style tables"). */
export const HOSPITALIZATION_PAGE_SIZES = [5, 10, 25] as const;
export const HOSPITALIZATION_DEFAULT_PAGE_SIZE = 10;

/** A stay is newly admitted (or discharged) when that day is within this many days, today included. */
export const NEWLY_WINDOW_DAYS = 7;

/** The two toggles: mutually exclusive; both off clears the special filter. */
export const HOSPITALIZATION_SPECIAL_FILTERS = ['newlyAdmitted', 'newlyDischarged'] as const;
export type HospitalizationSpecialFilter = (typeof HOSPITALIZATION_SPECIAL_FILTERS)[number];

/** Columns the table sorts by on the server; the default is `dischargeDate` descending. */
export const HOSPITALIZATION_SORTS = ['dischargeDate', 'admitDate', 'memberName', 'hospital'] as const;
export type HospitalizationSort = (typeof HOSPITALIZATION_SORTS)[number];

const uuidList = commaList.to(uuid.array().atMostLength(200));
const idList = commaList.pipe((values) => values.map(Number)).to('(0 < number.integer <= 1000)[] <= 50');

/** Filters shared by the table and its counters (the counters ignore the special filter). */
export const hospitalizationFilterQuery = type({
  'clientIds?': uuidList,
  'guideIds?': uuidList,
  'statusIds?': idList,
  'behavioral-health-filter?': booleanString,
});

export const hospitalizationListQuery = hospitalizationFilterQuery.and({
  'page-start?': integerString.to('0 <= number <= 100000000'),
  'page-size?': integerString.to('1 <= number <= 100'),
  'sort-by?': type.enumerated(...HOSPITALIZATION_SORTS),
  'sort-direction?': "'ASC'|'DESC'",
  'special-filter?': type.enumerated(...HOSPITALIZATION_SPECIAL_FILTERS),
  /**
   * The screen's refresh count, ignored by the server: the sync engine keeps one window per query,
   * so the dashboard asks for a fresh one (after the feed changed a stay) by counting up.
   */
  'refresh?': integerString.to('0 <= number <= 1000000000'),
});
export type HospitalizationListQuery = typeof hospitalizationListQuery.infer;

export const HOSPITALIZATION_NOTE_MAX = 2000;

/** The edit dialog's request: both required (part 1 section 5); the date cannot change once set. */
export const hospitalizationEditBody = type({
  note: type('string')
    .pipe((v) => v.trim())
    .to(`0 < string <= ${HOSPITALIZATION_NOTE_MAX}`),
  guideEnteredDischargedAt: isoDay,
});

export const HOSPITALIZATION_MESSAGES = {
  dateLocked: 'The discharge date cannot be changed once it is set.',
  beforeAdmission: 'The discharge date cannot be before the admit date.',
  noAdministeredCustomer: 'The hospitalizations dashboard needs a customer you administer.',
} as const;

/** The first day that still counts as "newly" for a day `today` (both `YYYY-MM-DD`). */
export function newlySince(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - (NEWLY_WINDOW_DAYS - 1))).toISOString().slice(0, 10);
}
