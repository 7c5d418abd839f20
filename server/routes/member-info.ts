/**
 * A member's personal and contact information: phone numbers (with the telephony lookup), e-mail
 * addresses, addresses, personal information, and the member file updates every one of these
 * writes leaves. What this file guarantees:
 * - Another organisation's member or row answers 404, exactly like a missing one (and a staff
 *   user is not a member); nothing is looked up or written for it.
 * - Every write locks the member's row first, so writes to one member's details run one after the
 *   other and the primary rules hold: a new row is primary when asked or when the member has no
 *   primary of its kind; making one primary clears the others; deleting the primary makes the
 *   oldest remaining one primary.
 * - Every row a write changes is recorded as a change of its kind in the same transaction, in the
 *   entity's shape from presenters/member.ts (the one `getUser` answers with): cleared and promoted
 *   primaries, the member's user change when the member list's short address moved, a
 *   `memberChangeLog` per file update, and the row the write was about last (the sync engine
 *   confirms a write on that row at the answered sequence).
 * - A refused write (400) changes nothing, and an update that changes nothing records nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { MEMBER_CHANGE_FIELDS, type EntityShape, type MemberChangeSubject } from '../../domain/index.ts';
import type { Actor, UserRow } from '../auth/actor.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder, PendingChange } from '../db/changes.ts';
import {
  addresses,
  emailAddresses,
  memberChangeLogs,
  phoneNumbers,
  users,
  type MemberFieldChange,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import {
  ADDRESS_ORDER,
  addressesOf,
  EMAIL_ORDER,
  emailsOf,
  PHONE_ORDER,
  phonesOf,
  presentAddress,
  presentEmailAddress,
  presentMemberAddressChange,
  presentMemberChangeLog,
  presentPhoneNumber,
  shortAddressOfMember,
  type AddressRow,
  type EmailRow,
  type PhoneRow,
} from '../presenters/member.ts';
import { fullName, presentUserChange } from '../presenters/people.ts';
import { geocoder } from '../geocoding/index.ts';
import { memberCoordsOf, sameCoords } from '../geocoding/member-coords.ts';

type MemberInfoOperations =
  | 'addPhoneNumber'
  | 'updatePhoneNumber'
  | 'deletePhoneNumber'
  | 'phoneNumberDetails'
  | 'addEmailAddress'
  | 'updateEmailAddress'
  | 'deleteEmailAddress'
  | 'addAddress'
  | 'updateAddress'
  | 'deleteAddress'
  | 'setPrimaryAddress'
  | 'updatePersonalInfo'
  | 'memberChangeLogs';

/** A 400 on one property, with the words the portal shows beside the field. */
const refused = (property: string, message: string) =>
  new HttpError(400, message, message, [{ property, constraints: { refused: message } }]);

/**
 * The member, locked for the rest of the write; 404 for a missing one, another organisation's, or a
 * staff user. Always locked before the member's contact rows (an inbound text does the same), and
 * `no key update`: rows that merely reference the member (a text, a todo) are not held up.
 */
export async function lockMember(tx: Tx, actor: Actor, memberId: string): Promise<UserRow> {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.organisationId, actor.organisationId)))
    .for('no key update');
  if (!member || member.isDeleted || member.role !== 'PATIENT') throw notFound();
  return member;
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The fields whose text differs between two shapes of the subject (null: the row did not exist). */
function fieldChanges(subject: MemberChangeSubject, before: object | null, after: object | null): MemberFieldChange[] {
  const fields: readonly (readonly [string, string])[] = MEMBER_CHANGE_FIELDS[subject];
  return fields.flatMap(([field, label]) => {
    const oldValue = asText((before as Record<string, unknown> | null)?.[field]);
    const newValue = asText((after as Record<string, unknown> | null)?.[field]);
    return oldValue === newValue ? [] : [{ field, label, oldValue, newValue }];
  });
}

/**
 * What one write changed: its member file updates, the rows beside the one it was about (cleared
 * or promoted primaries, the member's short address) and that row itself, recorded in that order.
 */
export class WriteRecord {
  private readonly entries: PendingChange[] = [];
  private readonly beside: PendingChange[] = [];
  private readonly at = new Date();

