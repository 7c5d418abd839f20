import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, OPERATIONS, VISIT_MESSAGES, type EntityKind } from '../../domain/index.ts';
import { interactionOutcomes, interactions, todos, visits } from '../db/schema/index.ts';
import type { Clock } from '../http/context.ts';
import { DIALECTS } from '../testing/databases.ts';
import { createAddress, createScheduledEvent, type TestOrganisation, type TestUser } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { createStaffOf, createVisit } from '../testing/note-visit-factories.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

interface Change {
  seq: number;
  entity: EntityKind;
  id: string;
  op: 'upsert' | 'delete';
  data: Record<string, any> | null;
}

/** Visit outcome ids (db/reference-data.ts): 101 engaged, 102 answered, 103 another-person, 104 other, 105 wrong-address, 106 inaccessible. */
const ENGAGED = 101;
const LONG_NOTE = '<p>Walked through the discharge plan, the new pharmacy and the next visit.</p>';

// Each test makes its own organisation: the suite holds in any order. The server's clock is the test's.
describe.each(DIALECTS)('visits on %s', (dialect) => {
  let t: TestServer;
  let now = new Date('2026-03-10T15:07:00Z');
  const clock: Clock = { now: () => now };
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect, { clock });
  });
  afterAll(() => t?.close());

  const headOf = (user: TestUser) => changeHead(t, user);
  const changesSince = (user: TestUser, since: number) => changesAfter(t, user, since);
  const kinds = (changes: Change[]) => changes.map((c) => [c.entity, c.op]);
  const openFollowUps = async (org: TestOrganisation) =>
    (
      await db()
        .select()
        .from(todos)
        .where(and(eq(todos.organisationId, org.organisationId), eq(todos.externalItemType, 'visit')))
    )
      .filter((todo) => !todo.completedAt)
      .map((todo) => todo.type);
  const visitBody = (org: TestOrganisation, patch: object = {}) => ({
    subjectUserId: org.member.id,
    addressId: null,
    location: 'Public library',
    startTime: '2026-03-10T14:00:00.000Z',
    endTime: '2026-03-10T14:45:00.000Z',
    outcomeId: null,
    ...patch,
  });
  const { subjectUserId: _ignored, ...fieldsOnly } = {
    subjectUserId: '',
    addressId: null,
    location: 'Public library',
    startTime: '2026-03-10T14:00:00.000Z',
    endTime: '2026-03-10T14:45:00.000Z',
    outcomeId: null,
  };
  const record = (user: TestUser, body: object) => t.request(user, 'POST', '/visits', { body });

  it('records a visit with its outcome on the feed: interaction, visit, then the feed item', async () => {
    const org = await t.organisation('Alpha');
    const address = await createAddress(db(), org);
    const event = await createScheduledEvent(db(), org, { memberId: org.member.id, type: 'visit' });
    const head = await headOf(org.guide);
    const res = await record(
      org.guide,
      visitBody(org, {
        addressId: address.id,
        location: 'ignored',
        outcomeId: ENGAGED,
        outcomeDetails: ' Met on the porch ',
        note: `${LONG_NOTE}<script>x()</script>`,
        scheduledEventId: event.id,
      }),
    );
    expect(res.status).toBe(200);
    expect(OPERATIONS.createVisit.response.allows(res.body)).toBe(true);
    expect(res.body).toMatchObject({
      externalItemType: 'visit',
      memberId: org.member.id,
      timestamp: '2026-03-10T14:00:00.000Z',
      interaction: {
        interactionType: 'visit',
        guideId: org.guide.id,
        outcomeId: ENGAGED,
        duration: 2700,
        note: LONG_NOTE,
      },
      visit: {
        createdBy: org.guide.id,
        createdAt: now.toISOString(),
        endTime: '2026-03-10T14:45:00.000Z',
        addressId: address.id,
        location: null,
        outcomeDetails: 'Met on the porch',
        scheduledEventId: event.id,
      },
    });
    const changes = await changesSince(org.guide, head);
    // The scheduled event it answers is resolved: it leaves the docket's event tabs.
    // The member's last event becomes the visit (the member list and the Outreach tab show it).
    expect(kinds(changes)).toEqual([
      ['interaction', 'upsert'],
      ['visit', 'upsert'],
      ['scheduledEvent', 'upsert'],
      ['user', 'upsert'],
      ['feedItem', 'upsert'],
    ]);
    expect(changes[2]?.data).toMatchObject({ id: event.id, resolved: true });
    expect(changes[3]?.data).toMatchObject({
      id: org.member.id,
      lastEventAt: '2026-03-10T14:00:00.000Z',
      lastEventType: 'visit',
    });
    // An edit that leaves the event out keeps the link.
    const edited = await t.request(org.guide, 'PATCH', `/visits/${res.body.externalItemId}`, {
      body: { ...fieldsOnly, outcomeId: ENGAGED, note: LONG_NOTE },
    });
    expect(edited.body.visit).toMatchObject({
      scheduledEventId: event.id,
      location: 'Public library',
      addressId: null,
    });
    expect(res.headers.get('x-change-seq')).toBe(String(changes.at(-1)?.seq));
    for (const change of changes) expect(ENTITIES[change.entity].schema.allows(change.data)).toBe(true);
    expect(await openFollowUps(org)).toEqual([]);
  });

  it('moves the member’s last event forward only: a visit recorded late for an earlier day leaves a newer one', async () => {
    const org = await t.organisation('Echo');
    expect((await record(org.guide, visitBody(org))).status).toBe(200);
    const head = await headOf(org.guide);
    const older = await record(
      org.guide,
      visitBody(org, { startTime: '2026-03-05T14:00:00.000Z', endTime: '2026-03-05T14:30:00.000Z' }),
    );
    expect(older.status).toBe(200);
    expect((await changesSince(org.guide, head)).filter((c) => c.entity === 'user')).toEqual([]);
    const listed = await t.request(org.guide, 'GET', `/users/${org.member.id}`);
    expect(listed.body).toMatchObject({ lastEventAt: '2026-03-10T14:00:00.000Z', lastEventType: 'visit' });
  });

  it('makes a Complete visit follow-up for a visit without an outcome, then Complete note, and completes it with the visit', async () => {
    const org = await t.organisation('Bravo');
    const created = await record(org.guide, visitBody(org));
    expect(created.status).toBe(200);
    const visitId = created.body.externalItemId as string;
    const [followUp] = await db().select().from(todos).where(eq(todos.externalItemId, visitId));
    expect(followUp).toMatchObject({
      type: 'INCOMPLETE_VISIT',
      userId: org.guide.id,
      memberId: org.member.id,
      completedAt: null,
    });

    const head = await headOf(org.guide);
    const noted = await t.request(org.guide, 'PATCH', `/visits/${visitId}`, {
      body: { ...fieldsOnly, outcomeId: ENGAGED },
    });
    expect(noted.status).toBe(200);
    expect(kinds(await changesSince(org.guide, head))).toEqual([
      ['interaction', 'upsert'],
      ['visit', 'upsert'],
      ['todo', 'upsert'],
      ['todo', 'upsert'],
      ['feedItem', 'upsert'],
    ]);
    expect(await openFollowUps(org)).toEqual(['INCOMPLETE_NOTE_VISIT']);

    const done = await t.request(org.guide, 'PATCH', `/visits/${visitId}`, {
      body: { ...fieldsOnly, outcomeId: ENGAGED, note: LONG_NOTE },
    });
    expect(done.status).toBe(200);
    expect(await openFollowUps(org)).toEqual([]);
  });

  it.each([
    [{ location: null }, 'location', VISIT_MESSAGES.otherLocation],
    [{ outcomeId: ENGAGED, note: '<p>Too short.</p>' }, 'note', VISIT_MESSAGES.noteTooShort],
    [{ endTime: '2026-03-10T14:00:00.000Z' }, 'endTime', VISIT_MESSAGES.endAfterStart],
    [{ startTime: '2026-03-10T14:05:00.000Z' }, 'startTime', VISIT_MESSAGES.quarterHours],
    [{ outcomeId: 1 }, 'outcomeId', 'This outcome cannot be chosen for this visit.'],
    [{ addressId: '00000000-0000-4000-8000-00000000dead' }, 'addressId', 'The address is not one of the member’s.'],
    [
      { scheduledEventId: '00000000-0000-4000-8000-00000000dead' },
      'scheduledEventId',
      'The scheduled event is not one of the member’s.',
    ],
    [{ location: 'x'.repeat(201) }, 'location', 'Location must be at most 200 characters.'],
    [{ startTime: 'yesterday' }, 'startTime', undefined],
    // A day alone, or a time without its offset, is a date Date.parse reads but not an instant (it was a 500).
    [{ startTime: '2026-03-09', endTime: '2026-03-09T15:30:00.000Z' }, 'startTime', undefined],
    [{ startTime: '2026-03-09T15:00:00', endTime: '2026-03-09T15:30:00.000Z' }, 'startTime', undefined],
    [{ endTime: '2026-03-10' }, 'endTime', undefined],
    // The server's day is March 10th: the 9 days before it are offered, not the 10th, nor tomorrow.
    [
      { startTime: '2026-02-28T15:00:00.000Z', endTime: '2026-02-28T15:30:00.000Z' },
      'startTime',
      VISIT_MESSAGES.dayOutOfWindow,
    ],
    [
      { startTime: '2026-03-11T15:00:00.000Z', endTime: '2026-03-11T15:30:00.000Z' },
      'startTime',
      VISIT_MESSAGES.dayOutOfWindow,
    ],
  ])('refuses %j with a 400 on %s and writes nothing', async (patch, property, message) => {
    const org = await t.organisation('Charlie');
    const head = await headOf(org.guide);
    const res = await record(org.guide, visitBody(org, patch));
    expect(res.status).toBe(400);
    const error = (res.body.errors as { property: string; constraints: Record<string, string> }[]).find(
      (e) => e.property === property,
    );
    expect(error, JSON.stringify(res.body.errors)).toBeDefined();
    if (message) expect(Object.values(error?.constraints ?? {}).join(' ')).toContain(message);
    expect(await changesSince(org.guide, head)).toEqual([]);
    expect(await db().select().from(interactions).where(eq(interactions.organisationId, org.organisationId))).toEqual(
      [],
    );
    expect(await db().select().from(visits).where(eq(visits.organisationId, org.organisationId))).toEqual([]);
  });

  it('offers an outcome deprecated after the visit was created, not one deprecated before', async () => {
    const org = await t.organisation('Delta');
    const created = await record(org.guide, visitBody(org));
    const id = 9000 + Math.floor(Math.random() * 100_000);
    await db()
      .insert(interactionOutcomes)
      .values({
        id,
        kind: 'visit',
        key: 'moved-away',
        name: 'Moved away',
        deprecatedAt: new Date(now.getTime() + 60_000),
      });
    now = new Date(now.getTime() + 120_000);
    try {
      expect(
        (
          await t.request(org.guide, 'PATCH', `/visits/${created.body.externalItemId}`, {
            body: { ...fieldsOnly, outcomeId: id },
          })
        ).status,
      ).toBe(200);
      expect((await record(org.guide, visitBody(org, { outcomeId: id }))).status).toBe(400);
    } finally {
      now = new Date('2026-03-10T15:07:00Z');
    }
  });

  it('lets providers and users without app access record nothing, and other guides not edit', async () => {
    const org = await t.organisation('Echo');
    const provider = await createStaffOf(db(), org, 'PROVIDER', 'Provider');
    expect((await record(provider, visitBody(org))).status).toBe(403);
    expect((await record(org.noAccess, visitBody(org))).status).toBe(403);
    const visit = await createVisit(db(), org, { createdAt: now });
    expect((await t.request(org.otherGuide, 'PATCH', `/visits/${visit.id}`, { body: fieldsOnly })).status).toBe(403);
    expect((await t.request(org.supervisor, 'PATCH', `/visits/${visit.id}`, { body: fieldsOnly })).status).toBe(200);
    expect((await record(org.guide, visitBody(org, { subjectUserId: org.otherGuide.id }))).status).toBe(404);
  });

  describe('deletion: its creator the same day, an auditor the same month (the caller’s zone)', () => {
    // The guide's zone is New York: 2026-03-10 ends at 04:00Z on the 11th (EDT).
    it.each([
      { who: 'guide', at: '2026-03-11T03:59:00Z', status: 200, why: 'the creator, 23:59 the same day' },
      { who: 'guide', at: '2026-03-11T04:00:00Z', status: 403, why: 'the creator, the next day' },
      { who: 'otherGuide', at: '2026-03-10T15:08:00Z', status: 403, why: 'another guide, a minute later' },
      { who: 'supervisor', at: '2026-03-31T23:00:00Z', status: 200, why: 'an auditor, later that month' },
      { who: 'supervisor', at: '2026-04-01T04:00:00Z', status: 403, why: 'an auditor, the next month' },
    ] as const)('$why: $status', async ({ who, at, status }) => {
      const org = await t.organisation('Foxtrot');
      const created = await record(org.guide, visitBody(org));
      const visitId = created.body.externalItemId as string;
      now = new Date(at);
      try {
        const head = await headOf(org.guide);
        const res = await t.request(org[who], 'DELETE', `/visits/${visitId}`);
        expect(res.status).toBe(status);
        if (status === 200) {
          expect(res.body).toEqual({ id: visitId, feedItemId: created.body.id });
          expect(kinds(await changesSince(org.guide, head))).toEqual([
            ['todo', 'upsert'],
            ['visit', 'delete'],
            ['interaction', 'delete'],
            ['feedItem', 'delete'],
          ]);
          expect(await db().select().from(visits).where(eq(visits.id, visitId))).toEqual([]);
          expect(await openFollowUps(org)).toEqual([]);
        } else {
          expect(await changesSince(org.guide, head)).toEqual([]);
          expect(await openFollowUps(org)).toEqual(['INCOMPLETE_VISIT']);
        }
      } finally {
        now = new Date('2026-03-10T15:07:00Z');
      }
    });
  });
});
