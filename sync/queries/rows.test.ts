/**
 * Type tests: a live query's row is derived from its `select` (define.ts `RowOf`), so a field renamed
 * in a query, or read on screen without being selected, does not compile. tsc checks this file
 * (`npm run typecheck`); at run time the assertions do nothing.
 */
import { eq } from '@tanstack/db';
import { describe, expectTypeOf, it } from 'vitest';
import { OPERATIONS, type FollowUpFilter } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type ParamsOf, type RowOf } from './define.ts';
import { docketFollowUps } from './docket.ts';
import {
  type CallLogRow,
  type DocketDay,
  type DocketNeedRow,
  type FollowUpRow,
  type HospitalizationRow,
  type LIVE_QUERIES,
  type MemberConsentRow,
  type MemberListRow,
  type NeedActionRow,
  type RowsKeyedById,
} from './index.ts';

describe('rows derived from the queries', () => {
  it('gives the docket follow-up row exactly the fields its select names', () => {
    expectTypeOf<keyof FollowUpRow>().toEqualTypeOf<
      | 'id'
      | 'type'
      | 'date'
      | 'dateMs'
      | 'memberId'
      | 'memberName'
      | 'externalItemType'
      | 'externalItemId'
      | 'followUpRank'
    >();
    // The store fills the name in on the row: null when it holds no name of the person.
    expectTypeOf<FollowUpRow['memberName']>().toEqualTypeOf<string | null>();
    expectTypeOf<FollowUpRow['dateMs']>().toEqualTypeOf<number>();
    // @ts-expect-error a renamed field is no field of the row
    expectTypeOf<FollowUpRow>().toHaveProperty('memberNam');
    const screenReads = (row: FollowUpRow) => row.memberName;
    expectTypeOf(screenReads).returns.toEqualTypeOf<string | null>();
  });

  it('takes the params from the callbacks', () => {
    expectTypeOf<ParamsOf<typeof docketFollowUps>>().toEqualTypeOf<DocketDay & { filters: FollowUpFilter[] }>();
  });

  it('follows the select of a new query, renames included', () => {
    const renamed = defineQuery({
      name: 'renamed',
      pages: ({ guideId }: { guideId: string }) => [page(OPERATIONS.guideTodos, { params: { guideId } })],
      query:
        ({ guideId }, { todo }) =>
        (q) =>
          q
            .from({ todo })
            .where(({ todo }) => eq(todo.userId, guideId))
            .select(({ todo }) => ({ id: todo.id, when: todo.date })),
    });
    expectTypeOf(renamed.name).toEqualTypeOf<string>();
    type Row = RowOf<typeof renamed>;
    expectTypeOf<Row>().toEqualTypeOf<{ id: string; when: string }>();
    // @ts-expect-error `date` was selected as `when`
    expectTypeOf<Row>().toHaveProperty('date');
  });

  it('leaves out the virtual props of a query without select', () => {
    expectTypeOf<NeedActionRow>().toHaveProperty('needId').toEqualTypeOf<string>();
    expectTypeOf<NeedActionRow>().not.toHaveProperty('$synced');
  });

  it('derives joined shapes: windows over page slots, subqueries, coalesce', () => {
    expectTypeOf<MemberListRow['position']>().toEqualTypeOf<number>();
    expectTypeOf<MemberListRow['total']>().toEqualTypeOf<number>();
    // The store types a user's fields optional (a summary may be all it holds of one).
    expectTypeOf<MemberListRow['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<HospitalizationRow['guideName']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<DocketNeedRow['memberName']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CallLogRow['memberName']>().toEqualTypeOf<string | null>();
    expectTypeOf<MemberConsentRow['answeredAt']>().toEqualTypeOf<string | null>();
  });

  it('keys every registered query by a string id', () => {
    expectTypeOf<RowsKeyedById>().toBeNever();
    expectTypeOf<RowOf<(typeof LIVE_QUERIES)['docketFollowUps']>>().toEqualTypeOf<FollowUpRow>();
  });
});
