/**
 * The training page's data (spec part 3 section 2, "Training page"): each organisation's training
 * client and a few training characters, members of that client on the demo guide's caseload, for
 * staff to practise on. What each character was seeded as is kept (training_characters) so a reset
 * can put it back. Ids derive from the organisation, so the seed stays deterministic and every
 * organisation (tests make many) gets its own. Idempotent: an organisation that has a training
 * client is left as it is.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MemberStageKey, MemberStatusKey, OutreachPhase } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import {
  addresses,
  clients,
  memberStatusEvents,
  trainingCharacters,
  trainingClients,
  users,
} from '../db/schema/index.ts';
import { DAY } from './context.ts';
import { stageId, statusId } from './members.ts';

export const TRAINING_CLIENT = { name: 'training', displayName: 'Training Client' } as const;

interface TrainingCharacterSeed {
  key: string;
  firstName: string;
  lastName: string;
  stage: MemberStageKey;
  status: MemberStatusKey;
  phase: OutreachPhase | null;
}

/** Fictional names that say what they are, one per stage a new guide learns. */
export const TRAINING_CHARACTERS: readonly TrainingCharacterSeed[] = [
  { key: 'tara', firstName: 'Tara', lastName: 'Practice', stage: 'outreach', status: 'new', phase: 'initial-outreach' },
  {
    key: 'theo',
    firstName: 'Theo',
    lastName: 'Practice',
    stage: 'outreach',
    status: 'attempted',
    phase: 'follow-up-outreach',
  },
  { key: 'tess', firstName: 'Tess', lastName: 'Practice', stage: 'in-program', status: 'newly-engaged', phase: null },
];

/** A stable uuid (v4 layout) for one of the organisation's training rows. */
export function trainingId(organisationId: string, label: string): string {
  const hex = createHash('sha256').update(`training:${organisationId}:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface TrainingSeedOptions {
  organisationId: string;
  /** The guide the characters are assigned to (the demo guide). */
  guideId: string;
  now: Date;
}

/** Adds the organisation's training client and characters unless it has them; answers the client's id. */
export async function ensureTrainingData(db: Db | Tx, options: TrainingSeedOptions): Promise<string> {
  const { organisationId, guideId, now } = options;
  const [existing] = await db
    .select({ clientId: trainingClients.clientId })
    .from(trainingClients)
    .where(eq(trainingClients.organisationId, organisationId));
  if (existing) return existing.clientId;
  const clientId = trainingId(organisationId, 'client');
  await db.insert(clients).values({ id: clientId, organisationId, ...TRAINING_CLIENT });
  await db.insert(trainingClients).values({ clientId, organisationId });
  for (const character of TRAINING_CHARACTERS) {
    const memberId = trainingId(organisationId, character.key);
    await db.insert(users).values({
      id: memberId,
      organisationId,
      clientId,
      role: 'PATIENT',
      firstName: character.firstName,
      lastName: character.lastName,
      timeZone: 'America/Chicago',
      assignedGuideId: guideId,
      memberStatusId: statusId(character.status),
      memberStageId: stageId(character.stage),
      outreachPhase: character.phase,
    });
    await db.insert(addresses).values({
      id: trainingId(organisationId, `${character.key}:address`),
      organisationId,
      clientId,
      userId: memberId,
      description: 'Home',
      line1: '100 Practice Lane',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      isPrimary: true,
    });
    // The status the character starts in, a day before seeding; a reset keeps it and removes later ones.
    await db.insert(memberStatusEvents).values({
      id: trainingId(organisationId, `${character.key}:status`),
      organisationId,
      clientId,
      memberId,
      memberStatusId: statusId(character.status),
      effectiveAt: new Date(now.getTime() - DAY),
    });
    await db.insert(trainingCharacters).values({
      memberId,
      organisationId,
      seededStatusId: statusId(character.status),
      seededStageId: stageId(character.stage),
      seededGuideId: guideId,
      seededAt: now,
    });
  }
  return clientId;
}
