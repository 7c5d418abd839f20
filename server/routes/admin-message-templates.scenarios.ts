/**
 * The walks' scenarios for the operations of admin-message-templates.ts (gathered in server/testing/scenarios.ts).
 * - Message Templates: admins only; another organisation's category, template or customer is not found.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { messageTemplateCategories, messageTemplates } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS, ADMINS_ANYWHERE } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminMessageTemplatesHandlers } from './admin-message-templates.ts';

const uniqueName = () => `Category ${randomUUID().slice(0, 8)}`;

/** A category of the organisation's own with one template; their ids. */
export async function createTemplateCategory(
  db: Db,
  org: Pick<TestOrganisation, 'organisationId'>,
): Promise<{ categoryId: string; templateId: string }> {
  const [categoryId, templateId] = [randomUUID(), randomUUID()];
  await db
    .insert(messageTemplateCategories)
    .values({ organisationId: org.organisationId, id: categoryId, name: uniqueName(), sortOrder: 9 });
  await db.insert(messageTemplates).values({
    organisationId: org.organisationId,
    id: templateId,
    categoryId,
    template: 'Hi {{memberFirstName}}, see you soon.',
    sortOrder: 1,
  });
  return { categoryId, templateId };
}

export const categoryBody = () => ({ name: uniqueName(), sortOrder: 4, stageKey: null });
export const templateBody = (categoryId: string, clientIds: string[] = []) => ({
  template: 'Hello {{memberFirstName}}, this is {{guideFirstName}}.',
  categoryId,
  sortOrder: 3,
  allClients: clientIds.length === 0,
  clientIds,
});

export const adminMessageTemplatesScenarios = {
  createMessageTemplateCategory: {
    // Names nothing but itself: an admin adds a category of their own organisation whatever the target.
    authorization: { request: () => ({ body: { id: randomUUID(), ...categoryBody() } }), expect: ADMINS_ANYWHERE },
    isolation: {
      exempt: 'names nothing of another organisation: its ids are its own (a category id is unique per organisation)',
    },
    write: async ({ org, callAs }) => {
      return () => callAs(org.superAdmin, { body: { id: randomUUID(), ...categoryBody() } });
    },
  },
  updateMessageTemplateCategory: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: (await createTemplateCategory(db, o)).categoryId },
        body: categoryBody(),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: (await createTemplateCategory(db, foreign)).categoryId },
        body: categoryBody(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { categoryId } = await createTemplateCategory(db, org);
      return () => callAs(org.superAdmin, { params: { id: categoryId }, body: categoryBody() });
    },
  },
  createMessageTemplate: {
    authorization: {
      request: async ({ db, o }) => ({
        body: { id: randomUUID(), ...templateBody((await createTemplateCategory(db, o)).categoryId) },
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        body: { id: randomUUID(), ...templateBody((await createTemplateCategory(db, foreign)).categoryId) },
      }),
      by: 'superAdmin',
    },
    write: async ({ org, callAs }) => {
      return () =>
        callAs(org.superAdmin, { body: { id: randomUUID(), ...templateBody('introductions', [org.clientId]) } });
    },
  },
  updateMessageTemplate: {
    authorization: {
      request: async ({ db, o }) => {
        const { categoryId, templateId } = await createTemplateCategory(db, o);
        return { params: { id: templateId }, body: templateBody(categoryId) };
      },
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => {
        const { categoryId, templateId } = await createTemplateCategory(db, foreign);
        return { params: { id: templateId }, body: templateBody(categoryId) };
      },
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const { templateId } = await createTemplateCategory(db, org);
      // Moved to another category: both categories' changes are recorded.
      return () => callAs(org.superAdmin, { params: { id: templateId }, body: templateBody('appointments') });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminMessageTemplatesHandlers>>;
