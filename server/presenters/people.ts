/** API shapes of users and members (part 1 section 3). Change-log rows carry the same shapes. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
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
 * so a row in an open list updates in place, and the member page's header fields (birthday,
 * external patient id, language) and personal information; the portal's store merges it over the
 * row it holds. Contact details travel as changes of their own kinds.
 */
export function presentUserChange(u: UserRow): EntityShape<'user'> {
  const summary = {
    id: u.id,
    name: fullName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    assignedGuideId: u.assignedGuideId,
    role: u.role,
    clientId: u.clientId,
    lastEventAt: u.lastEventAt?.toISOString() ?? null,
    lastEventType: u.lastEventType,
    hasAppAccess: u.hasAppAccess,
  };
  if (u.role !== 'PATIENT') return summary;
  return {
    ...summary,
    memberStatusId: u.memberStatusId,
    memberStageId: u.memberStageId,
    outreachPhase: u.outreachPhase,
    birthDate: u.birthDate,
    externalPatientId: u.externalPatientId,
    language: u.language,
    preferredName: u.preferredName,
    namePronunciation: u.namePronunciation,
    pronouns: u.pronouns,
    reportedLanguage: u.reportedLanguage,
    raceEthnicitySummary: u.raceEthnicitySummary,
  };
}

/** The columns of a member the member list reads (`presentMemberListRow` takes them). */
export type MemberListSource = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'assignedGuideId'
  | 'role'
  | 'clientId'
  | 'memberStatusId'
  | 'memberStageId'
  | 'outreachPhase'
  | 'lastEventAt'
  | 'lastEventType'
>;
export type MemberListRow = typeof memberListRowSchema.infer;

/** A member as the member list shows it; `shortAddress` is 'line1, city' of the first address, or null. */
export function presentMemberListRow(m: MemberListSource, shortAddress: string | null): MemberListRow {
  return {
    id: m.id,
    name: fullName(m),
    firstName: m.firstName,
    lastName: m.lastName,
    assignedGuideId: m.assignedGuideId,
    role: m.role,
    clientId: m.clientId,
    memberStatusId: m.memberStatusId,
    memberStageId: m.memberStageId,
    outreachPhase: m.outreachPhase,
    lastEventAt: m.lastEventAt?.toISOString() ?? null,
    lastEventType: m.lastEventType,
    shortAddress,
  };
}

/** 'line1, city', as the member list shows an address. */
export const shortAddressOf = (a: { line1: string; city: string }) =>
  [a.line1.trim(), a.city.trim()].filter(Boolean).join(', ');

export function presentGuide(u: UserRow) {
  return {
    id: u.id,
    name: fullName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    location: u.location,
    clientId: u.clientId,
  };
}

/** The summary of a user row already read (no query). */
export const memberSummaryOf = (
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'assignedGuideId'>,
): MemberSummary => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  assignedGuideId: u.assignedGuideId,
  name: fullName(u),
});

export async function memberSummaries(db: Db | Tx, ids: readonly string[]): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      assignedGuideId: users.assignedGuideId,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { ...r, name: fullName(r) }]));
}
