/**
 * Resourcing numbers (spec part 3 sections 5, 7): the numbers offered for a 3-digit base. The
 * carrier here is the simulated one (server/telephony): for a base it offers the fictional
 * 555-0100 to 555-0199 exchange of that area code, less the numbers a user of the organisation
 * already holds; a service code (N11: 211, 311 ... 911) is no area code, so it offers none. A real
 * carrier's search plugs in here, behind the same function.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';

/** At most this many offered at once (the form shows them; the create takes the first). */
export const OFFERED_NUMBERS = 10;

export async function availableResourcingNumbers(
  db: Pick<Db | Tx, 'select'>,
  organisationId: string,
  base: string,
): Promise<string[]> {
  if (base.endsWith('11')) return [];
  const taken = await db
    .select({ number: users.resourcingNumber })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNotNull(users.resourcingNumber)));
  const held = new Set(taken.map((row) => row.number));
  const offered: string[] = [];
  for (let line = 100; line <= 199 && offered.length < OFFERED_NUMBERS; line++) {
    const number = `+1${base}5550${line}`;
    if (!held.has(number)) offered.push(number);
  }
  return offered;
}
