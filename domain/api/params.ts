/**
 * Request schemas shared by the server (validation) and the client (typing). Query values arrive
 * as strings; arrays are comma-joined (part 1 section 7).
 */
import { type } from 'arktype';
import { OUTREACH_PHASES } from '../catalogues.ts';

export const uuid = type('string.uuid');
export const integerString = type('string.integer.parse');
export const booleanString = type("'true'|'false'").pipe((v) => v === 'true');
export const commaList = type('string').pipe((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
/** A calendar day, yyyy-MM-dd, that exists (no 2026-02-30), from 1900 to 9999: anything else is a 400, never a server error. */
export const isoDay = type(/^\d{4}-\d{2}-\d{2}$/).narrow((value, ctx) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    (value >= '1900-01-01' &&
      value <= '9999-12-31' &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value) ||
    ctx.reject({ expected: 'a calendar day (yyyy-MM-dd)' })
  );
});
/**
 * Instants the product can hold: from 1900 (the oldest birth dates) to the end of year 9999, the
 * range both JavaScript and PostgreSQL store. Outside it a value is a 400, never a database error.
 */
export const INSTANT_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;
export const epochMillis = integerString.to(`0 <= number <= ${INSTANT_RANGE.max}`);
/** An ISO date or date-time within `INSTANT_RANGE`. */
export const isoInstant = type('string.date.iso').narrow((value, ctx) => {
  const ms = Date.parse(value);
  return (
    (ms >= INSTANT_RANGE.min && ms <= INSTANT_RANGE.max) || ctx.reject({ expected: 'a date between 1900 and 9999' })
  );
});

/** page-start is an offset (page number times size); page-size is bounded so no call can ask for the world. */
export const pagination = type({
  'page-start?': integerString.to('0 <= number <= 100000000'),
  'page-size?': integerString.to('1 <= number <= 500'),
  'includeCount?': booleanString,
});
export type Pagination = typeof pagination.infer;

export const guideParams = type({ guideId: uuid });
export const guideTodoParams = type({ guideId: uuid, todoId: uuid });

export const todosQuery = pagination.and({
  'types?': commaList,
  'includeCompleted?': booleanString,
  /** Only todos dated on or before this instant (epoch ms); the docket passes the end of its day. */
  'before?': epochMillis,
  /**
   * Keyset cursor: only todos after this (date, id) in the list's order. Unlike an offset, it
   * neither skips nor repeats a row when rows before it change between two pages.
   */
  'after-date?': isoInstant,
  'after-id?': uuid,
});

export const snoozeBody = type({
  /** Snooze until this instant (ISO); without it the todo is marked done ('No action needed'). */
  'until?': isoInstant,
  'noActionNeeded?': 'boolean',
});

export const scheduledEventsQuery = type({
  'startEpochTime?': epochMillis,
  'endEpochTime?': epochMillis,
  'includeMemberDetails?': booleanString,
});

export const interactionsQuery = pagination.and({
  'startEpochTime?': epochMillis,
  'endEpochTime?': epochMillis,
});

/** A member's feed is read 100 items at a time, newest first (part 1 section 7). */
export const FEED_PAGE_SIZE = 100;

export const feedItemsQuery = type({
  userId: uuid,
  'page-size?': integerString.to('1 <= number <= 500'),
  'sort-direction?': "'ASC'|'DESC'",
  'after-item-id?': uuid,
  'type?': commaList,
});

export const notificationsQuery = pagination.and({
  'unreadOnly?': booleanString,
});

export const teamQuery = type({ 'allViewable?': booleanString });

export const changesQuery = type({
  since: integerString.to(`0 <= number <= ${Number.MAX_SAFE_INTEGER}`),
  'limit?': integerString.to('1 <= number <= 5000'),
});

/** The SMS provider's inbound-text webhook (US numbers, one SMS segment chain). */
export const smsInboundBody = type({
  /** The provider's own id of the message: a second delivery of it is answered once (server/providers/webhook-replay.ts). */
  messageSid: /^[A-Za-z0-9_-]{2,64}$/,
  from: /^\+1\d{10}$/,
  to: /^\+1\d{10}$/,
  text: '0 < string <= 1600',
  'receivedAt?': isoInstant,
});

/** Columns the member list sorts by on the server (part 3 section 3 "Member list filter config"). */
export const MEMBER_LIST_ORDER = ['name', 'memberStatus', 'assignedGuide', 'lastEventAt', 'outreachPhase'] as const;
export type MemberListOrder = (typeof MEMBER_LIST_ORDER)[number];

const uuidList = commaList.to(uuid.array().atMostLength(200));
const idList = commaList.pipe((values) => values.map(Number)).to('(0 < number.integer <= 1000)[] <= 50');

/**
 * The member list: search, filters, sort and offset paging, all on the server (20,000 members).
 * The dynamic filters are the keys `GET /users/filters` lists; `ids` reads given members.
 */
export const memberListQuery = pagination.and({
  'searchTerm?': type('string')
    .pipe((v) => v.trim())
    .to('string <= 100'),
  'guideIds?': uuidList,
  'showOnlyMyMembers?': booleanString,
  'clientIds?': uuidList,
  'memberStatusIds?': idList,
  'memberStageIds?': idList,
  'outreachPhases?': commaList.to(
    type
      .enumerated(...OUTREACH_PHASES)
      .array()
      .atMostLength(10),
  ),
  'ids?': uuidList,
  'orderBy?': type.enumerated(...MEMBER_LIST_ORDER),
  'orderDirection?': "'ASC'|'DESC'",
  /** The map view: no paging, at most 5,000 members with an address. */
  'forMap?': booleanString,
});
export type MemberListQuery = typeof memberListQuery.infer;
