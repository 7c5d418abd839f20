import { useMemo } from 'react';
import type { NeedsMetadata } from '../../domain/index.ts';
import { useLive, type CatalogueState } from '../data/index.ts';

/**
 * The organisation's needs metadata, live from the sync store (`needsMetadata`, one row): an admin's
 * edit in Needs Content shows in an open need dialog without a reload. Answers the catalogue's
 * states, so a dialog reads it as it read the once-per-session catalogue before.
 */
export function useNeedsMetadata(): CatalogueState<NeedsMetadata> {
  const live = useLive('needsMetadata', { attempt: 0 });
  const row = live.rows[0];
  return useMemo<CatalogueState<NeedsMetadata>>(() => {
    if (row) return { status: 'ready', data: row };
    if (live.status === 'error') return { status: 'failed', error: live.error };
    return { status: 'loading' };
  }, [row, live.status, live.error]);
}
