import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_TEMPLATE_MESSAGES,
  OPERATIONS,
  TEMPLATE_VARIABLE_NAMES,
  type PropertyError,
} from '../../domain/index.ts';
import { messageTemplateCategories, messageTemplates } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { categoryBody, createTemplateCategory, templateBody } from './admin-message-templates.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Message Templates routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('an admin adds a category and a template; a guide lists them in sort order and hears of the change', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const guideSince = await changeHead(t, org.guide);
    const categoryId = randomUUID();
    const made = await admin.call(OPERATIONS.createMessageTemplateCategory, {
      body: { id: categoryId, name: '  Reminders ', sortOrder: 2, stageKey: 'outreach' },
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ id: categoryId, name: 'Reminders', sortOrder: 2, stageKey: 'outreach', templates: [] });

    const [second, first] = [randomUUID(), randomUUID()];
    await admin.call(OPERATIONS.createMessageTemplate, {
      body: { id: second, ...templateBody(categoryId), sortOrder: 5, template: 'Second {{guideFirstName}}' },
    });
    const withFirst = await admin.call(OPERATIONS.createMessageTemplate, {
      body: { id: first, ...templateBody(categoryId, [org.clientId]), sortOrder: 1 },
    });
    expect(withFirst.body.templates.map((template) => template.id)).toEqual([first, second]);
    expect(withFirst.body.templates[0]).toMatchObject({ allClients: false, clientIds: [org.clientId] });

    const listed = await as(t, org.guide).call(OPERATIONS.messageTemplates, {});
    const names = listed.body.data.map((category) => category.name);
    // Sort order 2 sits between the starting catalogue's 1 (Introductions) and its 2s and 3s, by name.
    expect(names.slice(0, 3)).toEqual(['Introductions', 'Appointments', 'Reminders']);
    const changes = (await changesSince(t, org.guide, guideSince)).filter(
      (c) => c.entity === 'messageTemplateCategory',
    );
    expect(changes.at(-1)).toMatchObject({ id: categoryId, data: { templates: [{ id: first }, { id: second }] } });
  });

  it('moves a template to another category, recording both, and renames a category', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const { categoryId, templateId } = await createTemplateCategory(db(), org);
    const since = await changeHead(t, org.superAdmin);
    const moved = await admin.call(OPERATIONS.updateMessageTemplate, {
      params: { id: templateId },
      body: templateBody('appointments'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe('appointments');
    expect(moved.body.templates.map((template) => template.id)).toContain(templateId);
    const changed = (await changesSince(t, org.superAdmin, since)).filter(
      (c) => c.entity === 'messageTemplateCategory',
    );
    expect(changed.map((c) => c.id)).toEqual([categoryId, 'appointments']);
    expect(changed[0]).toMatchObject({ data: { templates: [] } });

    const renamed = await admin.call(OPERATIONS.updateMessageTemplateCategory, {
      params: { id: 'introductions' },
      body: { name: 'First contact', sortOrder: 7, stageKey: null },
    });
    expect(renamed.body).toMatchObject({ id: 'introductions', name: 'First contact', sortOrder: 7, stageKey: null });
  });

  it('refuses an unknown variable, no customers, a bad sort order and a taken name on their fields, writing nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const before = await db()
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.organisationId, org.organisationId));
    for (const [body, property, message] of [
      [
        { ...templateBody('introductions'), template: 'Hi {{memberSSN}}' },
        'template',
        MESSAGE_TEMPLATE_MESSAGES.unknownVariable,
      ],
      [{ ...templateBody('introductions'), allClients: false }, 'clientIds', MESSAGE_TEMPLATE_MESSAGES.clientsRequired],
      [{ ...templateBody('introductions'), sortOrder: 0 }, 'sortOrder', MESSAGE_TEMPLATE_MESSAGES.sortOrder],
    ] as const) {
      const answer = await admin.call(OPERATIONS.createMessageTemplate, { body: { id: randomUUID(), ...body } });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)).toEqual([expect.objectContaining({ property })]);
      expect(JSON.stringify(errorsOf(answer.body))).toContain(message);
    }
    const taken = await admin.call(OPERATIONS.createMessageTemplateCategory, {
      body: { id: randomUUID(), ...categoryBody(), name: 'APPOINTMENTS' },
    });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(errorsOf(taken.body))).toContain(MESSAGE_TEMPLATE_MESSAGES.nameTaken);
    expect(
      await db().select().from(messageTemplates).where(eq(messageTemplates.organisationId, org.organisationId)),
    ).toEqual(before);
  });

  it('admins adding one category name at once: one category is made, the others are told the name is taken', async () => {
    const org = await t.organisation('Race');
    const admin = as(t, org.superAdmin);
    const answers = await Promise.all(
      ['Follow-ups', 'FOLLOW-UPS', 'follow-ups', 'Follow-Ups'].map((name) =>
        admin.call(OPERATIONS.createMessageTemplateCategory, { body: { id: randomUUID(), ...categoryBody(), name } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400))
      expect(JSON.stringify(errorsOf(refused.body))).toContain(MESSAGE_TEMPLATE_MESSAGES.nameTaken);
    const named = await db()
      .select()
      .from(messageTemplateCategories)
      .where(
        and(
          eq(messageTemplateCategories.organisationId, org.organisationId),
          eq(sql`lower(${messageTemplateCategories.name})`, 'follow-ups'),
        ),
      );
    expect(named).toHaveLength(1);
  });

  it("another organisation's category, template or customer is not found, and a guide cannot write", async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const admin = as(t, org.superAdmin);
    const foreign = await createTemplateCategory(db(), other);
    expect(
      (
        await admin.call(OPERATIONS.updateMessageTemplate, {
          params: { id: foreign.templateId },
          body: templateBody('introductions'),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.call(OPERATIONS.createMessageTemplate, {
          body: { id: randomUUID(), ...templateBody(foreign.categoryId) },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.call(OPERATIONS.createMessageTemplate, {
          body: { id: randomUUID(), ...templateBody('introductions', [other.clientId]) },
        })
      ).status,
    ).toBe(404);
    const listed = await admin.call(OPERATIONS.messageTemplates, {});
    expect(listed.body.data.map((c) => c.id)).not.toContain(foreign.categoryId);
    expect(
      (
        await as(t, org.guide).call(OPERATIONS.createMessageTemplateCategory, {
          body: { id: randomUUID(), ...categoryBody() },
        })
      ).status,
    ).toBe(403);
  });

  it('offers only variables the text dialog fills', async () => {
    const org = await t.organisation('Alpha');
    const answer = await as(t, org.guide).call(OPERATIONS.messageTemplateVariables, {
      query: { memberId: org.member.id },
    });
    expect(Object.keys(answer.body.variables).sort()).toEqual([...TEMPLATE_VARIABLE_NAMES].sort());
  });
});
