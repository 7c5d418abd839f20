import { describe, expect, it } from 'vitest';
import { defaultFilterConfig, type FilterConfig } from './filter-config.ts';
import { isOrderColumn, memberListQueryOf, pageInfo, suggestionQueryOf } from './member-list-query.ts';

const me = 'a0000000-0000-4000-8000-000000000001';
const other = 'b0000000-0000-4000-8000-000000000002';
const own = { viewedGuideId: me, actingUserId: me };
const guide = defaultFilterConfig('GUIDE');

describe('memberListQueryOf', () => {
  it('asks for my members, first page of 10, in the server order by default', () => {
    expect(memberListQueryOf(guide, own)).toEqual({ showOnlyMyMembers: true, 'page-start': 0, 'page-size': 10 });
  });

  it('asks for everyone with My members off', () => {
    expect(memberListQueryOf({ ...guide, showOnlyMyMembers: false }, own)).toEqual({
      'page-start': 0,
      'page-size': 10,
    });
  });

  // On another guide's list, "my" is the viewed guide, not the acting user.
  it("sends the viewed guide's id instead of showOnlyMyMembers on another guide's list, over any Guide filter", () => {
    const scope = { viewedGuideId: other, actingUserId: me };
    expect(memberListQueryOf(guide, scope)).toEqual({ guideIds: [other], 'page-start': 0, 'page-size': 10 });
    expect(memberListQueryOf({ ...guide, guideIds: [me] }, scope).guideIds).toEqual([other]);
    expect(memberListQueryOf({ ...guide, showOnlyMyMembers: false, guideIds: [me] }, scope).guideIds).toEqual([me]);
  });

  it('sends the trimmed search, the sort, the page and each chosen filter typed as the server takes it', () => {
    const config: FilterConfig = {
      ...guide,
      searchTerm: '  ros ',
      orderBy: 'lastEventAt',
      orderDirection: 'DESC',
      'page-start': 50,
      'page-size': 25,
      clientIds: ['c1'],
      memberStatusIds: ['3', 'x', '0', '4'],
      memberStageIds: [],
      outreachPhases: ['final-outreach', 'bogus'],
    };
    expect(memberListQueryOf(config, own)).toEqual({
      showOnlyMyMembers: true,
      searchTerm: 'ros',
      orderBy: 'lastEventAt',
      orderDirection: 'DESC',
      'page-start': 50,
      'page-size': 25,
      clientIds: ['c1'],
      memberStatusIds: [3, 4],
      outreachPhases: ['final-outreach'],
    });
  });

  it('leaves out a blank search and filters left with nothing valid', () => {
    const query = memberListQueryOf(
      { ...guide, searchTerm: '   ', memberStatusIds: ['x'], outreachPhases: ['bogus'] },
      own,
    );
    expect(query).not.toHaveProperty('searchTerm');
    expect(query).not.toHaveProperty('memberStatusIds');
    expect(query).not.toHaveProperty('outreachPhases');
  });
});

describe('suggestionQueryOf', () => {
  it('asks for nothing until something is typed', () => {
    expect(suggestionQueryOf(guide, own)).toBeUndefined();
    expect(suggestionQueryOf({ ...guide, searchTerm: ' ' }, own)).toBeUndefined();
  });

  it("asks for the first 10 by name among the table's members, whatever page the table is on", () => {
    const config: FilterConfig = {
      ...guide,
      searchTerm: 'del',
      'page-start': 20,
      'page-size': 5,
      orderBy: 'lastEventAt',
      orderDirection: 'DESC',
      memberStatusIds: ['2'],
    };
    expect(suggestionQueryOf(config, own)).toEqual({
      showOnlyMyMembers: true,
      searchTerm: 'del',
      memberStatusIds: [2],
      orderBy: 'name',
      orderDirection: 'ASC',
      'page-start': 0,
      'page-size': 10,
    });
  });
});

describe('pageInfo', () => {
  it('reads the total from the rows, and no rows as a total of 0', () => {
    expect(pageInfo({ 'page-start': 0, 'page-size': 10 }, [])).toEqual({
      page: 0,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
    const rows = Array.from({ length: 5 }, () => ({ total: 42 }));
    expect(pageInfo({ 'page-start': 40, 'page-size': 5 }, rows)).toEqual({
      page: 8,
      pageCount: 9,
      first: 41,
      last: 45,
      total: 42,
    });
    expect(pageInfo({ 'page-start': 40, 'page-size': 10 }, rows.slice(0, 2))).toEqual({
      page: 4,
      pageCount: 5,
      first: 41,
      last: 42,
      total: 42,
    });
  });
});

describe('isOrderColumn', () => {
  it("knows the server's sortable columns", () => {
    expect(['name', 'memberStatus', 'assignedGuide', 'lastEventAt', 'outreachPhase'].every(isOrderColumn)).toBe(true);
    expect(isOrderColumn('address')).toBe(false);
  });
});
