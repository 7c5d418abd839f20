import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, ETHNICITIES, OPERATIONS, RACES, REPORTED_LANGUAGES, type EntityKind } from '../../domain/index.ts';
import { addresses, emailAddresses, memberChangeLogs, phoneNumbers, users } from '../db/schema/index.ts';
import { simulatedLineDetails } from '../providers/telephony.ts';
import { DIALECTS } from '../testing/databases.ts';
import {
  createAddress,
  createEmailAddress,
  createMemberOf,
  createPhoneNumber,
  testPhone,
  type TestOrganisation,
  type TestUser,
} from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { changeHead, changesSince as changesAfter } from '../testing/change-log.ts';

interface Change {
  seq: number;
  entity: EntityKind;
  id: string;
  op: 'upsert' | 'delete';
  data: Record<string, unknown> | null;
}

interface FieldChange {
  field: string;
  label: string;
  oldValue: string | null;
  newValue: string | null;
}

interface Entry {
  id: string;
  memberId: string;
  subject: string;
  subjectId: string;
  label: string;
  action: string;
  changedById: string | null;
  changedByName: string | null;
  createdAt: string;
  detailedChanges: FieldChange[];
}

interface PropertyError {
  property: string;
  constraints?: Record<string, string>;
}

const missing = '00000000-0000-4000-8000-00000000dead';

