/**
 * Typed factories for server tests: an organisation (the tenant) with two customers, its staff
 * and a member in one call, and any work item on top. Ids are random so several organisations
 * live side by side in one database, and every test can make its own instead of reading another's.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCESS_ROLES,
  ENTITIES,
  MEMBER_STATUS_KEYS,
  type FeedItemType,
  type MemberStatusKey,
  type Role,
} from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import {
  addresses,
  alerts,
  calls,
  clients,
  emailAddresses,
  feedItems,
  interactions,
  memberStatusEvents,
  notifications,
  organisationSequences,
  organisations,
  phoneNumbers,
  priorityContacts,
  scheduledEvents,
  smsMessages,
  teamMemberships,
  teams,
  todos,
  userClientAccess,
  users,
} from '../db/schema/index.ts';
import { ensureTransferReasons } from '../transfers/reasons.ts';
import { entityRow } from './entity-rows.ts';
import { ensureMessageTemplates } from '../routes/admin-message-templates-defaults.ts';

export interface TestUser {
  id: string;
  email: string;
}

export interface TestOrganisation {
  organisationId: string;
  /** The organisation's first customer: the member's and the staff's home customer. */
  clientId: string;
  /** A second customer of the same organisation, with a team of its own. */
  otherClientId: string;
  /** One team per customer, in that order. */
  teamIds: [string, string];
  guide: TestUser;
  otherGuide: TestUser;
  supervisor: TestUser;
  /** Administers the first customer (ADMIN access role). */
  superAdmin: TestUser;
  noAccess: TestUser;
  member: { id: string };
}

/** The name the consent suites know it by. */
export type TestTenant = TestOrganisation;

