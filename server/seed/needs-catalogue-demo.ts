/**
 * The demo's needs: the catalogue published, and a few needs on two members of the main customer
 * who are not the demo guide's (so the demo guide's own caseload stays as other demos expect it):
 * transportation with 5 days left (Expiring Soon, extendable), food insecurity with an action and
 * a referral, a fulfilled low-income need, and social isolation (the activity tiles).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import {
  needActions,
  needActivities,
  needHistoryEntries,
  needIssues,
  needResourceReferrals,
  userNeeds,
  users,
} from '../db/schema/index.ts';
import { ensureNeedsCatalogue } from './needs-catalogue.ts';

/** The demo's need with 5 days left (end-to-end tests extend it). */
export const DEMO_EXPIRING_NEED_ID = '00000000-0000-4000-8000-00000000e001';

const DAY = 86_400_000;

interface DemoNeed {
  id?: string;
  /** Another guide's first or second member, or one of the demo guide's own (their docket's Needs tab). */
  member: 0 | 1 | 'demo-guide';
  issue: string;
  reason: string;
  identifiedDaysAgo: number;
  expiresInDays: number;
  action?: {
    activity: string;
    description: string;
    referral?: { resourceName: string; phoneNumber: string; zipcode: string };
  };
  fulfilled?: string;
}

const DEMO_NEEDS: readonly DemoNeed[] = [
  {
    id: DEMO_EXPIRING_NEED_ID,
    member: 0,
    issue: 'transportation-insecurity',
    reason: '<p>No car since March; the bus does not reach the dialysis center.</p>',
    identifiedDaysAgo: 25,
    expiresInDays: 5,
  },
  {
    member: 0,
    issue: 'food-insecurity',
    reason: '<p>Runs out of groceries the last week of the month.</p>',
    identifiedDaysAgo: 10,
    expiresInDays: 20,
    action: {
      activity: 'community-referral',
      description: 'Referred to the Northside pantry; she will go on Thursday.',
      referral: { resourceName: 'Northside Community Food Pantry', phoneNumber: '+13125550143', zipcode: '60614' },
    },
  },
  {
    member: 0,
    issue: 'low-income',
    reason: '<p>Hours cut at work.</p>',
    identifiedDaysAgo: 40,
    expiresInDays: 20,
    fulfilled: 'Enrolled in SNAP and the utility discount.',
  },
  {
    // The demo guide's own: their Needs tab offers Extend whatever day the demo starts.
    member: 'demo-guide',
    issue: 'inadequate-housing-utilities',
    reason: '<p>Shut-off notice from the gas company; owes two months.</p>',
    identifiedDaysAgo: 27,
    expiresInDays: 3,
  },
  {
    member: 1,
    issue: 'social-isolation',
    reason: '<p>Lives alone since her husband passed; rarely leaves home.</p>',
    identifiedDaysAgo: 3,
    expiresInDays: 57,
  },
];

export async function seedNeedsDemo(
  tx: Tx,
  options: { organisationId: string; clientId: string; demoGuideId: string; creatorId: string; now: Date },
): Promise<void> {
  await ensureNeedsCatalogue(tx, options.organisationId);
  // The customer's members, of the demo guide or not, in id order (first or last).
  const customerMembers = (ofDemoGuide: boolean, order: typeof asc, limit: number) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organisationId, options.organisationId),
          eq(users.clientId, options.clientId),
          eq(users.role, 'PATIENT'),
          (ofDemoGuide ? eq : ne)(users.assignedGuideId, options.demoGuideId),
        ),
      )
      .orderBy(order(users.id))
      .limit(limit);
  const members = await customerMembers(false, asc, 2);
  if (members.length < 2) return;
  // From the end of the guide's list: the end-to-end suites take the demo guide's first members.
  const [own] = await customerMembers(true, desc, 1);
  const issues = new Map(
    (await tx.select().from(needIssues).where(eq(needIssues.organisationId, options.organisationId))).map((row) => [
      row.key,
      row,
    ]),
  );
  const activities = new Map(
    (await tx.select().from(needActivities).where(eq(needActivities.organisationId, options.organisationId))).map(
      (row) => [row.key, row],
    ),
  );
  const now = options.now.getTime();
  let sortOrder = 0;
  for (const demo of DEMO_NEEDS) {
    const issue = issues.get(demo.issue)!;
    const memberId = demo.member === 'demo-guide' ? own?.id : members[demo.member]!.id;
    if (!memberId) continue;
    const id = demo.id ?? randomUUID();
    const identifiedAt = new Date(now - demo.identifiedDaysAgo * DAY);
    const actionAt = new Date(now - 2 * DAY);
    const base = { organisationId: options.organisationId, needId: id, memberId, actorId: options.creatorId };
    await tx.insert(userNeeds).values({
      id,
      organisationId: options.organisationId,
      memberId,
      issueId: issue.id,
      reason: demo.reason,
      identifiedAt,
      expiresAt: new Date(now + demo.expiresInDays * DAY),
      sortOrder: sortOrder++,
      createdById: options.creatorId,
      updatedAt: identifiedAt,
      lastActionAt: demo.action ? actionAt : null,
      ...(demo.fulfilled
        ? { fulfilledAt: actionAt, fulfilledComment: demo.fulfilled, closedById: options.creatorId }
        : {}),
    });
    await tx
      .insert(needHistoryEntries)
      .values({ ...base, id: randomUUID(), kind: 'identified', newValue: issue.label, createdAt: identifiedAt });
    if (demo.action) {
      const actionId = randomUUID();
      const activity = activities.get(demo.action.activity)!;
      await tx.insert(needActions).values({
        id: actionId,
        organisationId: options.organisationId,
        needId: id,
        memberId,
        activityId: activity.id,
        date: actionAt.toISOString().slice(0, 10),
        durationInMinutes: activity.defaultMinutes,
        description: demo.action.description,
        creatorId: options.creatorId,
        markAsFulfilled: false,
        createdAt: actionAt,
      });
      await tx.insert(needHistoryEntries).values({
        ...base,
        id: randomUUID(),
        kind: 'actionTaken',
        actionId,
        comment: demo.action.description,
        createdAt: actionAt,
      });
      if (demo.action.referral) {
        const referralId = randomUUID();
        await tx.insert(needResourceReferrals).values({
          id: referralId,
          organisationId: options.organisationId,
          actionId,
          needId: id,
          memberId,
          ...demo.action.referral,
          creatorId: options.creatorId,
          createdAt: actionAt,
        });
        await tx.insert(needHistoryEntries).values({
          ...base,
          id: randomUUID(),
          kind: 'resourceReferred',
          actionId,
          referralId,
          newValue: demo.action.referral.resourceName,
          createdAt: actionAt,
        });
      }
    }
    if (demo.fulfilled)
      await tx
        .insert(needHistoryEntries)
        .values({ ...base, id: randomUUID(), kind: 'fulfilled', comment: demo.fulfilled, createdAt: actionAt });
  }
}
