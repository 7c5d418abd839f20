/**
 * API shapes of a member's full record (GET /users/{id}), its contact details, status events and
 * alerts (domain/entities/member.ts). The change log carries exactly these shapes.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { EntityShape, MemberChangeSubject } from '../../domain/index.ts';
import { MEMBER_CHANGE_SUBJECT_LABELS } from '../../domain/index.ts';
import type { UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import {
  addresses,
  alerts,
  clients,
  emailAddresses,
  memberSegments,
  memberChangeLogs,
  memberStatusEvents,
  phoneNumbers,
} from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import { presentUserChange, shortAddressOf } from './people.ts';

export type PhoneRow = typeof phoneNumbers.$inferSelect;
export type EmailRow = typeof emailAddresses.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/**
 * The order a member's contact details are shown in: primary first, then the oldest. The oldest
 * remaining one is also what becomes primary when the primary is deleted, and the first address is
 * the member list's short address.
 */
export const PHONE_ORDER = [desc(phoneNumbers.isPrimary), asc(phoneNumbers.id)];
export const EMAIL_ORDER = [desc(emailAddresses.isPrimary), asc(emailAddresses.createdAt), asc(emailAddresses.id)];
export const ADDRESS_ORDER = [desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id)];

/** The member's phones on record (a deleted phone stays in its table for the texts naming it). */
export const phonesOf = (member: Pick<UserRow, 'id' | 'organisationId'>) =>
  and(
    eq(phoneNumbers.organisationId, member.organisationId),
    eq(phoneNumbers.userId, member.id),
    isNull(phoneNumbers.deletedAt),
  );
export const emailsOf = (member: Pick<UserRow, 'id' | 'organisationId'>) =>
  and(eq(emailAddresses.organisationId, member.organisationId), eq(emailAddresses.userId, member.id));
export const addressesOf = (member: Pick<UserRow, 'id' | 'organisationId'>) =>
  and(eq(addresses.organisationId, member.organisationId), eq(addresses.userId, member.id));

/** A phone's do-not-contact reason is shown only while it is marked do-not-contact. */
export function presentPhoneNumber(p: PhoneRow): EntityShape<'phoneNumber'> {
  return {
    id: String(p.id),
    memberId: p.userId,
    number: p.number,
    description: p.description,
    primary: p.isPrimary,
    type: p.type,
    carrier: p.carrier,
    doNotContactReason: p.doNotContact ? (p.doNotContactReason ?? 'Do not contact') : null,
  };
}

export function presentEmailAddress(e: EmailRow): EntityShape<'emailAddress'> {
  return {
    id: e.id,
    memberId: e.userId,
    emailAddress: e.emailAddress,
    description: e.description,
    primary: e.isPrimary,
  };
}

export function presentAddress(a: AddressRow): EntityShape<'address'> {
  return {
    id: a.id,
    memberId: a.userId,
    description: a.description,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    primary: a.isPrimary,
  };
}

export function presentMemberStatusEvent(e: typeof memberStatusEvents.$inferSelect): EntityShape<'memberStatusEvent'> {
  return {
    id: e.id,
    memberId: e.memberId,
    memberStatusId: e.memberStatusId,
    effectiveAt: e.effectiveAt.toISOString(),
    feedItemId: e.feedItemId,
  };
}

const SEVERITIES = ['info', 'warning', 'error'] as const;
type Severity = (typeof SEVERITIES)[number];

export function presentAlert(a: typeof alerts.$inferSelect): EntityShape<'alert'> {
  // The column is free text; anything unexpected shows as information rather than breaking the banner.
  const severity: Severity = (SEVERITIES as readonly string[]).includes(a.severity) ? (a.severity as Severity) : 'info';
  return {
    id: a.id,
    memberId: a.memberId,
    alertType: a.alertType,
    severity,
    title: a.title,
    message: a.message,
    isDismissable: a.isDismissable,
  };
}

/**
 * A member's full record: the user change's fields (summary, status, stage, outreach phase, last
 * event, birthday, external patient id, language), the short address, and every phone, e-mail
 * and address, primary first then oldest, what the customer feeds about the member, the generated
 * summary, whether the customer has a medical center, and the member's segment. Four queries, run together.
 */
export async function presentMemberRecord(db: Db | Tx, member: UserRow): Promise<EntityShape<'user'>> {
  const [phones, emails, places, [client]] = await together(db, [
    () =>
      db
        .select()
        .from(phoneNumbers)
        .where(phonesOf(member))
        .orderBy(...PHONE_ORDER),
    () =>
      db
        .select()
        .from(emailAddresses)
        .where(emailsOf(member))
        .orderBy(...EMAIL_ORDER),
    () =>
      db
        .select()
        .from(addresses)
        .where(addressesOf(member))
        .orderBy(...ADDRESS_ORDER),
    () =>
      db
        .select({ medicalCenterId: clients.medicalCenterId, segmentId: memberSegments.segmentId })
        .from(clients)
        .leftJoin(memberSegments, eq(memberSegments.memberId, member.id))
        .where(eq(clients.id, member.clientId))
        .limit(1),
  ]);
  return {
    ...presentUserChange(member),
    standardMemberAttributes: member.standardMemberAttributes ?? null,
    memberSummary: member.memberSummary ?? null,
    clientHasMedicalCenter: Boolean(client?.medicalCenterId),
    segmentId: client?.segmentId ?? null,
    shortAddress: shortAddressFrom(places),
    phoneNumbers: phones.map(presentPhoneNumber),
    emailAddresses: emails.map(presentEmailAddress),
    addresses: places.map(presentAddress),
  };
}

/** The member list's short address: of the first address in `ADDRESS_ORDER` (the primary one, else the oldest). */
export function shortAddressFrom(ordered: readonly AddressRow[]): string | null {
  const first = ordered[0];
  return first ? shortAddressOf(first) : null;
}

/** The member's short address as the member list shows it, read in the write's transaction. */
export async function shortAddressOfMember(
  db: Db | Tx,
  member: Pick<UserRow, 'id' | 'organisationId'>,
): Promise<string | null> {
  return shortAddressFrom(
    await db
      .select()
      .from(addresses)
      .where(addressesOf(member))
      .orderBy(...ADDRESS_ORDER)
      .limit(1),
  );
}

/** A user change that also carries the member list's short address and the map's place (an address write moved one). */
export function presentMemberAddressChange(
  member: UserRow,
  shortAddress: string | null,
  coords: { lat: number; lng: number } | null,
): EntityShape<'user'> {
  return { ...presentUserChange(member), shortAddress, coords };
}

export function presentMemberChangeLog(row: typeof memberChangeLogs.$inferSelect): EntityShape<'memberChangeLog'> {
  const subject = row.subject as MemberChangeSubject;
  return {
    id: row.id,
    memberId: row.memberId,
    createdAt: row.createdAt.toISOString(),
    changedById: row.changedById,
    changedByName: row.changedByName,
    subject,
    subjectId: row.subjectId,
    label: MEMBER_CHANGE_SUBJECT_LABELS[subject] ?? row.subject,
    action: row.action as EntityShape<'memberChangeLog'>['action'],
    detailedChanges: row.detailedChanges,
  };
}
