/**
 * The walks' scenarios for the operations of admin-needs-content.ts (gathered in server/testing/scenarios.ts).
 * - Needs Content: admins only; another organisation's item, or an item naming one, is not found.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { needActivities, needCategories, needDomains, needIssues, needZCodes } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE, ANY_STAFF } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminNeedsContentHandlers } from './admin-needs-content.ts';

export const uniqueKey = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
/** A Z-code no other test's organisation is likely to hold (codes are unique per organisation). */
export const uniqueZCode = () => `Z${randomInt(10, 100)}.${randomUUID().slice(0, 4).toUpperCase()}`;

export interface NeedsContentFixture {
  domainId: string;
  categoryId: string;
  activityId: string;
  issueId: string;
  zCode: string;
}

/** A new Z-code's body: a key of its own, an issue and an assistance. */
const zCodeBody = (code: string, title: string) => ({
  code,
  key: uniqueKey('zcode'),
  title,
  issues: ['Housing instability'],
  assistances: ['Shelter referral'],
});

/** One item of each kind in `org`, the issue in the category and naming the activity and Z-code. */
export async function createNeedsContent(
  db: Db,
  org: Pick<TestOrganisation, 'organisationId'>,
): Promise<NeedsContentFixture> {
  const organisationId = org.organisationId;
  const ids = { domainId: randomUUID(), categoryId: randomUUID(), activityId: randomUUID(), issueId: randomUUID() };
  const zCode = uniqueZCode();
  await db
    .insert(needZCodes)
    .values({ organisationId, code: zCode, key: uniqueKey('zcode'), title: 'Problems related to housing' });
  await db
    .insert(needDomains)
    .values({ id: ids.domainId, organisationId, key: uniqueKey('domain'), name: 'Housing', sortOrder: 1 });
  await db.insert(needCategories).values({
    id: ids.categoryId,
    organisationId,
    domainId: ids.domainId,
    key: uniqueKey('category'),
    name: 'Shelter',
    sortOrder: 1,
  });
  await db.insert(needActivities).values({
    id: ids.activityId,
    organisationId,
    key: uniqueKey('activity'),
    name: 'Housing search',
    overview: 'Look for housing together.',
    defaultMinutes: 30,
    icon: '🏠',
    sortOrder: 1,
  });
  await db.insert(needIssues).values({
    id: ids.issueId,
    organisationId,
    categoryId: ids.categoryId,
    key: uniqueKey('issue'),
    label: 'Needs a place to stay',
    zCode,
    defaultTimeFrameDays: 30,
    tags: ['housing'],
    activityIds: [ids.activityId],
    overview: '',
    sortOrder: 1,
  });
  return { ...ids, zCode };
}

export const domainBody = () => ({ key: uniqueKey('domain'), name: 'Safety', sortOrder: 2 });
export const categoryBody = (domainId: string) => ({
  key: uniqueKey('category'),
  name: 'Legal',
  domainId,
  sortOrder: 2,
});
export const activityBody = () => ({
  key: uniqueKey('activity'),
  name: 'Legal aid referral',
  overview: 'Refer the member to free legal aid.',
  defaultMinutes: 20,
  icon: '⚖️',
  sortOrder: 2,
});
export const issueBody = (fixture: Pick<NeedsContentFixture, 'categoryId' | 'activityId' | 'zCode'>) => ({
  key: uniqueKey('issue'),
  label: 'Facing eviction',
  categoryId: fixture.categoryId,
  zCode: fixture.zCode,
  defaultTimeFrameDays: 14,
  tags: ['housing', 'eviction'],
  activityIds: [fixture.activityId],
  overview: 'The member has an eviction notice.',
  needRequiresAction: true,
  sortOrder: 2,
});

const objectless = 'names nothing of another organisation: the new item is the caller organisation’s own';

