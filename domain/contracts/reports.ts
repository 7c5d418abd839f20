/**
 * Reports for supervisors and admins (issue #36): the month's community health work minutes per
 * member, against Medicare's G0019 and G0022 thresholds (rules in `domain/chw-minutes.ts`).
 */
import { type } from 'arktype';
import { integerString, uuid } from '../api/params.ts';
import { CHW_ACTIVITY_KINDS, CHW_MINUTES_PERMISSION } from '../chw-minutes.ts';
import { chwMonthClosing } from '../entities/reports.ts';
import { defineOperation } from './define.ts';

/** yyyy-MM, years 2000 to 2099: a report is about a month someone worked in. */
const calendarMonth = type(/^20\d{2}-(0[1-9]|1[0-2])$/);

/**
 * A member's row names its customer, guide and people by id: the answer names each of them once
 * (`customers`, `people`), since a customer of 20,000 members sent every name on every row made
 * about 9 MB of JSON.
 */
const chwMinutesRow = type({
  memberId: 'string',
  memberName: 'string',
  clientId: 'string',
  guideId: 'string | null',
  minutes: 'number',
  g0019: 'boolean',
  g0022Units: 'number',
  byStaff: type({ staffId: 'string', minutes: 'number' }).array(),
});

/**
 * `GET /reports/chw-minutes`: the members with minutes in the month, in the organisation's zone,
 * narrowed to a customer or to a guide's caseload, most minutes first (then by name). With
 * `page-size`, one page of them at `page-start` (an offset): a customer of 20,000 members is read a
 * page at a time by the screen, and only the page's members are named (and audited); without it,
 * every row (the CSV).
 */
export const chwMinutesReport = defineOperation({
  method: 'GET',
  path: '/reports/chw-minutes',
  query: type({
    month: calendarMonth,
    'clientId?': uuid,
    'guideId?': uuid,
    'page-start?': integerString.to('0 <= number <= 100000000'),
    'page-size?': integerString.to('1 <= number <= 500'),
  }),
  response: type({
    month: 'string',
    timeZone: 'string',
    /** Members with minutes in the month and scope, and how many of them reach G0019: the whole list's, whatever the page. */
    total: 'number',
    reachingG0019: 'number',
    /** Closed for billing: the counts are as they were then (later edits to its activities are not counted). */
    closing: type({ closedAt: 'string', closedByName: 'string' }).or('null'),
    /** The organisation's customers (the report's customer filter), with the thresholds their rows are read against. */
    customers: type({ id: 'string', name: 'string', initialMinutes: 'number', addOnMinutes: 'number' }).array(),
    /** The guides and staff the rows name. */
    people: type({ id: 'string', name: 'string' }).array(),
    /** The page asked for, or every row. */
    rows: chwMinutesRow.array(),
  }),
  access: { permission: CHW_MINUTES_PERMISSION },
});

/**
 * `GET /reports/chw-minutes/members/{memberId}`: the activities behind one member's month, each with
 * the minutes it counted (the report's row, opened).
 */
export const chwMinutesOfMember = defineOperation({
  method: 'GET',
  path: '/reports/chw-minutes/members/:memberId',
  params: type({ memberId: uuid }),
  query: type({ month: calendarMonth }),
  response: type({
    memberId: 'string',
    month: 'string',
    minutes: 'number',
    activities: type({
      id: 'string',
      kind: type.enumerated(...CHW_ACTIVITY_KINDS),
      startedAt: 'string',
      endedAt: 'string',
      staffName: 'string',
      /** Minutes it counted this month (overlaps go to the earlier activity). */
      minutes: 'number',
    }).array(),
  }),
  access: { permission: CHW_MINUTES_PERMISSION },
});

/**
 * `POST /reports/chw-minutes/closings`: closes a month that has ended, once billed. Its counts are
 * brought up to date, then kept as they are: later edits to its calls, visits and actions stay in the
 * change log but are not counted. A month not yet over, or closed already, is refused.
 */
export const closeChwMonth = defineOperation({
  method: 'POST',
  path: '/reports/chw-minutes/closings',
  body: type({ month: calendarMonth }),
  response: chwMonthClosing.schema,
  access: { permission: CHW_MINUTES_PERMISSION },
  idempotent: true,
});

/** `DELETE /reports/chw-minutes/closings/{month}`: reopens a closed month, which is counted again as its activities are now. */
export const reopenChwMonth = defineOperation({
  method: 'DELETE',
  path: '/reports/chw-minutes/closings/:month',
  params: type({ month: calendarMonth }),
  response: type({ month: 'string' }),
  access: { permission: CHW_MINUTES_PERMISSION },
  idempotent: true,
});
