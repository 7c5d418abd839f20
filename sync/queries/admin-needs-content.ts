/**
 * The needs metadata, live (one row per organisation, `domain/needs-content.ts`): Needs Content
 * edits it, and the guides' need dialogs read it, so an admin's change shows in an open dialog.
 * `attempt` only gives a new query identity (a screen retries a failed load by asking again).
 */
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export const needsMetadata = defineQuery({
  name: 'needsMetadata',
  pages: () => [page(OPERATIONS.needsMetadataRow, {})],
  query:
    (_params: { attempt: number }, { needsMetadata }) =>
    (q) =>
      q.from({ needsMetadata }).select(({ needsMetadata }) => ({ ...needsMetadata })),
});
export type NeedsMetadataRow = RowOf<typeof needsMetadata>;
