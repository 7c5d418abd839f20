/**
 * The CHW minutes report (issue #36): the month's community health work per member, counted by
 * `domain/chw-minutes.ts`'s rules (in PostgreSQL for the report, `chw-month-sql.ts`, its counts kept
 * between askings by `chw-rollup.ts`; in the domain for one member's activities, from what
 * `chw-activities.ts` reads), each member against their
 * customer's thresholds. For supervisors and admins; a customer or guide of another organisation answers 404.
 * The answer names its members, so each reading is in the audit trail (`server/audit/rules.ts`).
 */
import { eq } from 'drizzle-orm';
import {
  chwBilling,
  type ChwBilling,
  chwMinutesOf as toMinutes,
  countChwMonth,
  monthBoundsMillis,
  type ResponseOf,
  type OPERATIONS,
} from '../../domain/index.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import type { Db } from '../db/connect.ts';
import { clients } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { loadChwActivities, organisationZone, staffNames } from './chw-activities.ts';
import { closingOf } from './chw-closings.ts';
import { keptChwMembers, keptChwShares, refreshChwMonth, type ChwMemberTotal } from './chw-rollup.ts';

type Report = ResponseOf<typeof OPERATIONS.chwMinutesReport>;

interface Customer {
  id: string;
  name: string;
  initialMinutes: number;
  addOnMinutes: number;
}

/** The organisation's customers with their thresholds, by id. */
async function customersOf(db: Db, organisationId: string): Promise<Map<string, Customer>> {
  const rows = await db
    .select({
      id: clients.id,
      name: clients.displayName,
      initialMinutes: clients.chwInitialMinutes,
      addOnMinutes: clients.chwAddOnMinutes,
    })
    .from(clients)
    .where(eq(clients.organisationId, organisationId));
  return new Map(rows.map((row) => [row.id, row]));
}

export function reportHandlers(ctx: AppContext): HandlersOf<'chwMinutesReport' | 'chwMinutesOfMember'> {
  const { db } = ctx;
  return {
    async chwMinutesReport({ actor, query }) {
      const organisationId = actor.organisationId;
      if (query.guideId) await loadGuideInTenant(db, actor, query.guideId);
      const [timeZone, customers] = await Promise.all([
        organisationZone(db, organisationId),
        customersOf(db, organisationId),
      ]);
      if (query.clientId && !customers.has(query.clientId)) throw notFound();
      const bounds = monthBoundsMillis(query.month, timeZone);
      const scope = {
        organisationId,
        timeZone,
        month: query.month,
        ...bounds,
        clientId: query.clientId,
        guideId: query.guideId,
      };
      await refreshChwMonth(db, scope);
      const closing = await closingOf(db, organisationId, query.month);
      const ranked = rankMembers(await keptChwMembers(db, scope), customers);
      const size = query['page-size'];
      const start = query['page-start'] ?? 0;
      const page = size === undefined ? ranked : ranked.slice(start, start + size);
      const whole = page.length === ranked.length;
      const shares = await keptChwShares(db, scope, whole ? undefined : page.map((row) => row.member.memberId));
      const { rows, people } = await reportRows(db, organisationId, page, shares, closing?.closedById);
      return {
        month: query.month,
        timeZone,
        total: ranked.length,
        reachingG0019: ranked.filter((row) => row.billing.g0019).length,
        closing: closing
          ? {
              closedAt: closing.closedAt.toISOString(),
              closedByName: people.find((person) => person.id === closing.closedById)?.name ?? '',
            }
          : null,
        customers: [...customers.values()].sort((a, b) => a.name.localeCompare(b.name)),
        people,
        rows,
      };
    },

    async chwMinutesOfMember({ actor, params, query }) {
      const member = await loadMemberInTenant(db, actor, params.memberId);
      const [timeZone, customers] = await Promise.all([
        organisationZone(db, actor.organisationId),
        customersOf(db, actor.organisationId),
      ]);
      const activities = await loadChwActivities(db, {
        organisationId: actor.organisationId,
        timeZone,
        month: query.month,
        ...monthBoundsMillis(query.month, timeZone),
        memberId: member.id,
      });
      const customer = customers.get(member.clientId);
      const [counted] = customer ? countChwMonth(activities, query.month, timeZone, customer) : [];
      const names = await staffNames(db, actor.organisationId, new Set(activities.map((a) => a.staffId)));
      return {
        memberId: member.id,
        month: query.month,
        minutes: counted?.minutes ?? 0,
        activities: (counted?.activities ?? []).map(({ activity, minutes }) => ({
          id: activity.id,
          kind: activity.kind,
          startedAt: new Date(activity.startMs).toISOString(),
          endedAt: new Date(activity.endMs).toISOString(),
          staffName: names.get(activity.staffId) ?? '',
          minutes,
        })),
      };
    },
  };
}

/** `localeCompare`'s order, from one collator: a report sorts 20,000 rows, and each `localeCompare` sets one up. */
const byText = new Intl.Collator().compare;

interface Ranked {
  member: ChwMemberTotal;
  name: string;
  minutes: number;
  billing: ChwBilling;
}

/** The members with what they bill against their customer's thresholds, most minutes first, then by name. */
function rankMembers(members: readonly ChwMemberTotal[], customers: Map<string, Customer>): Ranked[] {
  const ranked: Ranked[] = [];
  for (const member of members) {
    const customer = customers.get(member.clientId);
    if (!customer) continue;
    const minutes = toMinutes(member.ms);
    ranked.push({
      member,
      name: `${member.firstName} ${member.lastName}`,
      minutes,
      billing: chwBilling(minutes, customer),
    });
  }
  return ranked.sort((a, b) => b.minutes - a.minutes || byText(a.name, b.name));
}

/** The rows of the members shown, each person's share beside them; and the people named. */
async function reportRows(
  db: Db,
  organisationId: string,
  shown: readonly Ranked[],
  shares: readonly { memberId: string; staffId: string; ms: number }[],
  closedById: string | undefined,
): Promise<Pick<Report, 'rows' | 'people'>> {
  const staff = new Set<string>(closedById ? [closedById] : []);
  const byMember = new Map<string, { staffId: string; minutes: number }[]>();
  for (const share of shares) {
    staff.add(share.staffId);
    const ofMember = byMember.get(share.memberId);
    const minutes = { staffId: share.staffId, minutes: toMinutes(share.ms) };
    if (ofMember) ofMember.push(minutes);
    else byMember.set(share.memberId, [minutes]);
  }
  for (const { member } of shown) if (member.guideId) staff.add(member.guideId);
  const names = await staffNames(db, organisationId, staff);
  const rows: Report['rows'] = shown.map(({ member, name, minutes, billing }) => ({
    memberId: member.memberId,
    memberName: name,
    clientId: member.clientId,
    guideId: member.guideId,
    minutes,
    g0019: billing.g0019,
    g0022Units: billing.g0022Units,
    byStaff: (byMember.get(member.memberId) ?? []).sort(
      (a, b) => b.minutes - a.minutes || byText(a.staffId, b.staffId),
    ),
  }));
  return { rows, people: [...staff].map((id) => ({ id, name: names.get(id) ?? '' })) };
}
