/**
 * User Administration's CSV import: a dry run and the import are the same write (only `dryRun`
 * differs), each confirmed by its outcome, which the server records last; the screen reads the
 * outcome by the id it made. Nothing is shown before the server has checked the rows.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export const importAdminUsers = defineMutation({
  operation: OPERATIONS.importAdminUsers,
  request: (body: BodyOf<typeof OPERATIONS.importAdminUsers>) => ({ body }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'adminUserImport', id: args.id }),
});