  constructor(
    private readonly tx: Tx,
    private readonly actor: Actor,
    private readonly member: UserRow,
  ) {}

  /** Adds a member file update for a row that changed (nothing when no shown field did). */
  async fileUpdate(
    subject: MemberChangeSubject,
    subjectId: string,
    action: 'created' | 'updated' | 'deleted',
    before: object | null,
    after: object | null,
  ): Promise<void> {
    const detailedChanges = fieldChanges(subject, before, after);
    if (detailedChanges.length === 0) return;
    const [row] = await this.tx
      .insert(memberChangeLogs)
      .values({
        id: randomUUID(),
        organisationId: this.member.organisationId,
        clientId: this.member.clientId,
        memberId: this.member.id,
        changedById: this.actor.user.id,
        realUserId: this.actor.realUser.id,
        changedByName: fullName(this.actor.user),
        createdAt: this.at,
        subject,
        subjectId,
        action,
        detailedChanges,
      })
      .returning();
    if (!row) throw new Error('member file update not stored');
    this.entries.push({
      entity: 'memberChangeLog',
      id: row.id,
      op: 'upsert',
      data: presentMemberChangeLog(row),
      created: true,
    });
  }

  besides(change: PendingChange): void {
    this.beside.push(change);
  }

  /** Records everything, the row the write was about last. */
  finish(changes: ChangeRecorder, target: PendingChange): void {
    for (const change of [...this.entries, ...this.beside, target]) changes.record(change);
  }
}

/** The address's place, from its street parts only (nothing else about the member goes to a geocoder). */
const locate = ({ line1, city, state, zip }: { line1: string; city: string; state: string; zip: string }) =>
  geocoder().locate({ line1, city, state, zip });

/** What an address write may move: the member list's short address and the map's place of the member. */
async function placeOfMember(tx: Tx, member: UserRow) {
  // One connection, one query at a time.
  const shortAddress = await shortAddressOfMember(tx, member);
  const coords = await memberCoordsOf(tx, member);
  return { shortAddress, coords };
}

/** An address write may move the short address or the map's place: then the member's user change carries the new ones. */
async function noteShortAddress(
  tx: Tx,
  record: WriteRecord,
  member: UserRow,
  before: Awaited<ReturnType<typeof placeOfMember>>,
): Promise<void> {
  const after = await placeOfMember(tx, member);
  if (after.shortAddress !== before.shortAddress || !sameCoords(after.coords, before.coords))
    record.besides({
      entity: 'user',
      id: member.id,
      op: 'upsert',
      data: presentMemberAddressChange(member, after.shortAddress, after.coords),
    });
}

/** Clears the member's other primary phone; each cleared row is a change and a file update. */
async function clearPrimaryPhones(tx: Tx, record: WriteRecord, member: UserRow, keep?: number): Promise<void> {
  const cleared = await tx
    .update(phoneNumbers)
    .set({ isPrimary: false })
    .where(
      and(
        phonesOf(member),
        eq(phoneNumbers.isPrimary, true),
        keep === undefined ? undefined : ne(phoneNumbers.id, keep),
      ),
    )
    .returning();
  for (const row of cleared) await notePhone(record, row, { ...presentPhoneNumber(row), primary: true });
}

async function notePhone(record: WriteRecord, row: PhoneRow, before: EntityShape<'phoneNumber'>): Promise<void> {
  const after = presentPhoneNumber(row);
  await record.fileUpdate('phoneNumber', after.id, 'updated', before, after);
  record.besides({ entity: 'phoneNumber', id: after.id, op: 'upsert', data: after });
}

async function clearPrimaryEmails(tx: Tx, record: WriteRecord, member: UserRow, keep?: string): Promise<void> {
  const cleared = await tx
    .update(emailAddresses)
    .set({ isPrimary: false })
    .where(
      and(
        emailsOf(member),
        eq(emailAddresses.isPrimary, true),
        keep === undefined ? undefined : ne(emailAddresses.id, keep),
      ),
    )
    .returning();
  for (const row of cleared) await noteEmail(record, row, { ...presentEmailAddress(row), primary: true });
}