export const adminNeedsContentScenarios = {
  needsMetadataRow: {
    authorization: { request: () => ({}), expect: ANY_STAFF },
    isolation: { nothingForeign: async ({ db, foreign }) => (await createNeedsContent(db, foreign), {}) },
  },
  createNeedDomain: {
    authorization: { request: () => ({ body: { id: randomUUID(), ...domainBody() } }), expect: ADMINS_ANYWHERE },
    isolation: { exempt: objectless },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { body: { id: randomUUID(), ...domainBody() } }),
  },
  updateNeedDomain: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: (await createNeedsContent(db, o)).domainId },
        body: domainBody(),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: (await createNeedsContent(db, foreign)).domainId },
        body: domainBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { domainId } = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { params: { id: domainId }, body: domainBody() });
    },
  },
  createNeedCategory: {
    // Its domain is the target's, so another organisation's target is not found.
    authorization: {
      request: async ({ db, o }) => ({
        body: { id: randomUUID(), ...categoryBody((await createNeedsContent(db, o)).domainId) },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { id: randomUUID(), ...categoryBody((await createNeedsContent(db, foreign)).domainId) },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { domainId } = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { body: { id: randomUUID(), ...categoryBody(domainId) } });
    },
  },
  updateNeedCategory: {
    authorization: {
      request: async ({ db, o }) => {
        const fixture = await createNeedsContent(db, o);
        return { params: { id: fixture.categoryId }, body: categoryBody(fixture.domainId) };
      },
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => {
        const fixture = await createNeedsContent(db, foreign);
        return { params: { id: fixture.categoryId }, body: categoryBody(fixture.domainId) };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const fixture = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { params: { id: fixture.categoryId }, body: categoryBody(fixture.domainId) });
    },
  },
  createNeedActivity: {
    authorization: { request: () => ({ body: { id: randomUUID(), ...activityBody() } }), expect: ADMINS_ANYWHERE },
    isolation: { exempt: objectless },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { body: { id: randomUUID(), ...activityBody() } }),
  },
  updateNeedActivity: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: (await createNeedsContent(db, o)).activityId },
        body: activityBody(),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: (await createNeedsContent(db, foreign)).activityId },
        body: activityBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { activityId } = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { params: { id: activityId }, body: activityBody() });
    },
  },
  createNeedIssue: {
    // Its category and activity are the target's, so another organisation's target is not found.
    authorization: {
      request: async ({ db, o }) => ({ body: { id: randomUUID(), ...issueBody(await createNeedsContent(db, o)) } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { id: randomUUID(), ...issueBody(await createNeedsContent(db, foreign)) },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const fixture = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { body: { id: randomUUID(), ...issueBody(fixture) } });
    },
  },
  updateNeedIssue: {
    authorization: {
      request: async ({ db, o }) => {
        const fixture = await createNeedsContent(db, o);
        return { params: { id: fixture.issueId }, body: issueBody(fixture) };
      },
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => {
        const fixture = await createNeedsContent(db, foreign);
        return { params: { id: fixture.issueId }, body: issueBody(fixture) };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const fixture = await createNeedsContent(db, org);
      return () => callAs(org.superAdmin, { params: { id: fixture.issueId }, body: issueBody(fixture) });
    },
  },
  createNeedZCode: {
    authorization: {
      request: () => ({ body: zCodeBody(uniqueZCode(), 'Problems related to safety') }),
      expect: ADMINS_ANYWHERE,
    },
    isolation: { exempt: objectless },
    write:
      async ({ org, callAs }) =>
      () =>
        callAs(org.superAdmin, { body: zCodeBody(uniqueZCode(), 'Problems related to safety') }),
  },
  updateNeedZCode: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: (await createNeedsContent(db, o)).zCode },
        body: { key: uniqueKey('zcode'), title: 'Homelessness', issues: ['Housing instability'], assistances: [] },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: (await createNeedsContent(db, foreign)).zCode },
        body: { key: uniqueKey('zcode'), title: 'Homelessness', issues: ['Housing instability'], assistances: [] },
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { zCode } = await createNeedsContent(db, org);
      return () =>
        callAs(org.superAdmin, {
          params: { id: zCode },
          body: { key: uniqueKey('zcode'), title: 'Homelessness', issues: [], assistances: ['Shelter referral'] },
        });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminNeedsContentHandlers>>;
