/** API shapes of users and members (part 1 section 3). Change-log rows carry the same shapes. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { addresses, emailAddresses, memberStages, memberStatuses, phoneNumbers, users } from '../db/schema/index.ts';
import type { EntityShape, memberListRowSchema } from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export interface MemberSummary {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  assignedGuideId: string | null;
}

export function presentActingUser(actor: Actor, administeredClientIds: string[]) {
  const u = actor.user;
  return {
    id: u.id,
    interactableId: u.id,
    name: fullName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    organisationId: u.organisationId,
    /** The home customer (feature flags come from it); access spans every customer of the organisation. */
    clientId: u.clientId,
    userPermissions: actor.permissions,
    featureFlags: actor.featureFlags,
    hasAppAccess: u.hasAppAccess,
    isDeleted: u.isDeleted,
    location: u.location,
    timeZone: u.timeZone,
    voicemailGreetingFileId: u.voicemailGreetingFileId,
    impersonatedUserId: actor.impersonating ? u.id : null,
    realUserId: actor.realUser.id,
    realUserName: fullName(actor.realUser),
    /** Clients this user holds the ADMIN access role on (the Hospitalizations tab needs one). */
    administeredClientIds,
  };
}

/**
 * A user as its change carries it: the summary plus what lists show. For a member that is every
 * field of a member list row but the address (guide, status, stage, outreach phase, last event),
 * so a row in an open list updates in place; the portal's store merges it over the row it holds.
 */
export function presentUserChange(u: UserRow): EntityShape<'user'> {
  const summary = {
    id: u.id, name: fullName(u), firstName: u.firstName, lastName: u.lastName, assignedGuideId: u.assignedGuideId, role: u.role, clientId: u.clientId,
    lastEventAt: u.lastEventAt?.toISOString() ?? null, lastEventType: u.lastEventType, hasAppAccess: u.hasAppAccess,
  };
  return u.role === 'PATIENT' ? { ...summary, memberStatusId: u.memberStatusId, memberStageId: u.memberStageId, outreachPhase: u.outreachPhase } : summary;
}

/** The columns of a member the member list reads (`presentMemberListRow` takes them). */
export type MemberListSource = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'assignedGuideId' | 'role' | 'clientId' | 'memberStatusId' | 'memberStageId' | 'outreachPhase' | 'lastEventAt' | 'lastEventType'
>;
export type MemberListRow = typeof memberListRowSchema.infer;

/** A member as the member list shows it; `shortAddress` is 'line1, city' of the first address, or null. */
export function presentMemberListRow(m: MemberListSource, shortAddress: string | null): MemberListRow {
  return {
    id: m.id, name: fullName(m), firstName: m.firstName, lastName: m.lastName, assignedGuideId: m.assignedGuideId, role: m.role, clientId: m.clientId,
    memberStatusId: m.memberStatusId, memberStageId: m.memberStageId, outreachPhase: m.outreachPhase,
    lastEventAt: m.lastEventAt?.toISOString() ?? null, lastEventType: m.lastEventType, shortAddress,
  };
}

/** 'line1, city', as the member list shows an address. */
export const shortAddressOf = (a: { line1: string; city: string }) => [a.line1.trim(), a.city.trim()].filter(Boolean).join(', ');

export function presentGuide(u: UserRow) {
  return { id: u.id, name: fullName(u), firstName: u.firstName, lastName: u.lastName, role: u.role, location: u.location, clientId: u.clientId };
}

export async function memberSummaries(db: Db | Tx, ids: readonly string[]): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, assignedGuideId: users.assignedGuideId })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { ...r, name: fullName(r) }]));
}

/** A member with contact details, status and stage, as GET /users/{memberId} returns it. */
export async function presentMember(db: Db, member: UserRow) {
  const [phones, emails, places, statuses, stages] = await Promise.all([
    db.select().from(phoneNumbers).where(inArray(phoneNumbers.userId, [member.id])),
    db.select().from(emailAddresses).where(inArray(emailAddresses.userId, [member.id])),
    db.select().from(addresses).where(inArray(addresses.userId, [member.id])),
    member.memberStatusId ? db.select().from(memberStatuses).where(inArray(memberStatuses.id, [member.memberStatusId])) : [],
    member.memberStageId ? db.select().from(memberStages).where(inArray(memberStages.id, [member.memberStageId])) : [],
  ]);
  const status = statuses[0];
  const stage = stages[0];
  return {
    id: member.id,
    interactableId: member.id,
    name: fullName(member),
    firstName: member.firstName,
    lastName: member.lastName,
    role: member.role,
    clientId: member.clientId,
    assignedGuideId: member.assignedGuideId,
    memberStatus: status ? { memberStatusId: status.id, key: status.key } : null,
    memberStage: stage ? { id: stage.id, key: stage.key } : null,
    birthDate: member.birthDate,
    language: member.language,
    externalPatientId: member.externalPatientId,
    lastEventAt: member.lastEventAt?.toISOString() ?? null,
    lastEventType: member.lastEventType,
    memberPermissions: [] as string[],
    phoneNumbers: phones.map((p) => ({
      id: p.id, phoneId: p.id, interactableId: member.id, number: p.number, description: p.description, primary: p.isPrimary,
      type: p.type, carrier: p.carrier, userId: p.userId, doNotContact: p.doNotContact ? { reason: p.doNotContactReason } : null,
    })),
    emailAddresses: emails.map((e) => ({ id: e.id, emailAddress: e.emailAddress, description: e.description, primary: e.isPrimary })),
    addresses: places.map((a) => ({
      id: a.id, description: a.description, line1: a.line1, line2: a.line2, city: a.city, state: a.state, zip: a.zip, primary: a.isPrimary,
      latitude: a.latitude, longitude: a.longitude,
    })),
  };
}
