/**
 * `--only docket-tabs`: the docket's Pending events, Late events and Outreach tabs for a guide
 * with 500 scheduled events (and 200 priority contacts), measured at the engine level in Node (the
 * sync engine over the hand-driven backend, so the figures are the engine's and the tabs' own work,
 * not the network's): first paint from resident data (the pages already in the store: the query's
 * first snapshot with its rows, as the screen paints it before the pages confirm, the view, and the
 * tab's split into pending and late and its sort), and one change (an
 * event rescheduled by another screen) from the socket to the tab's rows again. Beside them, (a) a
 * screen that rebuilds its rows from the whole list on every change (parse, filter, split, sort), as
 * a refetch-per-screen client does once its answer arrives.
 */
import { isLateEvent, outreachWindow, type EntityShape } from '../../domain/index.ts';
import { createSyncEngine, reduceView, LOADING_VIEW, type LiveMessage, type LiveView } from '../../sync/index.ts';
import { FakeBackend, makeMember, manualClock, manualFrames, settle } from '../../sync/testing/fake-backend.ts';
import { makeScheduledEvent } from '../../sync/testing/fake-scheduled-events.ts';
import { scheduledEventSource } from '../../src/docket/pending/pending-sources.ts';
import { sortPendingRows } from '../../src/docket/pending/pending-sort.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const GUIDE = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const ZONE = 'America/Chicago';
const EVENTS = 500;
const CONTACTS = 200;
const CHANGES = 200;
const TYPES = ['call', 'message', 'visit', 'tbd', 'reminder'] as const;

const dayOffset = (offset: number) => {
  const date = new Date(Date.UTC(2026, 10, 20 + offset));
  return date.toISOString().slice(0, 10);
};
const labels = { event: (row: { kind: string }) => row.kind, status: () => '' };

function seed(backend: FakeBackend) {
  for (let m = 0; m < 300; m++) {
    const id = `00000000-0000-4000-8000-${String(m).padStart(12, '0')}`;
    backend.upsert(
      'user',
      makeMember(id, `Member${m}`, `Test${m}`, { assignedGuideId: GUIDE, memberStatusId: 1 + (m % 5) }),
    );
  }
  const memberOf = (i: number) =>
    backend.tables.user.get(`00000000-0000-4000-8000-${String(i % 300).padStart(12, '0')}`)!;
  for (let i = 0; i < EVENTS; i++) {
    const member = memberOf(i);
    backend.upsert(
      'scheduledEvent',
      makeScheduledEvent(`e${i}`, {
        userId: GUIDE,
        memberId: member.id,
        type: TYPES[i % TYPES.length]!,
        date: dayOffset((i % 40) - 25),
        time: i % 7 === 0 ? null : `${String(8 + (i % 10)).padStart(2, '0')}:${['00', '15', '30', '45'][i % 4]}`,
        member: { id: member.id, name: member.name, firstName: member.firstName, lastName: member.lastName },
      }),
    );
  }
  for (let i = 0; i < CONTACTS; i++) {
    const member = memberOf(i + 100);
    const contact: EntityShape<'priorityContact'> = {
      id: `p${i}`,
      memberId: member.id,
      guideId: GUIDE,
      sortOrder: i,
      priorityLevel: i % 16,
      member: { id: member.id, name: member.name, firstName: member.firstName, lastName: member.lastName },
    };
    backend.upsert('priorityContact', contact);
  }
  backend.outbox.length = 0;
}

