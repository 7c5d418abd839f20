/**
 * Issue #13's targets, gathered from every section of one `npm run bench` and printed together at
 * its end, so a run answers "which targets are met" in one table beside the sections' own details.
 * A section records a figure only when it measured it: a section left out (`--only`) leaves its
 * rows "not measured" rather than dropping them.
 */
import { loadavg } from 'node:os';
import { printTable } from './report.ts';

export interface TargetFigure {
  /** The figure as the issue names it. */
  figure: string;
  measured: string;
  target: string;
  /** What it is compared against, with the ratio, or '' when the issue names no baseline. */
  baseline: string;
  met: boolean;
}

/** Every target of the issue, in its order, so the table lists the ones a run did not measure too. */
const TARGETS = [
  'socket event -> React commit, p95, 100,000 resident',
  'worker apply per event, p95, 1,000 and 100,000 resident',
  'long tasks > 50 ms, navigation to first docket row',
  'returning to a resident screen, click to rows painted',
  'warm reload to first docket row',
  'docket route JavaScript (gzip)',
  'docket and member-list reads at 1,000/s, p99',
  'writes at 200/s alongside, p99, with change row and event',
  'socket fan-out to 1,000 clients on 2 instances, p99',
  'change-log catch-up of 10,000 changes',
  // Issue #37's server figures (server-load.ts).
  'CPU per request, docket and member-list reads',
  'CPU per request, writes with change row, audit entry and socket event',
  // Issue #37's engine figure (engine-node.ts).
  'HTTP ingest into the engine',
  // Issue #37's page figure (warm-reload.ts).
  'cold sign-in to first docket row',
] as const;

export type TargetName = (typeof TARGETS)[number];

const recorded = new Map<TargetName, TargetFigure>();

export function recordTarget(name: TargetName, figure: Omit<TargetFigure, 'figure'>): void {
  recorded.set(name, { figure: name, ...figure });
}

export function printScoreboard(): void {
  if (recorded.size === 0) return;
  const rows = TARGETS.map((name) => {
    const figure = recorded.get(name);
    return figure
      ? [name, figure.measured, figure.target, figure.baseline, figure.met ? 'met' : 'MISSED']
      : [name, 'not measured in this run', '', '', ''];
  });
  printTable('Issue #13: every target of this run', ['figure', 'measured', 'target', 'baseline', 'verdict'], rows);
  const met = [...recorded.values()].filter((figure) => figure.met).length;
  console.log(
    `${met} of ${recorded.size} measured targets met; machine load (1-minute average, 2 cores) at the end: ${loadavg()[0]!.toFixed(1)}.`,
  );
}
