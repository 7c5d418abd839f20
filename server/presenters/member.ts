/**
 * API shapes of a member's full record (GET /users/{id}), its contact details, status events and
 * alerts (domain/entities/member.ts). The change log carries exactly these shapes.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { EntityShape } from '../../domain/index.ts';
import type { UserRow } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import { addresses, alerts, emailAddresses, memberStatusEvents, phoneNumbers } from '../db/schema/index.ts';
import { presentUserChange, shortAddressOf } from './people.ts';

type PhoneRow = typeof phoneNumbers.$inferSelect;
type EmailRow = typeof emailAddresses.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** A phone's do-not-contact reason is shown only while it is marked do-not-contact. */
export function presentPhoneNumber(p: PhoneRow): EntityShape<'phoneNumber'> {
  return {
    id: String(p.id), memberId: p.userId, number: p.number, description: p.description, primary: p.isPrimary, type: p.type, carrier: p.carrier,
    doNotContactReason: p.doNotContact ? (p.doNotContactReason ?? 'Do not contact') : null,
  };
}

export function presentEmailAddress(e: EmailRow): EntityShape<'emailAddress'> {
  return { id: e.id, memberId: e.userId, emailAddress: e.emailAddress, description: e.description, primary: e.isPrimary };
}

export function presentAddress(a: AddressRow): EntityShape<'address'> {
  return { id: a.id, memberId: a.userId, description: a.description, line1: a.line1, line2: a.line2, city: a.city, state: a.state, zip: a.zip, primary: a.isPrimary };
}

export function presentMemberStatusEvent(e: typeof memberStatusEvents.$inferSelect): EntityShape<'memberStatusEvent'> {
  return { id: e.id, memberId: e.memberId, memberStatusId: e.memberStatusId, effectiveAt: e.effectiveAt.toISOString(), feedItemId: e.feedItemId };
}

const SEVERITIES = ['info', 'warning', 'error'] as const;
type Severity = (typeof SEVERITIES)[number];

export function presentAlert(a: typeof alerts.$inferSelect): EntityShape<'alert'> {
  // The column is free text; anything unexpected shows as information rather than breaking the banner.
  const severity: Severity = (SEVERITIES as readonly string[]).includes(a.severity) ? (a.severity as Severity) : 'info';
  return { id: a.id, memberId: a.memberId, alertType: a.alertType, severity, title: a.title, message: a.message, isDismissable: a.isDismissable };
}

/**
 * A member's full record: the user change's fields (summary, status, stage, outreach phase, last
 * event, birthday, external patient id, language), the short address, and every phone, e-mail
 * and address, primary first then oldest. Three queries, one per kind of contact detail.
 */
export async function presentMemberRecord(db: Db | Tx, member: UserRow): Promise<EntityShape<'user'>> {
  const [phones, emails, places] = await Promise.all([
    db.select().from(phoneNumbers).where(and(eq(phoneNumbers.organisationId, member.organisationId), eq(phoneNumbers.userId, member.id))).orderBy(desc(phoneNumbers.isPrimary), asc(phoneNumbers.id)),
    db.select().from(emailAddresses).where(and(eq(emailAddresses.organisationId, member.organisationId), eq(emailAddresses.userId, member.id))).orderBy(desc(emailAddresses.isPrimary), asc(emailAddresses.id)),
    db.select().from(addresses).where(and(eq(addresses.organisationId, member.organisationId), eq(addresses.userId, member.id))).orderBy(desc(addresses.isPrimary), asc(addresses.createdAt), asc(addresses.id)),
  ]);
  // The member list's short address: the primary one, else the oldest (the order above).
  const first = places[0];
  return {
    ...presentUserChange(member),
    shortAddress: first ? shortAddressOf(first) : null,
    phoneNumbers: phones.map(presentPhoneNumber),
    emailAddresses: emails.map(presentEmailAddress),
    addresses: places.map(presentAddress),
  };
}
