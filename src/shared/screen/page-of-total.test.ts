import { describe, expect, it } from 'vitest';
import { pageOfTotal } from './page-of-total.ts';

describe('pageOfTotal', () => {
  it('counts rows and pages', () => {
    expect(pageOfTotal({ page: 1, pageSize: 10 }, 25)).toEqual({
      page: 1,
      pageCount: 3,
      first: 11,
      last: 20,
      total: 25,
    });
    expect(pageOfTotal({ page: 2, pageSize: 10 }, 25)).toMatchObject({ first: 21, last: 25 });
    expect(pageOfTotal({ page: 0, pageSize: 10 }, 0)).toEqual({ page: 0, pageCount: 1, first: 0, last: 0, total: 0 });
  });
});
