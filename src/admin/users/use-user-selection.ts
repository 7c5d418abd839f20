import { useCallback, useMemo, useState } from 'react';

/**
 * The users chosen for a bulk action, kept across pages, searches and sorts (by id, with the name
 * to say who they are when their row is not shown). Cleared by the screen after a bulk action.
 */
export function useUserSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const choose = useCallback((users: readonly { id: string; name: string }[], on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      for (const user of users) {
        if (on) next.set(user.id, user.name);
        else next.delete(user.id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Map()), []);
  const ids = useMemo(() => [...chosen.keys()], [chosen]);
  return { chosen, ids, choose, clear };
}
