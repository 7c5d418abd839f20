import { useMemo } from 'react';
import { useActingUserState } from '../../services/use-acting-user.ts';
import type { NamedKey } from '../../services/verify-response.ts';
import { useCatalogueWords } from './use-catalogue-words.ts';

/** Member statuses by id, from verify's `memberStatuses` catalogue (the shell holds verify's answer). */
export function useMemberStatuses(): (id: number | null | undefined) => NamedKey | undefined {
  const state = useActingUserState();
  const statuses = state.status === 'success' ? state.data.memberStatuses : undefined;
  return useMemo(() => {
    const byId = new Map((statuses ?? []).map((status) => [String(status.id), status]));
    return (id) => (id === null || id === undefined ? undefined : byId.get(String(id)));
  }, [statuses]);
}

/**
 * A member status's name by id in the reader's language ('' when unknown): the member list's Status
 * column, the member page's chip. The server's name (English) stands for a key this build does not know.
 */
export function useMemberStatusNames(): (id: number | null | undefined) => string {
  const statusOf = useMemberStatuses();
  const words = useCatalogueWords();
  return useMemo(
    () => (id) => {
      const status = statusOf(id);
      return status ? words.name('memberStatus', status.key, status.name) : '';
    },
    [statusOf, words],
  );
}
