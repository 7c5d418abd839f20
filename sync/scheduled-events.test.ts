/**
 * The docket's event tabs and the member's pending events on a hand-driven backend: open events up
 * to the day, live; a scheduled event shows at once under its client-made id; a cleared or deleted
 * one leaves at once; the Outreach query drops a priority contact the moment a contact today or an
 * event this month reaches the store.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { outreachWindow, type EntityShape } from '../domain/index.ts';
import type { OutreachRow, ScheduledEventRow } from './queries/index.ts';
import { engineScreenEach } from './testing/engine-screen.ts';
import { makeMember, settle } from './testing/fake-backend.ts';
import { makeScheduledEvent } from './testing/fake-scheduled-events.ts';

const G = '6a0d9c1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
const M = '0b7e3c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
const M2 = '1c8f4d2b-3a5e-4f6b-8c7d-8e9f0a1b2c3d';
const NEW_ID = '5f0c6b9e-6c1f-4a9e-9d5c-3f1e2d4c5b6a';
const summary = (id: string, name: string) => ({
  id,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1]!,
});
// The docket's reads embed the member with its status (server/presenters/docket-members.ts).
const rosa: EntityShape<'scheduledEvent'>['member'] = Object.assign(summary(M, 'Rosa Delgado'), { memberStatusId: 3 });
const event = (id: string, overrides: Partial<EntityShape<'scheduledEvent'>> = {}) =>
  makeScheduledEvent(id, { userId: G, memberId: M, member: rosa, ...overrides });

describe('scheduled events in the engine', () => {
  const sync = engineScreenEach((backend) => {
    backend.upsert('user', makeMember(M, 'Rosa', 'Delgado', { memberStatusId: 3, assignedGuideId: G }));
    backend.upsert('user', makeMember(M2, 'Ana', 'Lopez', { assignedGuideId: G }));
    backend.upsert('scheduledEvent', event('e1', { date: '2026-11-19', time: '09:00' }));
    backend.upsert('scheduledEvent', event('e2', { date: '2026-11-20', time: null, type: 'visit' }));
    backend.upsert('scheduledEvent', event('e3', { date: '2026-11-22', time: '08:00' }));
    backend.upsert('scheduledEvent', event('e4', { date: '2026-11-20', resolved: true }));
    backend.upsert('scheduledEvent', event('e5', { userId: 'someone-else' }));
  });

  it("the docket's events: the guide's open ones up to the day, by date and time, with the member", async () => {
    const view = await sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: G, day: '2026-11-20' });
    expect(view.rows().map((r) => r.id)).toEqual(['e1', 'e2']);
    expect(view.rows()[0]).toMatchObject({ memberName: 'Rosa Delgado', memberStatusId: 3, time: '09:00' });
    const later = await sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: G, day: '2026-11-22' });
    expect(later.rows().map((r) => r.id)).toEqual(['e1', 'e2', 'e3']);
    // One read serves both days.
    expect(sync.backend.requests.filter((r) => r.includes('scheduled-events/guide'))).toHaveLength(1);
  });

  it('a scheduled event shows at once on the member page and the docket, and keeps its id through confirmation', async () => {
    const docket = await sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: G, day: '2026-11-20' });
    const member = await sync.open<ScheduledEventRow>('memberScheduledEvents', { memberId: M });
    const done = sync.engine.mutate('createScheduledEvent', {
      id: NEW_ID,
      memberId: M,
      userId: G,
      type: 'call',
      date: '2026-11-20',
      time: '07:45',
      note: ' Ask about the ride ',
    });
    // The joined queries see the optimistic row once the store's batch settles.
    await settle();
    sync.frames.run();
    expect(docket.rows().map((r) => r.id)).toEqual(['e1', NEW_ID, 'e2']);
    expect(member.rows().find((r) => r.id === NEW_ID)).toMatchObject({
      note: 'Ask about the ride',
      memberName: 'Rosa Delgado',
    });
    await sync.confirm(done);
    expect(docket.rows().map((r) => r.id)).toEqual(['e1', NEW_ID, 'e2']);
    expect(sync.backend.requests.at(-1)).toBe(`POST /users/${M}/scheduled-events`);
  });

  it('a cleared event leaves at once; a deleted one too; a snoozed one stays with its snooze', async () => {
    const docket = await sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: G, day: '2026-11-20' });
    sync.backend.tables.scheduledEvent.set('e1', { ...sync.backend.tables.scheduledEvent.get('e1')!, id: 'e1' });
    const cleared = sync.engine.mutate('updateScheduledEvent', { memberId: M, scheduledEventId: 'e1', resolved: true });
    sync.frames.run();
    expect(docket.rows().map((r) => r.id)).toEqual(['e2']);
    await sync.confirm(cleared);
    const snoozed = sync.engine.mutate('snoozeScheduledEvent', {
      memberId: M,
      scheduledEventId: 'e2',
      until: '2026-11-21T15:00:00.000Z',
    });
    sync.frames.run();
    expect(docket.rows()[0]?.snoozedUntil).toBe('2026-11-21T15:00:00.000Z');
    await sync.confirm(snoozed);
    const deleted = sync.engine.mutate('deleteScheduledEvent', { memberId: M, scheduledEventId: 'e2' });
    sync.frames.run();
    expect(docket.rows()).toEqual([]);
    await sync.confirm(deleted);
    expect(docket.rows()).toEqual([]);
  });

  it('an event another guide schedules for the guide arrives live', async () => {
    const docket = await sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: G, day: '2026-11-20' });
    sync.backend.upsert('scheduledEvent', event('e6', { date: '2026-11-18', time: '16:00', type: 'message' }));
    sync.backend.deliverAll();
    sync.frames.run();
    expect(docket.rows().map((r) => r.id)).toEqual(['e6', 'e1', 'e2']);
  });

  describe('outreach', () => {
    const zone = 'America/Chicago';
    const now = Date.parse('2026-11-20T10:00:00-06:00');
    const window = outreachWindow(now, zone);
    const params = { guideId: G, ...window };
    const contact = (id: string, memberId: string, sortOrder: number): EntityShape<'priorityContact'> => ({
      id,
      memberId,
      guideId: G,
      sortOrder,
      priorityLevel: 2,
      member: summary(memberId, memberId === M ? 'Rosa Delgado' : 'Ana Lopez'),
    });
    const interaction = (
      id: string,
      memberId: string,
      interactionType: string,
      timestamp: string,
    ): EntityShape<'interaction'> => ({
      id,
      interactionId: id,
      interactionType,
      subjectIds: [memberId],
      memberId,
      guideId: G,
      timestamp,
      duration: null,
      incoming: false,
      originator: G,
      receiver: memberId,
      outcomeId: null,
      member: null,
    });

    beforeEach(() => {
      sync.backend.tables.scheduledEvent.clear();
      sync.backend.upsert('priorityContact', contact('p2', M2, 2));
      sync.backend.upsert('priorityContact', contact('p1', M, 1));
      sync.backend.outbox.length = 0;
    });

    it('lists the priority contacts in their order, with the member', async () => {
      const view = await sync.open<OutreachRow>('docketOutreach', params);
      expect(view.rows().map((r) => [r.id, r.memberName])).toEqual([
        ['p1', 'Rosa Delgado'],
        ['p2', 'Ana Lopez'],
      ]);
    });

    it('a contact leaves when a note of the member today arrives, not for one yesterday or a survey', async () => {
      const view = await sync.open<OutreachRow>('docketOutreach', params);
      sync.backend.upsert('interaction', interaction('i0', M, 'note', '2026-11-19T23:59:00-06:00'));
      sync.backend.upsert('interaction', interaction('i1', M2, 'survey', '2026-11-20T09:00:00-06:00'));
      sync.backend.deliverAll();
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1', 'p2']);
      sync.backend.upsert('interaction', interaction('i2', M, 'note', '2026-11-20T00:00:00-06:00'));
      sync.backend.deliverAll();
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p2']);
    });

    it('a contact leaves when another guide’s call today moves the member’s last event, not for yesterday’s', async () => {
      const view = await sync.open<OutreachRow>('docketOutreach', params);
      const member = sync.backend.tables.user.get(M2)!;
      sync.backend.upsert('user', { ...member, lastEventAt: '2026-11-20T05:59:00.000Z', lastEventType: 'call' });
      sync.backend.deliverAll();
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1', 'p2']);
      sync.backend.upsert('user', { ...member, lastEventAt: '2026-11-20T06:00:00.000Z', lastEventType: 'call' });
      sync.backend.deliverAll();
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1']);
    });

    it('a contact leaves when an event of the member this month is scheduled, and comes back when it is deleted', async () => {
      const view = await sync.open<OutreachRow>('docketOutreach', params);
      const done = sync.engine.mutate('createScheduledEvent', {
        id: NEW_ID,
        memberId: M2,
        userId: G,
        type: 'call',
        date: '2026-11-30',
        time: null,
        note: 'Outreach call',
      });
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1']);
      await sync.confirm(done);
      const removed = sync.engine.mutate('deleteScheduledEvent', { memberId: M2, scheduledEventId: NEW_ID });
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1', 'p2']);
      await sync.confirm(removed);
      // Next month's event does not count.
      sync.backend.upsert('scheduledEvent', event('e9', { memberId: M2, date: '2026-12-01' }));
      sync.backend.deliverAll();
      sync.frames.run();
      expect(view.rows().map((r) => r.id)).toEqual(['p1', 'p2']);
    });
  });
});
