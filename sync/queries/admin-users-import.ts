/** A CSV import's outcome (dry run or import), by the id the screen made: the write's confirmation brings it (no page). */
import { eq } from '@tanstack/db';
import { defineQuery, type RowOf } from './define.ts';

export const adminUserImport = defineQuery({
  name: 'adminUserImport',
  pages: () => [],
  query:
    ({ id }: { id: string }, { adminUserImport }) =>
    (q) =>
      q
        .from({ outcome: adminUserImport })
        .where(({ outcome }) => eq(outcome.id, id))
        .select(({ outcome }) => ({ ...outcome })),
});
export type AdminUserImportRow = RowOf<typeof adminUserImport>;
