import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, PHONE_NUMBER_MESSAGES, type PropertyError } from '../../domain/index.ts';
import { internalPhoneNumbers } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { numberBody, uniqueNumber } from './admin-phone-numbers.scenarios.ts';
import { createInternalNumber } from './admin-teams.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('Phone Number Management routes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  const numbersOf = (organisationId: string) =>
    db().select().from(internalPhoneNumbers).where(eq(internalPhoneNumbers.organisationId, organisationId));
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  it('adds a number as typed, stores and lists it in E.164 with every field, and only admins hear of it', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const [adminSince, guideSince] = [await changeHead(t, org.superAdmin), await changeHead(t, org.guide)];
    const digits = uniqueNumber().slice(2);
    const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const made = await admin.call(OPERATIONS.createInternalPhoneNumber, {
      body: {
        ...numberBody({ supportUserIds: [org.guide.id] }),
        displayName: '  Feedback line ',
        description: '   ',
        number: typed,
        timezone: 'America/Denver',
        isFeedbackNumber: true,
        sid: 'PN123',
        friendlyName: 'Feedback',
      },
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      id: expect.any(String),
      displayName: 'Feedback line',
      description: null,
      number: `+1${digits}`,
      timezone: 'America/Denver',
      isDefault: false,
      isFeedbackNumber: true,
      sid: 'PN123',
      friendlyName: 'Feedback',
      supportUserIds: [org.guide.id],
    });
    const listed = await admin.call(OPERATIONS.internalPhoneNumbers, {});
    expect(listed.body.data).toContainEqual(made.body);
    expect((await changesSince(t, org.superAdmin, adminSince)).map((c) => c.entity)).toContain('internalPhoneNumber');
    expect((await changesSince(t, org.guide, guideSince)).filter((c) => c.entity === 'internalPhoneNumber')).toEqual(
      [],
    );
  });

  it('keeps one default: making a number the default clears the other in the same write', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const first = await admin.call(OPERATIONS.createInternalPhoneNumber, { body: numberBody({ isDefault: true }) });
    const since = await changeHead(t, org.superAdmin);
    const second = await admin.call(OPERATIONS.createInternalPhoneNumber, { body: numberBody({ isDefault: true }) });
    expect(second.body.isDefault).toBe(true);
    const defaults = (await numbersOf(org.organisationId)).filter((n) => n.isDefault).map((n) => String(n.id));
    expect(defaults).toEqual([second.body.id]);
    // The cleared number's change travels with the write, so another admin's table follows it.
    const changed = (await changesSince(t, org.superAdmin, since)).filter((c) => c.entity === 'internalPhoneNumber');
    expect(changed).toContainEqual(
      expect.objectContaining({ id: first.body.id, data: expect.objectContaining({ isDefault: false }) }),
    );

    const back = await admin.call(OPERATIONS.updateInternalPhoneNumber, {
      params: { id: Number(first.body.id) },
      body: { ...numberBody({ isDefault: true }), number: first.body.number },
    });
    expect(back.status).toBe(200);
    const after = (await numbersOf(org.organisationId)).filter((n) => n.isDefault).map((n) => String(n.id));
    expect(after).toEqual([first.body.id]);
  });

  it('refuses an invalid number, a number already in use and an unknown zone on their fields, writing nothing', async () => {
    const org = await t.organisation('Alpha');
    const admin = as(t, org.superAdmin);
    const taken = await admin.call(OPERATIONS.createInternalPhoneNumber, { body: numberBody() });
    const before = await numbersOf(org.organisationId);
    for (const [body, property, message] of [
      [{ ...numberBody(), number: '555' }, 'number', PHONE_NUMBER_MESSAGES.numberInvalid],
      [{ ...numberBody(), number: taken.body.number }, 'number', PHONE_NUMBER_MESSAGES.numberTaken],
      [{ ...numberBody(), timezone: 'Mars/Olympus' }, 'timezone', PHONE_NUMBER_MESSAGES.timezoneInvalid],
      [{ ...numberBody(), displayName: '  ' }, 'displayName', PHONE_NUMBER_MESSAGES.displayNameRequired],
      [
        { ...numberBody(), supportUserIds: [org.member.id] },
        'supportUserIds',
        PHONE_NUMBER_MESSAGES.supportUserUnknown,
      ],
    ] satisfies [ReturnType<typeof numberBody>, string, string][]) {
      const answer = await admin.call(OPERATIONS.createInternalPhoneNumber, { body });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)).toEqual([expect.objectContaining({ property })]);
      expect(JSON.stringify(errorsOf(answer.body))).toContain(message);
    }
    expect(await numbersOf(org.organisationId)).toEqual(before);
  });

  it("another organisation's number or support user is not found, and its numbers never list", async () => {
    const [org, other] = [await t.organisation('Alpha'), await t.organisation('Beta')];
    const admin = as(t, org.superAdmin);
    const foreign = await createInternalNumber(db(), other);
    const edit = await admin.call(OPERATIONS.updateInternalPhoneNumber, {
      params: { id: foreign },
      body: numberBody(),
    });
    expect(edit.status).toBe(404);
    const borrowed = await admin.call(OPERATIONS.createInternalPhoneNumber, {
      body: numberBody({ supportUserIds: [other.guide.id] }),
    });
    expect(borrowed.status).toBe(404);
    const ids = (await admin.call(OPERATIONS.internalPhoneNumbers, {})).body.data.map((n) => n.id);
    expect(ids).not.toContain(String(foreign));
    expect((await as(t, org.guide).call(OPERATIONS.createInternalPhoneNumber, { body: numberBody() })).status).toBe(
      403,
    );
  });
});
