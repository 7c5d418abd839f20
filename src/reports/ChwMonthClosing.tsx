import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Button, useToast } from '../../ui/index.ts';
import { isApiError } from '../api/index.ts';
import type { LiveRow } from '../data/index.ts';
import { useServices } from '../services/services.tsx';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { LazyConfirmDialog } from '../shared/screen/LazyConfirmDialog.tsx';
import { useToday } from '../shared/time/use-today.ts';

type Report = LiveRow<'chwMinutes'>;

/**
 * Closing a billed month (issue #36): its minutes stay as they are, whatever is edited later, until
 * it is reopened. Offered once the month has ended in the organisation's zone; the report says who
 * closed it and when. The answer's change reaches every open report, this one included.
 */
export function ChwMonthClosing({ report, monthName }: { report: Report; monthName: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const showToast = useToast();
  const formatInstant = useFormatInstant();
  const ended = useToday(report.timeZone).toString().slice(0, 7) > report.month;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const closing = report.closing;
  if (!closing && !ended) return null;

  const act = async () => {
    setBusy(true);
    // Refused only when someone else closed or reopened it meanwhile (the report follows); other failures reach the global toast.
    const handled = { handledStatuses: [400, 404] };
    try {
      if (closing) await api.call(OPERATIONS.reopenChwMonth, { params: { month: report.month } }, handled);
      else await api.call(OPERATIONS.closeChwMonth, { body: { month: report.month } }, handled);
      showToast({ tone: 'success', message: closing ? t`${monthName} is reopened.` : t`${monthName} is closed.` });
    } catch (failure) {
      if (isApiError(failure) && (failure.code === 400 || failure.code === 404))
        showToast({
          tone: 'error',
          message: t`${monthName} was closed or reopened meanwhile: the report shows it as it is now.`,
        });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p className="text-slate-800">
        {closing
          ? t`Closed on ${formatInstant(closing.closedAt, 'dateTime')} by ${closing.closedByName}: its minutes stay as they were then, and later edits to its activities are not counted.`
          : t`Once ${monthName} is billed, close it so that its minutes stay as they are.`}
      </p>
      <Button size="sm" onClick={() => setAsking(true)}>
        {closing ? t`Reopen month` : t`Close month`}
      </Button>
      <LazyConfirmDialog
        open={asking}
        tone="primary"
        title={closing ? t`Reopen ${monthName}?` : t`Close ${monthName}?`}
        description={
          closing
            ? t`Its minutes will be counted again from its activities as they are now.`
            : t`Its minutes will stay as they are now: later edits to its calls, visits and actions will not be counted until it is reopened.`
        }
        confirmLabel={closing ? t`Reopen month` : t`Close month`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void act()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
