import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import { OUTREACH_PHASES, TODO_TYPES, isRole, isStaffRole } from '../../domain/index.ts';
import { openDatabase, type Database, type Db } from '../db/connect.ts';
import {
  addresses,
  assignedWorkflowPhases,
  alerts,
  calls,
  clients,
  consentTerms,
  feedItems,
  interactions,
  memberStatusEvents,
  memberStatuses,
  organisations,
  smsMessages,
  teams,
  todos,
  users,
} from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_CLIENTS, DEMO_MEMBER, DEMO_ORGANISATION } from './fixtures.ts';
import { seedDemoOrganisation, type SeedSummary } from './generate.ts';
import { DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS } from './guarantees.ts';
import { resetData } from './reset.ts';
import { stageId } from './members.ts';
import { FOLLOW_UP_TYPES } from './work.ts';
import { trainingId } from './training.ts';

/** The training page's client (seed/training.ts): practice members only, so no teams, numbers or terms. */
const TRAINING_CLIENT_ID = trainingId(DEMO_ORGANISATION.id, 'client');

const MEMBERS = 200;

const members = (db: Db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.role, 'PATIENT'), ne(users.clientId, TRAINING_CLIENT_ID)))
    .orderBy(asc(users.id));

interface Snapshot {
  members: Awaited<ReturnType<typeof members>>;
  counts: SeedSummary['counts'];
  feed: { id: string; item: string }[];
}

async function seedAndSnapshot(db: Db, seed: number, now?: Date): Promise<Snapshot> {
  const summary = await seedDemoOrganisation(db, { members: MEMBERS, seed, ...(now ? { now } : {}) });
  const feed = await db
    .select({ id: feedItems.id, item: feedItems.externalItemId })
    .from(feedItems)
    .orderBy(asc(feedItems.id));
  return { members: await members(db), counts: summary.counts, feed };
}

const withoutFixture = (rows: Snapshot['members']) => rows.filter((r) => r.id !== DEMO_MEMBER.id);