/** A 400's property errors as { property: messages }. */
const messagesOf = (body: { errors: PropertyError[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.property, Object.values(e.constraints ?? {})]));

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)('member information writes on %s', (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());

  const headOf = (org: TestOrganisation) => changeHead(t, org.guide);
  const changesSince = (org: TestOrganisation, since: number) => changesAfter(t, org.guide, since);
  const kinds = (changes: Change[]) => changes.map((c) => [c.entity, c.op]);
  const record = async (org: TestOrganisation, memberId = org.member.id) =>
    (await t.request(org.guide, 'GET', `/users/${memberId}`)).body;
  const fileUpdates = async (org: TestOrganisation, memberId = org.member.id) =>
    (await t.request(org.guide, 'GET', `/users/${memberId}/change-logs`)).body.data as Entry[];
  const storedEntries = async (org: TestOrganisation) =>
    db().select().from(memberChangeLogs).where(eq(memberChangeLogs.organisationId, org.organisationId));

  /** Every answer of a write: its row in the entity's shape, the change seq of its last change, and the change rows in schema. */
  function expectShapes(changes: Change[]) {
    for (const change of changes)
      if (change.data)
        expect(
          ENTITIES[change.entity].schema.allows(change.data),
          `${change.entity} ${JSON.stringify(change.data)}`,
        ).toBe(true);
  }

  /** A refused write: 400, nothing recorded, no file update. */
  async function expectRefused(
    org: TestOrganisation,
    send: () => Promise<{ status: number; body: { errors: PropertyError[] } }>,
    expected: Record<string, string[]>,
  ) {
    const head = await headOf(org);
    const entries = (await storedEntries(org)).length;
    const res = await send();
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual(expected);
    expect(await changesSince(org, head)).toEqual([]);
    expect(await storedEntries(org)).toHaveLength(entries);
    return res;
  }

  describe('phone numbers', () => {
    const add = (user: TestUser, body: object, headers: Record<string, string> = {}) =>
      t.request(user, 'POST', '/interaction/phone-numbers', { body, headers });

    it('adds the first number as primary, with the line type and carrier from the telephony lookup, and records it', async () => {
      const org = await t.organisation('Alpha');
      const number = testPhone();
      const head = await headOf(org);
      const res = await add(org.guide, { memberId: org.member.id, number, description: ' Mobile ', primary: false });
      expect(res.status).toBe(200);
      expect(OPERATIONS.addPhoneNumber.response.allows(res.body)).toBe(true);
      const { type, carrier } = simulatedLineDetails(number);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^\d+$/),
        memberId: org.member.id,
        number,
        description: 'Mobile',
        primary: true,
        type,
        carrier,
        doNotContactReason: null,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['phoneNumber', 'upsert'],
      ]);
      expect(changes[1]).toMatchObject({ id: res.body.id, data: res.body });
      expect(res.headers.get('x-change-seq')).toBe(String(changes[1]?.seq));
      expectShapes(changes);
      expect((await record(org)).phoneNumbers).toEqual([res.body]);
      const [entry] = await fileUpdates(org);
      expect(entry).toMatchObject({
        subject: 'phoneNumber',
        subjectId: res.body.id,
        label: 'Phone number',
        action: 'created',
        changedById: org.guide.id,
        changedByName: 'Guide Tester',
      });
      expect(entry?.detailedChanges).toEqual([
        { field: 'number', label: 'Number', oldValue: null, newValue: number },
        { field: 'description', label: 'Description', oldValue: null, newValue: 'Mobile' },
        { field: 'primary', label: 'Primary', oldValue: null, newValue: 'true' },
        ...(type ? [{ field: 'type', label: 'Type', oldValue: null, newValue: type }] : []),
        ...(carrier ? [{ field: 'carrier', label: 'Carrier', oldValue: null, newValue: carrier }] : []),
      ]);
      expect(changes[0]?.data).toEqual(entry);
    });

    it('adds a second number as not primary unless asked; asked, it clears the other primary with its own change and file update', async () => {
      const org = await t.organisation('Alpha');
      const first = await createPhoneNumber(db(), org);
      const plain = await add(org.guide, { memberId: org.member.id, number: testPhone(), description: 'Home' });
      expect(plain.body.primary).toBe(false);
      const head = await headOf(org);
      const res = await add(org.guide, {
        memberId: org.member.id,
        number: testPhone(),
        description: 'Work',
        primary: true,
      });
      expect(res.body.primary).toBe(true);
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['phoneNumber', 'upsert'],
        ['phoneNumber', 'upsert'],
      ]);
      expect(changes[2]).toMatchObject({ id: String(first.id), data: { id: String(first.id), primary: false } });
      expect(changes[3]).toMatchObject({ id: res.body.id, data: { primary: true } });
      expectShapes(changes);
      const cleared = (changes[0]?.data as unknown as Entry).subjectId === String(first.id) ? changes[0] : changes[1];
      expect(cleared?.data).toMatchObject({
        subjectId: String(first.id),
        action: 'updated',
        detailedChanges: [{ field: 'primary', label: 'Primary', oldValue: 'true', newValue: 'false' }],
      });
      expect((await record(org)).phoneNumbers.map((p: { id: string; primary: boolean }) => [p.id, p.primary])).toEqual([
        [res.body.id, true],
        [String(first.id), false],
        [plain.body.id, false],
      ]);
    });

    it('refuses a number that is not +1 and 10 digits, a missing or long description, and a number the member has: 400, nothing written', async () => {
      const org = await t.organisation('Alpha');
      const phone = await createPhoneNumber(db(), org);
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, number: '+1312555010', description: '' }),
        {
          number: ['Phone number requires 10 digits.'],
          description: ['Description is required.'],
        },
      );
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, number: '13125550100', description: 'x'.repeat(21) }),
        {
          number: ['Phone number requires 10 digits.'],
          description: ['Description must be at most 20 characters.'],
        },
      );
      await expectRefused(org, () => add(org.guide, { number: testPhone(), description: 'Mobile', primary: 'yes' }), {
        memberId: ['memberId must be a string or a UUID (was missing)'],
        primary: ['primary must be boolean (was "yes")'],
      });
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, number: phone.number, description: 'Again' }),
        { number: ['This phone number is already on the member’s record.'] },
      );
      expect((await record(org)).phoneNumbers).toHaveLength(1);
    });

    it('edits the description and makes a number primary; the number itself cannot be edited', async () => {
      const org = await t.organisation('Alpha');
      const first = await createPhoneNumber(db(), org);
      const second = await createPhoneNumber(db(), org, { isPrimary: false, description: 'Home' });
      const patch = (body: object) =>
        t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${second.id}`, { body });
      await expectRefused(org, () => patch({ number: testPhone(), description: 'Work' }), {
        number: ['The phone number cannot be edited.'],
      });
      await expectRefused(org, () => patch({ description: 'x'.repeat(21) }), {
        description: ['Description must be at most 20 characters.'],
      });
      await expectRefused(
        org,
        () => t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${first.id}`, { body: { primary: false } }),
        {
          primary: ['The primary phone number stays primary until another one is made primary.'],
        },
      );

      const head = await headOf(org);
      // The form posts the number back unchanged: that is allowed.
      const res = await patch({ number: second.number, description: 'Work', primary: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: String(second.id),
        number: second.number,
        description: 'Work',
        primary: true,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['phoneNumber', 'upsert'],
        ['phoneNumber', 'upsert'],
      ]);
      expect(changes.slice(2).map((c) => [c.id, c.data?.primary])).toEqual([
        [String(first.id), false],
        [String(second.id), true],
      ]);
      expect(res.headers.get('x-change-seq')).toBe(String(changes[3]?.seq));
      const entry = (await fileUpdates(org)).find((e) => e.subjectId === String(second.id));
      expect(entry?.detailedChanges).toEqual([
        { field: 'description', label: 'Description', oldValue: 'Home', newValue: 'Work' },
        { field: 'primary', label: 'Primary', oldValue: 'false', newValue: 'true' },
      ]);

      // The same edit again changes nothing and records nothing.
      const again = await headOf(org);
      expect((await patch({ description: 'Work', primary: true })).status).toBe(200);
      expect(await changesSince(org, again)).toEqual([]);
    });

    it('deletes a number from the record; deleting the primary makes the oldest remaining one primary', async () => {
      const org = await t.organisation('Alpha');
      const primary = await createPhoneNumber(db(), org);
      const older = await createPhoneNumber(db(), org, { isPrimary: false, description: 'Home' });
      const newer = await createPhoneNumber(db(), org, { isPrimary: false, description: 'Work' });
      const head = await headOf(org);
      const res = await t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${primary.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: String(primary.id) });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['phoneNumber', 'upsert'],
        ['phoneNumber', 'delete'],
      ]);
      expect(changes[2]).toMatchObject({ id: String(older.id), data: { primary: true } });
      expect(changes[3]).toMatchObject({ id: String(primary.id), data: null });
      expect(res.headers.get('x-change-seq')).toBe(String(changes[3]?.seq));
      const entries = (await fileUpdates(org)).filter(
        (e) => e.createdAt === (changes[0]?.data as unknown as Entry).createdAt,
      );
      expect(entries.find((e) => e.action === 'deleted')).toMatchObject({
        subjectId: String(primary.id),
        detailedChanges: expect.arrayContaining([
          { field: 'number', label: 'Number', oldValue: primary.number, newValue: null },
        ]),
      });
      expect(entries.find((e) => e.action === 'updated')).toMatchObject({
        subjectId: String(older.id),
        detailedChanges: [{ field: 'primary', label: 'Primary', oldValue: 'false', newValue: 'true' }],
      });
      expect((await record(org)).phoneNumbers.map((p: { id: string; primary: boolean }) => [p.id, p.primary])).toEqual([
        [String(older.id), true],
        [String(newer.id), false],
      ]);
      // The row stays for the texts naming it, off the record; it cannot be edited or deleted again.
      const [kept] = await db().select().from(phoneNumbers).where(eq(phoneNumbers.id, primary.id));
      expect(kept?.deletedAt).toBeInstanceOf(Date);
      expect((await t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${primary.id}`)).status).toBe(404);
      expect(
        (
          await t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${primary.id}`, {
            body: { description: 'Back' },
          })
        ).status,
      ).toBe(404);
    });

    it('a number the member opted out from (STOP) comes back opted out when it is added again', async () => {
      const org = await t.organisation('Alpha');
      const stopped = await createPhoneNumber(db(), org, { doNotContact: true, doNotContactReason: 'STOP' });
      await t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${stopped.id}`);
      const res = await add(org.guide, { memberId: org.member.id, number: stopped.number, description: 'Mobile' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ number: stopped.number, doNotContactReason: 'STOP', primary: true });
      expect(res.body.id).not.toBe(String(stopped.id));
    });

    it('replays an add retried with its idempotency key: one row, the same answer', async () => {
      const org = await t.organisation('Alpha');
      const body = { memberId: org.member.id, number: testPhone(), description: 'Mobile' };
      const key = `add-phone-${randomUUID()}`;
      const first = await add(org.guide, body, { 'idempotency-key': key });
      const retry = await add(org.guide, body, { 'idempotency-key': key });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get('x-change-seq')).toBe(first.headers.get('x-change-seq'));
      expect((await record(org)).phoneNumbers).toHaveLength(1);
    });

    it("answers 404 for another organisation's member or phone, exactly like a missing one, and 403 without caseload access", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await createPhoneNumber(db(), other);
      const head = await headOf(other);
      const foreignAdd = await add(org.guide, {
        memberId: other.member.id,
        number: testPhone(),
        description: 'Mobile',
      });
      const missingAdd = await add(org.guide, { memberId: missing, number: testPhone(), description: 'Mobile' });
      expect([foreignAdd.status, missingAdd.status]).toEqual([404, 404]);
      expect(foreignAdd.body.message).toBe(missingAdd.body.message);
      expect(
        (await add(org.guide, { memberId: org.otherGuide.id, number: testPhone(), description: 'Mobile' })).status,
      ).toBe(404);
      const foreignPatch = await t.request(org.guide, 'PATCH', `/interaction/phone-numbers/${theirs.id}`, {
        body: { description: 'Mine' },
      });
      const missingPatch = await t.request(org.guide, 'PATCH', '/interaction/phone-numbers/2147483000', {
        body: { description: 'Mine' },
      });
      expect([foreignPatch.status, missingPatch.status]).toEqual([404, 404]);
      expect(foreignPatch.body.message).toBe(missingPatch.body.message);
      expect((await t.request(org.guide, 'DELETE', `/interaction/phone-numbers/${theirs.id}`)).status).toBe(404);
      expect((await t.request(org.guide, 'DELETE', '/interaction/phone-numbers/0')).status).toBe(400);
      expect(
        (await add(org.noAccess, { memberId: org.member.id, number: testPhone(), description: 'Mobile' })).status,
      ).toBe(403);
      expect(await changesSince(other, head)).toEqual([]);
      expect((await record(other)).phoneNumbers).toEqual([
        expect.objectContaining({ id: String(theirs.id), description: 'Mobile' }),
      ]);
    });
  });

  describe('the telephony lookup', () => {
    const lookup = (user: TestUser, number: string) =>
      t.request(user, 'GET', `/interaction/phone-numbers/twilio-details?phoneNumber=${number}`);

    it('answers the line type and carrier, the same for the same number every time', async () => {
      const org = await t.organisation('Alpha');
      const number = '+13125550100';
      const res = await lookup(org.guide, encodeURIComponent(number));
      expect(res.status).toBe(200);
      expect(OPERATIONS.phoneNumberDetails.response.allows(res.body)).toBe(true);
      expect(res.body).toEqual(simulatedLineDetails(number));
      // A '+' left unencoded arrives as a space: taken as the '+' it was.
      expect((await lookup(org.guide, number)).body).toEqual(res.body);
    });

    it('answers null type and carrier for a number it does not know; kinds are landline, mobile or voip', async () => {
      const org = await t.organisation('Alpha');
      const numbers = Array.from({ length: 200 }, (_, i) => `+1312555${String(i).padStart(4, '0')}`);
      const answers = numbers.map(simulatedLineDetails);
      expect(new Set(answers.map((a) => a.type))).toEqual(new Set(['landline', 'mobile', 'voip', null]));
      for (const answer of answers) if (answer.type === null) expect(answer.carrier).toBeNull();
      const unknown = numbers[answers.findIndex((a) => a.type === null)]!;
      expect((await lookup(org.guide, encodeURIComponent(unknown))).body).toEqual({ type: null, carrier: null });
    });

    it('refuses a number that is not +1 and 10 digits, and a user without caseload access', async () => {
      const org = await t.organisation('Alpha');
      const bad = await lookup(org.guide, encodeURIComponent('+1312555'));
      expect(bad.status).toBe(400);
      expect(messagesOf(bad.body)).toEqual({ phoneNumber: ['Phone number requires 10 digits.'] });
      expect((await lookup(org.noAccess, encodeURIComponent('+13125550100'))).status).toBe(403);
    });
  });

  describe('e-mail addresses', () => {
    const add = (user: TestUser, body: object) => t.request(user, 'POST', '/interaction/email-address', { body });

    it('adds under the client-made id: the first is primary, a repeated add answers the same row and records nothing', async () => {
      const org = await t.organisation('Alpha');
      const id = randomUUID();
      const head = await headOf(org);
      const res = await add(org.guide, {
        id,
        memberId: org.member.id,
        emailAddress: ' Rosa@Example.com ',
        description: '',
      });
      expect(res.status).toBe(200);
      expect(OPERATIONS.addEmailAddress.response.allows(res.body)).toBe(true);
      expect(res.body).toEqual({
        id,
        memberId: org.member.id,
        emailAddress: 'Rosa@Example.com',
        description: null,
        primary: true,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['emailAddress', 'upsert'],
      ]);
      expect(changes[1]).toMatchObject({ id, data: res.body });
      expectShapes(changes);
      const again = await headOf(org);
      const repeat = await add(org.guide, { id, memberId: org.member.id, emailAddress: 'rosa@example.com' });
      expect(repeat.body).toEqual(res.body);
      expect(await changesSince(org, again)).toEqual([]);
      expect((await record(org)).emailAddresses).toEqual([res.body]);
    });

    it("makes its own id when the client's is taken elsewhere, and says nothing of the row holding it", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await createEmailAddress(db(), other);
      const sibling = await createMemberOf(db(), org);
      const siblings = await createEmailAddress(db(), org, { userId: sibling });
      for (const taken of [theirs.id, siblings.id]) {
        const res = await add(org.guide, {
          id: taken,
          memberId: org.member.id,
          emailAddress: `rosa-${taken.slice(0, 4)}@example.com`,
        });
        expect(res.status).toBe(200);
        expect(res.body.id).not.toBe(taken);
        expect(JSON.stringify(res.body)).not.toContain(theirs.emailAddress);
      }
      const [kept] = await db().select().from(emailAddresses).where(eq(emailAddresses.id, theirs.id));
      expect(kept).toMatchObject({ organisationId: other.organisationId, emailAddress: theirs.emailAddress });
    });

    it('refuses an invalid or long address, a long description and a duplicate: 400, nothing written', async () => {
      const org = await t.organisation('Alpha');
      const existing = await createEmailAddress(db(), org);
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, emailAddress: 'rosa@', description: 'x'.repeat(21) }),
        {
          emailAddress: ['Email is not valid'],
          description: ['Description must be at most 20 characters.'],
        },
      );
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, emailAddress: `${'r'.repeat(250)}@example.com` }),
        { emailAddress: ['Email must be at most 254 characters.'] },
      );
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, emailAddress: existing.emailAddress.toUpperCase() }),
        {
          emailAddress: ['This email address is already on the member’s record.'],
        },
      );
      await expectRefused(
        org,
        () => add(org.guide, { memberId: org.member.id, emailAddress: 'rosa@example.com', id: 'not-a-uuid' }),
        { id: [expect.stringContaining('UUID')] as never },
      );
    });

    it('edits an address and its description, and sets primary, clearing the other; the primary stays primary', async () => {
      const org = await t.organisation('Alpha');
      const first = await createEmailAddress(db(), org);
      const second = await createEmailAddress(db(), org, { isPrimary: false, description: 'Work' });
      await expectRefused(
        org,
        () => t.request(org.guide, 'PATCH', `/interaction/email-address/${first.id}`, { body: { primary: false } }),
        {
          primary: ['The primary email address stays primary until another one is made primary.'],
        },
      );
      await expectRefused(
        org,
        () =>
          t.request(org.guide, 'PATCH', `/interaction/email-address/${second.id}`, {
            body: { emailAddress: first.emailAddress },
          }),
        {
          emailAddress: ['This email address is already on the member’s record.'],
        },
      );
      const head = await headOf(org);
      const res = await t.request(org.guide, 'PATCH', `/interaction/email-address/${second.id}`, {
        body: { emailAddress: 'rosa.work@example.com', description: null, primary: true },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: second.id,
        memberId: org.member.id,
        emailAddress: 'rosa.work@example.com',
        description: null,
        primary: true,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['emailAddress', 'upsert'],
        ['emailAddress', 'upsert'],
      ]);
      expect(changes.slice(2).map((c) => [c.id, c.data?.primary])).toEqual([
        [first.id, false],
        [second.id, true],
      ]);
      const entry = (await fileUpdates(org)).find((e) => e.subjectId === second.id);
      expect(entry).toMatchObject({ label: 'Email address', action: 'updated' });
      expect(entry?.detailedChanges).toEqual([
        {
          field: 'emailAddress',
          label: 'Email address',
          oldValue: second.emailAddress,
          newValue: 'rosa.work@example.com',
        },
        { field: 'description', label: 'Description', oldValue: 'Work', newValue: null },
        { field: 'primary', label: 'Primary', oldValue: 'false', newValue: 'true' },
      ]);
    });

    it('deleting the primary makes the oldest remaining one primary', async () => {
      const org = await t.organisation('Alpha');
      const primary = await createEmailAddress(db(), org);
      const newer = await createEmailAddress(db(), org, { isPrimary: false, createdAt: new Date('2024-06-01') });
      const older = await createEmailAddress(db(), org, { isPrimary: false, createdAt: new Date('2020-01-01') });
      const head = await headOf(org);
      const res = await t.request(org.guide, 'DELETE', `/interaction/email-address/${primary.id}`);
      expect(res.body).toEqual({ id: primary.id });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['emailAddress', 'upsert'],
        ['emailAddress', 'delete'],
      ]);
      expect(changes[2]).toMatchObject({ id: older.id, data: { primary: true } });
      expect(
        (await record(org)).emailAddresses.map((e: { id: string; primary: boolean }) => [e.id, e.primary]),
      ).toEqual([
        [older.id, true],
        [newer.id, false],
      ]);
      expect(await db().select().from(emailAddresses).where(eq(emailAddresses.id, primary.id))).toEqual([]);
    });

    it("answers 404 for another organisation's member or address, exactly like a missing one", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await createEmailAddress(db(), other);
      const head = await headOf(other);
      expect((await add(org.guide, { memberId: other.member.id, emailAddress: 'x@example.com' })).status).toBe(404);
      const foreign = await t.request(org.guide, 'PATCH', `/interaction/email-address/${theirs.id}`, {
        body: { description: 'Mine' },
      });
      const none = await t.request(org.guide, 'PATCH', `/interaction/email-address/${missing}`, {
        body: { description: 'Mine' },
      });
      expect([foreign.status, none.status]).toEqual([404, 404]);
      expect(foreign.body.message).toBe(none.body.message);
      expect((await t.request(org.guide, 'DELETE', `/interaction/email-address/${theirs.id}`)).status).toBe(404);
      expect(await changesSince(other, head)).toEqual([]);
    });
  });

  describe('addresses', () => {
    const home = { line1: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' };
    const add = (user: TestUser, body: object) => t.request(user, 'POST', '/interaction/addresses', { body });

    it("adds the first address as primary; the member list's short address moves with a user change", async () => {
      const org = await t.organisation('Alpha');
      const id = randomUUID();
      const head = await headOf(org);
      const res = await add(org.guide, {
        id,
        memberId: org.member.id,
        description: 'Home',
        line1: ' 1 Main St ',
        line2: '',
        city: 'Chicago',
        state: 'il',
        zip: '60601',
      });
      expect(res.status).toBe(200);
      expect(OPERATIONS.addAddress.response.allows(res.body)).toBe(true);
      expect(res.body).toEqual({
        id,
        memberId: org.member.id,
        description: 'Home',
        line1: '1 Main St',
        line2: null,
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        primary: true,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['user', 'upsert'],
        ['address', 'upsert'],
      ]);
      expect(changes[1]).toMatchObject({
        id: org.member.id,
        data: { id: org.member.id, shortAddress: '1 Main St, Chicago', memberStatusId: 1 },
      });
      expectShapes(changes);
      expect(res.headers.get('x-change-seq')).toBe(String(changes[2]?.seq));
      expect((await record(org)).shortAddress).toBe('1 Main St, Chicago');
      const list = await t.request(org.guide, 'GET', `/users?ids=${org.member.id}`);
      expect(list.body.data[0].shortAddress).toBe('1 Main St, Chicago');
      const [entry] = await fileUpdates(org);
      expect(entry).toMatchObject({ subject: 'address', subjectId: id, label: 'Address', action: 'created' });
      expect(entry?.detailedChanges.map((c) => [c.field, c.newValue])).toEqual([
        ['description', 'Home'],
        ['line1', '1 Main St'],
        ['city', 'Chicago'],
        ['state', 'IL'],
        ['zip', '60601'],
        ['primary', 'true'],
      ]);
    });

    it('adds a second address without a user change; made primary, it clears the other and moves the short address', async () => {
      const org = await t.organisation('Alpha');
      const first = await createAddress(db(), org);
      let head = await headOf(org);
      const plain = await add(org.guide, { memberId: org.member.id, ...home, line1: '9 Elm St' });
      expect(plain.body.primary).toBe(false);
      expect(kinds(await changesSince(org, head))).toEqual([
        ['memberChangeLog', 'upsert'],
        ['address', 'upsert'],
      ]);
      head = await headOf(org);
      const res = await add(org.guide, {
        memberId: org.member.id,
        ...home,
        line1: '2 Oak Ave',
        city: 'Evanston',
        primary: true,
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['address', 'upsert'],
        ['user', 'upsert'],
        ['address', 'upsert'],
      ]);
      expect(changes[2]).toMatchObject({ id: first.id, data: { primary: false } });
      expect(changes[3]?.data).toMatchObject({ shortAddress: '2 Oak Ave, Evanston' });
      expect(changes[4]).toMatchObject({ id: res.body.id, data: { primary: true } });
    });

    it('edits an address: the first one moves the short address, another does not; the whole address is sent', async () => {
      const org = await t.organisation('Alpha');
      const first = await createAddress(db(), org);
      const second = await createAddress(db(), org, {
        isPrimary: false,
        line1: '9 Elm St',
        description: 'Mailing',
        line2: 'Unit 4',
      });
      let head = await headOf(org);
      const other = await t.request(org.guide, 'PATCH', `/interaction/addresses/${second.id}`, {
        body: { ...home, line1: '10 Elm St' },
      });
      expect(other.body).toMatchObject({
        id: second.id,
        line1: '10 Elm St',
        description: null,
        line2: null,
        primary: false,
      });
      expect(kinds(await changesSince(org, head))).toEqual([
        ['memberChangeLog', 'upsert'],
        ['address', 'upsert'],
      ]);
      const entry = (await fileUpdates(org))[0];
      expect(entry?.detailedChanges).toEqual([
        { field: 'description', label: 'Label', oldValue: 'Mailing', newValue: null },
        { field: 'line1', label: 'Address line 1', oldValue: '9 Elm St', newValue: '10 Elm St' },
        { field: 'line2', label: 'Address line 2', oldValue: 'Unit 4', newValue: null },
      ]);
      head = await headOf(org);
      await t.request(org.guide, 'PATCH', `/interaction/addresses/${first.id}`, {
        body: { ...home, description: 'Home', line1: '5 Lake Shore Dr' },
      });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['user', 'upsert'],
        ['address', 'upsert'],
      ]);
      expect(changes[1]?.data).toMatchObject({ shortAddress: '5 Lake Shore Dr, Chicago' });
      await expectRefused(
        org,
        () =>
          t.request(org.guide, 'PATCH', `/interaction/addresses/${first.id}`, { body: { line1: '5 Lake Shore Dr' } }),
        {
          city: ['city must be a string (was missing)'],
          state: ['state must be a string (was missing)'],
          zip: ['zip must be a string (was missing)'],
        },
      );
    });

    it('sets an address primary: the other is cleared and the short address follows', async () => {
      const org = await t.organisation('Alpha');
      const first = await createAddress(db(), org);
      const second = await createAddress(db(), org, { isPrimary: false, line1: '9 Elm St', city: 'Evanston' });
      const head = await headOf(org);
      const res = await t.request(org.guide, 'PATCH', `/interaction/addresses/${second.id}/primary`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: second.id, primary: true });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['address', 'upsert'],
        ['user', 'upsert'],
        ['address', 'upsert'],
      ]);
      expect(changes[2]).toMatchObject({ id: first.id, data: { primary: false } });
      expect(changes[3]?.data).toMatchObject({ shortAddress: '9 Elm St, Evanston' });
      // Already primary: nothing to do.
      const again = await headOf(org);
      expect((await t.request(org.guide, 'PATCH', `/interaction/addresses/${second.id}/primary`)).status).toBe(200);
      expect(await changesSince(org, again)).toEqual([]);
    });

    it('deleting the primary makes the oldest remaining one primary; deleting the last clears the short address', async () => {
      const org = await t.organisation('Alpha');
      const primary = await createAddress(db(), org);
      const newer = await createAddress(db(), org, {
        isPrimary: false,
        line1: '9 Elm St',
        createdAt: new Date('2024-06-01'),
      });
      const older = await createAddress(db(), org, {
        isPrimary: false,
        line1: 'PO Box 12',
        createdAt: new Date('2020-01-01'),
      });
      let head = await headOf(org);
      const res = await t.request(org.guide, 'DELETE', `/interaction/addresses/${primary.id}`);
      expect(res.body).toEqual({ id: primary.id });
      let changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['memberChangeLog', 'upsert'],
        ['address', 'upsert'],
        ['user', 'upsert'],
        ['address', 'delete'],
      ]);
      expect(changes[2]).toMatchObject({ id: older.id, data: { primary: true } });
      expect(changes[3]?.data).toMatchObject({ shortAddress: 'PO Box 12, Chicago' });
      await t.request(org.guide, 'DELETE', `/interaction/addresses/${older.id}`);
      head = await headOf(org);
      await t.request(org.guide, 'DELETE', `/interaction/addresses/${newer.id}`);
      changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['user', 'upsert'],
        ['address', 'delete'],
      ]);
      expect(changes[1]?.data).toMatchObject({ shortAddress: null });
      expect((await record(org)).addresses).toEqual([]);
    });

    it('concurrent adds to a member without addresses make exactly one of them primary', async () => {
      const org = await t.organisation('Alpha');
      const answers = await Promise.all(
        ['1', '2', '3', '4'].map((n) => add(org.guide, { memberId: org.member.id, ...home, line1: `${n} Main St` })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const places = (await record(org)).addresses as { primary: boolean }[];
      expect(places).toHaveLength(4);
      expect(places.filter((a) => a.primary)).toHaveLength(1);
    });

    it('refuses a missing line 1, city, state or zip, a long label, and bad state and zip: 400, nothing written', async () => {
      const org = await t.organisation('Alpha');
      await expectRefused(
        org,
        () =>
          add(org.guide, {
            memberId: org.member.id,
            description: 'x'.repeat(21),
            line1: ' ',
            city: '',
            state: 'Ill',
            zip: '6060',
          }),
        {
          description: ['Label must be at most 20 characters.'],
          line1: ['Address line 1 is required.'],
          city: ['City is required.'],
          state: ['State must be 2 letters.'],
          zip: ['Zip must be 5 digits.'],
        },
      );
      await expectRefused(
        org,
        () =>
          add(org.guide, {
            memberId: org.member.id,
            ...home,
            line1: 'x'.repeat(101),
            line2: 'y'.repeat(101),
            city: 'z'.repeat(61),
          }),
        {
          line1: ['Address line 1 must be at most 100 characters.'],
          line2: ['Address line 2 must be at most 100 characters.'],
          city: ['City must be at most 60 characters.'],
        },
      );
      expect((await record(org)).addresses).toEqual([]);
    });

    it("answers 404 for another organisation's member or address, exactly like a missing one", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const theirs = await createAddress(db(), other);
      const head = await headOf(other);
      expect((await add(org.guide, { memberId: other.member.id, ...home })).status).toBe(404);
      for (const [method, suffix, body] of [
        ['PATCH', '', home],
        ['PATCH', '/primary', undefined],
        ['DELETE', '', undefined],
      ] as const) {
        const foreign = await t.request(org.guide, method, `/interaction/addresses/${theirs.id}${suffix}`, { body });
        const none = await t.request(org.guide, method, `/interaction/addresses/${missing}${suffix}`, { body });
        expect([foreign.status, none.status]).toEqual([404, 404]);
        expect(foreign.body.message).toBe(none.body.message);
      }
      expect(await changesSince(other, head)).toEqual([]);
      const [kept] = await db().select().from(addresses).where(eq(addresses.id, theirs.id));
      expect(kept?.line1).toBe(theirs.line1);
    });
  });

  describe('personal information', () => {
    const patch = (user: TestUser, memberId: string, body: object) =>
      t.request(user, 'PATCH', `/users/${memberId}`, { body });

    it('updates the personal information: a user change, the record and a file update with old and new values', async () => {
      const org = await t.organisation('Alpha');
      await db().update(users).set({ preferredName: 'Rosie' }).where(eq(users.id, org.member.id));
      const head = await headOf(org);
      const res = await patch(org.guide, org.member.id, {
        preferredName: ' Ro ',
        namePronunciation: 'ROH-sah',
        pronouns: 'she/her/hers',
        reportedLanguage: 'Spanish',
        raceEthnicitySummary: 'White (Hispanic, Latino, or Spanish)',
        language: 'es',
      });
      expect(res.status).toBe(200);
      expect(OPERATIONS.updatePersonalInfo.response.allows(res.body)).toBe(true);
      const fields = {
        preferredName: 'Ro',
        namePronunciation: 'ROH-sah',
        pronouns: 'she/her/hers',
        reportedLanguage: 'Spanish',
        raceEthnicitySummary: 'White (Hispanic, Latino, or Spanish)',
        language: 'es',
      };
      expect(res.body).toMatchObject({ id: org.member.id, ...fields });
      const changes = await changesSince(org, head);
      expect(kinds(changes)).toEqual([
        ['memberChangeLog', 'upsert'],
        ['user', 'upsert'],
      ]);
      expect(changes[1]?.data).toEqual(res.body);
      expectShapes(changes);
      expect(await record(org)).toMatchObject(fields);
      const [entry] = await fileUpdates(org);
      expect(entry).toMatchObject({
        subject: 'personalInfo',
        subjectId: org.member.id,
        label: 'Personal information',
        action: 'updated',
      });
      expect(entry?.detailedChanges).toEqual([
        { field: 'preferredName', label: 'Preferred name', oldValue: 'Rosie', newValue: 'Ro' },
        { field: 'namePronunciation', label: 'Name pronunciation', oldValue: null, newValue: 'ROH-sah' },
        { field: 'pronouns', label: 'Pronouns', oldValue: null, newValue: 'she/her/hers' },
        { field: 'reportedLanguage', label: 'Reported language', oldValue: null, newValue: 'Spanish' },
        {
          field: 'raceEthnicitySummary',
          label: 'Race and ethnicity',
          oldValue: null,
          newValue: 'White (Hispanic, Latino, or Spanish)',
        },
        { field: 'language', label: 'Language', oldValue: 'en', newValue: 'es' },
      ]);
      // Cleared with an empty text; fields not sent stay.
      await patch(org.guide, org.member.id, { preferredName: '', pronouns: null });
      expect(await record(org)).toMatchObject({ ...fields, preferredName: null, pronouns: null });
    });

    it('changes only its own fields, refuses any other, and records nothing when nothing changes', async () => {
      const org = await t.organisation('Alpha');
      const refused = await patch(org.guide, org.member.id, {
        firstName: 'Mallory',
        role: 'SUPER_ADMIN',
        preferredName: 'Mallory',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.map((error: { property: string }) => error.property).sort()).toEqual([
        'firstName',
        'role',
      ]);
      expect((await patch(org.guide, org.member.id, { preferredName: 'Rosie' })).status).toBe(200);
      const [row] = await db().select().from(users).where(eq(users.id, org.member.id));
      expect(row).toMatchObject({ firstName: 'Member', role: 'PATIENT', preferredName: 'Rosie' });
      const head = await headOf(org);
      expect((await patch(org.guide, org.member.id, { preferredName: 'Rosie' })).status).toBe(200);
      expect((await patch(org.guide, org.member.id, {})).status).toBe(200);
      expect(await changesSince(org, head)).toEqual([]);
    });

    it('refuses each limit with its message: 400, nothing written', async () => {
      const org = await t.organisation('Alpha');
      await expectRefused(
        org,
        () =>
          patch(org.guide, org.member.id, {
            preferredName: 'x'.repeat(101),
            namePronunciation: 'x'.repeat(101),
            pronouns: 'xe/xem',
            reportedLanguage: 'Klingon',
            raceEthnicitySummary: 'White (Klingon)',
            language: 'fr',
          }),
        {
          preferredName: ['Preferred name must be at most 100 characters.'],
          namePronunciation: ['Name pronunciation must be at most 100 characters.'],
          pronouns: [
            'pronouns must be "he/him/his", "other", "she/her/hers", "they/them/theirs" or null (was "xe/xem")',
          ],
          // The pick lists of part 2 section 9 (#38): nothing outside them is stored.
          reportedLanguage: ['Reported language must be one of the listed choices.'],
          raceEthnicitySummary: ['Race and ethnicity must be one of the listed choices.'],
          language: ['language must be "en" or "es" (was "fr")'],
        },
      );
      const [row] = await db().select().from(users).where(eq(users.id, org.member.id));
      expect(row?.preferredName).toBeNull();
    });

    it('takes every race, ethnicity and reported language of the pick lists, and the race alone', async () => {
      const org = await t.organisation('Alpha');
      for (const race of RACES) {
        const res = await patch(org.guide, org.member.id, { raceEthnicitySummary: race });
        expect(res.status, race).toBe(200);
      }
      for (const ethnicity of ETHNICITIES) {
        const summary = `Other race (${ethnicity})`;
        expect((await patch(org.guide, org.member.id, { raceEthnicitySummary: summary })).status, summary).toBe(200);
      }
      for (const language of REPORTED_LANGUAGES) {
        expect((await patch(org.guide, org.member.id, { reportedLanguage: language })).status, language).toBe(200);
      }
      expect(await record(org)).toMatchObject({
        raceEthnicitySummary: 'Other race (Not specified)',
        reportedLanguage: 'Other language',
      });
      const free = await patch(org.guide, org.member.id, { raceEthnicitySummary: '(Hispanic, Latino, or Spanish)' });
      expect(free.status).toBe(400);
    });

    it("answers 404 for another organisation's member and for a staff user, exactly like a missing one", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const foreign = await patch(org.guide, other.member.id, { preferredName: 'Mine' });
      const none = await patch(org.guide, missing, { preferredName: 'Mine' });
      expect([foreign.status, none.status]).toEqual([404, 404]);
      expect(foreign.body.message).toBe(none.body.message);
      expect((await patch(org.guide, org.otherGuide.id, { preferredName: 'Mine' })).status).toBe(404);
      expect((await patch(org.noAccess, org.member.id, { preferredName: 'Mine' })).status).toBe(403);
      const [theirs] = await db().select().from(users).where(eq(users.id, other.member.id));
      expect(theirs?.preferredName).toBeNull();
    });
  });

  describe('member file updates', () => {
    it("lists the member's file updates newest first, page by page after the last one read, never another member's", async () => {
      const org = await t.organisation('Alpha');
      const sibling = await createMemberOf(db(), org);
      for (const name of ['One', 'Two', 'Three'])
        await t.request(org.guide, 'PATCH', `/users/${org.member.id}`, { body: { preferredName: name } });
      await t.request(org.supervisor, 'PATCH', `/users/${sibling}`, { body: { preferredName: 'Sibling' } });
      const first = await t.request(org.guide, 'GET', `/users/${org.member.id}/change-logs?page-size=2`);
      expect(first.status).toBe(200);
      expect(OPERATIONS.memberChangeLogs.response.allows(first.body)).toBe(true);
      expect(first.body.hasMore).toBe(true);
      expect(first.body.data.map((e: Entry) => e.detailedChanges[0]?.newValue)).toEqual(['Three', 'Two']);
      const rest = await t.request(
        org.guide,
        'GET',
        `/users/${org.member.id}/change-logs?page-size=2&after-id=${first.body.data[1].id}`,
      );
      expect(rest.body).toMatchObject({
        hasMore: false,
        data: [{ detailedChanges: [{ oldValue: null, newValue: 'One' }] }],
      });
      expect((await fileUpdates(org, sibling)).map((e) => [e.changedById, e.changedByName])).toEqual([
        [org.supervisor.id, 'Supervisor Tester'],
      ]);
      // An entry of another member is no cursor here.
      const siblingEntry = (await fileUpdates(org, sibling))[0]!;
      expect(
        (await t.request(org.guide, 'GET', `/users/${org.member.id}/change-logs?after-id=${siblingEntry.id}`)).status,
      ).toBe(400);
      expect((await t.request(org.guide, 'GET', `/users/${org.member.id}/change-logs?page-size=101`)).status).toBe(400);
    });

    it('names the impersonated user as the one who changed it, and keeps the real one', async () => {
      const org = await t.organisation('Alpha');
      const res = await t.request(org.superAdmin, 'PATCH', `/users/${org.member.id}`, {
        body: { preferredName: 'Rosie' },
        as: org.guide.id,
      });
      expect(res.status).toBe(200);
      expect((await fileUpdates(org))[0]).toMatchObject({ changedById: org.guide.id, changedByName: 'Guide Tester' });
      const [row] = await db()
        .select()
        .from(memberChangeLogs)
        .where(
          and(eq(memberChangeLogs.organisationId, org.organisationId), eq(memberChangeLogs.memberId, org.member.id)),
        );
      expect(row).toMatchObject({ changedById: org.guide.id, realUserId: org.superAdmin.id });
    });

    it("answers 404 for another organisation's member, and its entries never reach the caller's change log", async () => {
      const org = await t.organisation('Alpha');
      const other = await t.organisation('Beta');
      const head = await headOf(org);
      await t.request(other.guide, 'PATCH', `/users/${other.member.id}`, { body: { preferredName: 'Theirs' } });
      expect((await t.request(org.guide, 'GET', `/users/${other.member.id}/change-logs`)).status).toBe(404);
      expect((await t.request(org.noAccess, 'GET', `/users/${org.member.id}/change-logs`)).status).toBe(403);
      expect(await changesSince(org, head)).toEqual([]);
    });
  });
});
