/**
 * Property, for rows joined to embedded rows: whatever the interleaving of the feed's page, socket
 * events (dropped, duplicated, reordered), reconnects and frames, a member's feed ends up showing
 * exactly the server's items, newest first, each with its message as the server has it now (a
 * delivery receipt that changes only the message must reach the feed row).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntityShape } from '../domain/index.ts';
import { createSyncEngine } from './engine.ts';
import { applyOps, type LiveMessage } from './protocol.ts';
import type { MemberFeedRow } from './queries/index.ts';
import { HandDrivenBackend, manualClock, manualFrames, settle } from './testing/hand-driven.ts';
import { applyNetworkStep, networkSteps } from './testing/network-steps.ts';

const ids = ['1', '2', '3', '4', '5'];
const statuses = ['queued', 'sent', 'delivered', 'failed', 'undelivered'];

const message = (id: string, smsStatus: string): EntityShape<'smsMessage'> => ({
  id: `s${id}`,
  memberId: 'm1',
  userId: 'g1',
  text: `Text ${id}`,
  incoming: false,
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  smsStatus,
  smsErrorCode: smsStatus === 'failed' ? 30006 : null,
  smsPhoneNumber: '+14155550100',
});

const action = fc.oneof(
  // A new text or a resend: the message and the feed item embedding it, in one server write.
  fc.record({
    kind: fc.constant('text' as const),
    id: fc.constantFrom(...ids),
    minute: fc.integer({ min: 0, max: 59 }),
    member: fc.constantFrom('m1', 'm1', 'm2'),
  }),
  // A delivery receipt: only the message changes.
  fc.record({
    kind: fc.constant('receipt' as const),
    id: fc.constantFrom(...ids),
    status: fc.constantFrom(...statuses),
  }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
  ...networkSteps,
);

function expected(backend: HandDrivenBackend) {
  return [...backend.tables.feedItem.values()]
    .filter((f) => f.memberId === 'm1')
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id))
    .map((f) => [f.id, backend.tables.smsMessage.get(f.externalItemId ?? '')?.smsStatus ?? null]);
}

describe('convergence of joined rows (the member feed)', () => {
  it('any interleaving converges to the server’s items and their messages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 40 }), fc.boolean(), async (actions, holdFirstPage) => {
        const backend = new HandDrivenBackend();
        const first = message('1', 'queued');
        backend.upsert('smsMessage', first);
        backend.upsert('feedItem', {
          id: 'f1',
          memberId: 'm1',
          timestamp: '2026-11-20T10:00:00.000Z',
          externalItemType: 'message',
          externalItemId: first.id,
        });
        backend.outbox.length = 0;
        const frames = manualFrames();
        const engine = createSyncEngine({
          http: backend.http,
          changes: backend.changes,
          clock: manualClock(),
          frameScheduler: () => frames.schedule,
        });
        backend.setConnection('connected');
        backend.holdGets = holdFirstPage;
        let rows: MemberFeedRow[] = [];
        engine.subscribe(
          'memberFeed',
          { memberId: 'm1', types: ['message'], upTo: 100 },
          (m: LiveMessage<MemberFeedRow>) => {
            rows = m.kind === 'snapshot' ? m.rows : applyOps(rows, (r) => r.id, m.ops);
          },
        );
        for (const step of actions) {
          switch (step.kind) {
            case 'text': {
              const sent = message(step.id, 'queued');
              backend.upsert('smsMessage', sent);
              backend.upsert('feedItem', {
                id: `f${step.id}`,
                memberId: step.member,
                timestamp: `2026-11-21T09:${String(step.minute).padStart(2, '0')}:00.000Z`,
                externalItemType: 'message',
                externalItemId: sent.id,
                message: sent,
              });
              break;
            }
            case 'receipt':
              if (backend.tables.smsMessage.has(`s${step.id}`))
                backend.upsert('smsMessage', message(step.id, step.status));
              break;
            case 'remove':
              if (backend.tables.feedItem.has(`f${step.id}`)) backend.remove('feedItem', `f${step.id}`);
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
        backend.upsert('smsMessage', { ...message('sentinel', 'sent'), memberId: 'm3' });
        backend.deliverAll();
        await settle();
        frames.run();
        expect(rows.map((r) => [r.id, r.smsStatus])).toEqual(expected(backend));
      }),
      { numRuns: 300 },
    );
  });
});
