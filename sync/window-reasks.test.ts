/**
 * Windows re-asked by the kinds their query declares (`reasksOn`, window-reasks.ts), on the
 * hospitalizations dashboard's two queries over a hand-driven backend: a burst of stay changes asks
 * the window and the counters once each; other kinds ask nothing; a query nobody runs asks nothing,
 * and asks once when it runs again over the window it left.
 */
import { describe, expect, it } from 'vitest';
import type { HospitalizationCountsRow, HospitalizationRow } from './queries/index.ts';
import { engineScreenEach, screen } from './testing/engine-screen.ts';
import { makeMember, makeTodo, settle } from './testing/fake-backend.ts';
import { makeNotification, makeStay } from './testing/fake-hospitalizations.ts';
import { REASK_MS } from './window-reasks.ts';

const M1 = 'm1000000-0000-4000-8000-000000000001';
const H1 = 'h1000000-0000-4000-8000-000000000001';
const H2 = 'h2000000-0000-4000-8000-000000000002';
const stay = (n: number) => `h${n}000000-0000-4000-8000-00000000000${n}`;
const query = {
  'page-start': 0,
  'page-size': 10,
  'sort-by': 'dischargeDate' as const,
  'sort-direction': 'DESC' as const,
};

describe('windows re-asked by the kinds their query follows', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M1, 'Rosa', 'Delgado'));
    backend.upsert('hospitalization', makeStay(H1, M1, { dischargeDate: '2026-11-10' }));
    backend.upsert('hospitalization', makeStay(H2, M1, { dischargeDate: '2026-11-12' }));
  });
  const asked = () => ({
    window: sync.backend.requests.filter((r) => r === 'GET /hospitalizations').length,
    counts: sync.backend.requests.filter((r) => r === 'GET /hospitalizations/meta-counts').length,
  });
  /** The socket's events land, then the engine's clock reaches the re-ask. */
  const deliverAndWait = async () => {
    await sync.flush();
    sync.clock.advance(REASK_MS);
    await settle();
    sync.frames.run();
  };

  it('asks the window and the counters once after a burst of stay changes, not before it has gathered', async () => {
    const rows = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    const counts = await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    expect(asked()).toEqual({ window: 1, counts: 1 });
    // Admitted, then discharged, a third admitted, one cancelled: four changes in one burst.
    sync.backend.upsert('hospitalization', makeStay(stay(3), M1, { admitDate: '2026-11-20' }));
    sync.backend.upsert(
      'hospitalization',
      makeStay(stay(3), M1, { admitDate: '2026-11-20', dischargeDate: '2026-11-21' }),
    );
    sync.backend.upsert('hospitalization', makeStay(stay(4), M1, { admitDate: '2026-11-21' }));
    sync.backend.remove('hospitalization', H1);
    await sync.flush();
    sync.clock.advance(REASK_MS - 1);
    await settle();
    expect(asked()).toEqual({ window: 1, counts: 1 });
    sync.clock.advance(1);
    await settle();
    sync.frames.run();
    expect(asked()).toEqual({ window: 2, counts: 2 });
    expect(sync.engine.stats().reasks).toBe(2);
    expect(rows.rows().map((r) => [r.id, r.total])).toEqual([
      [stay(4), 3],
      [stay(3), 3],
      [H2, 3],
    ]);
    expect(counts.rows()[0]).toMatchObject({ newlyAdmitted: 1, newlyDischarged: 1, totalMembers: 1 });
  });

  it('asks nothing for changes of kinds the query does not follow', async () => {
    await sync.open<HospitalizationRow>('hospitalizationList', { query });
    await sync.open<HospitalizationCountsRow>('hospitalizationCounts', { query: {} });
    sync.backend.upsert('user', makeMember(M1, 'Rosa', 'Delgado-Ruiz'));
    sync.backend.upsert('todo', makeTodo('t1', { memberId: M1 }));
    sync.backend.upsert('notification', makeNotification('n1', { memberId: M1 }));
    await deliverAndWait();
    expect(asked()).toEqual({ window: 1, counts: 1 });
    expect(sync.engine.stats().reasks).toBe(0);
  });

  it('asks nothing while nobody runs the query, and once when it runs again over the window it left', async () => {
    const first = screen<HospitalizationRow>();
    const stop = sync.engine.subscribe('hospitalizationList', { query }, first.listener);
    await settle();
    stop();
    sync.backend.upsert('hospitalization', makeStay(stay(3), M1));
    sync.backend.upsert('hospitalization', makeStay(stay(4), M1));
    await deliverAndWait();
    expect(asked().window).toBe(1);
    // Back within the page's idle time: the window it kept is stale, so it is asked once, at once.
    const again = await sync.open<HospitalizationRow>('hospitalizationList', { query });
    expect(asked().window).toBe(2);
    expect(again.rows().map((r) => r.id)).toEqual([stay(3), stay(4), H2, H1]);
    sync.clock.advance(REASK_MS);
    await settle();
    expect(asked().window).toBe(2);
  });

  it('a change that lands while the window first loads has it asked again after that load', async () => {
    sync.backend.holdGets = true;
    const rows = screen<HospitalizationRow>();
    sync.engine.subscribe('hospitalizationList', { query }, rows.listener);
    // Read by the server before the admission, handed over after it.
    sync.backend.upsert('hospitalization', makeStay(stay(3), M1));
    await sync.flush();
    sync.backend.holdGets = false;
    sync.backend.release();
    await settle();
    sync.clock.advance(REASK_MS);
    await settle();
    sync.frames.run();
    expect(asked().window).toBe(2);
    expect(rows.rows().map((r) => r.id)).toEqual([stay(3), H2, H1]);
  });
});
