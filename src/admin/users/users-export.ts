import { ADMIN_USER_LIST, OPERATIONS } from '../../../domain/index.ts';
import type { ApiClient } from '../../api/index.ts';
import type { AdminUsersListQuery } from './users-list-query.ts';
import type { CsvUser } from './users-csv.ts';

/**
 * Every user the filters match, in the table's order, read through the list's own contract 500 at
 * a time. Each page asks for the users after the last one read (`after-id`), not for an offset:
 * the server's offsets stop at its count's cap, and a keyset neither skips nor repeats a user when
 * another admin adds or deletes one meanwhile. `onProgress` hears how many are read.
 */
export async function exportUsers(
  api: ApiClient,
  filters: AdminUsersListQuery,
  onProgress: (read: number) => void = () => undefined,
): Promise<CsvUser[]> {
  const read: CsvUser[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await api.call(
      OPERATIONS.adminUsers,
      {
        query: {
          ...filters,
          'page-size': ADMIN_USER_LIST.exportPageSize,
          ...(after ? { 'after-id': after } : {}),
        },
      },
      { handledStatuses: 'all' },
    );
    read.push(...page.data);
    onProgress(read.length);
    after = page.data.at(-1)?.id;
    if (!after || page.data.length < ADMIN_USER_LIST.exportPageSize) return read;
  }
}
