import { AUDIT_EXPORT_PAGE_SIZE, OPERATIONS, type AuditEntryView, type AuditTrailFilters } from '../../domain/index.ts';
import type { ApiClient } from '../api/index.ts';
import { auditCsv } from './audit-csv.ts';

/** An export stops here; the examiner narrows the filters for more (a year of a large organisation's calls would not fit a browser tab). */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** Every entry the filters match (up to the limit), read page by page through the same contract as the table, as CSV. */
export async function exportAuditTrail(
  api: ApiClient,
  filters: AuditTrailFilters,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const entries: AuditEntryView[] = [];
  let total = 0;
  let pinned = filters;
  do {
    const page = await api.call(
      OPERATIONS.auditTrail,
      { query: { ...pinned, 'page-start': entries.length, 'page-size': AUDIT_EXPORT_PAGE_SIZE } },
      { handledStatuses: 'all' },
    );
    const newest = page.data[0];
    if (!newest) break;
    // Calls made while exporting (this export's own reads among them) join the trail at the top:
    // the later pages end at the newest entry of the first, so offsets do not shift under them.
    if (entries.length === 0) pinned = { ...filters, to: new Date(Date.parse(newest.at) + 1).toISOString() };
    total = page.count;
    entries.push(...page.data);
  } while (entries.length < Math.min(total, AUDIT_EXPORT_LIMIT));
  const kept = entries.slice(0, AUDIT_EXPORT_LIMIT);
  return { csv: auditCsv(kept), rows: kept.length, truncated: total > kept.length };
}
