import { useLingui } from '@lingui/react/macro';
import { Temporal } from 'temporal-polyfill';
import { dayOfMillis } from '../../domain/index.ts';
import { Badge } from '../../ui/index.ts';
import { formatHeaderDate } from '../shared/format/date-time.ts';
import type { LiveRow } from '../data/index.ts';
import { requestStatusOf } from './status-change-form.ts';
import type { StatusChangeContext } from './use-status-change-context.ts';
import { CHIP_TONES, useStatusChangeWords } from './use-status-change-words.ts';

export type StatusChangeRequestRow = LiveRow<'memberStatusChangeRequests'>;

/** A request's status chip: Pending, Approved, Declined or Scheduled (approved for a later date). */
export function StatusChangeChip({
  request,
  nowMs,
}: {
  request: Pick<StatusChangeRequestRow, 'approval' | 'effectiveAt' | 'appliedAt'>;
  nowMs: number;
}) {
  const words = useStatusChangeWords();
  const status = requestStatusOf(request, nowMs);
  return (
    <span data-request-status={status}>
      <Badge tone={CHIP_TONES[status]}>{words.chip[status]}</Badge>
    </span>
  );
}

/** The day a request takes effect, in the reader's zone and words (e.g. Mar 05, 2026). */
export function useEffectiveDay(timeZone: string): (effectiveAt: string) => string {
  const { i18n } = useLingui();
  return (effectiveAt) =>
    formatHeaderDate(Temporal.PlainDate.from(dayOfMillis(Date.parse(effectiveAt), timeZone)), i18n.locale);
}

/** What was asked, by whom and, once audited, what the auditor said. */
export function StatusChangeDetails({
  request,
  context,
}: {
  request: StatusChangeRequestRow;
  context: StatusChangeContext;
}) {
  const { t } = useLingui();
  const effectiveDay = useEffectiveDay(context.timeZone);
  const status = context.statusById(request.memberStatusId);
  const rows: [string, string][] = [
    [t`Requested status`, status?.name ?? ''],
    [t`Effective date`, effectiveDay(request.effectiveAt)],
    [t`Requested by`, request.creatorName],
    [t`Comment`, request.creatorComment ?? '—'],
  ];
  if (request.auditorName)
    rows.push([t`Reviewed by`, request.auditorName], [t`Auditor comment`, request.auditorComment ?? '—']);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2">
        <span className="font-semibold text-slate-900">{t`Request status`}</span>
        <StatusChangeChip request={request} nowMs={context.nowMs} />
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-request-details="">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
