/**
 * From the screen's settings to the `memberList` live query's server query (spec part 3 section 3
 * and 7, "Member list query"), and the paging arithmetic over the rows' `total`.
 */
import { MEMBER_LIST_ORDER, OUTREACH_PHASES, type MemberListOrder, type OutreachPhase } from '../../domain/index.ts';
import type { MemberListQuery } from '../../sync/client/index.ts';
import { MEMBER_FILTER_KEYS, type FilterConfig, type MemberFilters, type OrderDirection } from './filter-config.ts';

/** Spec part 1 section 9: the typeahead asks for 10 suggestions. */
export const SUGGESTION_COUNT = 10;

export interface ListScope {
  /** The guide in the path, whose member list this is. */
  viewedGuideId: string;
  actingUserId: string;
}

/** The dynamic filters as the query takes them: ids of catalogue rows as numbers, known phases only. */
function filterQuery(filters: MemberFilters): MemberListQuery {
  const query: MemberListQuery = {};
  for (const key of MEMBER_FILTER_KEYS) {
    const values = filters[key];
    if (values.length === 0) continue;
    switch (key) {
      case 'clientIds':
      case 'guideIds':
        query[key] = [...values];
        break;
      case 'memberStatusIds':
      case 'memberStageIds': {
        const ids = values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
        if (ids.length) query[key] = ids;
        break;
      }
      case 'outreachPhases': {
        const phases = values.filter((value): value is OutreachPhase =>
          (OUTREACH_PHASES as readonly string[]).includes(value),
        );
        if (phases.length) query.outreachPhases = phases;
        break;
      }
    }
  }
  return query;
}

/**
 * Who the list is narrowed to. 'My members' means the members of the guide whose list this is:
 * on one's own list that is `showOnlyMyMembers` (the server reads it for the acting user); on
 * another guide's list (Switch Guide View) the server's "my" would still mean the acting user, so
 * the viewed guide goes as `guideIds=[viewedGuideId]` instead, as the docket shows that guide's
 * work. It then stands in for any Guide filter, which could only narrow it to nothing or to itself.
 */
function scopeQuery(config: FilterConfig, scope: ListScope): MemberListQuery {
  if (!config.showOnlyMyMembers) return {};
  if (scope.viewedGuideId === scope.actingUserId) return { showOnlyMyMembers: true };
  return { guideIds: [scope.viewedGuideId] };
}

function searchQuery(searchTerm: string): MemberListQuery {
  const term = searchTerm.trim();
  return term ? { searchTerm: term } : {};
}

/** The table's query: search, filters, My members, sort and the page. */
export function memberListQueryOf(config: FilterConfig, scope: ListScope): MemberListQuery {
  return {
    ...filterQuery(config),
    ...scopeQuery(config, scope),
    ...searchQuery(config.searchTerm),
    ...(config.orderBy ? { orderBy: config.orderBy, orderDirection: config.orderDirection } : {}),
    'page-start': config['page-start'],
    'page-size': config['page-size'],
  };
}

/** The map's query (spec part 3 section 4): the table's search, filters and My members, unpaged and unsorted. */
export function memberMapQueryOf(config: FilterConfig, scope: ListScope): MemberListQuery {
  return { ...filterQuery(config), ...scopeQuery(config, scope), ...searchQuery(config.searchTerm) };
}

/**
 * The typeahead's query: the first 10 members by name among those the table would list for the
 * term (same filters and My members), so a suggestion is never a member the list is hiding.
 * Undefined while nothing is typed.
 */
export function suggestionQueryOf(config: FilterConfig, scope: ListScope): MemberListQuery | undefined {
  const search = searchQuery(config.searchTerm);
  if (!search.searchTerm) return undefined;
  return {
    ...filterQuery(config),
    ...scopeQuery(config, scope),
    ...search,
    orderBy: 'name',
    orderDirection: 'ASC',
    'page-start': 0,
    'page-size': SUGGESTION_COUNT,
  };
}

export interface PageInfo {
  /** Zero-based. */
  page: number;
  pageCount: number;
  /** One-based positions of the first and last row shown; 0 and 0 when none. */
  first: number;
  last: number;
  total: number;
}

/** Where the window sits in the whole list, from the rows' `total` (no rows: total 0). */
export function pageInfo(
  config: { 'page-start': number; 'page-size': number },
  rows: readonly { total: number }[],
): PageInfo {
  const size = config['page-size'];
  const total = rows[0]?.total ?? 0;
  const page = Math.floor(config['page-start'] / size);
  const pageCount = Math.max(1, Math.ceil(total / size));
  return {
    page,
    pageCount,
    first: rows.length ? config['page-start'] + 1 : 0,
    last: config['page-start'] + rows.length,
    total,
  };
}

/** Table column ids are the server's `orderBy` names. */
export function isOrderColumn(columnId: string): columnId is MemberListOrder {
  return (MEMBER_LIST_ORDER as readonly string[]).includes(columnId);
}

export const toTableDirection = (direction: OrderDirection) => (direction === 'ASC' ? 'ascending' : 'descending');
export const toOrderDirection = (direction: 'ascending' | 'descending'): OrderDirection =>
  direction === 'ascending' ? 'ASC' : 'DESC';
