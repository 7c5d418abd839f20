/**
 * The docket's event tabs and the member's pending events on the real server: open events up to
 * the day, live; a scheduled event shows at once under its client-made id; a cleared or deleted one
 * leaves at once; the Outreach query drops a priority contact the moment a contact today or an
 * event this month reaches the store.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS, outreachWindow } from '../domain/index.ts';
import { priorityContacts, users } from '../server/db/schema/index.ts';
import { createMemberOf, createScheduledEvent } from '../server/testing/factories.ts';
import type { OutreachRow, ScheduledEventRow } from './queries/index.ts';
import { engineOnServer } from './testing/server-engine.ts';

const DAY = 86_400_000;

describe('scheduled events in the engine', () => {
  let ana = '';
  const sync = engineOnServer({
    async seed({ db, org }) {
      await db.update(users).set({ memberStatusId: 3 }).where(eq(users.id, org.member.id));
      ana = await createMemberOf(db, org, { firstName: 'Ana' });
    },
  });
  const docket = (day: string) =>
    sync.open<ScheduledEventRow>('docketScheduledEvents', { guideId: sync.org.guide.id, day });
  const ids = (view: { rows(): { id: string }[] }) => view.rows().map((r) => r.id);

  describe('the event tabs', () => {
    const events = { e1: '', e2: '', e3: '' };
    beforeEach(async () => {
      const { db, org } = sync;
      events.e1 = (await createScheduledEvent(db, org, { date: '2026-11-19', time: '09:00' })).id;
      events.e2 = (await createScheduledEvent(db, org, { date: '2026-11-20', time: null, type: 'visit' })).id;
      events.e3 = (await createScheduledEvent(db, org, { date: '2026-11-22', time: '08:00' })).id;
      await createScheduledEvent(db, org, { date: '2026-11-20', resolved: true });
      await createScheduledEvent(db, org, { date: '2026-11-20', userId: org.otherGuide.id });
    });

    it("the docket's events: the guide's open ones up to the day, by date and time, with the member", async () => {
      const view = await docket('2026-11-20');
      expect(ids(view)).toEqual([events.e1, events.e2]);
      expect(view.rows()[0]).toMatchObject({ memberName: 'Member Organisation', memberStatusId: 3, time: '09:00' });
      const later = await docket('2026-11-22');
      expect(ids(later)).toEqual([events.e1, events.e2, events.e3]);
      // One read serves both days.
      expect(sync.requests.filter((r) => r.includes('scheduled-events/guide'))).toHaveLength(1);
    });

    it('a scheduled event shows at once on the member page and the docket, and keeps its id through confirmation', async () => {
      const { org } = sync;
      const view = await docket('2026-11-20');
      const member = await sync.open<ScheduledEventRow>('memberScheduledEvents', { memberId: org.member.id });
      const id = randomUUID();
      sync.hold();
      const done = sync.engine.mutate('createScheduledEvent', {
        id,
        memberId: org.member.id,
        userId: org.guide.id,
        type: 'call',
        date: '2026-11-20',
        time: '07:45',
        note: ' Ask about the ride ',
      });
      sync.frames.run();
      expect(ids(view)).toEqual([events.e1, id, events.e2]);
      expect(member.rows().find((r) => r.id === id)).toMatchObject({
        note: 'Ask about the ride',
        memberName: 'Member Organisation',
      });
      sync.release();
      await sync.confirm(done);
      expect(ids(view)).toEqual([events.e1, id, events.e2]);
      expect(member.rows().find((r) => r.id === id)).toMatchObject({ note: 'Ask about the ride', time: '07:45' });
      expect(sync.requests).toContain(`POST /users/${org.member.id}/scheduled-events`);
    });

    it('a cleared event leaves at once; a deleted one too; a snoozed one stays with its snooze', async () => {
      const memberId = sync.org.member.id;
      const view = await docket('2026-11-20');
      sync.hold();
      const cleared = sync.engine.mutate('updateScheduledEvent', {
        memberId,
        scheduledEventId: events.e1,
        resolved: true,
      });
      sync.frames.run();
      expect(ids(view)).toEqual([events.e2]);
      sync.release();
      await sync.confirm(cleared);
      expect(ids(view)).toEqual([events.e2]);

      sync.hold();
      const snoozed = sync.engine.mutate('snoozeScheduledEvent', {
        memberId,
        scheduledEventId: events.e2,
        until: '2026-11-21T15:00:00.000Z',
      });
      sync.frames.run();
      expect(view.rows()[0]?.snoozedUntil).toBe('2026-11-21T15:00:00.000Z');
      sync.release();
      await sync.confirm(snoozed);
      expect(view.rows()[0]?.snoozedUntil).toBe('2026-11-21T15:00:00.000Z');

      sync.hold();
      const deleted = sync.engine.mutate('deleteScheduledEvent', { memberId, scheduledEventId: events.e2 });
      sync.frames.run();
      expect(view.rows()).toEqual([]);
      sync.release();
      await sync.confirm(deleted);
      expect(view.rows()).toEqual([]);
    });

    it('an event the guide schedules in another tab arrives live', async () => {
      const view = await docket('2026-11-20');
      const made = await sync.as(sync.org.guide).call(OPERATIONS.createScheduledEvent, {
        params: { memberId: ana },
        body: { type: 'message', date: '2026-11-18', time: '16:00', note: 'Text about the ride' },
      });
      await sync.settled();
      expect(ids(view)).toEqual([made.body.id, events.e1, events.e2]);
      expect(view.rows()[0]?.memberName).toBe('Ana Member');
    });
  });

  describe('outreach', () => {
    const zone = 'America/Chicago';
    const contacts = { rosa: '', ana: '' };
    beforeEach(async () => {
      const { db, org } = sync;
      const contact = async (memberId: string, sortOrder: number) => {
        const id = randomUUID();
        await db.insert(priorityContacts).values({
          id,
          organisationId: org.organisationId,
          clientId: org.clientId,
          memberId,
          guideId: org.guide.id,
          sortOrder,
          priorityLevel: 'high',
        });
        return id;
      };
      contacts.ana = await contact(ana, 2);
      contacts.rosa = await contact(org.member.id, 1);
    });
    const outreach = () =>
      sync.open<OutreachRow>('docketOutreach', {
        guideId: sync.org.guide.id,
        ...outreachWindow(sync.clock.now(), zone),
      });
    const note = (memberId: string) =>
      sync.as(sync.org.guide).call(OPERATIONS.createNote, { body: { userId: memberId, text: '<p>Called</p>' } });

    it('lists the priority contacts in their order, with the member', async () => {
      const view = await outreach();
      expect(view.rows().map((r) => [r.id, r.memberName])).toEqual([
        [contacts.rosa, 'Member Organisation'],
        [contacts.ana, 'Ana Member'],
      ]);
    });

    it("a contact leaves when the guide's note about the member today arrives, not for yesterday's", async () => {
      await note(sync.org.member.id);
      sync.clock.advance(DAY);
      const view = await outreach();
      expect(ids(view)).toEqual([contacts.rosa, contacts.ana]);
      await note(sync.org.member.id);
      await sync.settled();
      expect(ids(view)).toEqual([contacts.ana]);
    });

    it('a contact leaves when another guide’s visit today moves the member’s last event, not for yesterday’s', async () => {
      const view = await outreach();
      const { dayStart } = outreachWindow(sync.clock.now(), zone);
      const visit = (start: number) =>
        sync.as(sync.org.otherGuide).call(OPERATIONS.createVisit, {
          body: {
            subjectUserId: ana,
            addressId: null,
            location: 'Library',
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 1_800_000).toISOString(),
            outcomeId: null,
          },
        });
      await visit(dayStart - 3_600_000);
      await sync.settled();
      expect(ids(view)).toEqual([contacts.rosa, contacts.ana]);
      await visit(dayStart);
      await sync.settled();
      expect(ids(view)).toEqual([contacts.rosa]);
    });

    it('a contact leaves when an event of the member this month is scheduled, and comes back when it is deleted', async () => {
      const view = await outreach();
      const id = randomUUID();
      sync.hold();
      const done = sync.engine.mutate('createScheduledEvent', {
        id,
        memberId: ana,
        userId: sync.org.guide.id,
        type: 'call',
        date: '2026-11-30',
        time: null,
        note: 'Outreach call',
      });
      sync.frames.run();
      expect(ids(view)).toEqual([contacts.rosa]);
      sync.release();
      await sync.confirm(done);
      expect(ids(view)).toEqual([contacts.rosa]);
      sync.hold();
      const removed = sync.engine.mutate('deleteScheduledEvent', { memberId: ana, scheduledEventId: id });
      sync.frames.run();
      expect(ids(view)).toEqual([contacts.rosa, contacts.ana]);
      sync.release();
      await sync.confirm(removed);
      // Next month's event does not count.
      await sync.as(sync.org.guide).call(OPERATIONS.createScheduledEvent, {
        params: { memberId: ana },
        body: { type: 'call', date: '2026-12-01', time: null, note: 'Next month' },
      });
      await sync.settled();
      expect(ids(view)).toEqual([contacts.rosa, contacts.ana]);
    });
  });
});
