/**
 * Customers (spec part 3 sections 2, 3, 6, 7): the organisation's customers, read by its admins and
 * made and changed by holders of CAN_MODIFY_CLIENTS. An update writes only the fields its body
 * carries (the block's changed ones). A customer's market and feedback numbers must be the
 * organisation's own internal numbers; the first of each kind is also the customer's main one
 * (`internal_phone_number_id`, `feedback_number_id`, which the guides' portal shows). Another
 * organisation's customer or number answers as if it did not exist. Every write records the
 * customer's change (admins only hear of it) in its transaction.
 */
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { type BodyOf, type OPERATIONS } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import {
  assignedSurveys,
  clientMarketNumbers,
  clients,
  internalPhoneNumbers,
  teamMemberships,
  teams,
  users,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { refusedFields } from './interaction-records.ts';
import { presentCustomers } from './admin-customers-present.ts';

type MarketNumbers = NonNullable<BodyOf<typeof OPERATIONS.updateCustomer>['clientMarketNumbers']>;

/** One entry per number (the first kind given wins); every number must be the organisation's. */
async function checkedNumbers(tx: Tx, actor: Actor, numbers: MarketNumbers): Promise<MarketNumbers> {
  const unique = [...new Map(numbers.map((n) => [n.id, n])).values()];
  if (unique.length === 0) return unique;
  const ours = await tx
    .select({ id: internalPhoneNumbers.id })
    .from(internalPhoneNumbers)
    .where(
      and(
        inArray(
          internalPhoneNumbers.id,
          unique.map((n) => n.id),
        ),
        eq(internalPhoneNumbers.organisationId, actor.organisationId),
      ),
    );
  if (ours.length !== unique.length) throw notFound();
  return unique;
}

/** Replaces the customer's numbers and points its main market and feedback numbers at the first of each. */
async function writeNumbers(tx: Tx, actor: Actor, clientId: string, numbers: MarketNumbers): Promise<void> {
  await tx.delete(clientMarketNumbers).where(eq(clientMarketNumbers.clientId, clientId));
  if (numbers.length)
    await tx.insert(clientMarketNumbers).values(
      numbers.map((n) => ({
        organisationId: actor.organisationId,
        clientId,
        internalPhoneNumberId: n.id,
        type: n.type,
      })),
    );
  await tx
    .update(clients)
    .set({
      internalPhoneNumberId: numbers.find((n) => n.type === 'phoneNumber')?.id ?? null,
      feedbackNumberId: numbers.find((n) => n.type === 'feedbackNumber')?.id ?? null,
    })
    .where(eq(clients.id, clientId));
}

async function recordCustomer(tx: Tx, changes: ChangeRecorder, actor: Actor, id: string, created = false) {
  const [data] = await presentCustomers(tx, actor.organisationId, [id]);
  changes.record({ entity: 'customer', id, op: 'upsert', data: data!, created });
  return data!;
}

export function adminCustomersHandlers(
  ctx: AppContext,
): HandlersOf<'adminCustomers' | 'customerDetails' | 'createCustomer' | 'updateCustomer'> {
  const { db, clock } = ctx;
  return {
    async adminCustomers({ actor }) {
      // Terms always come: the list's completeness needs them (the spec's includeConsents is accepted).
      return { data: await presentCustomers(db, actor.organisationId) };
    },

    async customerDetails({ actor, params }) {
      const [found] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, params.id), eq(clients.organisationId, actor.organisationId)));
      if (!found) throw notFound();
      const [teamRows, memberRows, [surveys]] = await Promise.all([
        db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(and(eq(teams.clientId, found.id), eq(teams.organisationId, actor.organisationId)))
          .orderBy(asc(teams.name), asc(teams.id)),
        db
          .select({
            teamId: teamMemberships.teamId,
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            isManager: teamMemberships.isLead,
          })
          .from(teamMemberships)
          .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
          .innerJoin(users, eq(users.id, teamMemberships.userId))
          .where(and(eq(teams.clientId, found.id), eq(teamMemberships.organisationId, actor.organisationId))),
        db
          .select({ n: countDistinct(assignedSurveys.surveyId) })
          .from(assignedSurveys)
          .where(and(eq(assignedSurveys.clientId, found.id), eq(assignedSurveys.organisationId, actor.organisationId))),
      ]);
      return {
        id: found.id,
        surveyCount: surveys?.n ?? 0,
        teams: teamRows.map((team) => ({
          id: team.id,
          name: team.name,
          users: memberRows
            .filter((m) => m.teamId === team.id)
            .map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName, isManager: m.isManager })),
        })),
      };
    },

    async createCustomer({ actor, body, write }) {
      return write(async (tx, changes) => {
        // A repeated create (the same id) answers the customer it made; an id used elsewhere is not ours.
        const [existing] = await tx
          .select({ organisationId: clients.organisationId })
          .from(clients)
          .where(eq(clients.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          const [data] = await presentCustomers(tx, actor.organisationId, [body.id]);
          return data!;
        }
        const numbers = await checkedNumbers(tx, actor, body.clientMarketNumbers ?? []);
        await tx.insert(clients).values({
          id: body.id,
          organisationId: actor.organisationId,
          name: body.name,
          displayName: body.displayName,
          website: body.website,
          medicalCenterId: body.medicalCenterId ?? null,
          smsReEngagementThreshold: body.smsReEngagementThreshold,
          callEngagementLengthRequirementInMinutes: body.callEngagementLengthRequirementInMinutes,
          averageMonthsInProgram: body.averageMonthsInProgram ?? null,
          chwInitialMinutes: body.chwInitialMinutes,
          chwAddOnMinutes: body.chwAddOnMinutes,
          createdAt: clock.now(),
        });
        await writeNumbers(tx, actor, body.id, numbers);
        // Recorded last, as created: the engine confirms the optimistic row on it.
        return recordCustomer(tx, changes, actor, body.id, true);
      });
    },

    async updateCustomer({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const [found] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.id, params.id), eq(clients.organisationId, actor.organisationId)))
          .for('update');
        if (!found) throw notFound();
        const numbers = body.clientMarketNumbers && (await checkedNumbers(tx, actor, body.clientMarketNumbers));
        // Only the fields the body carries: two admins editing the two blocks do not undo each other.
        const set: Partial<typeof clients.$inferInsert> = {};
        if (body.name !== undefined) set.name = body.name;
        if (body.displayName !== undefined) set.displayName = body.displayName;
        if (body.website !== undefined) set.website = body.website;
        if (body.medicalCenterId !== undefined) set.medicalCenterId = body.medicalCenterId;
        if (body.smsReEngagementThreshold !== undefined) set.smsReEngagementThreshold = body.smsReEngagementThreshold;
        if (body.callEngagementLengthRequirementInMinutes !== undefined)
          set.callEngagementLengthRequirementInMinutes = body.callEngagementLengthRequirementInMinutes;
        if (body.averageMonthsInProgram !== undefined) set.averageMonthsInProgram = body.averageMonthsInProgram;
        if (body.chwInitialMinutes !== undefined) set.chwInitialMinutes = body.chwInitialMinutes;
        if (body.chwAddOnMinutes !== undefined) set.chwAddOnMinutes = body.chwAddOnMinutes;
        if (!numbers && Object.keys(set).length === 0) {
          const [data] = await presentCustomers(tx, actor.organisationId, [found.id]);
          return data!;
        }
        if (Object.keys(set).length) await tx.update(clients).set(set).where(eq(clients.id, found.id));
        if (numbers) await writeNumbers(tx, actor, found.id, numbers);
        return recordCustomer(tx, changes, actor, found.id);
      });
    },
  };
}
