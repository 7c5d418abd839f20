import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../domain/index.ts';
import { useServices } from '../services/services.tsx';
import { cataloguesOf, type CatalogueOperation, type CatalogueState } from './catalogue-cache.ts';

/**
 * A catalogue the server answers whole (not synced), read once per session and shared by every
 * screen: loading, failed (already logged; the caller shows what it can without it) or ready.
 * The request starts in an effect, never in render, so a discarded render asks nothing.
 *
 * @example
 *   const filters = useCatalogue(OPERATIONS.memberListFilters);
 *   filters.status === 'ready' && filters.data.data.map(...)
 */
export function useCatalogue<O extends CatalogueOperation>(operation: O): CatalogueState<ResponseOf<O>> {
  const { api } = useServices();
  const catalogues = cataloguesOf(api);
  const [state, setState] = useState<{ operation: O; value: CatalogueState<ResponseOf<O>> }>(() => ({
    operation,
    value: catalogues.peek(operation),
  }));
  let current = state;
  if (state.operation !== operation) {
    current = { operation, value: catalogues.peek(operation) };
    setState(current);
  }

  useEffect(() => {
    let mounted = true;
    catalogues.load(operation).then(
      (data) => mounted && setState({ operation, value: { status: 'ready', data } }),
      (error: unknown) => mounted && setState({ operation, value: { status: 'failed', error } }),
    );
    return () => {
      mounted = false;
    };
  }, [catalogues, operation]);

  return current.value;
}