async function staff(
  db: Db,
  org: { organisationId: string; clientId: string },
  role: Role,
  label: string,
  hasAppAccess = true,
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${label.toLowerCase()}-${id.slice(0, 8)}@test.example`;
  await db.insert(users).values({
    id,
    ...org,
    role,
    firstName: label,
    lastName: 'Tester',
    loginEmail: email,
    authSubject: id,
    hasAppAccess,
    location: 'Chicago, IL',
  });
  return { id, email };
}

export async function createOrganisation(db: Db, name = 'Organisation'): Promise<TestOrganisation> {
  const organisationId = randomUUID();
  await db.insert(organisations).values({ id: organisationId, name: `${name}-${organisationId.slice(0, 6)}` });
  await db.insert(organisationSequences).values({ organisationId, head: 0 });
  const clientId = randomUUID();
  const otherClientId = randomUUID();
  await db.insert(clients).values([
    {
      id: clientId,
      organisationId,
      name: `${name}-plan-${clientId.slice(0, 6)}`,
      displayName: `${name} Plan`,
      medicalCenterId: 'MC-1',
      featureFlags: ['needs-call'],
    },
    {
      id: otherClientId,
      organisationId,
      name: `${name}-care-${otherClientId.slice(0, 6)}`,
      displayName: `${name} Care`,
      featureFlags: [],
    },
  ]);
  const teamIds: [string, string] = [randomUUID(), randomUUID()];
  await db
    .insert(teams)
    .values([
      entityRow(ENTITIES.team, { id: teamIds[0], organisationId, clientId, name: `${name} North` }),
      entityRow(ENTITIES.team, { id: teamIds[1], organisationId, clientId: otherClientId, name: `${name} South` }),
    ]);
  const home = { organisationId, clientId };
  const guide = await staff(db, home, 'GUIDE', 'Guide');
  const otherGuide = await staff(db, home, 'GUIDE', 'Other');
  const supervisor = await staff(db, home, 'GUIDE_SUPERVISOR', 'Supervisor');
  const superAdmin = await staff(db, home, 'SUPER_ADMIN', 'Root');
  await db
    .insert(userClientAccess)
    .values({ organisationId, userId: superAdmin.id, clientId, accessRole: ACCESS_ROLES.ADMIN });
  const noAccess = await staff(db, home, 'GUIDE', 'Locked', false);
  await db.insert(teamMemberships).values([
    { organisationId, teamId: teamIds[0], userId: guide.id },
    { organisationId, teamId: teamIds[0], userId: supervisor.id, isLead: true },
    { organisationId, teamId: teamIds[1], userId: otherGuide.id },
  ]);
  const memberId = randomUUID();
  await db.insert(users).values({
    id: memberId,
    ...home,
    role: 'PATIENT',
    firstName: 'Member',
    lastName: name,
    assignedGuideId: guide.id,
    memberStatusId: 1,
    memberStageId: 1,
  });
  await ensureTransferReasons(db, organisationId);
  await ensureMessageTemplates(db, organisationId);
  return {
    organisationId,
    clientId,
    otherClientId,
    teamIds,
    guide,
    otherGuide,
    supervisor,
    superAdmin,
    noAccess,
    member: { id: memberId },
  };
}

/** @deprecated Kept for the consent e2e driver; same as `createOrganisation`. */
export const createTenant = createOrganisation;

/** Another member of the organisation, in the given customer (default: its first). */
export async function createMemberOf(
  db: Db,
  org: TestOrganisation,
  options: { clientId?: string; firstName?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    organisationId: org.organisationId,
    clientId: options.clientId ?? org.clientId,
    role: 'PATIENT',
    firstName: options.firstName ?? 'Extra',
    lastName: 'Member',
    assignedGuideId: org.guide.id,
    memberStatusId: 1,
    memberStageId: 1,
  });
  return id;
}

const owned = (org: TestOrganisation) => ({ organisationId: org.organisationId, clientId: org.clientId });

export async function createTodo(db: Db, org: TestOrganisation, overrides: Partial<typeof todos.$inferInsert> = {}) {
  const [row] = await db
    .insert(todos)
    .values({
      id: randomUUID(),
      ...owned(org),
      userId: org.guide.id,
      memberId: org.member.id,
      type: 'CALL_BACK',
      date: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('todo not created');
  return row;
}

export async function createScheduledEvent(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof scheduledEvents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(scheduledEvents)
    .values({
      id: randomUUID(),
      ...owned(org),
      memberId: org.member.id,
      userId: org.guide.id,
      createdBy: org.guide.id,
      type: 'call',
      date: new Date().toISOString().slice(0, 10),
      time: '10:00',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

export async function createPriorityContact(db: Db, org: TestOrganisation, sortOrder = 1) {
  await db.insert(priorityContacts).values({
    id: randomUUID(),
    ...owned(org),
    memberId: org.member.id,
    guideId: org.guide.id,
    sortOrder,
    priorityLevel: 'high',
  });
}

export async function createFeedItems(db: Db, org: TestOrganisation, count: number, start = Date.now()) {
  const kinds: FeedItemType[] = ['message', 'call'];
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    ...owned(org),
    memberId: org.member.id,
    timestamp: new Date(start - i * 60_000),
    externalItemType: kinds[i % 2]!,
    externalItemId: randomUUID(),
  }));
  await db.insert(feedItems).values(rows);
  return rows;
}

export async function createNotification(db: Db, org: TestOrganisation, guideId: string, seen = false) {
  await db.insert(notifications).values({
    id: randomUUID(),
    ...owned(org),
    guideId,
    memberId: org.member.id,
    label: 'New text',
    description: 'A member texted you',
    notificationGroupType: 'messages',
    seenAt: seen ? new Date() : null,
  });
}

/** The catalogue id of a member status (reference data numbers them from 1 in catalogue order). */
export const statusIdOf = (key: MemberStatusKey) => MEMBER_STATUS_KEYS.indexOf(key) + 1;

/** A unique-enough US number for a test (+1 and 10 digits). */
export const testPhone = () => `+1${String(2_000_000_000 + Math.floor(Math.random() * 7_999_999_999)).slice(0, 10)}`;

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} not created`);
  return row;
}

/** A phone of the organisation's member (or `userId`). */
export async function createPhoneNumber(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof phoneNumbers.$inferInsert> = {},
) {
  return one(
    await db
      .insert(phoneNumbers)
      .values({
        ...owned(org),
        userId: org.member.id,
        number: testPhone(),
        description: 'Mobile',
        isPrimary: true,
        ...overrides,
      })
      .returning(),
    'phone',
  );
}

