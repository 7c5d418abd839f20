/**
 * User Administration: one window of the organisation's staff users (a page the server searched,
 * filtered, sorted and cut: an organisation may hold 100,000), each row kept live from admin-only
 * changes and the window asked again when a staff user changes (whether they still match, and
 * where, is the server's answer); and the resourcing numbers offered for a base.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { answer, page } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The list's query as the server takes it: search, role, team, sort, `page-start`, `page-size`. */
export type AdminUsersListQuery = NonNullable<QueryOf<typeof OPERATIONS.adminUsers>>;

const adminUsersPage = (query: AdminUsersListQuery) => page(OPERATIONS.adminUsers, { query }, { window: true });

/**
 * @example
 *   useLive('adminUsers', { query: { search: 'ana', 'sort-by': 'name', 'page-start': 0, 'page-size': 50 } })
 */
export const adminUsers = defineQuery({
  name: 'adminUsers',
  reasksOn: ['adminUser'],
  pages: ({ query }: { query: AdminUsersListQuery }) => [adminUsersPage(query)],
  query:
    ({ query }, { pageSlot, adminUser }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ adminUser }, ({ slot, adminUser }) => eq(slot.rowId, adminUser.id), 'inner')
        .where(({ slot }) => eq(slot.pageKey, adminUsersPage(query).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, adminUser }) => ({
          ...adminUser,
          /** How many match the query in all (exact up to the server's cap, then the cap plus one). */
          total: slot.total,
        })),
});
export type AdminUserRow = RowOf<typeof adminUsers>;

const numbersPage = (baseNumber: string) => answer(OPERATIONS.availableResourcingNumbers, { query: { baseNumber } });

/** The numbers a 3-digit base offers now (one row: the server's answer). */
export const availableResourcingNumbers = defineQuery({
  name: 'availableResourcingNumbers',
  pages: ({ baseNumber }: { baseNumber: string }) => [numbersPage(baseNumber)],
  query:
    ({ baseNumber }, { pageAnswer }) =>
    (q) =>
      q
        .from({ offered: answersOf(pageAnswer, OPERATIONS.availableResourcingNumbers) })
        .where(({ offered }) => eq(offered.id, numbersPage(baseNumber).key))
        .select(({ offered }) => ({ id: offered.id, numbers: offered.value.data })),
});
export type AvailableResourcingNumbersRow = RowOf<typeof availableResourcingNumbers>;

/** A bulk operation's outcome, by the id the screen made: the write's confirmation brings it (no page). */
export const adminBulkOperation = defineQuery({
  name: 'adminBulkOperation',
  pages: () => [],
  query:
    ({ id }: { id: string }, { adminBulkOperation }) =>
    (q) =>
      q
        .from({ outcome: adminBulkOperation })
        .where(({ outcome }) => eq(outcome.id, id))
        .select(({ outcome }) => ({ ...outcome })),
});
export type AdminBulkOperationRow = RowOf<typeof adminBulkOperation>;
