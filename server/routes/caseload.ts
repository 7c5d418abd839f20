/**
 * A supervisor's view of the caseload (issue #35; rules in `domain/caseload.ts`): the figures of
 * every guide with members (or of one guide), counted by the database in five grouped statements
 * run side by side, so the answer costs the same for 25 guides or 250. The engine could not hold
 * the organisation's members, their status history, needs, links and stays: this is an answer page
 * the portal asks again when one of those changes (`sync/queries/caseload.ts`).
 */
import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  EXPIRING_WITHIN_DAYS,
  HOSPITAL_FOLLOW_UP_DAYS,
  NO_CONTACT_DAYS,
  type CaseloadGuide,
} from '../../domain/index.ts';
import { loadGuideInTenant } from '../auth/scope.ts';
import type { Db } from '../db/connect.ts';
import {
  consentLinks,
  hospitalizations,
  memberStatusEvents,
  teamMemberships,
  teams,
  userNeeds,
  users,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { fullName } from '../presenters/people.ts';

const MEMBER_ROLE = 'PATIENT';
const DAY_MS = 86_400_000;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The figures, for the whole organisation or one guide's members. */
export async function caseloadFigures(
  db: Db,
  organisationId: string,
  nowMs: number,
  guideId?: string,
): Promise<{ guides: CaseloadGuide[]; teams: { teamId: string; teamName: string }[] }> {
  const now = new Date(nowMs);
  const soon = new Date(nowMs + EXPIRING_WITHIN_DAYS * DAY_MS);
  const followUpSince = new Date(nowMs - HOSPITAL_FOLLOW_UP_DAYS * DAY_MS).toISOString().slice(0, 10);
  const members = and(
    eq(users.organisationId, organisationId),
    sql`${users.role} = ${sql.raw(`'${MEMBER_ROLE}'`)}`,
    sql`${users.isDeleted} = false`,
    guideId ? eq(users.assignedGuideId, guideId) : isNotNull(users.assignedGuideId),
  ) as SQL;
  const noContact = (days: number) => {
    const before = new Date(nowMs - days * DAY_MS).toISOString();
    return sql<number>`count(*) filter (where ${users.lastEventAt} is null or ${users.lastEventAt} < ${before}::timestamptz)`.mapWith(
      Number,
    );
  };
  const statusSince = db
    .select({ memberId: memberStatusEvents.memberId, since: max(memberStatusEvents.effectiveAt).as('since') })
    .from(memberStatusEvents)
    .where(and(eq(memberStatusEvents.organisationId, organisationId), lte(memberStatusEvents.effectiveAt, now)))
    .groupBy(memberStatusEvents.memberId)
    .as('status_since');
  const [byStatus, needs, links, stays] = await Promise.all([
    db
      .select({
        guideId: users.assignedGuideId,
        memberStatusId: users.memberStatusId,
        members: count(),
        averageDays: sql<
          number | null
        >`avg(extract(epoch from (${now.toISOString()}::timestamptz - ${statusSince.since})) / 86400)`.mapWith(
          (value: unknown) => (value === null ? null : Number(value)),
        ),
        noContact14: noContact(NO_CONTACT_DAYS[0]),
        noContact30: noContact(NO_CONTACT_DAYS[1]),
        noContact60: noContact(NO_CONTACT_DAYS[2]),
      })
      .from(users)
      .leftJoin(statusSince, eq(statusSince.memberId, users.id))
      .where(members)
      .groupBy(users.assignedGuideId, users.memberStatusId),
    db
      .select({ guideId: users.assignedGuideId, figure: count() })
      .from(userNeeds)
      .innerJoin(users, eq(users.id, userNeeds.memberId))
      .where(
        and(
          members,
          eq(userNeeds.organisationId, organisationId),
          isNull(userNeeds.abandonedAt),
          isNull(userNeeds.fulfilledAt),
          gte(userNeeds.expiresAt, now),
          lte(userNeeds.expiresAt, soon),
        ),
      )
      .groupBy(users.assignedGuideId),
    db
      .select({ guideId: users.assignedGuideId, figure: countDistinct(consentLinks.memberId) })
      .from(consentLinks)
      .innerJoin(users, eq(users.id, consentLinks.memberId))
      .where(
        and(
          members,
          eq(consentLinks.organisationId, organisationId),
          gte(consentLinks.expiresAt, now),
          lte(consentLinks.expiresAt, soon),
        ),
      )
      .groupBy(users.assignedGuideId),
    db
      .select({ guideId: users.assignedGuideId, figure: countDistinct(hospitalizations.memberId) })
      .from(hospitalizations)
      .innerJoin(users, eq(users.id, hospitalizations.memberId))
      .where(
        and(
          members,
          eq(hospitalizations.organisationId, organisationId),
          isNotNull(hospitalizations.followUpType),
          or(
            gte(hospitalizations.dischargeDate, followUpSince),
            and(isNull(hospitalizations.dischargeDate), gte(hospitalizations.guideEnteredDischargedAt, followUpSince)),
          ),
          sql`(${users.lastEventAt} is null or ${users.lastEventAt} < coalesce(${hospitalizations.dischargeDate}, ${hospitalizations.guideEnteredDischargedAt})::timestamptz)`,
        ),
      )
      .groupBy(users.assignedGuideId),
  ]);

  const guideIds = [...new Set(byStatus.flatMap((row) => (row.guideId ? [row.guideId] : [])))];
  const [staff, memberships] = guideIds.length
    ? await Promise.all([
        db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.organisationId, organisationId), inArray(users.id, guideIds))),
        db
          .select({ userId: teamMemberships.userId, teamId: teams.id, teamName: teams.name })
          .from(teamMemberships)
          .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
          .where(
            and(
              eq(teamMemberships.organisationId, organisationId),
              inArray(teamMemberships.userId, guideIds),
              eq(teamMemberships.role, 'MEMBER'),
              or(isNull(teamMemberships.endDate), gte(teamMemberships.endDate, nowMs)),
            ),
          ),
      ])
    : [[], []];
  const names = new Map(staff.map((row) => [row.id, fullName(row)]));
  const figureOf = (rows: readonly { guideId: string | null; figure: number }[]) =>
    new Map(rows.map((row) => [row.guideId, Number(row.figure)]));
  const [needsOf, linksOf, staysOf] = [figureOf(needs), figureOf(links), figureOf(stays)];
  const rowsOf = new Map<string, (typeof byStatus)[number][]>();
  for (const row of byStatus) if (row.guideId) rowsOf.set(row.guideId, [...(rowsOf.get(row.guideId) ?? []), row]);
  const teamsOf = new Map<string, string[]>();
  for (const row of memberships) teamsOf.set(row.userId, [...(teamsOf.get(row.userId) ?? []), row.teamId]);
  const guides = guideIds
    .map((id): CaseloadGuide => {
      const rows = rowsOf.get(id) ?? [];
      return {
        guideId: id,
        guideName: names.get(id) ?? '',
        teamIds: teamsOf.get(id) ?? [],
        members: sum(rows.map((row) => row.members)),
        byStatus: rows
          .map((row) => ({
            memberStatusId: row.memberStatusId,
            members: row.members,
            averageDaysInStatus: row.averageDays === null ? null : Math.round(row.averageDays * 10) / 10,
          }))
          .sort((a, b) => (a.memberStatusId ?? -1) - (b.memberStatusId ?? -1)),
        noContact14: sum(rows.map((row) => row.noContact14)),
        noContact30: sum(rows.map((row) => row.noContact30)),
        noContact60: sum(rows.map((row) => row.noContact60)),
        needsExpiring: needsOf.get(id) ?? 0,
        consentsExpiring: linksOf.get(id) ?? 0,
        hospitalFollowUps: staysOf.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.guideName.localeCompare(b.guideName) || a.guideId.localeCompare(b.guideId));
  const teamList = [...new Map(memberships.map((row) => [row.teamId, row.teamName])).entries()]
    .map(([teamId, teamName]) => ({ teamId, teamName }))
    .sort((a, b) => a.teamName.localeCompare(b.teamName));
  return { guides, teams: teamList };
}

export function caseloadHandlers(ctx: AppContext): HandlersOf<'caseloadSummary'> {
  const { db, clock } = ctx;
  return {
    async caseloadSummary({ actor, query }) {
      if (query.guideId) await loadGuideInTenant(db, actor, query.guideId);
      const nowMs = clock.now().getTime();
      const figures = await caseloadFigures(db, actor.organisationId, nowMs, query.guideId);
      return { asOf: new Date(nowMs).toISOString(), ...figures };
    },
  };
}
