/** Test support for the consent suites: a tenant's demo terms plus a live and an expired link. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { seedConsentDemo } from './seed-consent.ts';

export interface ConsentFixture {
  /** term key -> term id */
  termIds: Record<string, string>;
  key: string;
  expiredKey: string;
}

export const TREAT = 'consent-to-treat';
export const TCPA = 'tcpa-text-messaging';
export const HIPAA = 'hipaa-privacy-release';

export async function createConsentFixture(
  db: Db,
  tenant: TestOrganisation,
  now = new Date(),
): Promise<ConsentFixture> {
  const demo = await seedConsentDemo(db, {
    organisationId: tenant.organisationId,
    clientId: tenant.clientId,
    memberIds: [tenant.member.id],
    now,
    random: Math.random,
    liveLinks: 1,
    answeredShare: 0,
  });
  const live = demo.liveLinks[0];
  if (!live || !demo.expiredLink) throw new Error('consent fixture links missing');
  return {
    termIds: Object.fromEntries(demo.terms.map((t) => [t.key, t.id])),
    key: live.key,
    expiredKey: demo.expiredLink.key,
  };
}

/** A fresh link for the tenant's member (each test that answers wants a clean slate of its own). */
export async function createMemberLink(
  db: Db,
  tenant: TestOrganisation,
  memberId: string,
  now = new Date(),
): Promise<string> {
  const demo = await seedConsentDemo(db, {
    organisationId: tenant.organisationId,
    clientId: tenant.clientId,
    memberIds: [memberId],
    now,
    random: Math.random,
    liveLinks: 1,
    answeredShare: 0,
  });
  const live = demo.liveLinks[0];
  if (!live) throw new Error('consent link missing');
  return live.key;
}

/** Another member of the tenant, so a test's answers start from nothing. */
export async function createMember(db: Db, tenant: TestOrganisation, firstName = 'Extra'): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    organisationId: tenant.organisationId,
    clientId: tenant.clientId,
    role: 'PATIENT',
    firstName,
    lastName: 'Member',
    assignedGuideId: tenant.guide.id,
    memberStatusId: 1,
    memberStageId: 1,
  });
  return id;
}
