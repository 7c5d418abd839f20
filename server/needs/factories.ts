/**
 * Test and demo factories for needs: the catalogue in an organisation, and a need inserted as a
 * guide would have identified it (with its 'identified' history entry), optionally back-dated.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { needActivities, needHistoryEntries, needIssues, userNeeds } from '../db/schema/index.ts';
import { ensureNeedsCatalogue } from '../seed/needs-catalogue.ts';

type Writer = Pick<Tx, 'select' | 'insert'>;

export interface NeedsCatalogueIds {
  issueId: (key: string) => string;
  activityId: (key: string) => string;
}

/** Publishes the catalogue (once) and answers its ids by key. */
export async function needsCatalogue(db: Writer, organisationId: string): Promise<NeedsCatalogueIds> {
  await ensureNeedsCatalogue(db, organisationId);
  const issues = await db
    .select({ id: needIssues.id, key: needIssues.key })
    .from(needIssues)
    .where(eq(needIssues.organisationId, organisationId));
  const activities = await db
    .select({ id: needActivities.id, key: needActivities.key })
    .from(needActivities)
    .where(eq(needActivities.organisationId, organisationId));
  const find = (rows: { id: string; key: string }[], kind: string) => (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`No ${kind} ${key}`);
    return row.id;
  };
  return { issueId: find(issues, 'issue'), activityId: find(activities, 'activity') };
}

export interface NeedSeed {
  organisationId: string;
  memberId: string;
  createdById: string;
  issueKey: string;
  reason: string;
  identifiedAt: Date;
  expiresAt: Date;
  sortOrder?: number;
}

/** Inserts a need directly (no change rows: for fixtures made before a test looks). */
export async function insertNeed(db: Writer, seed: NeedSeed): Promise<string> {
  const [issue] = await db
    .select({ id: needIssues.id, label: needIssues.label })
    .from(needIssues)
    .where(and(eq(needIssues.organisationId, seed.organisationId), eq(needIssues.key, seed.issueKey)));
  if (!issue) throw new Error(`No issue ${seed.issueKey}`);
  const id = randomUUID();
  await db.insert(userNeeds).values({
    id,
    organisationId: seed.organisationId,
    memberId: seed.memberId,
    issueId: issue.id,
    reason: seed.reason,
    identifiedAt: seed.identifiedAt,
    expiresAt: seed.expiresAt,
    sortOrder: seed.sortOrder ?? 0,
    createdById: seed.createdById,
    updatedAt: seed.identifiedAt,
  });
  await db.insert(needHistoryEntries).values({
    id: randomUUID(),
    organisationId: seed.organisationId,
    needId: id,
    memberId: seed.memberId,
    kind: 'identified',
    newValue: issue.label,
    actorId: seed.createdById,
    createdAt: seed.identifiedAt,
  });
  return id;
}

/** A fixture need for a test organisation: food insecurity, identified now, 30 days. */
export async function createNeed(
  db: Writer,
  org: { organisationId: string; guide: { id: string }; member: { id: string } },
  expiresInDays = 30,
): Promise<string> {
  await ensureNeedsCatalogue(db, org.organisationId);
  const now = Date.now();
  return insertNeed(db, {
    organisationId: org.organisationId,
    memberId: org.member.id,
    createdById: org.guide.id,
    issueKey: 'food-insecurity',
    reason: '<p>Skips meals at month end</p>',
    identifiedAt: new Date(now),
    expiresAt: new Date(now + expiresInDays * 86_400_000),
  });
}
