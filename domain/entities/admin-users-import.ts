/** A CSV import's outcome (User Administration, issue #33): one line per row of the file. */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/**
 * Private to the admin who ran it; kept in the change log only (no table). A dry run's rows are
 * `ready` or `invalid`; an import's are `created` or `invalid`. `errors` are the create's own
 * property errors, in the server's English (the dialog says them in the reader's words).
 */
export const adminUserImport = defineEntity({
  kind: 'adminUserImport',
  schema: type({
    id: 'string',
    actorId: 'string',
    dryRun: 'boolean',
    readyCount: 'number',
    createdCount: 'number',
    invalidCount: 'number',
    results: type({
      row: 'number',
      name: 'string',
      email: 'string',
      status: "'ready' | 'created' | 'invalid'",
      userId: 'string | null',
      errors: type({ property: 'string', message: 'string' }).array(),
    }).array(),
  }),
  audience: { kind: 'user', field: 'actorId' },
});
