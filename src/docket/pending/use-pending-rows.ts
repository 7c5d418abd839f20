import { useMemo } from 'react';
import type { DocketDay, QueryStatus } from '../../../sync/client/index.ts';
import { useLive, useReportLiveError } from '../../data/index.ts';
import { PENDING_SOURCES, type PendingRow } from './pending-sources.ts';

export interface PendingRows {
  status: QueryStatus;
  pending: PendingRow[];
  late: PendingRow[];
}

/**
 * Every source's rows for the docket's day, split into pending and late at `nowMs`. An error when a
 * source failed; ready when all are.
 */
export function usePendingRows(docketDay: DocketDay | undefined, nowMs: number, timeZone: string): PendingRows {
  // PENDING_SOURCES is a constant list: these hooks run in the same order on every render.
  const views = PENDING_SOURCES.map((source) => {
    const view = useLive(source.query, docketDay ? source.params({ docketDay, nowMs, timeZone }) : undefined); // eslint-disable-line react-hooks/rules-of-hooks
    useReportLiveError(view); // eslint-disable-line react-hooks/rules-of-hooks
    return view;
  });
  const rowLists = views.map((view) => view.rows);
  const status: QueryStatus = views.some((view) => view.status === 'error')
    ? 'error'
    : views.every((view) => view.status === 'ready')
      ? 'ready'
      : 'loading';
  return useMemo(() => {
    if (!docketDay) return { status, pending: [], late: [] };
    const context = { docketDay, nowMs, timeZone };
    const all = PENDING_SOURCES.flatMap((source, i) => source.rows(rowLists[i] ?? [], context));
    return { status, pending: all.filter((row) => !row.late), late: all.filter((row) => row.late) };
  }, [status, docketDay?.guideId, docketDay?.day, nowMs, timeZone, ...rowLists]); // eslint-disable-line react-hooks/exhaustive-deps -- the day by value, the lists by identity
}
