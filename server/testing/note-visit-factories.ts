/** Notes and visits for server tests, stored as the routes store them (interaction, visit row, feed item). */
import { randomUUID } from 'node:crypto';
import type { Role } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { users, visits } from '../db/schema/index.ts';
import { createFeedItem, createInteraction, type TestOrganisation } from './factories.ts';

/** A note by the guide (or `by`) about the member, with its feed item. */
export async function createNote(db: Db, org: TestOrganisation, options: { by?: string; text?: string } = {}) {
  const note = await createInteraction(db, org, {
    interactionType: 'note',
    guideId: options.by ?? org.guide.id,
    duration: null,
    note: options.text ?? '<p>Talked about the new pharmacy.</p>',
  });
  const feed = await createFeedItem(db, org, 'note', note.id, { timestamp: note.timestamp });
  return { id: note.id, feedItemId: feed.id };
}

/** A 30-minute visit by the guide (or `by`), created at `createdAt` (now by default), at 'Other', with its feed item. */
export async function createVisit(
  db: Db,
  org: TestOrganisation,
  options: { by?: string; createdAt?: Date; outcomeId?: number | null } = {},
) {
  const createdAt = options.createdAt ?? new Date();
  const start = new Date(Math.floor(createdAt.getTime() / 900_000) * 900_000);
  const by = options.by ?? org.guide.id;
  const visit = await createInteraction(db, org, {
    id: randomUUID(),
    interactionType: 'visit',
    guideId: by,
    timestamp: start,
    duration: 1800,
    outcomeId: options.outcomeId ?? null,
  });
  await db.insert(visits).values({
    id: visit.id,
    organisationId: org.organisationId,
    clientId: org.clientId,
    memberId: org.member.id,
    createdBy: by,
    createdAt,
    endTime: new Date(start.getTime() + 1_800_000),
    location: 'Library',
  });
  const feed = await createFeedItem(db, org, 'visit', visit.id, { timestamp: start });
  return { id: visit.id, feedItemId: feed.id };
}

/** A staff user of the organisation's home customer with this role (a provider reads notes but writes none). */
export async function createStaffOf(
  db: Db,
  org: TestOrganisation,
  role: Role,
  label: string,
  timeZone = 'America/New_York',
) {
  const id = randomUUID();
  const email = `${label.toLowerCase()}-${id.slice(0, 8)}@test.example`;
  await db.insert(users).values({
    id,
    organisationId: org.organisationId,
    clientId: org.clientId,
    role,
    firstName: label,
    lastName: 'Tester',
    loginEmail: email,
    authSubject: id,
    hasAppAccess: true,
    timeZone,
  });
  return { id, email };
}
