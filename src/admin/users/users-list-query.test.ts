import { describe, expect, it } from 'vitest';
import { ADMIN_USER_LIST } from '../../../domain/index.ts';
import { FIRST_USER_PAGE, userPageInfo, usersFilterQuery, usersListQuery } from './users-list-query.ts';

const rows = (count: number, total: number) => Array.from({ length: count }, () => ({ total }));

describe('the users list query', () => {
  it('asks for the first page by default, and names only the filters and sort in use', () => {
    expect(usersListQuery(FIRST_USER_PAGE)).toEqual({ 'page-start': 0, 'page-size': 50 });
    const settings = {
      ...FIRST_USER_PAGE,
      search: '  ana  ',
      role: 'GUIDE',
      teamId: 't1',
      sort: { by: 'email', direction: 'DESC' } as const,
      page: 2,
      pageSize: 25 as const,
    };
    expect(usersListQuery(settings)).toEqual({
      search: 'ana',
      role: 'GUIDE',
      teamId: 't1',
      'sort-by': 'email',
      'sort-direction': 'DESC',
      'page-start': 50,
      'page-size': 25,
    });
    // The export reads the same filters and sort, with no page.
    expect(usersFilterQuery(settings)).not.toHaveProperty('page-start');
  });

  it('says which rows of how many are shown, and how many pages', () => {
    expect(userPageInfo({ ...FIRST_USER_PAGE, page: 1 }, rows(50, 120))).toEqual({
      page: 1,
      pageCount: 3,
      first: 51,
      last: 100,
      total: 120,
      moreThanCap: false,
    });
    expect(userPageInfo(FIRST_USER_PAGE, [])).toMatchObject({ first: 0, last: 0, total: 0, pageCount: 1 });
  });

  it('past the server’s count, says more than it and offers pages up to it only', () => {
    const info = userPageInfo(FIRST_USER_PAGE, rows(50, ADMIN_USER_LIST.countCap + 1));
    expect(info).toMatchObject({ moreThanCap: true, total: ADMIN_USER_LIST.countCap, pageCount: 200 });
  });
});
