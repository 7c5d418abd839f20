/**
 * The external record system (the spec's EMR, "Avon"): the port the member page's operations talk
 * to, and the simulated implementation this server runs with (no real system is configured).
 *
 * A real adapter makes HTTP calls, so the port is called outside any database transaction: a
 * handler registers first, then stores the answer in its own write.
 *
 * The simulation keeps no registry of its own: a patient exists in it once a member of the
 * organisation carries its id (`users.external_patient_id`), so seeded ids, ids registered at run
 * time and restarts all agree. Ids look like the real system's (`AV-` and 8 digits), are derived
 * from the organisation and member (registering a member twice proposes the same id) and are unique
 * in the organisation (a taken id moves on to the next candidate; a unique index backs it).
 */
import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';

/** What the external system is told of a member when registering them. */
export interface ExternalPatientInput {
  organisationId: string;
  memberId: string;
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string | null;
}

/** A patient as the external system holds it. */
export interface ExternalPatient {
  patientId: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

export interface ExternalRecordSystem {
  /** Registers the member with the organisation's account; answers the patient id. */
  registerPatient(member: ExternalPatientInput): Promise<string>;
  /** The patient of this id in the organisation's account, or null when it has none. */
  lookup(organisationId: string, patientId: string): Promise<ExternalPatient | null>;
}

const eightDigits = (n: number) => `AV-${String(n % 100_000_000).padStart(8, '0')}`;

/** The id the simulation proposes for a member, on the given attempt (0 first). */
export function candidatePatientId(organisationId: string, memberId: string, attempt: number): string {
  const digest = createHash('sha256').update(`${organisationId}:${memberId}:${attempt}`).digest();
  return eightDigits(digest.readUInt32BE(0));
}

/**
 * The seed's ids: the member's index scrambled (a bijection on 0 .. 89,999,998, so never two alike)
 * into 10000000 .. 99999998, so they do not read as a sequence.
 */
export function seededPatientId(index: number): string {
  const modulus = 89_999_999;
  return eightDigits(10_000_000 + ((index * 48_271 + 7_654_321) % modulus));
}

/** How many taken candidates the simulation skips before giving up (it never gets near this). */
const MAX_ATTEMPTS = 50;

export function createSimulatedExternalRecords(db: Db): ExternalRecordSystem {
  const memberWith = async (organisationId: string, patientId: string) => {
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, birthDate: users.birthDate })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.externalPatientId, patientId)))
      .limit(1);
    return row;
  };
  return {
    async registerPatient(member) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const patientId = candidatePatientId(member.organisationId, member.memberId, attempt);
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.organisationId, member.organisationId),
              eq(users.externalPatientId, patientId),
              ne(users.id, member.memberId),
            ),
          )
          .limit(1);
        if (!taken) return patientId;
      }
      throw new Error('The simulated external record system found no free patient id');
    },
    async lookup(organisationId, patientId) {
      const row = await memberWith(organisationId, patientId);
      return row ? { patientId, firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate } : null;
    },
  };
}
