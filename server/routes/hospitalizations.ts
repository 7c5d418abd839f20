/**
 * The hospitalizations dashboard (spec part 1 sections 2 and 7 "Hospitalizations"). What this file
 * guarantees:
 * - Only users administering at least one customer (`user_client_access` ADMIN) are answered; the
 *   others get 403 on every call. Reads and writes see the stays of those customers only: a
 *   `clientIds` filter narrows within them and never widens; another customer's or another
 *   organisation's stay answers 404 like a missing one.
 * - A total order: every sort ends on the stay's id, so offset pages never repeat or skip a row
 *   while the data stands still.
 * - A bounded number of queries per call, whatever the page size.
 * - The edit sets the guide's note and discharge date; the date cannot change once set.
 */
import { and, asc, count, countDistinct, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACCESS_ROLES,
  dayOfMillis,
  HOSPITALIZATION_DEFAULT_PAGE_SIZE,
  HOSPITALIZATION_MESSAGES,
  newlySince,
  type EntityShape,
  type HospitalizationListQuery,
  type HospitalizationSort,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { clients, hospitalizations, memberStatuses, userClientAccess, users } from '../db/schema/index.ts';
import { presentHospitalization } from '../adt/present.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { fullName } from '../presenters/people.ts';
import { refusedFields } from './interaction-records.ts';

type Stay = typeof hospitalizations.$inferSelect;
type Filters = Pick<HospitalizationListQuery, 'clientIds' | 'guideIds' | 'statusIds' | 'behavioral-health-filter'>;

const members = alias(users, 'member');

/** The customers the acting user administers; none is a 403 (the dashboard is theirs only). */
export async function administeredCustomers(db: Db, actor: Actor): Promise<string[]> {
  const rows = await db
    .select({ clientId: userClientAccess.clientId })
    .from(userClientAccess)
    .where(
      and(
        eq(userClientAccess.organisationId, actor.organisationId),
        eq(userClientAccess.userId, actor.user.id),
        eq(userClientAccess.accessRole, ACCESS_ROLES.ADMIN),
      ),
    );
  if (rows.length === 0) throw forbidden(HOSPITALIZATION_MESSAGES.noAdministeredCustomer);
  return rows.map((r) => r.clientId);
}

/** The actor's calendar day: "newly" counts the hospital's days as the reader lives them. */
function todayOf(actor: Actor, now: Date): string {
  try {
    return dayOfMillis(now.getTime(), actor.user.timeZone);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Stays of the administered customers matching the filters (always joined with their member). */
function scopeOf(actor: Actor, administered: readonly string[], q: Filters): SQL {
  const given = <T>(list: readonly T[] | undefined) => (list && list.length > 0 ? list : undefined);
  const clientIds = given(q.clientIds);
  const guideIds = given(q.guideIds);
  const statusIds = given(q.statusIds);
  return and(
    eq(hospitalizations.organisationId, actor.organisationId),
    inArray(hospitalizations.clientId, [...administered]),
    clientIds ? inArray(hospitalizations.clientId, clientIds) : undefined,
    guideIds ? inArray(members.assignedGuideId, guideIds) : undefined,
    statusIds ? inArray(members.memberStatusId, statusIds) : undefined,
    q['behavioral-health-filter'] ? eq(hospitalizations.isEnrolledInBehavioralHealth, true) : undefined,
  ) as SQL;
}

/** Newly admitted: admitted within the window and not yet discharged. Newly discharged: discharged within it. */
function newlyAdmitted(since: string): SQL {
  return and(
    gte(hospitalizations.admitDate, since),
    isNull(hospitalizations.dischargeDate),
    isNull(hospitalizations.guideEnteredDischargedAt),
  ) as SQL;
}
function newlyDischarged(since: string): SQL {
  return or(
    gte(hospitalizations.dischargeDate, since),
    and(isNull(hospitalizations.dischargeDate), gte(hospitalizations.guideEnteredDischargedAt, since)),
  ) as SQL;
}

const dir = (d: 'ASC' | 'DESC') => sql.raw(d === 'DESC' ? 'desc' : 'asc');
/** Stays still in hospital (no discharge date) come first in the default descending order, as the newest. */
const ORDER: Record<HospitalizationSort, (d: 'ASC' | 'DESC') => SQL> = {
  dischargeDate: (d) =>
    sql`coalesce(${hospitalizations.dischargeDate}, ${hospitalizations.guideEnteredDischargedAt}) ${dir(d)} nulls ${sql.raw(d === 'DESC' ? 'first' : 'last')}`,
  admitDate: (d) => sql`${hospitalizations.admitDate} ${dir(d)}`,
  memberName: (d) => sql`lower(${members.lastName}) ${dir(d)}, lower(${members.firstName}) ${dir(d)}`,
  hospital: (d) => sql`lower(${hospitalizations.hospital}) ${dir(d)}`,
};

function presentWithMember(stay: Stay, member: typeof users.$inferSelect): EntityShape<'hospitalization'> {
  return {
    ...presentHospitalization(stay),
    member: {
      id: member.id,
      name: fullName(member),
      firstName: member.firstName,
      lastName: member.lastName,
      assignedGuideId: member.assignedGuideId,
      memberStatusId: member.memberStatusId,
    },
  };
}

export function hospitalizationsHandlers(
  ctx: AppContext,
): HandlersOf<
  'hospitalizationList' | 'hospitalizationMetaCounts' | 'hospitalizationFilterOptions' | 'updateHospitalization'
> {
  const { db, clock } = ctx;
  return {
    async hospitalizationList({ actor, query }) {
      const administered = await administeredCustomers(db, actor);
      const { offset, limit } = pageOf(query, HOSPITALIZATION_DEFAULT_PAGE_SIZE);
      const since = newlySince(todayOf(actor, clock.now()));
      const special =
        query['special-filter'] === 'newlyAdmitted'
          ? newlyAdmitted(since)
          : query['special-filter'] === 'newlyDischarged'
            ? newlyDischarged(since)
            : undefined;
      const where = and(scopeOf(actor, administered, query), special);
      const order = ORDER[query['sort-by'] ?? 'dischargeDate'](query['sort-direction'] ?? 'DESC');
      const [rows, total] = await Promise.all([
        db
          .select({ stay: hospitalizations, member: members })
          .from(hospitalizations)
          .innerJoin(members, eq(members.id, hospitalizations.memberId))
          .where(where)
          .orderBy(order, asc(hospitalizations.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(hospitalizations)
          .innerJoin(members, eq(members.id, hospitalizations.memberId))
          .where(where),
      ]);
      const totalItems = total[0]?.n ?? 0;
      return {
        data: rows.map((r) => presentWithMember(r.stay, r.member)),
        count: totalItems,
        pagination: { totalItems },
      };
    },

    async hospitalizationMetaCounts({ actor, query }) {
      const administered = await administeredCustomers(db, actor);
      const since = newlySince(todayOf(actor, clock.now()));
      const [row] = await db
        .select({
          newlyAdmitted:
            sql<number>`count(distinct ${hospitalizations.memberId}) filter (where ${newlyAdmitted(since)})`.mapWith(
              Number,
            ),
          newlyDischarged:
            sql<number>`count(distinct ${hospitalizations.memberId}) filter (where ${newlyDischarged(since)})`.mapWith(
              Number,
            ),
          totalMembers: countDistinct(hospitalizations.memberId),
        })
        .from(hospitalizations)
        .innerJoin(members, eq(members.id, hospitalizations.memberId))
        .where(scopeOf(actor, administered, query));
      return {
        newlyAdmitted: row?.newlyAdmitted ?? 0,
        newlyDischarged: row?.newlyDischarged ?? 0,
        totalMembers: row?.totalMembers ?? 0,
      };
    },

    async hospitalizationFilterOptions({ actor }) {
      const administered = await administeredCustomers(db, actor);
      const guides = alias(users, 'guide');
      const [customers, guideRows, statuses] = await Promise.all([
        db
          .select({ id: clients.id, name: clients.name, displayName: clients.displayName })
          .from(clients)
          .where(and(eq(clients.organisationId, actor.organisationId), inArray(clients.id, administered))),
        // The guides of members with a stay in scope: the ones the filter can find.
        db
          .selectDistinct({ id: guides.id, firstName: guides.firstName, lastName: guides.lastName })
          .from(hospitalizations)
          .innerJoin(members, eq(members.id, hospitalizations.memberId))
          .innerJoin(guides, eq(guides.id, members.assignedGuideId))
          .where(
            and(
              eq(hospitalizations.organisationId, actor.organisationId),
              inArray(hospitalizations.clientId, administered),
            ),
          ),
        db.select().from(memberStatuses).orderBy(asc(memberStatuses.sortOrder), asc(memberStatuses.id)),
      ]);
      const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
      return {
        clients: customers.map((c) => ({ value: c.id, label: c.displayName || c.name })).sort(byLabel),
        guides: guideRows.map((g) => ({ value: g.id, label: fullName(g) })).sort(byLabel),
        statuses: statuses.map((s) => ({ value: String(s.id), label: s.name })),
      };
    },

    async updateHospitalization({ actor, params, body, write }) {
      const administered = await administeredCustomers(db, actor);
      return write(async (tx, changes) => {
        const [found] = await tx
          .select({ stay: hospitalizations, member: members })
          .from(hospitalizations)
          .innerJoin(members, eq(members.id, hospitalizations.memberId))
          .where(
            and(
              eq(hospitalizations.id, params.id),
              eq(hospitalizations.organisationId, actor.organisationId),
              inArray(hospitalizations.clientId, administered),
            ),
          )
          .for('update', { of: hospitalizations });
        if (!found) throw notFound();
        const { stay } = found;
        if (stay.guideEnteredDischargedAt && stay.guideEnteredDischargedAt !== body.guideEnteredDischargedAt) {
          throw refusedFields([{ property: 'guideEnteredDischargedAt', message: HOSPITALIZATION_MESSAGES.dateLocked }]);
        }
        if (body.guideEnteredDischargedAt < stay.admitDate)
          throw refusedFields([
            { property: 'guideEnteredDischargedAt', message: HOSPITALIZATION_MESSAGES.beforeAdmission },
          ]);
        const [updated] = await tx
          .update(hospitalizations)
          .set({ note: body.note, guideEnteredDischargedAt: body.guideEnteredDischargedAt })
          .where(eq(hospitalizations.id, stay.id))
          .returning();
        if (!updated) throw notFound();
        const data = presentWithMember(updated, found.member);
        changes.record({ entity: 'hospitalization', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