async function noteEmail(record: WriteRecord, row: EmailRow, before: EntityShape<'emailAddress'>): Promise<void> {
  const after = presentEmailAddress(row);
  await record.fileUpdate('emailAddress', after.id, 'updated', before, after);
  record.besides({ entity: 'emailAddress', id: after.id, op: 'upsert', data: after });
}

async function clearPrimaryAddresses(tx: Tx, record: WriteRecord, member: UserRow, keep?: string): Promise<void> {
  const cleared = await tx
    .update(addresses)
    .set({ isPrimary: false })
    .where(
      and(addressesOf(member), eq(addresses.isPrimary, true), keep === undefined ? undefined : ne(addresses.id, keep)),
    )
    .returning();
  for (const row of cleared) await noteAddress(record, row, { ...presentAddress(row), primary: true });
}

async function noteAddress(record: WriteRecord, row: AddressRow, before: EntityShape<'address'>): Promise<void> {
  const after = presentAddress(row);
  await record.fileUpdate('address', after.id, 'updated', before, after);
  record.besides({ entity: 'address', id: after.id, op: 'upsert', data: after });
}

/**
 * The id an add stores its row under: the client's when the organisation does not use it yet; the
 * existing row when the same member already has a row under it (a repeated add answers it again);
 * a new one otherwise (nothing is said about who uses it).
 */
function idForAdd<Row extends { organisationId: string; userId: string }>(
  existing: Row | undefined,
  member: UserRow,
  wanted: string | undefined,
): { id: string; repeat?: Row } {
  if (!wanted) return { id: randomUUID() };
  if (!existing) return { id: wanted };
  if (existing.organisationId === member.organisationId && existing.userId === member.id)
    return { id: wanted, repeat: existing };
  return { id: randomUUID() };
}

/**
 * Which of the row's fields the patch changes (undefined: not sent). Only the row's own keys are
 * read: a body may carry keys its schema does not name, and those must never reach a column.
 */
function differing<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (patch[key] !== undefined && patch[key] !== current[key]) out[key] = patch[key];
  }
  return out;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const PRIMARY_STAYS = (what: string) => `The primary ${what} stays primary until another one is made primary.`;

