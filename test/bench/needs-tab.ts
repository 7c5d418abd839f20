/**
 * `--only needs-tab`: the docket's Needs tab for a guide with 2,000 members (one open need each,
 * a mix of expiring, needing action and recently acted on), at the engine level in Node like the
 * docket-tabs bench (the sync engine over the hand-driven backend): first paint from resident data,
 * and one need changing (an action recorded elsewhere, which takes it off the list, or its window
 * extended) from the socket to the tab's rows again (the engine's diff, then the tab's tasks,
 * filters and sort as `NeedsPanel` makes them). Beside it, (a) rebuilding the rows from the whole
 * list on every change, as a refetch-per-screen client does once its answer arrives.
 */
import type { EntityShape } from '../../domain/index.ts';
import { createSyncEngine, reduceView, LOADING_VIEW, type LiveMessage, type LiveView } from '../../sync/index.ts';
import type { DocketNeedRow } from '../../sync/queries/index.ts';
import { FakeBackend, makeMember, manualClock, manualFrames, settle } from '../../sync/testing/fake-backend.ts';
import { makeNeed, withGuideNeeds } from '../../sync/testing/fake-resources.ts';
import { filterNeeds, needsWithTasks } from '../../src/docket/needs/needs-tab-rows.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const GUIDE = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const MEMBERS = 2_000;
const CHANGES = 200;
const NOW = Date.parse('2026-11-20T15:00:00Z');
const DAY = 86_400_000;
const memberId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const needId = (i: number) => `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`;

function seed(backend: FakeBackend): void {
  for (let i = 0; i < MEMBERS; i++) {
    const member = makeMember(memberId(i), `Member${i}`, `Test${i}`, { assignedGuideId: GUIDE });
    backend.upsert('user', member);
    backend.upsert(
      'need',
      makeNeed(needId(i), member, {
        expiresAt: new Date(NOW + ((i % 40) + 1) * DAY).toISOString(),
        needRequiresAction: i % 3 !== 0,
        lastActionAt: i % 5 === 0 ? new Date(NOW - (i % 60) * DAY).toISOString() : null,
        issueLabel: ['Food insecurity', 'Social isolation', 'Transportation insecurity'][i % 3]!,
      }),
    );
  }
  backend.outbox.length = 0;
}

/** The tab's own work on the engine's rows: tasks now, the filters (none: both), the default order. */
const tabRows = (rows: readonly DocketNeedRow[]) => filterNeeds(needsWithTasks(rows, NOW), []);

export async function benchNeedsTab(): Promise<void> {
  const backend = new FakeBackend();
  seed(backend);
  const frames = manualFrames();
  const engine = createSyncEngine({
    http: withGuideNeeds(backend),
    changes: backend.changes,
    clock: manualClock(NOW),
    frameScheduler: () => frames.schedule,
  });

  let view: LiveView<DocketNeedRow> = LOADING_VIEW;
  const stop = engine.subscribe(
    'docketNeeds',
    { guideId: GUIDE },
    (message: LiveMessage<DocketNeedRow>) => void (view = reduceView(view, message)),
  );
  await settle();
  frames.run();
  const listed = view.rows.length;
  const shown = tabRows(view.rows).length;

  // First paint from resident data: the tab opened again (a new subscription over the pages in the store).
  const paints: number[] = [];
  for (let i = 0; i < Number(process.env.PAINTS ?? 30); i++) {
    const started = performance.now();
    let again: LiveView<DocketNeedRow> = LOADING_VIEW;
    const off = engine.subscribe(
      'docketNeeds',
      { guideId: GUIDE, attempt: i } as never,
      (message: LiveMessage<DocketNeedRow>) => void (again = reduceView(again, message)),
    );
    while (again.rows.length === 0 && again.status !== 'ready') {
      frames.run();
      await Promise.resolve();
    }
    tabRows(again.rows);
    paints.push(performance.now() - started);
    off();
  }

  // One need changes elsewhere: an action recorded (it leaves the list), or its window extended.
  const changes: number[] = [];
  const rebuilds: number[] = [];
  const listText = JSON.stringify({ data: [...backend.tables.need.values()] });
  for (let i = 0; i < CHANGES; i++) {
    const need = backend.tables.need.get(needId((i * 37) % MEMBERS))!;
    const next: EntityShape<'need'> =
      i % 2 === 0
        ? { ...need, lastActionAt: need.lastActionAt ? null : new Date(NOW - DAY).toISOString() }
        : { ...need, expiresAt: new Date(Date.parse(need.expiresAt) + (i % 4 === 1 ? 30 : -30) * DAY).toISOString() };
    backend.upsert('need', next);
    const started = performance.now();
    backend.deliverAll();
    frames.run();
    tabRows(view.rows);
    changes.push(performance.now() - started);

    // (a) the whole list again: parse the answer, keep the guide's open needs, derive the tab's rows.
    const t0 = performance.now();
    const rows = (JSON.parse(listText) as { data: EntityShape<'need'>[] }).data
      .filter((n) => n.member?.assignedGuideId === GUIDE && !n.fulfilledAt && !n.abandonedAt)
      .map((n) => ({
        id: n.id,
        memberId: n.memberId,
        memberName: n.member?.name ?? '',
        issueLabel: n.issueLabel,
        expiresAt: n.expiresAt,
        fulfilledAt: n.fulfilledAt,
        abandonedAt: n.abandonedAt,
        needRequiresAction: n.needRequiresAction,
        lastActionAt: n.lastActionAt,
      }))
      .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
    tabRows(rows);
    rebuilds.push(performance.now() - t0);
  }
  stop();

  const paint = summary(paints);
  const change = summary(changes);
  const rebuild = summary(rebuilds);
  printTable(
    `Docket Needs tab, engine level in Node: a guide with ${MEMBERS} members, ${listed} open needs (${shown} on the tab now), ${CHANGES} changes`,
    ['measure', 'ours p50 ms', 'ours p95 ms', '(a) rebuild p95 ms', 'ratio (a)/ours', 'target', 'verdict'],
    [
      ['first paint from resident data', fmt(paint.p50), fmt(paint.p95), '—', '—', '< 50 ms', verdict(paint.p95 < 50)],
      [
        'one need changes -> tab rows again',
        fmt(change.p50),
        fmt(change.p95),
        fmt(rebuild.p95),
        ratio(rebuild.p95, change.p95),
        '< 16 ms p95',
        verdict(change.p95 < 16),
      ],
    ],
  );
}