export async function benchDocketTabs(): Promise<void> {
  const backend = new FakeBackend();
  seed(backend);
  const frames = manualFrames();
  const clock = manualClock(Date.parse('2026-11-20T15:00:00Z'));
  const engine = createSyncEngine({
    http: backend.http,
    changes: backend.changes,
    clock,
    frameScheduler: () => frames.schedule,
  });
  const docketDay = { guideId: GUIDE, day: dayOffset(0), dayStart: 0, dayEnd: 0 };
  const context = { docketDay, nowMs: clock.now(), timeZone: ZONE };
  const window = outreachWindow(clock.now(), ZONE);

  // The tab's own derivation: the source's rows, split at now, sorted (src/docket/pending).
  const derive = (rows: readonly Parameters<typeof scheduledEventSource.rows>[0][number][]) => {
    const all = scheduledEventSource.rows(rows, context);
    return {
      pending: sortPendingRows(
        all.filter((r) => !r.late),
        null,
        labels,
        'en',
      ),
      late: sortPendingRows(
        all.filter((r) => r.late),
        null,
        labels,
        'en',
      ),
    };
  };

  // Load the pages once (the docket was opened earlier in the session): they stay resident.
  const warm = new Map<string, LiveView<{ id: string }>>();
  const open = (name: 'docketScheduledEvents' | 'docketOutreach', params: object, key: string) =>
    engine.subscribe(
      name,
      params as never,
      (message: LiveMessage<{ id: string }>) => void warm.set(key, reduceView(warm.get(key) ?? LOADING_VIEW, message)),
    );
  const stopWarm = [
    open('docketScheduledEvents', { guideId: GUIDE, day: dayOffset(0) }, 'events'),
    open('docketOutreach', { guideId: GUIDE, ...window }, 'outreach'),
  ];
  await settle();
  frames.run();
  const loaded = warm.get('events')?.rows.length ?? 0;

  // First paint from resident data: a tab opened again (another day's events; the Outreach query anew).
  const firstPaint = async (
    name: 'docketScheduledEvents' | 'docketOutreach',
    params: object,
    after: (view: LiveView<{ id: string }>) => unknown,
  ) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      let view: LiveView<{ id: string }> = LOADING_VIEW;
      const stop = engine.subscribe(
        name,
        { ...params, attempt: i } as never,
        (message: LiveMessage<{ id: string }>) => void (view = reduceView(view, message)),
      );
      // The screen paints the first snapshot's rows (LiveViewState shows rows while the pages confirm).
      while (view.rows.length === 0 && view.status !== 'ready') {
        frames.run();
        await Promise.resolve();
      }
      after(view);
      times.push(performance.now() - started);
      stop();
    }
    return summary(times);
  };
  const pendingPaint = await firstPaint('docketScheduledEvents', { guideId: GUIDE, day: dayOffset(1) }, (view) =>
    derive(view.rows as never),
  );
  const outreachPaint = await firstPaint('docketOutreach', { guideId: GUIDE, ...window }, (view) => view.rows.length);

  // One change: an event rescheduled elsewhere arrives on the socket; the tab's rows follow.
  const changeTimes: number[] = [];
  const rebuildTimes: number[] = [];
  const listText = JSON.stringify({ data: [...backend.tables.scheduledEvent.values()] });
  for (let i = 0; i < CHANGES; i++) {
    const event = backend.tables.scheduledEvent.get(`e${(i * 37) % EVENTS}`)!;
    backend.upsert('scheduledEvent', { ...event, time: event.time === '16:45' ? '08:00' : '16:45' });
    const started = performance.now();
    backend.deliverAll();
    frames.run();
    derive(warm.get('events')!.rows as never);
    changeTimes.push(performance.now() - started);

    // (a) the whole list again: parse the answer, keep the guide's open events up to the day, split, sort.
    const t0 = performance.now();
    const rows = (JSON.parse(listText) as { data: EntityShape<'scheduledEvent'>[] }).data
      .filter((e) => e.userId === GUIDE && !e.resolved && e.date <= dayOffset(0))
      .map((e) => ({ ...e, memberName: e.member?.name ?? null, memberStatusId: null }));
    derive(rows as never);
    void rows.filter((e) => isLateEvent(e, clock.now(), ZONE));
    rebuildTimes.push(performance.now() - t0);
  }
  stopWarm.forEach((stop) => stop());

  const change = summary(changeTimes);
  const rebuild = summary(rebuildTimes);
  printTable(
    `Docket event tabs, engine level in Node: ${EVENTS} scheduled events (${loaded} up to today), ${CONTACTS} priority contacts, ${CHANGES} changes`,
    ['measure', 'ours p50 ms', 'ours p95 ms', '(a) rebuild p95 ms', 'ratio (a)/ours', 'target', 'verdict'],
    [
      [
        'Pending/Late: first paint from resident data',
        fmt(pendingPaint.p50),
        fmt(pendingPaint.p95),
        '—',
        '—',
        '< 50 ms',
        verdict(pendingPaint.p95 < 50),
      ],
      [
        'Outreach: first paint from resident data',
        fmt(outreachPaint.p50),
        fmt(outreachPaint.p95),
        '—',
        '—',
        '< 50 ms',
        verdict(outreachPaint.p95 < 50),
      ],
      [
        'one change -> tab rows again',
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
