/** Needs fixtures made through the API (so every row and its history is as a guide leaves it). */
import type { TestOrganisation } from '../testing/factories.ts';
import type { TestServer } from '../testing/harness.ts';
import { createNeed, needsCatalogue } from './factories.ts';

export interface NeedWithAction {
  needId: string;
  actionId: string;
}

/** A need of the organisation's member with one action recorded by its guide (a referral to a food bank). */
export async function createNeedWithAction(t: TestServer, org: TestOrganisation): Promise<NeedWithAction> {
  const db = t.testDb.database.db;
  const { activityId } = await needsCatalogue(db, org.organisationId);
  const needId = await createNeed(db, org);
  const actionId = crypto.randomUUID();
  const today = new Date().toISOString().slice(0, 10);
  const answer = await t.request(org.guide, 'POST', `/needs/${needId}/action`, {
    body: {
      id: actionId,
      activityId: activityId('community-referral'),
      date: today,
      durationInMinutes: 15,
      description: 'Referred to the food bank',
      markAsFulfilled: false,
      resourceReferrals: [{ id: crypto.randomUUID(), resourceName: 'Northside Food Bank', zipcode: '60614' }],
    },
  });
  if (answer.status !== 200) throw new Error(`createNeedWithAction: ${answer.status}`);
  return { needId, actionId };
}