export async function createEmailAddress(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof emailAddresses.$inferInsert> = {},
) {
  return one(
    await db
      .insert(emailAddresses)
      .values({
        id: randomUUID(),
        ...owned(org),
        userId: org.member.id,
        emailAddress: `member-${randomUUID().slice(0, 8)}@example.com`,
        description: 'Personal',
        isPrimary: true,
        ...overrides,
      })
      .returning(),
    'e-mail',
  );
}

export async function createAddress(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof addresses.$inferInsert> = {},
) {
  return one(
    await db
      .insert(addresses)
      .values({
        id: randomUUID(),
        ...owned(org),
        userId: org.member.id,
        description: 'Home',
        line1: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        // Placed as the geocoder places 60601 (server/geocoding): every address written is.
        latitude: 41.8858,
        longitude: -87.6181,
        isPrimary: true,
        ...overrides,
      })
      .returning(),
    'address',
  );
}

/** A status event of the organisation's member (or `memberId`), effective now unless given. */
export async function createStatusEvent(
  db: Db,
  org: TestOrganisation,
  status: MemberStatusKey,
  overrides: Partial<typeof memberStatusEvents.$inferInsert> = {},
) {
  return one(
    await db
      .insert(memberStatusEvents)
      .values({
        id: randomUUID(),
        ...owned(org),
        memberId: org.member.id,
        memberStatusId: statusIdOf(status),
        effectiveAt: new Date(),
        ...overrides,
      })
      .returning(),
    'status event',
  );
}

/** A dismissable alert about the organisation's member, unless `memberId: null` (global) or other overrides. */
export async function createAlert(db: Db, org: TestOrganisation, overrides: Partial<typeof alerts.$inferInsert> = {}) {
  return one(
    await db
      .insert(alerts)
      .values({
        id: randomUUID(),
        ...owned(org),
        memberId: org.member.id,
        alertType: 'member_info_update',
        severity: 'warning',
        title: 'Member information updated',
        message: 'Please confirm the new phone number.',
        isDismissable: true,
        ...overrides,
      })
      .returning(),
    'alert',
  );
}

/** An interaction (a call unless `interactionType` says otherwise) of the member with the guide. */
export async function createInteraction(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof interactions.$inferInsert> = {},
) {
  return one(
    await db
      .insert(interactions)
      .values({
        id: randomUUID(),
        ...owned(org),
        interactionType: 'call',
        memberId: org.member.id,
        guideId: org.guide.id,
        timestamp: new Date(),
        duration: 300,
        ...overrides,
      })
      .returning(),
    'interaction',
  );
}

/** An outgoing call from the guide to the member. */
export async function createCall(db: Db, org: TestOrganisation, overrides: Partial<typeof calls.$inferInsert> = {}) {
  return one(
    await db
      .insert(calls)
      .values({
        id: randomUUID(),
        ...owned(org),
        sid: `CA${randomUUID().replace(/-/g, '')}`,
        status: 'ENDED',
        incoming: false,
        originatorUserId: org.guide.id,
        originatorPhoneNumber: '+15550000100',
        receiverUserId: org.member.id,
        receiverPhoneNumber: testPhone(),
        subjectId: org.member.id,
        timeStarted: new Date(),
        duration: 300,
        ...overrides,
      })
      .returning(),
    'call',
  );
}

/** A text from the member to the guide. */
export async function createSmsMessage(
  db: Db,
  org: TestOrganisation,
  overrides: Partial<typeof smsMessages.$inferInsert> = {},
) {
  return one(
    await db
      .insert(smsMessages)
      .values({
        id: randomUUID(),
        ...owned(org),
        subjectId: org.member.id,
        text: 'Hello',
        userId: org.guide.id,
        incoming: true,
        sentAt: new Date(),
        smsStatus: 'received',
        smsPhoneNumber: testPhone(),
        ...overrides,
      })
      .returning(),
    'text',
  );
}

/** One feed item of the member pointing at `externalItemId`. */
export async function createFeedItem(
  db: Db,
  org: TestOrganisation,
  externalItemType: FeedItemType,
  externalItemId: string,
  overrides: Partial<typeof feedItems.$inferInsert> = {},
) {
  return one(
    await db
      .insert(feedItems)
      .values({
        id: randomUUID(),
        ...owned(org),
        memberId: org.member.id,
        timestamp: new Date(),
        externalItemType,
        externalItemId,
        ...overrides,
      })
      .returning(),
    'feed item',
  );
}
