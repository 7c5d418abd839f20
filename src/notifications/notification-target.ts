/**
 * Where opening a notification goes (spec part 1 section 2): its member's page, with the call or
 * request it is about opened and highlighted on the feed (`feedItemExternalType` and
 * `feedItemExternalId`, as a shared call link does).
 */
import { NOTIFICATION_FEED_TARGETS } from '../../domain/index.ts';
import type { NotificationRow } from '../../sync/client/index.ts';
import { memberListMemberPath } from '../shared/paths/member-list-paths.ts';
import { UNKNOWN_GUIDE_ID } from '../shared/paths/sections.ts';

const FEED_TARGETS = new Set<string>(NOTIFICATION_FEED_TARGETS);

export function notificationPath(
  row: Pick<NotificationRow, 'memberId' | 'memberGuideId' | 'externalItemType' | 'externalItemId'>,
): string | null {
  if (!row.memberId) return null;
  const page = memberListMemberPath(row.memberGuideId ?? UNKNOWN_GUIDE_ID, row.memberId);
  if (!row.externalItemType || !row.externalItemId || !FEED_TARGETS.has(row.externalItemType)) return page;
  const query = new URLSearchParams({
    feedItemExternalType: row.externalItemType,
    feedItemExternalId: row.externalItemId,
  });
  return `${page}?${query.toString()}`;
}

/** The panel's groups in their sort order, each with its rows (newest first); empty groups left out. */
export function groupNotifications<Row extends { notificationGroupType: string }>(
  rows: readonly Row[],
  groups: readonly { key: string; label: string; sortOrder: number }[],
): { key: string; label: string; rows: Row[] }[] {
  const ordered = [...groups].sort((a, b) => a.sortOrder - b.sortOrder);
  const known = new Set(ordered.map((g) => g.key));
  const result = ordered.map((g) => ({
    key: g.key,
    label: g.label,
    rows: rows.filter((r) => r.notificationGroupType === g.key),
  }));
  // A group the catalogue does not list yet still shows, last.
  for (const key of new Set(rows.map((r) => r.notificationGroupType)))
    if (!known.has(key)) result.push({ key, label: key, rows: rows.filter((r) => r.notificationGroupType === key) });
  return result.filter((g) => g.rows.length > 0);
}
