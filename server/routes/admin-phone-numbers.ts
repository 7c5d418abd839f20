/**
 * Phone Number Management (spec part 3 sections 2, 3, 7): the organisation's internal numbers, added
 * and changed by its admins. A number is stored in E.164 (libphonenumber-js, `domain/e164.ts`) and
 * belongs to one organisation only: an inbound call is routed by the number it dialled
 * (telephony/inbound-calls.ts), so a number another organisation holds is refused too. At most one
 * number is the default: making one the default clears the other in the same transaction, with the
 * organisation's numbers locked so two admins at once cannot both win (a partial unique index
 * holds it besides). Another organisation's number answers as if it did not exist.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  ENTITIES,
  isStaffRole,
  isRole,
  PHONE_NUMBER_LIMITS,
  PHONE_NUMBER_MESSAGES,
  type BodyOf,
  type EntityShape,
  type OPERATIONS,
} from '../../domain/index.ts';
import { toE164 } from '../../domain/e164.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { internalPhoneNumbers, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { refusedFields } from './interaction-records.ts';

type NumberRow = typeof internalPhoneNumbers.$inferSelect;
type NumberBody = BodyOf<typeof OPERATIONS.createInternalPhoneNumber>;

/** A number as clients receive it: its declared columns (`domain/entities/teams.ts`), the id as text. */
export function presentInternalNumber(row: NumberRow): EntityShape<'internalPhoneNumber'> {
  return toWire(ENTITIES.internalPhoneNumber.table.columns, row, {});
}

/** Every number of the organisation, by display name (Teams' picker and this page's table). */
export async function listInternalNumbers(db: Pick<Tx, 'select'>, organisationId: string) {
  const rows = await db
    .select()
    .from(internalPhoneNumbers)
    .where(eq(internalPhoneNumbers.organisationId, organisationId))
    .orderBy(asc(internalPhoneNumbers.displayName), asc(internalPhoneNumbers.id))
    .limit(PHONE_NUMBER_LIMITS.numbersPerOrganisation);
  return rows.map(presentInternalNumber);
}

/**
 * The body's number in E.164, refused on its field when it is not a valid number or another line
 * (of any organisation) has it; support users must be the organisation's staff (another's: not found).
 */
async function checkedFields(tx: Tx, actor: Actor, body: NumberBody, exceptId: number | null) {
  const number = toE164(body.number);
  if (!number) throw refusedFields([{ property: 'number', message: PHONE_NUMBER_MESSAGES.numberInvalid }]);
  const [taken] = await tx
    .select({ id: internalPhoneNumbers.id })
    .from(internalPhoneNumbers)
    .where(
      and(
        eq(internalPhoneNumbers.number, number),
        exceptId === null ? undefined : ne(internalPhoneNumbers.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'number', message: PHONE_NUMBER_MESSAGES.numberTaken }]);
  const supportUserIds = [...new Set(body.supportUserIds)];
  if (supportUserIds.length) {
    const staff = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(inArray(users.id, supportUserIds), eq(users.organisationId, actor.organisationId)));
    // A user of another organisation (or none) is not found; one of ours who is a member is refused.
    if (staff.length !== supportUserIds.length) throw notFound();
    if (staff.some((u) => !isRole(u.role) || !isStaffRole(u.role)))
      throw refusedFields([{ property: 'supportUserIds', message: PHONE_NUMBER_MESSAGES.supportUserUnknown }]);
  }
  return {
    displayName: body.displayName,
    description: body.description,
    number,
    timezone: body.timezone,
    isDefault: body.isDefault,
    isFeedbackNumber: body.isFeedbackNumber,
    sid: body.sid,
    friendlyName: body.friendlyName,
    supportUserIds,
  };
}

/**
 * Locks the organisation's numbers (so a concurrent default change waits for this one), and when
 * `keepId` becomes the default, clears the other default and records its change.
 */
async function lockAndClearDefault(
  tx: Tx,
  changes: ChangeRecorder,
  organisationId: string,
  becomesDefault: boolean,
  keepId: number | null,
): Promise<void> {
  await tx
    .select({ id: internalPhoneNumbers.id })
    .from(internalPhoneNumbers)
    .where(eq(internalPhoneNumbers.organisationId, organisationId))
    .for('update');
  if (!becomesDefault) return;
  const cleared = await tx
    .update(internalPhoneNumbers)
    .set({ isDefault: false })
    .where(
      and(
        eq(internalPhoneNumbers.organisationId, organisationId),
        eq(internalPhoneNumbers.isDefault, true),
        keepId === null ? undefined : ne(internalPhoneNumbers.id, keepId),
      ),
    )
    .returning();
  for (const row of cleared) {
    const data = presentInternalNumber(row);
    changes.record({ entity: 'internalPhoneNumber', id: data.id, op: 'upsert', data });
  }
}

export function adminPhoneNumbersHandlers(
  _ctx: AppContext,
): HandlersOf<'createInternalPhoneNumber' | 'updateInternalPhoneNumber'> {
  return {
    async createInternalPhoneNumber({ actor, body, write }) {
      return write(async (tx, changes) => {
        const fields = await checkedFields(tx, actor, body, null);
        await lockAndClearDefault(tx, changes, actor.organisationId, fields.isDefault, null);
        const [row] = await tx
          .insert(internalPhoneNumbers)
          .values({
            organisationId: actor.organisationId,
            displayName: fields.displayName,
            description: fields.description,
            number: fields.number,
            timezone: fields.timezone,
            isDefault: fields.isDefault,
            isFeedbackNumber: fields.isFeedbackNumber,
            sid: fields.sid,
            friendlyName: fields.friendlyName,
            supportUserIds: fields.supportUserIds,
          })
          .returning();
        const data = presentInternalNumber(row!);
        // Recorded last: the engine confirms the add on the answered row.
        changes.record({ entity: 'internalPhoneNumber', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async updateInternalPhoneNumber({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const [found] = await tx
          .select({ id: internalPhoneNumbers.id })
          .from(internalPhoneNumbers)
          .where(
            and(eq(internalPhoneNumbers.id, params.id), eq(internalPhoneNumbers.organisationId, actor.organisationId)),
          );
        if (!found) throw notFound();
        const fields = await checkedFields(tx, actor, body, found.id);
        await lockAndClearDefault(tx, changes, actor.organisationId, fields.isDefault, found.id);
        const [row] = await tx
          .update(internalPhoneNumbers)
          .set({
            displayName: fields.displayName,
            description: fields.description,
            number: fields.number,
            timezone: fields.timezone,
            isDefault: fields.isDefault,
            isFeedbackNumber: fields.isFeedbackNumber,
            sid: fields.sid,
            friendlyName: fields.friendlyName,
            supportUserIds: fields.supportUserIds,
          })
          .where(eq(internalPhoneNumbers.id, found.id))
          .returning();
        const data = presentInternalNumber(row!);
        changes.record({ entity: 'internalPhoneNumber', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
