/**
 * Property: whatever the interleaving of the snapshot page, socket events (dropped, duplicated,
 * reordered), reconnects and frames, once the dust settles the screen shows exactly the server's
 * state, in the right order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followUpRank, followUpTypes } from '../domain/index.ts';
import { createSyncEngine } from './engine.ts';
import { applyOps, type LiveMessage } from './protocol.ts';
import type { FollowUpRow } from './queries/index.ts';
import { HandDrivenBackend, makeTodo, manualClock, manualFrames, settle } from './testing/hand-driven.ts';
import { applyNetworkStep, networkSteps } from './testing/network-steps.ts';

const filters = ['calls', 'texts', 'visits'] as ('calls' | 'texts' | 'visits')[];
const params = {
  guideId: 'g1',
  day: '2026-11-21',
  dayStart: Date.parse('2026-11-21T00:00:00Z'),
  dayEnd: Date.parse('2026-11-22T00:00:00Z'),
  filters,
};
const ids = ['t1', 't2', 't3', 't4', 't5', 't6'];
const types = ['CALL_BACK', 'TEXT_BACK', 'INCOMPLETE_CALL', 'INCOMPLETE_VISIT', 'FEEDBACK_CALL', 'CALL_AUDIT'];

const action = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    id: fc.constantFrom(...ids),
    type: fc.constantFrom(...types),
    day: fc.integer({ min: 15, max: 23 }),
    completed: fc.boolean(),
    guide: fc.constantFrom('g1', 'g1', 'g2'),
    deleted: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('openSecondGuide' as const) }),
  ...networkSteps,
);

function expected(backend: HandDrivenBackend, guide: string): string[] {
  const allowed = new Set<string>(followUpTypes(filters));
  return [...backend.todos.values()]
    .filter((t) => t.userId === guide && !t.completedAt && allowed.has(t.type) && Date.parse(t.date) < params.dayEnd)
    .sort(
      (a, b) =>
        followUpRank(a.type) - followUpRank(b.type) ||
        Date.parse(a.date) - Date.parse(b.date) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((t) => t.id);
}

describe('convergence', () => {
  it('any interleaving converges to the server state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), fc.boolean(), async (actions, holdFirstPage) => {
        const backend = new HandDrivenBackend();
        backend.write(makeTodo('t1'));
        backend.outbox.length = 0;
        const frames = manualFrames();
        const engine = createSyncEngine({
          http: backend.http,
          changes: backend.changes,
          clock: manualClock(),
          frameScheduler: () => frames.schedule,
          newKey: () => 'k',
        });
        backend.setConnection('connected');
        backend.holdGets = holdFirstPage;
        const views: Record<string, FollowUpRow[]> = {};
        const open = (guideId: string) => {
          if (views[guideId]) return;
          views[guideId] = [];
          engine.subscribe('docketFollowUps', { ...params, guideId }, (m: LiveMessage<FollowUpRow>) => {
            views[guideId] = m.kind === 'snapshot' ? m.rows : applyOps(views[guideId]!, (r) => r.id, m.ops);
          });
        };
        open('g1');
        for (const step of actions) {
          switch (step.kind) {
            case 'write':
              backend.write(
                step.deleted
                  ? { id: step.id, deleted: true }
                  : makeTodo(step.id, {
                      type: step.type,
                      userId: step.guide,
                      date: `2026-11-${step.day}T09:00:00.000Z`,
                      completedAt: step.completed ? '2026-11-21T00:00:00.000Z' : null,
                    }),
              );
              break;
            case 'openSecondGuide':
              open('g2');
              break;
            default:
              applyNetworkStep(backend, frames, step);
          }
          await Promise.resolve();
        }
        backend.holdGets = false;
        backend.release();
        await settle();
        // No explicit heal: one more event must be enough to reveal any gap left behind.
        backend.write(makeTodo('sentinel', { userId: 'g3' }));
        backend.deliverAll();
        await settle();
        frames.run();
        for (const [guideId, rows] of Object.entries(views))
          expect(rows.map((r) => r.id)).toEqual(expected(backend, guideId));
      }),
      { numRuns: 300 },
    );
  });
});
