/**
 * Test support: a member with every kind of record the FHIR export maps, made the way the portal
 * makes it (the API where a route writes it, the factories where a provider or the past does):
 * contact details and personal information, needs open, fulfilled, stopped, expired and without an
 * issue (one identified by a completed screening), the screening completed and a check-in open,
 * consents accepted and rejected, calls connected and missed (in and out), texts received,
 * delivered and failed, a visit elsewhere and one at the member's address where nobody answered.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createConsentFixture, TCPA, TREAT } from '../consent/testing.ts';
import { interactionOutcomes, userNeeds, users, visits } from '../db/schema/index.ts';
import { createNeed, insertNeed, needsCatalogue } from '../needs/factories.ts';
import {
  createAddress,
  createCall,
  createEmailAddress,
  createPhoneNumber,
  createSmsMessage,
  type TestOrganisation,
} from '../testing/factories.ts';
import type { TestServer } from '../testing/harness.ts';
import { createVisit } from '../testing/note-visit-factories.ts';
import { createAssignedSurvey } from '../testing/survey-factories.ts';

const DAY = 86_400_000;

export interface FullRecord {
  memberId: string;
  needs: { open: string; fulfilled: string; stopped: string; expired: string; noIssue: string };
  /** A referral to a food pantry on the open need (with its action), and one on the stopped need. */
  referrals: { open: string; stopped: string };
  screeningId: string;
  checkInId: string;
  visitIds: string[];
}

async function ok(answer: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
}