export function memberInfoHandlers(ctx: AppContext): HandlersOf<MemberInfoOperations> {
  const { db } = ctx;

  /** A phone on the member's record, and its member locked; 404 otherwise. */
  async function lockPhone(tx: Tx, actor: Actor, phoneId: number) {
    const [found] = await tx
      .select({ userId: phoneNumbers.userId })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, phoneId), eq(phoneNumbers.organisationId, actor.organisationId)));
    if (!found) throw notFound();
    const member = await lockMember(tx, actor, found.userId);
    const [phone] = await tx
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, phoneId), phonesOf(member)))
      .for('no key update');
    if (!phone) throw notFound();
    return { member, phone };
  }

  async function lockEmail(tx: Tx, actor: Actor, emailId: string) {
    const [found] = await tx
      .select({ userId: emailAddresses.userId })
      .from(emailAddresses)
      .where(and(eq(emailAddresses.id, emailId), eq(emailAddresses.organisationId, actor.organisationId)));
    if (!found) throw notFound();
    const member = await lockMember(tx, actor, found.userId);
    const [email] = await tx
      .select()
      .from(emailAddresses)
      .where(and(eq(emailAddresses.id, emailId), emailsOf(member)))
      .for('no key update');
    if (!email) throw notFound();
    return { member, email };
  }

  async function lockAddress(tx: Tx, actor: Actor, addressId: string) {
    const [found] = await tx
      .select({ userId: addresses.userId })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.organisationId, actor.organisationId)));
    if (!found) throw notFound();
    const member = await lockMember(tx, actor, found.userId);
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), addressesOf(member)))
      .for('no key update');
    if (!address) throw notFound();
    return { member, address };
  }

  return {
    async phoneNumberDetails({ query: { phoneNumber } }) {
      return ctx.telephony.lookup(phoneNumber);
    },

    // The lookup is an outside call: made before the transaction, for a member of the caller's organisation only.
    async addPhoneNumber({ actor, body, write }) {
      await loadMemberInTenant(db, actor, body.memberId);
      const details = await ctx.telephony.lookup(body.number);
      return write(async (tx, changes) => {
        const member = await lockMember(tx, actor, body.memberId);
        const onRecord = await tx
          .select()
          .from(phoneNumbers)
          .where(phonesOf(member))
          .orderBy(...PHONE_ORDER);
        if (onRecord.some((p) => p.number === body.number))
          throw refused('number', 'This phone number is already on the member’s record.');
        // A number the member opted out from (STOP) and that was removed comes back opted out.
        const [removed] = await tx
          .select({ reason: phoneNumbers.doNotContactReason })
          .from(phoneNumbers)
          .where(
            and(
              eq(phoneNumbers.organisationId, member.organisationId),
              eq(phoneNumbers.userId, member.id),
              eq(phoneNumbers.number, body.number),
              isNotNull(phoneNumbers.deletedAt),
              eq(phoneNumbers.doNotContact, true),
            ),
          )
          .orderBy(desc(phoneNumbers.deletedAt))
          .limit(1);
        const primary = body.primary === true || !onRecord.some((p) => p.isPrimary);
        const record = new WriteRecord(tx, actor, member);
        if (primary) await clearPrimaryPhones(tx, record, member);
        const [row] = await tx
          .insert(phoneNumbers)
          .values({
            organisationId: member.organisationId,
            clientId: member.clientId,
            userId: member.id,
            number: body.number,
            description: body.description,
            isPrimary: primary,
            type: details.type,
            carrier: details.carrier,
            doNotContact: removed !== undefined,
            doNotContactReason: removed?.reason ?? null,
          })
          .returning();
        if (!row) throw new Error('phone not stored');
        const phone = presentPhoneNumber(row);
        await record.fileUpdate('phoneNumber', phone.id, 'created', null, phone);
        record.finish(changes, { entity: 'phoneNumber', id: phone.id, op: 'upsert', data: phone, created: true });
        return phone;
      });
    },

    async updatePhoneNumber({ actor, params: { phoneId }, body, write }) {
      return write(async (tx, changes) => {
        const { member, phone } = await lockPhone(tx, actor, phoneId);
        if (body.number !== undefined && body.number !== phone.number)
          throw refused('number', 'The phone number cannot be edited.');
        if (body.primary === false && phone.isPrimary) throw refused('primary', PRIMARY_STAYS('phone number'));
        const patch = differing(
          { description: phone.description, isPrimary: phone.isPrimary },
          { description: body.description, isPrimary: body.primary },
        );
        const before = presentPhoneNumber(phone);
        if (Object.keys(patch).length === 0) return before;
        const record = new WriteRecord(tx, actor, member);
        if (patch.isPrimary) await clearPrimaryPhones(tx, record, member, phone.id);
        const [row] = await tx.update(phoneNumbers).set(patch).where(eq(phoneNumbers.id, phone.id)).returning();
        if (!row) throw notFound();
        const after = presentPhoneNumber(row);
        await record.fileUpdate('phoneNumber', after.id, 'updated', before, after);
        record.finish(changes, { entity: 'phoneNumber', id: after.id, op: 'upsert', data: after });
        return after;
      });
    },

    // The row stays (texts name it) but leaves the member's record; the oldest remaining phone becomes primary.
    async deletePhoneNumber({ actor, params: { phoneId }, write }) {
      return write(async (tx, changes) => {
        const { member, phone } = await lockPhone(tx, actor, phoneId);
        const before = presentPhoneNumber(phone);
        await tx
          .update(phoneNumbers)
          .set({ deletedAt: ctx.clock.now(), isPrimary: false })
          .where(eq(phoneNumbers.id, phone.id));
        const record = new WriteRecord(tx, actor, member);
        await record.fileUpdate('phoneNumber', before.id, 'deleted', before, null);
        if (phone.isPrimary) {
          const [oldest] = await tx
            .select()
            .from(phoneNumbers)
            .where(phonesOf(member))
            .orderBy(...PHONE_ORDER)
            .limit(1);
          if (oldest) {
            const [promoted] = await tx
              .update(phoneNumbers)
              .set({ isPrimary: true })
              .where(eq(phoneNumbers.id, oldest.id))
              .returning();
            if (promoted) await notePhone(record, promoted, presentPhoneNumber(oldest));
          }
        }
        record.finish(changes, { entity: 'phoneNumber', id: before.id, op: 'delete', data: null });
        return { id: before.id };
      });
    },

    async addEmailAddress({ actor, body, write }) {
      return write(async (tx, changes) => {
        const member = await lockMember(tx, actor, body.memberId);
        const [taken] = body.id ? await tx.select().from(emailAddresses).where(eq(emailAddresses.id, body.id)) : [];
        const { id, repeat } = idForAdd(taken, member, body.id);
        if (repeat) return presentEmailAddress(repeat);
        const onRecord = await tx
          .select()
          .from(emailAddresses)
          .where(emailsOf(member))
          .orderBy(...EMAIL_ORDER);
        if (onRecord.some((e) => sameEmail(e.emailAddress, body.emailAddress)))
          throw refused('emailAddress', 'This email address is already on the member’s record.');
        const primary = body.primary === true || !onRecord.some((e) => e.isPrimary);
        const record = new WriteRecord(tx, actor, member);
        if (primary) await clearPrimaryEmails(tx, record, member);
        const values = {
          organisationId: member.organisationId,
          clientId: member.clientId,
          userId: member.id,
          emailAddress: body.emailAddress,
          description: body.description ?? null,
          isPrimary: primary,
        };
        // Taken meanwhile by another member's add (their member lock is not ours): a new id.
        let [row] = await tx
          .insert(emailAddresses)
          .values({ id, ...values })
          .onConflictDoNothing()
          .returning();
        row ??= (
          await tx
            .insert(emailAddresses)
            .values({ id: randomUUID(), ...values })
            .returning()
        )[0];
        if (!row) throw new Error('e-mail not stored');
        const email = presentEmailAddress(row);
        await record.fileUpdate('emailAddress', email.id, 'created', null, email);
        record.finish(changes, { entity: 'emailAddress', id: email.id, op: 'upsert', data: email, created: true });
        return email;
      });
    },

    async updateEmailAddress({ actor, params: { emailId }, body, write }) {
      return write(async (tx, changes) => {
        const { member, email } = await lockEmail(tx, actor, emailId);
        if (body.primary === false && email.isPrimary) throw refused('primary', PRIMARY_STAYS('email address'));
        const patch = differing(
          { emailAddress: email.emailAddress, description: email.description, isPrimary: email.isPrimary },
          { emailAddress: body.emailAddress, description: body.description, isPrimary: body.primary },
        );
        const before = presentEmailAddress(email);
        if (Object.keys(patch).length === 0) return before;
        if (patch.emailAddress !== undefined) {
          const others = await tx
            .select({ emailAddress: emailAddresses.emailAddress })
            .from(emailAddresses)
            .where(and(emailsOf(member), ne(emailAddresses.id, email.id)));
          if (others.some((e) => sameEmail(e.emailAddress, patch.emailAddress!)))
            throw refused('emailAddress', 'This email address is already on the member’s record.');
        }
        const record = new WriteRecord(tx, actor, member);
        if (patch.isPrimary) await clearPrimaryEmails(tx, record, member, email.id);
        const [row] = await tx.update(emailAddresses).set(patch).where(eq(emailAddresses.id, email.id)).returning();
        if (!row) throw notFound();
        const after = presentEmailAddress(row);
        await record.fileUpdate('emailAddress', after.id, 'updated', before, after);
        record.finish(changes, { entity: 'emailAddress', id: after.id, op: 'upsert', data: after });
        return after;
      });
    },

    async deleteEmailAddress({ actor, params: { emailId }, write }) {
      return write(async (tx, changes) => {
        const { member, email } = await lockEmail(tx, actor, emailId);
        const before = presentEmailAddress(email);
        await tx.delete(emailAddresses).where(eq(emailAddresses.id, email.id));
        const record = new WriteRecord(tx, actor, member);
        await record.fileUpdate('emailAddress', before.id, 'deleted', before, null);
        if (email.isPrimary) {
          const [oldest] = await tx
            .select()
            .from(emailAddresses)
            .where(emailsOf(member))
            .orderBy(...EMAIL_ORDER)
            .limit(1);
          if (oldest) {
            const [promoted] = await tx
              .update(emailAddresses)
              .set({ isPrimary: true })
              .where(eq(emailAddresses.id, oldest.id))
              .returning();
            if (promoted) await noteEmail(record, promoted, presentEmailAddress(oldest));
          }
        }
        record.finish(changes, { entity: 'emailAddress', id: before.id, op: 'delete', data: null });
        return { id: before.id };
      });
    },

    async addAddress({ actor, body, write }) {
      // Located before the transaction: a real geocoding service's latency holds no lock.
      const coords = await locate(body);
      return write(async (tx, changes) => {
        const member = await lockMember(tx, actor, body.memberId);
        const [taken] = body.id ? await tx.select().from(addresses).where(eq(addresses.id, body.id)) : [];
        const { id, repeat } = idForAdd(taken, member, body.id);
        if (repeat) return presentAddress(repeat);
        const shortBefore = await placeOfMember(tx, member);
        const [anyPrimary] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(addressesOf(member), eq(addresses.isPrimary, true)))
          .limit(1);
        const primary = body.primary === true || !anyPrimary;
        const record = new WriteRecord(tx, actor, member);
        if (primary) await clearPrimaryAddresses(tx, record, member);
        const values = {
          organisationId: member.organisationId,
          clientId: member.clientId,
          userId: member.id,
          description: body.description ?? null,
          line1: body.line1,
          line2: body.line2 ?? null,
          city: body.city,
          state: body.state,
          zip: body.zip,
          isPrimary: primary,
          latitude: coords?.lat ?? null,
          longitude: coords?.lng ?? null,
        };
        // Taken meanwhile by another member's add (their member lock is not ours): a new id.
        let [row] = await tx
          .insert(addresses)
          .values({ id, ...values })
          .onConflictDoNothing()
          .returning();
        row ??= (
          await tx
            .insert(addresses)
            .values({ id: randomUUID(), ...values })
            .returning()
        )[0];
        if (!row) throw new Error('address not stored');
        const address = presentAddress(row);
        await record.fileUpdate('address', address.id, 'created', null, address);
        await noteShortAddress(tx, record, member, shortBefore);
        record.finish(changes, { entity: 'address', id: address.id, op: 'upsert', data: address, created: true });
        return address;
      });
    },

    // An edit sends the whole address; a label or second line left out is cleared.
    async updateAddress({ actor, params: { addressId }, body, write }) {
      const coords = await locate(body);
      return write(async (tx, changes) => {
        const { member, address } = await lockAddress(tx, actor, addressId);
        const before = presentAddress(address);
        const patch = differing(
          {
            description: address.description,
            line1: address.line1,
            line2: address.line2,
            city: address.city,
            state: address.state,
            zip: address.zip,
          },
          {
            description: body.description ?? null,
            line1: body.line1,
            line2: body.line2 ?? null,
            city: body.city,
            state: body.state,
            zip: body.zip,
          },
        );
        if (Object.keys(patch).length === 0) return before;
        const shortBefore = await placeOfMember(tx, member);
        // A new place: the map's coordinates were the old one's, so the new place's are written.
        const moved = ['line1', 'line2', 'city', 'state', 'zip'].some((key) => key in patch);
        const [row] = await tx
          .update(addresses)
          .set({ ...patch, ...(moved ? { latitude: coords?.lat ?? null, longitude: coords?.lng ?? null } : {}) })
          .where(eq(addresses.id, address.id))
          .returning();
        if (!row) throw notFound();
        const after = presentAddress(row);
        const record = new WriteRecord(tx, actor, member);
        await record.fileUpdate('address', after.id, 'updated', before, after);
        await noteShortAddress(tx, record, member, shortBefore);
        record.finish(changes, { entity: 'address', id: after.id, op: 'upsert', data: after });
        return after;
      });
    },

    async setPrimaryAddress({ actor, params: { addressId }, write }) {
      return write(async (tx, changes) => {
        const { member, address } = await lockAddress(tx, actor, addressId);
        const before = presentAddress(address);
        if (address.isPrimary) return before;
        const shortBefore = await placeOfMember(tx, member);
        const record = new WriteRecord(tx, actor, member);
        await clearPrimaryAddresses(tx, record, member, address.id);
        const [row] = await tx
          .update(addresses)
          .set({ isPrimary: true })
          .where(eq(addresses.id, address.id))
          .returning();
        if (!row) throw notFound();
        const after = presentAddress(row);
        await record.fileUpdate('address', after.id, 'updated', before, after);
        await noteShortAddress(tx, record, member, shortBefore);
        record.finish(changes, { entity: 'address', id: after.id, op: 'upsert', data: after });
        return after;
      });
    },

    async deleteAddress({ actor, params: { addressId }, write }) {
      return write(async (tx, changes) => {
        const { member, address } = await lockAddress(tx, actor, addressId);
        const before = presentAddress(address);
        const shortBefore = await placeOfMember(tx, member);
        await tx.delete(addresses).where(eq(addresses.id, address.id));
        const record = new WriteRecord(tx, actor, member);
        await record.fileUpdate('address', before.id, 'deleted', before, null);
        if (address.isPrimary) {
          const [oldest] = await tx
            .select()
            .from(addresses)
            .where(addressesOf(member))
            .orderBy(...ADDRESS_ORDER)
            .limit(1);
          if (oldest) {
            const [promoted] = await tx
              .update(addresses)
              .set({ isPrimary: true })
              .where(eq(addresses.id, oldest.id))
              .returning();
            if (promoted) await noteAddress(record, promoted, presentAddress(oldest));
          }
        }
        await noteShortAddress(tx, record, member, shortBefore);
        record.finish(changes, { entity: 'address', id: before.id, op: 'delete', data: null });
        return { id: before.id };
      });
    },

    async updatePersonalInfo({ actor, params: { memberId }, body, write }) {
      return write(async (tx, changes) => {
        const member = await lockMember(tx, actor, memberId);
        const patch = differing(
          {
            preferredName: member.preferredName,
            namePronunciation: member.namePronunciation,
            pronouns: member.pronouns,
            reportedLanguage: member.reportedLanguage,
            raceEthnicitySummary: member.raceEthnicitySummary,
            language: member.language,
          },
          body,
        );
        const before = presentUserChange(member);
        if (Object.keys(patch).length === 0) return before;
        const [updated] = await tx
          .update(users)
          .set({ ...patch, updatedAt: ctx.clock.now() })
          .where(eq(users.id, member.id))
          .returning();
        if (!updated) throw notFound();
        const after = presentUserChange(updated);
        const record = new WriteRecord(tx, actor, updated);
        await record.fileUpdate('personalInfo', member.id, 'updated', before, after);
        record.finish(changes, { entity: 'user', id: member.id, op: 'upsert', data: after });
        return after;
      });
    },

    // Newest first; the next page starts after the entry named by `after-id` (entries are never edited or removed).
    async memberChangeLogs({ actor, params: { memberId }, query }) {
      await loadMemberInTenant(db, actor, memberId);
      const limit = query['page-size'] ?? 100;
      const mine = and(
        eq(memberChangeLogs.organisationId, actor.organisationId),
        eq(memberChangeLogs.memberId, memberId),
      );
      let beyond: SQL | undefined;
      if (query['after-id']) {
        const [cursor] = await db
          .select({ createdAt: memberChangeLogs.createdAt, id: memberChangeLogs.id })
          .from(memberChangeLogs)
          .where(and(mine, eq(memberChangeLogs.id, query['after-id'])));
        if (!cursor) throw refused('after-id', 'No such member file update.');
        beyond = or(
          lt(memberChangeLogs.createdAt, cursor.createdAt),
          and(eq(memberChangeLogs.createdAt, cursor.createdAt), lt(memberChangeLogs.id, cursor.id)),
        );
      }
      const rows = await db
        .select()
        .from(memberChangeLogs)
        .where(and(mine, beyond))
        .orderBy(desc(memberChangeLogs.createdAt), desc(memberChangeLogs.id))
        .limit(limit + 1);
      return { data: rows.slice(0, limit).map(presentMemberChangeLog), hasMore: rows.length > limit };
    },
  };
}
