/**
 * User Administration: the organisation's staff users, whole (staff number in the thousands at
 * most), kept live from admin-only changes; and the resourcing numbers offered for a base.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS } from '../../domain/index.ts';
import { answer, page } from '../page-loader.ts';
import { answersOf } from '../store/page-answers.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const adminUsers = defineQuery({
  name: 'adminUsers',
  pages: () => [page(OPERATIONS.adminUsers, {})],
  query:
    (_params: { attempt: number }, { adminUser }) =>
    (q) =>
      q
        .from({ adminUser })
        .orderBy(({ adminUser }) => adminUser.firstName, 'asc')
        .orderBy(({ adminUser }) => adminUser.lastName, 'asc')
        .select(({ adminUser }) => ({ ...adminUser })),
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
