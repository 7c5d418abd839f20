import type { NeedsContentKind } from '../../../domain/index.ts';

/**
 * Needs Content's routes (spec part 3 section 2), relative to its nested route
 * (`/admin-dashboard/needs-content`): a kind's page, and an item's dialog at an address of its own,
 * so a link or a reload opens the same form. A Z-code's id is its code.
 */
export const NEEDS_CONTENT_ROUTES = {
  kind: '/:kind',
  edit: '/:kind/:id/edit',
} as const;

export const needsContentPaths = {
  kind: (kind: NeedsContentKind) => `/${kind}`,
  edit: (kind: NeedsContentKind, id: string) => `/${kind}/${encodeURIComponent(id)}/edit`,
};