export async function createMemberWithEverything(t: TestServer, org: TestOrganisation): Promise<FullRecord> {
  const db = t.testDb.database.db;
  const memberId = org.member.id;
  const now = Date.now();
  await db
    .update(users)
    .set({
      birthDate: '1961-04-17',
      preferredName: 'Rosie',
      language: 'es',
      reportedLanguage: 'Spanish',
      standardMemberAttributes: {
        dsnpFlag: true,
        effectiveDate: '2025-01-01',
        insurancePlanName: 'Plan',
        subscriberId: 'S-1',
        medicareId: '1EG4TE5MK73',
        medicaidId: null,
        pcpName: null,
        pcpAddressLine1: null,
        pcpAddressLine2: null,
        pcpCity: null,
        pcpState: null,
        pcpZip: null,
        pcpPhone: null,
        careNavigator: null,
        caseManager: null,
        hospitals: [],
        clientFeedData: [],
      },
    })
    .where(eq(users.id, memberId));
  await createPhoneNumber(db, org, { description: 'Mobile', type: 'mobile' });
  await createPhoneNumber(db, org, { description: 'Home', isPrimary: false });
  await createEmailAddress(db, org);
  const home = await createAddress(db, org, { line2: 'Apt 4' });

  // The screening, answered along its path and submitted: housing worried, food often, transport both.
  const { assignedSurveyId: screeningId } = await createAssignedSurvey(db, org);
  const answer = (questionId: string, value: { selectedOptionIds?: string[]; textResponse?: string }) =>
    ok(
      t.request(org.guide, 'POST', '/surveys/v2/question-responses', {
        body: { assignedSurveyId: screeningId, questionId, skipped: false, ...value },
      }),
      questionId,
    );
  await answer('reached', { selectedOptionIds: ['yes'] });
  await answer('housing', { selectedOptionIds: ['worried'] });
  await answer('housing-details', { textResponse: 'Rent went up in March' });
  await answer('food', { selectedOptionIds: ['often'] });
  await answer('transport', { selectedOptionIds: ['medical', 'work'] });
  await answer('adults', { textResponse: '2' });
  await answer('next-visit', { textResponse: new Date(now + 3 * DAY).toISOString().slice(0, 10) });
  await ok(t.request(org.guide, 'POST', `/surveys/v2/assigned/${screeningId}/submit`), 'submit');
  const { assignedSurveyId: checkInId } = await createAssignedSurvey(db, org, {
    key: 'monthly-check-in',
    dueAt: new Date(now + 7 * DAY),
  });

  const open = await createNeed(db, org);
  await db.update(userNeeds).set({ assignedSurveyId: screeningId }).where(eq(userNeeds.id, open));
  const fulfilled = await createNeed(db, org);
  await ok(
    t.request(org.guide, 'PATCH', `/care/user-needs/${fulfilled}`, {
      body: { fulfilled: true, comment: 'Enrolled in SNAP' },
    }),
    'fulfil',
  );
  const stopped = await createNeed(db, org);
  // An action with a referral on the open need and on the need about to be stopped (as a guide records them).
  const { activityId } = await needsCatalogue(db, org.organisationId);
  const referrals = { open: randomUUID(), stopped: randomUUID() };
  for (const [needId, referralId] of [
    [open, referrals.open],
    [stopped, referrals.stopped],
  ] as const)
    await ok(
      t.request(org.guide, 'POST', `/needs/${needId}/action`, {
        body: {
          id: randomUUID(),
          activityId: activityId('community-referral'),
          date: new Date(now - DAY).toISOString().slice(0, 10),
          durationInMinutes: 15,
          description: 'Called the pantry together',
          markAsFulfilled: false,
          resourceReferrals: [
            { id: referralId, resourceName: 'Northside Food Pantry', contactName: 'Ana', phoneNumber: '+13125550100' },
          ],
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
      'action',
    );
  await ok(t.request(org.guide, 'PATCH', `/care/user-needs/${stopped}`, { body: { abandoned: true } }), 'abandon');
  const expired = await insertNeed(db, {
    organisationId: org.organisationId,
    memberId,
    createdById: org.guide.id,
    issueKey: 'transportation-insecurity',
    reason: '<p>No car since the winter</p>',
    identifiedAt: new Date(now - 60 * DAY),
    expiresAt: new Date(now - 30 * DAY),
  });
  const noIssue = randomUUID();
  await db.insert(userNeeds).values({
    id: noIssue,
    organisationId: org.organisationId,
    memberId,
    issueId: null,
    reason: '<p>Needs help with a utility bill</p>',
    identifiedAt: new Date(now - DAY),
    expiresAt: new Date(now + 29 * DAY),
    sortOrder: 9,
    createdById: org.guide.id,
    updatedAt: new Date(now - DAY),
  });

  // The consent to treat asks the member's identity first (as a guide confirms it on the phone).
  const consent = await createConsentFixture(db, org);
  const identity = await t.request(org.guide, 'POST', '/consent/identity', {
    body: { memberId, name: 'Rosa Diaz', dateOfBirth: '1961-04-17' },
  });
  if (identity.status !== 200) throw new Error(`identity: ${identity.status}`);
  const consentIdentityId = (identity.body as { consentIdentityId: string }).consentIdentityId;
  await ok(
    t.request(org.guide, 'POST', '/consent', {
      body: { memberId, termId: consent.termIds[TREAT], consented: true, consentIdentityId },
    }),
    'consent to treat',
  );
  await ok(
    t.request(org.guide, 'POST', '/consent', { body: { memberId, termId: consent.termIds[TCPA], consented: false } }),
    'texting consent',
  );

  const started = new Date(now - 2 * DAY);
  await createCall(db, org, {
    timeStarted: started,
    timeConnected: new Date(started.getTime() + 10_000),
    timeEnded: new Date(started.getTime() + 310_000),
    note: '<p>Talked about the food bank.</p>',
  });
  await createCall(db, org, { status: 'MISSED', timeStarted: new Date(now - DAY), duration: null });
  await createCall(db, org, {
    incoming: true,
    originatorUserId: memberId,
    receiverUserId: org.guide.id,
    timeStarted: new Date(now - 3 * DAY),
    timeConnected: new Date(now - 3 * DAY + 5_000),
    timeEnded: new Date(now - 3 * DAY + 65_000),
  });
  await createSmsMessage(db, org, { text: 'Can you call me back?' });
  await createSmsMessage(db, org, { incoming: false, text: 'Calling you at 3', smsStatus: 'delivered' });
  await createSmsMessage(db, org, { incoming: false, text: 'Are you there?', smsStatus: 'failed', sentAt: null });

  const elsewhere = await createVisit(db, org, { createdAt: new Date(now - 4 * DAY) });
  const [nobody] = await db
    .select({ id: interactionOutcomes.id })
    .from(interactionOutcomes)
    .where(and(eq(interactionOutcomes.kind, 'visit'), eq(interactionOutcomes.key, 'wrong-address')));
  const atHome = await createVisit(db, org, { createdAt: new Date(now - 5 * DAY), outcomeId: nobody?.id ?? null });
  await db.update(visits).set({ addressId: home.id, location: null }).where(eq(visits.id, atHome.id));

  return {
    memberId,
    needs: { open, fulfilled, stopped, expired, noIssue },
    referrals,
    screeningId,
    checkInId,
    visitIds: [elsewhere.id, atHome.id],
  };
}
