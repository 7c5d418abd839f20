/**
 * A customer's consent terms, edited on its page (issue #33): read by the organisation's admins,
 * added and changed by holders of CAN_MODIFY_CLIENTS. A term's key is unique within its customer;
 * a term is never deleted (members' answers name it), only withdrawn (inactive). Every write records
 * the term (guides' open member pages and the consent flow follow it) and the customer (its list of
 * active terms, which completeness reads) in its transaction. Another organisation's customer or
 * term answers as if it did not exist.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { CUSTOMER_TERM_LIMITS, CUSTOMER_TERM_MESSAGES, type CustomerTermFields } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { clients, consentTerms } from '../db/schema/index.ts';
import type { ConsentTermTexts } from '../db/schema/consent.ts';
import { presentConsentTerm } from '../consent/staff-reads.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentCustomers } from './admin-customers-present.ts';
import { refusedFields } from './interaction-records.ts';

/** The organisation's customer, locked for the write (404 otherwise): two admins' writes to it run one after the other. */
export async function ownCustomer(tx: Tx, actor: Actor, id: string): Promise<void> {
  const [found] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.organisationId, actor.organisationId)))
    .for('update');
  if (!found) throw notFound();
}

async function keyIsFree(tx: Tx, clientId: string, key: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: consentTerms.id })
    .from(consentTerms)
    .where(
      and(
        eq(consentTerms.clientId, clientId),
        eq(consentTerms.key, key),
        exceptId === null ? undefined : ne(consentTerms.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'key', message: CUSTOMER_TERM_MESSAGES.keyTaken }]);
}

const trimmed = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** The columns a term's fields fill: English in its own columns, Spanish (blank fields left out) in translations. */
function termColumns(fields: CustomerTermFields) {
  const { en, es } = fields.texts;
  const spanish: Partial<ConsentTermTexts> = {};
  for (const name of ['name', 'shortName', 'text', 'infoText', 'acceptText', 'rejectText'] as const) {
    const value = trimmed(es[name]);
    if (value !== null) spanish[name] = value;
  }
  return {
    key: fields.key,
    sortOrder: fields.sortOrder,
    identityRequired: fields.identityRequired,
    isActive: fields.isActive,
    name: en.name.trim(),
    shortName: en.shortName.trim(),
    text: en.text.trim(),
    infoText: trimmed(en.infoText),
    acceptText: en.acceptText.trim(),
    rejectText: trimmed(en.rejectText),
    translations: Object.keys(spanish).length ? { es: spanish as ConsentTermTexts } : {},
  };
}

/** Records the term, then its customer (whose active terms it may have changed), and answers the term. */
async function recorded(tx: Tx, changes: ChangeRecorder, actor: Actor, termId: string, created: boolean) {
  const [row] = await tx.select().from(consentTerms).where(eq(consentTerms.id, termId));
  const [customer] = await presentCustomers(tx, actor.organisationId, [row!.clientId]);
  changes.record({ entity: 'customer', id: customer!.id, op: 'upsert', data: customer! });
  const data = presentConsentTerm(row!);
  // Last: the engine confirms the optimistic term on it.
  changes.record({ entity: 'consentTerm', id: data.id, op: 'upsert', data, created });
  return data;
}

export function adminCustomerTermsHandlers({
  db,
}: AppContext): HandlersOf<'customerTerms' | 'createCustomerTerm' | 'updateCustomerTerm'> {
  return {
    async customerTerms({ actor, params }) {
      const rows = await db
        .select()
        .from(consentTerms)
        .where(and(eq(consentTerms.clientId, params.id), eq(consentTerms.organisationId, actor.organisationId)))
        .orderBy(asc(consentTerms.sortOrder), asc(consentTerms.key));
      if (!rows.length) {
        const [found] = await db
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.id, params.id), eq(clients.organisationId, actor.organisationId)));
        if (!found) throw notFound();
      }
      return { data: rows.map(presentConsentTerm) };
    },

    async createCustomerTerm({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownCustomer(tx, actor, params.id);
        // A repeated create (the same id) answers the term it made; an id used elsewhere is not ours.
        const [existing] = await tx
          .select({ organisationId: consentTerms.organisationId, clientId: consentTerms.clientId })
          .from(consentTerms)
          .where(eq(consentTerms.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId || existing.clientId !== params.id)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          const [row] = await tx.select().from(consentTerms).where(eq(consentTerms.id, body.id));
          return presentConsentTerm(row!);
        }
        const [held] = await tx.select({ n: count() }).from(consentTerms).where(eq(consentTerms.clientId, params.id));
        if ((held?.n ?? 0) >= CUSTOMER_TERM_LIMITS.termsPerCustomer)
          throw refusedFields([{ property: 'key', message: CUSTOMER_TERM_MESSAGES.tooMany }]);
        await keyIsFree(tx, params.id, body.key, null);
        await tx
          .insert(consentTerms)
          .values({ id: body.id, organisationId: actor.organisationId, clientId: params.id, ...termColumns(body) });
        return recorded(tx, changes, actor, body.id, true);
      });
    },

    async updateCustomerTerm({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownCustomer(tx, actor, params.id);
        const [found] = await tx
          .select({ id: consentTerms.id })
          .from(consentTerms)
          .where(and(eq(consentTerms.id, params.termId), eq(consentTerms.clientId, params.id)))
          .for('update');
        if (!found) throw notFound();
        await keyIsFree(tx, params.id, body.key, found.id);
        await tx.update(consentTerms).set(termColumns(body)).where(eq(consentTerms.id, found.id));
        return recorded(tx, changes, actor, found.id, false);
      });
    },
  };
}
