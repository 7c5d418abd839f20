import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { TODO_TYPES, isRole, isStaffRole } from '../../domain/index.ts';
import { openDatabase, type Database, type Db } from '../db/connect.ts';
import { calls, feedItems, interactions, smsMessages, todos, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_MEMBER } from './fixtures.ts';
import { seedDemoOrganisation, type SeedSummary } from './generate.ts';
import { DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS } from './guarantees.ts';
import { FOLLOW_UP_TYPES } from './work.ts';

const MEMBERS = 200;

async function seeded(seed: number, now?: Date): Promise<{ database: Database; summary: SeedSummary }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const summary = await seedDemoOrganisation(database.db, { members: MEMBERS, seed, ...(now ? { now } : {}) });
  return { database, summary };
}

const members = (db: Db) =>
  db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.role, 'PATIENT')).orderBy(asc(users.id));

describe('seedDemoOrganisation', () => {
  let first: Awaited<ReturnType<typeof seeded>>;
  let again: Awaited<ReturnType<typeof seeded>>;
  let other: Awaited<ReturnType<typeof seeded>>;

  beforeAll(async () => {
    // The same seed at the real clock and at a fixed evening time: rows must not depend on the hour.
    first = await seeded(1);
    again = await seeded(1, new Date('2025-03-14T23:50:00Z'));
    other = await seeded(2);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first, again, other].map((s) => s?.database.close()));
  });

  it('yields the same members, ids and counts for the same seed', async () => {
    const [a, b] = await Promise.all([members(first.database.db), members(again.database.db)]);
    expect(a).toHaveLength(MEMBERS);
    expect(b).toEqual(a);
    expect(again.summary.counts).toEqual(first.summary.counts);
    const ids = (db: Db) => db.select({ id: feedItems.id, item: feedItems.externalItemId }).from(feedItems).orderBy(asc(feedItems.id));
    expect(await ids(again.database.db)).toEqual(await ids(first.database.db));
  });

  it('yields different members for a different seed', async () => {
    const [a, c] = await Promise.all([members(first.database.db), members(other.database.db)]);
    const nonFixture = (rows: typeof a) => rows.filter((r) => r.id !== DEMO_MEMBER.id);
    expect(nonFixture(c).map((r) => r.id)).not.toEqual(nonFixture(a).map((r) => r.id));
    expect(nonFixture(c).map((r) => `${r.firstName} ${r.lastName}`)).not.toEqual(nonFixture(a).map((r) => `${r.firstName} ${r.lastName}`));
  });

  it('gives the demo guide enough open follow-ups dated today or earlier', async () => {
    const open = await first.database.db
      .select({ id: todos.id })
      .from(todos)
      .where(and(eq(todos.userId, DEMO_ACCOUNTS.guide.id), isNull(todos.completedAt), inArray(todos.type, [...FOLLOW_UP_TYPES]), lte(todos.date, new Date())));
    expect(open.length).toBeGreaterThanOrEqual(DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS);
  });

  it('creates todos of every type', async () => {
    const rows = await first.database.db.selectDistinct({ type: todos.type }).from(todos);
    expect(rows.map((r) => r.type).sort()).toEqual([...TODO_TYPES].sort());
  });

  it("assigns every member to a staff user of the member's client", async () => {
    const db = first.database.db;
    const all = await db.select().from(users);
    const byId = new Map(all.map((u) => [u.id, u]));
    for (const member of all.filter((u) => u.role === 'PATIENT')) {
      expect(member.clientId).toBe(DEMO_CLIENT.id);
      const guide = member.assignedGuideId ? byId.get(member.assignedGuideId) : undefined;
      expect(guide, `guide of ${member.id}`).toBeDefined();
      expect(guide?.clientId).toBe(member.clientId);
      expect(guide && isRole(guide.role) && isStaffRole(guide.role)).toBe(true);
    }
    expect(byId.get(DEMO_MEMBER.id)?.assignedGuideId).toBe(DEMO_ACCOUNTS.guide.id);
  });

  it('gives the demo member calls, messages, visits and notes whose feed items resolve', async () => {
    const db = first.database.db;
    const items = await db.select().from(feedItems).where(eq(feedItems.memberId, DEMO_MEMBER.id));
    const ofType = (type: string) => items.filter((i) => i.externalItemType === type).map((i) => i.externalItemId);
    for (const type of ['call', 'message', 'visit', 'note']) expect(ofType(type).length, type).toBeGreaterThan(0);
    const callRows = await db.select({ id: calls.id, status: calls.status, voicemail: calls.wentToVoicemail }).from(calls).where(inArray(calls.id, ofType('call')));
    expect(callRows).toHaveLength(ofType('call').length);
    expect(callRows.some((c) => c.status === 'FAILED')).toBe(true);
    expect(callRows.some((c) => c.voicemail)).toBe(true);
    const texts = await db.select({ id: smsMessages.id, code: smsMessages.smsErrorCode }).from(smsMessages).where(inArray(smsMessages.id, ofType('message')));
    expect(texts).toHaveLength(ofType('message').length);
    expect(texts.some((t) => t.code === 30007)).toBe(true);
    const visitsAndNotes = [...ofType('visit'), ...ofType('note')];
    const found = await db.select({ id: interactions.id }).from(interactions).where(inArray(interactions.id, visitsAndNotes));
    expect(found).toHaveLength(visitsAndNotes.length);
  });
});
