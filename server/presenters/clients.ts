/**
 * Customers (spec part 3 section 3, "Customer"; part 1 section 3, "Client") as the API presents
 * them: the record, its market and feedback numbers, its consent terms and its teams.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { clientMarketNumbers, clients, consentTerms, internalPhoneNumbers, teams } from '../db/schema/index.ts';

type ClientRow = typeof clients.$inferSelect;
type PhoneRow = typeof internalPhoneNumbers.$inferSelect;

const presentNumber = (row: PhoneRow | undefined) =>
  row ? { id: row.id, number: row.number, displayName: row.displayName } : null;

/** The customers of an organisation, by display name; `ids` narrows them. */
export async function presentClients(
  db: Db,
  organisationId: string,
  options: { analyticsUrl: string | null; ids?: readonly string[] },
) {
  const rows = await db
    .select()
    .from(clients)
    .where(
      and(eq(clients.organisationId, organisationId), options.ids ? inArray(clients.id, [...options.ids]) : undefined),
    )
    .orderBy(asc(clients.displayName));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [numbers, phones, terms, teamRows] = await Promise.all([
    db.select().from(clientMarketNumbers).where(inArray(clientMarketNumbers.clientId, ids)),
    db.select().from(internalPhoneNumbers).where(eq(internalPhoneNumbers.organisationId, organisationId)),
    db
      .select({ id: consentTerms.id, name: consentTerms.name, clientId: consentTerms.clientId })
      .from(consentTerms)
      .where(and(inArray(consentTerms.clientId, ids), eq(consentTerms.isActive, true)))
      .orderBy(asc(consentTerms.sortOrder)),
    db
      .select({ id: teams.id, name: teams.name, clientId: teams.clientId })
      .from(teams)
      .where(inArray(teams.clientId, ids))
      .orderBy(asc(teams.name)),
  ]);
  const phoneById = new Map(phones.map((p) => [p.id, p]));
  return rows.map((c: ClientRow) => {
    const ownTeams = teamRows.filter((t) => t.clientId === c.id);
    return {
      id: c.id,
      name: c.name,
      displayName: c.displayName,
      medicalCenterId: c.medicalCenterId,
      website: c.website,
      callEngagementLengthRequirementInMinutes: c.callEngagementLengthRequirementInMinutes,
      smsReEngagementThreshold: c.smsReEngagementThreshold,
      analyticsUrl: c.analyticsUrl ?? options.analyticsUrl,
      featureFlags: c.featureFlags,
      internalPhoneNumberId: c.internalPhoneNumberId,
      feedbackNumberId: c.feedbackNumberId,
      clientMarketNumbers: numbers
        .filter((n) => n.clientId === c.id)
        .map((n) => ({ id: n.internalPhoneNumberId, type: n.type })),
      marketNumber: presentNumber(
        c.internalPhoneNumberId === null ? undefined : phoneById.get(c.internalPhoneNumberId),
      ),
      feedbackNumber: presentNumber(c.feedbackNumberId === null ? undefined : phoneById.get(c.feedbackNumberId)),
      terms: terms.filter((t) => t.clientId === c.id).map((t) => ({ id: t.id, name: t.name })),
      teamIds: ownTeams.map((t) => t.id),
      teams: ownTeams.map((t) => ({ id: t.id, name: t.name })),
      averageMonthsInProgram: c.averageMonthsInProgram,
    };
  });
}