describe('seedDemoOrganisation', () => {
  // One in-memory database, re-seeded (opening PGlite costs more than seeding 200 members); the
  // real-clock seed 1 goes last so the remaining tests read its rows.
  let database: Database;
  let db: Db;
  let otherSeed: Snapshot;
  let eveningClock: Snapshot;
  let realClock: Snapshot;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    db = database.db;
    otherSeed = await seedAndSnapshot(db, 2);
    await resetData(db);
    // The same seed at a fixed late-evening time and at the real clock: rows must not depend on the hour.
    eveningClock = await seedAndSnapshot(db, 1, new Date('2025-03-14T23:50:00Z'));
    await resetData(db);
    realClock = await seedAndSnapshot(db, 1);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('yields the same members, ids and counts for the same seed', () => {
    expect(realClock.members).toHaveLength(MEMBERS);
    expect(eveningClock.members).toEqual(realClock.members);
    expect(eveningClock.counts).toEqual(realClock.counts);
    expect(eveningClock.feed).toEqual(realClock.feed);
  });

  it('yields different members for a different seed', () => {
    const ids = (s: Snapshot) => withoutFixture(s.members).map((r) => r.id);
    const names = (s: Snapshot) =>
      withoutFixture(s.members)
        .map((r) => `${r.firstName} ${r.lastName}`)
        .sort();
    expect(ids(otherSeed)).not.toEqual(ids(realClock));
    expect(names(otherSeed)).not.toEqual(names(realClock));
  });

  it('gives the demo guide enough open follow-ups dated today or earlier', async () => {
    const open = await db
      .select({ id: todos.id })
      .from(todos)
      .where(
        and(
          eq(todos.userId, DEMO_ACCOUNTS.guide.id),
          isNull(todos.completedAt),
          inArray(todos.type, [...FOLLOW_UP_TYPES]),
          lte(todos.date, new Date()),
        ),
      );
    expect(open.length).toBeGreaterThanOrEqual(DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS);
  });

  it('creates todos of every type', async () => {
    const rows = await db.selectDistinct({ type: todos.type }).from(todos);
    expect(rows.map((r) => r.type).sort()).toEqual([...TODO_TYPES].sort());
  });

  it("gives every phase reminder an assigned phase put off with 'Remind me later', shown on the member's feed", async () => {
    const reminders = await db.select().from(todos).where(eq(todos.type, 'SCHEDULE_WORKFLOW_PHASE_REMINDER'));
    expect(reminders.length).toBeGreaterThan(0);
    for (const reminder of reminders) {
      expect(reminder.externalItemType).toBe('assigned_workflow_phase');
      const [phase] = await db
        .select()
        .from(assignedWorkflowPhases)
        .where(eq(assignedWorkflowPhases.id, reminder.externalItemId!));
      expect(phase).toMatchObject({ memberId: reminder.memberId, completedAt: null });
      expect(phase!.remindLaterAt).not.toBeNull();
      const onFeed = await db
        .select({ id: feedItems.id })
        .from(feedItems)
        .where(and(eq(feedItems.memberId, reminder.memberId!), eq(feedItems.externalItemId, phase!.id)));
      expect(onFeed).toHaveLength(1);
    }
  });

  it("assigns every member to a customer and to a staff user of the member's organisation", async () => {
    const all = await db.select().from(users);
    const byId = new Map(all.map((u) => [u.id, u]));
    const customerIds = [...DEMO_CLIENTS.map((c) => c.id), TRAINING_CLIENT_ID];
    for (const member of all.filter((u) => u.role === 'PATIENT')) {
      expect(customerIds).toContain(member.clientId);
      expect(member.organisationId).toBe(DEMO_ORGANISATION.id);
      const guide = member.assignedGuideId ? byId.get(member.assignedGuideId) : undefined;
      expect(guide, `guide of ${member.id}`).toBeDefined();
      expect(guide?.organisationId).toBe(member.organisationId);
      expect(guide && isRole(guide.role) && isStaffRole(guide.role)).toBe(true);
    }
    expect(byId.get(DEMO_MEMBER.id)?.assignedGuideId).toBe(DEMO_ACCOUNTS.guide.id);
    expect(byId.get(DEMO_MEMBER.id)?.clientId).toBe(DEMO_CLIENT.id);
  });

  it('makes one organisation with three customers (one with a medical center), each with teams, numbers, terms and members', async () => {
    expect(await db.select({ id: organisations.id }).from(organisations)).toEqual([{ id: DEMO_ORGANISATION.id }]);
    const customers = (await db.select().from(clients).orderBy(asc(clients.id))).filter(
      (c) => c.id !== TRAINING_CLIENT_ID,
    );
    expect(customers.map((c) => c.id)).toEqual(DEMO_CLIENTS.map((c) => c.id));
    expect(customers.filter((c) => c.medicalCenterId !== null).map((c) => c.id)).toEqual([DEMO_CLIENT.id]);
    const members = await db.select({ clientId: users.clientId }).from(users).where(eq(users.role, 'PATIENT'));
    for (const customer of customers) {
      expect(customer.organisationId).toBe(DEMO_ORGANISATION.id);
      expect(customer.internalPhoneNumberId, customer.name).not.toBeNull();
      expect(customer.feedbackNumberId, customer.name).not.toBeNull();
      expect(
        (await db.select().from(teams).where(eq(teams.clientId, customer.id))).length,
        customer.name,
      ).toBeGreaterThan(0);
      expect(
        (await db.select().from(consentTerms).where(eq(consentTerms.clientId, customer.id))).length,
        customer.name,
      ).toBeGreaterThan(0);
      expect(members.filter((m) => m.clientId === customer.id).length, customer.name).toBeGreaterThan(10);
    }
    // Every tenant-scoped row the seed wrote carries the organisation.
    for (const table of [todos, feedItems, calls, smsMessages, interactions, consentTerms]) {
      const stray = await db
        .select({ organisationId: table.organisationId })
        .from(table)
        .where(ne(table.organisationId, DEMO_ORGANISATION.id))
        .limit(1);
      expect(stray).toEqual([]);
    }
  });

  it('gives members in outreach an outreach phase, others none, and every member an address (the member list shows both)', async () => {
    const all = await db
      .select({ id: users.id, stage: users.memberStageId, phase: users.outreachPhase })
      .from(users)
      .where(eq(users.role, 'PATIENT'));
    const outreach = all.filter((m) => m.stage === stageId('outreach'));
    expect(outreach.length).toBeGreaterThan(10);
    for (const m of outreach) expect(OUTREACH_PHASES, m.id).toContain(m.phase);
    expect(new Set(outreach.map((m) => m.phase)).size).toBeGreaterThan(2);
    expect(all.filter((m) => m.stage !== stageId('outreach')).every((m) => m.phase === null)).toBe(true);
    const housed = new Set(
      (await db.selectDistinct({ userId: addresses.userId }).from(addresses)).map((a) => a.userId),
    );
    expect(all.filter((m) => !housed.has(m.id))).toEqual([]);
  });

  it('gives the demo member calls, messages, visits and notes whose feed items resolve', async () => {
    const items = await db.select().from(feedItems).where(eq(feedItems.memberId, DEMO_MEMBER.id));
    const ofType = (type: string) => items.filter((i) => i.externalItemType === type).map((i) => i.externalItemId);
    for (const type of ['call', 'message', 'visit', 'note']) expect(ofType(type).length, type).toBeGreaterThan(0);
    const callRows = await db
      .select({ id: calls.id, status: calls.status, voicemail: calls.wentToVoicemail })
      .from(calls)
      .where(inArray(calls.id, ofType('call')));
    expect(callRows).toHaveLength(ofType('call').length);
    expect(callRows.some((c) => c.status === 'FAILED')).toBe(true);
    expect(callRows.some((c) => c.voicemail)).toBe(true);
    const texts = await db
      .select({ id: smsMessages.id, code: smsMessages.smsErrorCode })
      .from(smsMessages)
      .where(inArray(smsMessages.id, ofType('message')));
    expect(texts).toHaveLength(ofType('message').length);
    expect(texts.some((t) => t.code === 30007)).toBe(true);
    const visitsAndNotes = [...ofType('visit'), ...ofType('note')];
    const found = await db
      .select({ id: interactions.id })
      .from(interactions)
      .where(inArray(interactions.id, visitsAndNotes));
    expect(found).toHaveLength(visitsAndNotes.length);
  });

  it('gives every member 1 to 3 status events ending in the current status, the demo member a dismissable one', async () => {
    const all = await db
      .select({ id: users.id, statusId: users.memberStatusId })
      .from(users)
      .where(eq(users.role, 'PATIENT'));
    const events = await db
      .select()
      .from(memberStatusEvents)
      .orderBy(asc(memberStatusEvents.effectiveAt), asc(memberStatusEvents.id));
    const byMember = new Map<string, typeof events>();
    for (const e of events) byMember.set(e.memberId, [...(byMember.get(e.memberId) ?? []), e]);
    expect(byMember.size).toBe(all.length);
    const now = Date.now();
    for (const member of all) {
      const mine = byMember.get(member.id) ?? [];
      expect(mine.length, member.id).toBeGreaterThanOrEqual(1);
      expect(mine.length, member.id).toBeLessThanOrEqual(3);
      expect(mine.at(-1)?.memberStatusId, member.id).toBe(member.statusId);
      // Strictly ordered (the newest is unambiguous), none in the future, none dismissed.
      for (let i = 1; i < mine.length; i++)
        expect(mine[i]!.effectiveAt.getTime()).toBeGreaterThan(mine[i - 1]!.effectiveAt.getTime());
      expect(mine.every((e) => e.effectiveAt.getTime() <= now && e.dismissedAt === null)).toBe(true);
    }
    expect(events.some((e) => e.feedItemId !== null)).toBe(true);
    // A linked feed item is the member's own.
    const linked = events.filter((e) => e.feedItemId !== null);
    const items = new Map(
      (
        await db
          .select({ id: feedItems.id, memberId: feedItems.memberId })
          .from(feedItems)
          .where(
            inArray(
              feedItems.id,
              linked.map((e) => e.feedItemId!),
            ),
          )
      ).map((f) => [f.id, f.memberId]),
    );
    for (const e of linked) expect(items.get(e.feedItemId!)).toBe(e.memberId);
    const keys = new Map((await db.select().from(memberStatuses)).map((st) => [st.id, st.key]));
    expect((byMember.get(DEMO_MEMBER.id) ?? []).map((e) => keys.get(e.memberStatusId))).toEqual([
      'newly-engaged',
      'unable-to-re-engage',
      're-engaged',
    ]);
  });

  it('registers about half of the members with the external record system, the demo member among them, each id its own', async () => {
    const all = await db
      .select({ id: users.id, patientId: users.externalPatientId })
      .from(users)
      .where(eq(users.role, 'PATIENT'));
    const registered = all.filter((m) => m.patientId !== null);
    expect(registered.length).toBeGreaterThan(all.length * 0.35);
    expect(registered.length).toBeLessThan(all.length * 0.65);
    for (const m of registered) expect(m.patientId).toMatch(/^AV-\d{8}$/);
    expect(new Set(registered.map((m) => m.patientId)).size).toBe(registered.length);
    expect(registered.map((m) => m.id)).toContain(DEMO_MEMBER.id);
  });

  it('has one global information alert and a dismissable information update on a few members, the demo member among them', async () => {
    const rows = await db.select().from(alerts);
    const global = rows.filter((a) => a.memberId === null);
    expect(global).toHaveLength(1);
    expect(global[0]).toMatchObject({ severity: 'info', isDismissable: false, dismissedAt: null });
    const members = rows.filter((a) => a.memberId !== null);
    expect(members.length).toBeGreaterThanOrEqual(2);
    expect(members.every((a) => a.alertType === 'member_info_update' && a.isDismissable)).toBe(true);
    expect(members.map((a) => a.memberId)).toContain(DEMO_MEMBER.id);
  });
});
