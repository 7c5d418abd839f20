/**
 * A customer as the admin area reads it (`customer` entity): the record and configs, its market and
 * feedback numbers and its active consent terms. Shared by the list and every write's change row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_LIMITS, type EntityShape } from '../../domain/index.ts';
import type { Tx } from '../db/connect.ts';
import { together } from '../db/together.ts';
import { clientMarketNumbers, clients, consentTerms } from '../db/schema/index.ts';

type ClientRow = typeof clients.$inferSelect;

/** The organisation's customers (all, or `ids`), by display name, each with its numbers and terms. */
export async function presentCustomers(
  db: Pick<Tx, 'select'>,
  organisationId: string,
  ids?: readonly string[],
): Promise<EntityShape<'customer'>[]> {
  const rows: ClientRow[] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.organisationId, organisationId), ids ? inArray(clients.id, [...ids]) : undefined))
    .orderBy(asc(clients.displayName), asc(clients.id))
    .limit(CUSTOMER_LIMITS.customersPerOrganisation);
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const [numbers, terms] = await together(db, [
    () =>
      db
        .select()
        .from(clientMarketNumbers)
        .where(inArray(clientMarketNumbers.clientId, found))
        .orderBy(asc(clientMarketNumbers.internalPhoneNumberId)),
    () =>
      db
        .select({ id: consentTerms.id, name: consentTerms.name, clientId: consentTerms.clientId })
        .from(consentTerms)
        .where(and(inArray(consentTerms.clientId, found), eq(consentTerms.isActive, true)))
        .orderBy(asc(consentTerms.sortOrder), asc(consentTerms.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    website: row.website,
    medicalCenterId: row.medicalCenterId,
    clientMarketNumbers: numbers
      .filter((n) => n.clientId === row.id)
      .map((n) => ({ id: n.internalPhoneNumberId, type: n.type })),
    smsReEngagementThreshold: row.smsReEngagementThreshold,
    callEngagementLengthRequirementInMinutes: row.callEngagementLengthRequirementInMinutes,
    averageMonthsInProgram: row.averageMonthsInProgram,
    chwInitialMinutes: row.chwInitialMinutes,
    chwAddOnMinutes: row.chwAddOnMinutes,
    terms: terms.filter((t) => t.clientId === row.id).map((t) => ({ id: t.id, name: t.name })),
    createdAt: row.createdAt.toISOString(),
  }));
}
