import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_TERM_MESSAGES, OPERATIONS, type PropertyError } from '../../domain/index.ts';
import { consentTerms } from '../db/schema/index.ts';
import { changeHead, changesSince } from '../testing/change-log.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { customerTermFields } from './admin-customer-terms.scenarios.ts';

/** A refusal's property errors (the contract types only the success). */
const errorsOf = (body: unknown) => (body as { errors: PropertyError[] }).errors;

// Each test makes its own organisation: the suite holds in any order.
describe.each(DIALECTS)("a customer's consent terms on %s", (dialect) => {
  let t: TestServer;
  const db = () => t.testDb.database.db;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(() => t?.close());
  const termsOf = (clientId: string) =>
    db().select().from(consentTerms).where(eq(consentTerms.clientId, clientId)).orderBy(consentTerms.id);

  it('an admin adds a term with Spanish texts; a guide reads it in Spanish, English where Spanish is blank', async () => {
    const org = await t.organisation('Terms');
    const admin = as(t, org.superAdmin);
    const since = await changeHead(t, org.superAdmin);
    const id = randomUUID();
    const made = await admin.call(OPERATIONS.createCustomerTerm, {
      params: { id: org.clientId },
      body: { id, ...customerTermFields('records-sharing') },
    });
    expect(made.status).toBe(200);
    expect(made.body.texts.es).toMatchObject({
      name: 'Consentimiento para compartir registros',
      acceptText: 'Acepto',
      // Left blank in Spanish: the English is shown.
      shortName: 'Sharing',
      rejectText: 'I do not agree',
    });
    const heard = await changesSince(t, org.superAdmin, since);
    expect(heard.map((c) => c.entity)).toEqual(['customer', 'consentTerm']);
    const customer = heard[0]!.data as { terms: { id: string; name: string }[] };
    expect(customer.terms).toContainEqual({ id, name: 'Consent to share records' });

    const listed = await admin.call(OPERATIONS.customerTerms, { params: { id: org.clientId } });
    expect(listed.body.data.map((term) => term.key)).toContain('records-sharing');
  });

  it('withdrawing a term keeps it on the page and takes it off the customer; a repeated create changes nothing', async () => {
    const org = await t.organisation('Withdraw');
    const admin = as(t, org.superAdmin);
    const id = randomUUID();
    const body = { id, ...customerTermFields() };
    await admin.call(OPERATIONS.createCustomerTerm, { params: { id: org.clientId }, body });
    expect((await admin.call(OPERATIONS.createCustomerTerm, { params: { id: org.clientId }, body })).status).toBe(200);
    expect((await termsOf(org.clientId)).filter((term) => term.id === id)).toHaveLength(1);

    const withdrawn = await admin.call(OPERATIONS.updateCustomerTerm, {
      params: { id: org.clientId, termId: id },
      body: { ...customerTermFields(body.key), isActive: false },
    });
    expect(withdrawn.body.isActive).toBe(false);
    const customers = await admin.call(OPERATIONS.adminCustomers, { query: {} });
    const customer = customers.body.data.find((c) => c.id === org.clientId);
    expect(customer?.terms.map((term) => term.id)).not.toContain(id);
    const listed = await admin.call(OPERATIONS.customerTerms, { params: { id: org.clientId } });
    expect(listed.body.data.find((term) => term.id === id)?.isActive).toBe(false);
  });

  it('refuses a bad or taken key and blank required texts with every message, writing nothing', async () => {
    const org = await t.organisation('Refusals');
    const admin = as(t, org.superAdmin);
    const first = customerTermFields('shared-key');
    await admin.call(OPERATIONS.createCustomerTerm, {
      params: { id: org.clientId },
      body: { id: randomUUID(), ...first },
    });
    const before = await termsOf(org.clientId);
    const since = await changeHead(t, org.superAdmin);

    const taken = await admin.call(OPERATIONS.createCustomerTerm, {
      params: { id: org.clientId },
      body: { id: randomUUID(), ...customerTermFields('shared-key') },
    });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(errorsOf(taken.body))).toContain(CUSTOMER_TERM_MESSAGES.keyTaken);

    const blank = customerTermFields('Not A Key');
    const invalid = await admin.call(OPERATIONS.createCustomerTerm, {
      params: { id: org.clientId },
      body: {
        id: randomUUID(),
        ...blank,
        texts: { ...blank.texts, en: { ...blank.texts.en, name: ' ', acceptText: '' } },
      },
    });
    expect(invalid.status).toBe(400);
    const messages = JSON.stringify(errorsOf(invalid.body));
    for (const message of [
      CUSTOMER_TERM_MESSAGES.keyInvalid,
      CUSTOMER_TERM_MESSAGES.nameRequired,
      CUSTOMER_TERM_MESSAGES.acceptTextRequired,
    ])
      expect(messages).toContain(message);

    expect(await termsOf(org.clientId)).toEqual(before);
    expect(await changesSince(t, org.superAdmin, since)).toEqual([]);
  });

  it("guides are refused; another organisation's customer or term is not found and left as it was", async () => {
    const [org, other] = [await t.organisation('Mine'), await t.organisation('Theirs')];
    const theirs = randomUUID();
    await as(t, other.superAdmin).call(OPERATIONS.createCustomerTerm, {
      params: { id: other.clientId },
      body: { id: theirs, ...customerTermFields() },
    });
    const theirsBefore = await termsOf(other.clientId);
    const guide = await as(t, org.guide).call(OPERATIONS.customerTerms, { params: { id: org.clientId } });
    expect(guide.status).toBe(403);
    const admin = as(t, org.superAdmin);
    const answers = [
      await admin.call(OPERATIONS.customerTerms, { params: { id: other.clientId } }),
      await admin.call(OPERATIONS.updateCustomerTerm, {
        params: { id: other.clientId, termId: theirs },
        body: customerTermFields(),
      }),
      // Their term through my customer: still not found.
      await admin.call(OPERATIONS.updateCustomerTerm, {
        params: { id: org.clientId, termId: theirs },
        body: customerTermFields(),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    const reused = await admin.call(OPERATIONS.createCustomerTerm, {
      params: { id: org.clientId },
      body: { id: theirs, ...customerTermFields() },
    });
    expect(reused.status).toBe(400);
    expect(await termsOf(other.clientId)).toEqual(theirsBefore);
  });
});
