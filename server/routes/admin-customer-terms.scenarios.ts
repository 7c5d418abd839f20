/**
 * The walks' scenarios for the operations of admin-customer-terms.ts (gathered in server/testing/scenarios.ts).
 * - A customer's consent terms: admins read them, CAN_MODIFY_CLIENTS (admins) add and change them;
 *   another organisation's customer or term is not found.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { consentTerms } from '../db/schema/index.ts';
import type { TestOrganisation } from '../testing/factories.ts';
import { ADMINS } from '../testing/grids.ts';
import type { HandledBy, ScenariosOf } from '../testing/scenario-types.ts';
import type { adminCustomerTermsHandlers } from './admin-customer-terms.ts';

/** A term's fields as the page's form sends them; `key` unique per call unless given. */
export function customerTermFields(key = `term-${randomUUID().slice(0, 8)}`) {
  const blank = { name: null, shortName: null, text: null, infoText: null, acceptText: null, rejectText: null };
  return {
    key,
    sortOrder: 5,
    identityRequired: false,
    isActive: true,
    texts: {
      en: {
        name: 'Consent to share records',
        shortName: 'Sharing',
        text: 'I agree that my care team may share my records with my health plan.',
        infoText: null,
        acceptText: 'I agree',
        rejectText: 'I do not agree',
      },
      es: { ...blank, name: 'Consentimiento para compartir registros', acceptText: 'Acepto' },
    },
  };
}

/** A term of the organisation's home customer, written directly. */
export async function createCustomerTerm(db: Db, org: Pick<TestOrganisation, 'organisationId' | 'clientId'>) {
  const id = randomUUID();
  await db.insert(consentTerms).values({
    id,
    organisationId: org.organisationId,
    clientId: org.clientId,
    key: `walk-${id.slice(0, 8)}`,
    name: 'Walk term',
    shortName: 'Walk',
    text: 'A term made for the walks.',
    acceptText: 'Yes',
  });
  return id;
}

export const adminCustomerTermsScenarios = {
  customerTerms: {
    authorization: { request: ({ o }) => ({ params: { id: o.clientId } }), expect: ADMINS },
    isolation: { notFound: ({ foreign }) => ({ params: { id: foreign.clientId } }), by: 'superAdmin' },
  },
  createCustomerTerm: {
    authorization: {
      request: ({ o }) => ({ params: { id: o.clientId }, body: { id: randomUUID(), ...customerTermFields() } }),
      expect: ADMINS,
    },
    isolation: {
      notFound: ({ foreign }) => ({
        params: { id: foreign.clientId },
        body: { id: randomUUID(), ...customerTermFields() },
      }),
      by: 'superAdmin',
    },
    write: async ({ org, callAs }) => {
      const body = { id: randomUUID(), ...customerTermFields() };
      return () => callAs(org.superAdmin, { params: { id: org.clientId }, body });
    },
  },
  updateCustomerTerm: {
    authorization: {
      request: async ({ db, o }) => ({
        params: { id: o.clientId, termId: await createCustomerTerm(db, o) },
        body: customerTermFields(),
      }),
      expect: ADMINS,
    },
    isolation: {
      notFound: async ({ db, foreign }) => ({
        params: { id: foreign.clientId, termId: await createCustomerTerm(db, foreign) },
        body: customerTermFields(),
      }),
      by: 'superAdmin',
    },
    write: async ({ db, org, callAs }) => {
      const termId = await createCustomerTerm(db, org);
      return () => callAs(org.superAdmin, { params: { id: org.clientId, termId }, body: customerTermFields() });
    },
  },
} satisfies ScenariosOf<HandledBy<typeof adminCustomerTermsHandlers>>;
