import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_PAGE_SIZE, type AuditTrailFilters as Filters } from '../../domain/index.ts';
import { Button, LiveViewState, Pagination, useToast } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { resolveTimeZone, todayIn } from '../shared/time/days.ts';
import { auditQueryOf, EMPTY_AUDIT_FILTERS, type AuditFilterForm } from './audit-filters.ts';
import { downloadText } from '../shared/download-text.ts';
import { exportAuditTrail } from './audit-export.ts';
import { AuditTrailFilters } from './AuditTrailFilters.tsx';
import { AuditTrailTable } from './AuditTrailTable.tsx';
import { ChainCheck } from './ChainCheck.tsx';
import { useAuditPage } from './use-audit-trail.ts';

/**
 * The HIPAA audit trail's examiner view (`/admin-dashboard/audit-trail`): who read or changed which
 * member's information, when, from where, with what outcome. Filters by member, user, operation and
 * days (in the examiner's zone), pages on the server, exports the filtered entries as CSV, and
 * verifies the hash chain.
 */
export function AuditTrailPage() {
  const { t } = useLingui();
  const { api, clock } = useServices();
  const showToast = useToast();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTERS);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const timeZone = useMemo(() => resolveTimeZone(undefined), []);
  const parsed = useMemo(() => auditQueryOf(form, timeZone), [form, timeZone]);
  const problems = 'problems' in parsed ? parsed.problems : [];
  const view = useAuditPage(filters, page, attempt);
  const pageCount = Math.max(1, Math.ceil(view.count / AUDIT_PAGE_SIZE));

  const apply = (next: AuditFilterForm) => {
    setForm(next);
    const query = auditQueryOf(next, timeZone);
    if ('filters' in query) {
      setFilters(query.filters);
      setPage(0);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv, rows, truncated } = await exportAuditTrail(api, filters);
      // Named for the day it was taken where the page is read (the table's zone), not UTC's.
      const day = todayIn(timeZone, clock.now()).toString();
      downloadText(csv, `audit-trail-${day}.csv`, 'text/csv;charset=utf-8');
      showToast(
        truncated
          ? { tone: 'info', message: t`Exported the newest ${rows} entries. Narrow the filters to export the rest.` }
          : { tone: 'success', message: t`Exported ${rows} entries.` },
      );
    } catch {
      showToast({ tone: 'error', message: t`The audit trail could not be exported. Try again.` });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Audit trail</Trans>
        </h1>
        <Button onClick={() => void exportCsv()} disabled={exporting || view.count === 0}>
          {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
        </Button>
      </div>
      <p className="text-slate-700">
        <Trans>
          Every read and change of a member's information: who, as whom, which operation, when, from where, and whether
          it was allowed.
        </Trans>
      </p>
      <ChainCheck />
      <AuditTrailFilters applied={form} problems={problems} onApply={apply} />
      <section aria-label={t`Entries`} className="rounded-lg bg-white shadow-sm">
        <p className="px-3 pt-3 text-sm text-slate-700 tabular-nums" aria-live="polite">
          {view.status === 'ready' ? t`${view.count} entries` : null}
        </p>
        <LiveViewState
          status={view.status}
          count={view.rows.length}
          loadingLabel={t`Loading the audit trail`}
          failed={
            <span className="inline-flex items-center gap-3">
              {t`The audit trail could not be loaded.`}
              <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
                <Trans>Try again</Trans>
              </Button>
            </span>
          }
          empty={{ title: t`No records found`, hint: t`Try other filters.` }}
        >
          <AuditTrailTable rows={view.rows} />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            labels={{
              navigation: t`Pages of audit trail entries`,
              previous: t`Previous`,
              next: t`Next`,
              page: (n, of) => t`Page ${n} of ${of}`,
            }}
          />
        </LiveViewState>
      </section>
    </div>
  );
}
