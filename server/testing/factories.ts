/**
 * Typed factories for server tests: a tenant with its staff and a member in one call, and any
 * work item on top. Ids are random so several tenants live side by side in one database.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { clients, feedItems, notifications, priorityContacts, scheduledEvents, tenantSequences, todos, userClientAccess, users } from '../db/schema/index.ts';

export interface TestTenant {
  clientId: string;
  guide: { id: string; email: string };
  otherGuide: { id: string; email: string };
  supervisor: { id: string; email: string };
  superAdmin: { id: string; email: string };
  noAccess: { id: string; email: string };
  member: { id: string };
}

async function staff(db: Db, clientId: string, role: Role, label: string, hasAppAccess = true) {
  const id = randomUUID();
  const email = `${label.toLowerCase()}-${id.slice(0, 8)}@test.example`;
  await db.insert(users).values({ id, clientId, role, firstName: label, lastName: 'Tester', loginEmail: email, authSubject: id, hasAppAccess, location: 'Chicago, IL' });
  return { id, email };
}

export async function createTenant(db: Db, name = 'Tenant'): Promise<TestTenant> {
  const clientId = randomUUID();
  await db.insert(clients).values({ id: clientId, name: `${name}-${clientId.slice(0, 6)}`, displayName: name, featureFlags: ['needs-call'] });
  await db.insert(tenantSequences).values({ clientId, head: 0 });
  const guide = await staff(db, clientId, 'GUIDE', 'Guide');
  const otherGuide = await staff(db, clientId, 'GUIDE', 'Other');
  const supervisor = await staff(db, clientId, 'GUIDE_SUPERVISOR', 'Supervisor');
  const superAdmin = await staff(db, clientId, 'SUPER_ADMIN', 'Root');
  await db.insert(userClientAccess).values({ userId: superAdmin.id, clientId, accessRole: 0 });
  const noAccess = await staff(db, clientId, 'GUIDE', 'Locked', false);
  const memberId = randomUUID();
  await db.insert(users).values({ id: memberId, clientId, role: 'PATIENT', firstName: 'Member', lastName: name, assignedGuideId: guide.id, memberStatusId: 1, memberStageId: 1 });
  return { clientId, guide, otherGuide, supervisor, superAdmin, noAccess, member: { id: memberId } };
}

export async function createTodo(db: Db, tenant: TestTenant, overrides: Partial<typeof todos.$inferInsert> = {}) {
  const [row] = await db
    .insert(todos)
    .values({ id: randomUUID(), clientId: tenant.clientId, userId: tenant.guide.id, memberId: tenant.member.id, type: 'CALL_BACK', date: new Date(), ...overrides })
    .returning();
  if (!row) throw new Error('todo not created');
  return row;
}

export async function createScheduledEvent(db: Db, tenant: TestTenant, overrides: Partial<typeof scheduledEvents.$inferInsert> = {}) {
  const [row] = await db
    .insert(scheduledEvents)
    .values({ id: randomUUID(), clientId: tenant.clientId, memberId: tenant.member.id, userId: tenant.guide.id, createdBy: tenant.guide.id, type: 'call', date: new Date().toISOString().slice(0, 10), time: '10:00', ...overrides })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

export async function createPriorityContact(db: Db, tenant: TestTenant, sortOrder = 1) {
  await db.insert(priorityContacts).values({ id: randomUUID(), clientId: tenant.clientId, memberId: tenant.member.id, guideId: tenant.guide.id, sortOrder, priorityLevel: 'high' });
}

export async function createFeedItems(db: Db, tenant: TestTenant, count: number, start = Date.now()) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(), clientId: tenant.clientId, memberId: tenant.member.id, timestamp: new Date(start - i * 60_000), externalItemType: i % 2 ? 'call' : 'message', externalItemId: randomUUID(),
  }));
  await db.insert(feedItems).values(rows);
  return rows;
}

export async function createNotification(db: Db, tenant: TestTenant, guideId: string, seen = false) {
  await db.insert(notifications).values({ id: randomUUID(), clientId: tenant.clientId, guideId, memberId: tenant.member.id, label: 'New text', description: 'A member texted you', notificationGroupType: 'messages', seenAt: seen ? new Date() : null });
}
