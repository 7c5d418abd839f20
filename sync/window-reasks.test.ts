/**
 * Windows re-asked by the kinds their query declares (`reasksOn`, window-reasks.ts), on the
 * hospitalizations dashboard's two queries over the real server and its ADT feed: a burst of stay
 * changes asks the window and the counters once each; other kinds ask nothing; a query nobody runs
 * asks nothing, and asks once when it runs again over the window it left; a change that lands while
 * the window first loads has it asked again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../domain/index.ts';
import type { HospitalizationCountsRow, HospitalizationRow } from './queries/index.ts';
import { screen } from './testing/engine-screen.ts';
import {
  DASHBOARD_QUERY,
  hospitalPatient,
  noonUtcOn,
  visitNumber,
  type HospitalPatient,
} from './testing/hospital-feed.ts';
import { engineOnServer } from './testing/server-engine.ts';
import { REASK_MS } from './window-reasks.ts';

const query = DASHBOARD_QUERY;
const day = noonUtcOn;

describe('windows re-asked by the kinds their query follows', () => {
  const sync = engineOnServer({ signedInAs: (org) => org.superAdmin });
  let rosa: HospitalPatient;
  const first = { visit: '' };

  beforeEach(async () => {
    rosa = await hospitalPatient(sync, sync.org.member.id);
    first.visit = visitNumber();
    await rosa.tell('A03', {
      visitNumber: first.visit,
      admittedAt: day('2026-11-05'),
      dischargedAt: day('2026-11-10'),
    });
    await rosa.tell('A03', {
      visitNumber: visitNumber(),
      admittedAt: day('2026-11-08'),
      dischargedAt: day('2026-11-12'),
    });
  });

  const asked = () => ({
    window: sync.requests.filter((r) => r === 'GET /hospitalizations').length,
    counts: sync.requests.filter((r) => r === 'GET /hospitalizations/meta-counts').length,
  });
  /** The stays the server would answer now, in its order. */
  const serverWindow = async () =>
    (await sync.as(sync.org.superAdmin).call(OPERATIONS.hospitalizationList, { query })).body.data.map((s) => s.id);
  const reaskTime = async () => {
    sync.clock.advance(REASK_MS);
    await sync.settled();
  };

  it('asks the window and the counters once after a burst of stay changes, not before it has gathered', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const counts = await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    expect(asked()).toEqual({ window: 1, counts: 1 });
    // Admitted, then discharged, a third admitted, the first cancelled: four changes in one burst.
    const third = visitNumber();
    await rosa.tell('A01', { visitNumber: third, admittedAt: day('2026-11-20') });
    await rosa.tell('A03', { visitNumber: third, admittedAt: day('2026-11-20'), dischargedAt: day('2026-11-21') });
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-21') });
    await rosa.tell('A11', { visitNumber: first.visit, admittedAt: day('2026-11-05') });
    await sync.settled();
    sync.clock.advance(REASK_MS - 1);
    await sync.settled();
    expect(asked()).toEqual({ window: 1, counts: 1 });
    sync.clock.advance(1);
    await sync.settled();
    expect(asked()).toEqual({ window: 2, counts: 2 });
    expect(sync.engine.stats().reasks).toBe(2);
    expect(rows.rows().map((r) => r.id)).toEqual(await serverWindow());
    expect(rows.rows().map((r) => [r.admitDate, r.dischargeDate, r.total])).toEqual([
      ['2026-11-21', null, 3],
      ['2026-11-20', '2026-11-21', 3],
      ['2026-11-08', '2026-11-12', 3],
    ]);
    expect(counts.rows()[0]).toMatchObject({ newlyAdmitted: 1, newlyDischarged: 1, totalMembers: 1 });
  });

  it('asks nothing for changes of kinds the query does not follow', async () => {
    await sync.open<HospitalizationRow>('hospitalizationList', { query });
    await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    const guide = sync.as(sync.org.guide);
    await guide.call(OPERATIONS.updatePersonalInfo, {
      params: { memberId: sync.org.member.id },
      body: { preferredName: 'Rosie' },
    });
    await guide.call(OPERATIONS.createNote, { body: { userId: sync.org.member.id, text: '<p>Called</p>' } });
    await sync.settled();
    await reaskTime();
    expect(asked()).toEqual({ window: 1, counts: 1 });
    expect(sync.engine.stats().reasks).toBe(0);
  });

  it('asks nothing while nobody runs the query, and once when it runs again over the window it left', async () => {
    const left = screen<HospitalizationRow>();
    const stop = sync.engine.subscribe('hospitalizationList', { query }, left.listener);
    await sync.settled();
    stop();
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-20') });
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-21') });
    await sync.settled();
    await reaskTime();
    expect(asked().window).toBe(1);
    // Back within the page's idle time: the window it kept is stale, so it is asked once, at once.
    const again = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    expect(asked().window).toBe(2);
    expect(again.rows()).toHaveLength(4);
    expect(again.rows().map((r) => r.id)).toEqual(await serverWindow());
    await reaskTime();
    expect(asked().window).toBe(2);
  });

  it('a change that lands while the window first loads has it asked again after that load', async () => {
    // The server reads the window before the admission; its answer is handed over after it.
    sync.hold('answers');
    const rows = screen<HospitalizationRow>();
    sync.engine.subscribe('hospitalizationList', { query }, rows.listener);
    await sync.settled();
    await rosa.tell('A01', { visitNumber: visitNumber(), admittedAt: day('2026-11-21') });
    await sync.settled();
    sync.release();
    await sync.settled();
    await reaskTime();
    expect(asked().window).toBe(2);
    expect(rows.rows()).toHaveLength(3);
    expect(rows.rows().map((r) => r.id)).toEqual(await serverWindow());
  });
});
