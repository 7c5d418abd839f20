/** Sign-in verification, the team, the hierarchy and catalogues (one user or member: routes/member.ts). */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ACCESS_ROLES, GUIDE_ROLES, isStaffRole, type Role } from '../../domain/index.ts';
import {
  interactionOutcomes,
  memberStatuses,
  teamMemberships,
  teams,
  userClientAccess,
  users,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentClients } from '../presenters/clients.ts';
import { presentRequestableStatus } from '../presenters/status-change.ts';
import { fullName, presentActingUser, presentGuide } from '../presenters/people.ts';

export function usersHandlers(
  ctx: AppContext,
): HandlersOf<'verify' | 'team' | 'teams' | 'hierarchy' | 'memberStatuses'> {
  const { db } = ctx;
  return {
    // Answers for users without app access too: the portal needs hasAppAccess to send them to no-access.
    async verify({ actor }) {
      const administered = await db
        .select({ clientId: userClientAccess.clientId })
        .from(userClientAccess)
        .where(
          and(
            eq(userClientAccess.organisationId, actor.organisationId),
            eq(userClientAccess.userId, actor.user.id),
            eq(userClientAccess.accessRole, ACCESS_ROLES.ADMIN),
          ),
        );
      const [statuses, outcomes] = await Promise.all([
        db.select().from(memberStatuses).orderBy(asc(memberStatuses.sortOrder)),
        db.select().from(interactionOutcomes).orderBy(asc(interactionOutcomes.id)),
      ]);
      const presentOutcome = (o: (typeof outcomes)[number]) => ({
        id: o.id,
        key: o.key,
        name: o.name,
        deprecatedAt: o.deprecatedAt?.toISOString() ?? null,
      });
      return {
        user: presentActingUser(
          actor,
          administered.map((a) => a.clientId),
        ),
        // Access is organisation-wide: every customer of the acting user's organisation, the
        // user's home customer first (the portal reads its analytics address from the first).
        clients: (await presentClients(db, actor.organisationId, { analyticsUrl: ctx.config.analyticsUrl })).sort(
          (a, b) => Number(b.id === actor.homeClientId) - Number(a.id === actor.homeClientId),
        ),
        authenticated: true,
        memberStatuses: statuses.map((s) => ({ id: s.id, key: s.key, name: s.name })),
        voiceCallOutcomes: outcomes.filter((o) => o.kind === 'call').map(presentOutcome),
        visitOutcomes: outcomes.filter((o) => o.kind === 'visit').map(presentOutcome),
      };
    },

    async team({ actor, query: { allViewable } }) {
      let guideIds: string[] | undefined;
      if (!allViewable) {
        const mine = await db
          .select({ teamId: teamMemberships.teamId })
          .from(teamMemberships)
          .where(eq(teamMemberships.userId, actor.user.id));
        const members = mine.length
          ? await db
              .select({ userId: teamMemberships.userId })
              .from(teamMemberships)
              .where(
                inArray(
                  teamMemberships.teamId,
                  mine.map((m) => m.teamId),
                ),
              )
          : [];
        guideIds = [...new Set([actor.user.id, ...members.map((m) => m.userId)])];
      }
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.organisationId, actor.organisationId),
            eq(users.isDeleted, false),
            inArray(users.role, [...GUIDE_ROLES]),
            guideIds ? inArray(users.id, guideIds) : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName));
      return { data: rows.map((u) => ({ guideId: u.id, guideName: fullName(u), ...presentGuide(u) })) };
    },

    async teams({ actor }) {
      return { data: await teamsWithUsers(actor.organisationId) };
    },

    async hierarchy({ actor }) {
      const all = await teamsWithUsers(actor.organisationId);
      type Node = (typeof all)[number] & { children: Node[] };
      const nodes = new Map<string, Node>(all.map((t) => [t.id, { ...t, children: [] }]));
      const roots: Node[] = [];
      for (const node of nodes.values()) {
        const parent = node.parentTeamId ? nodes.get(node.parentTeamId) : undefined;
        (parent ? parent.children : roots).push(node);
      }
      return { teams: roots };
    },

    async memberStatuses() {
      const rows = await db.select().from(memberStatuses).orderBy(asc(memberStatuses.sortOrder));
      return { data: rows.map(presentRequestableStatus) };
    },
  };

  async function teamsWithUsers(organisationId: string) {
    const teamRows = await db
      .select()
      .from(teams)
      .where(eq(teams.organisationId, organisationId))
      .orderBy(asc(teams.name));
    const memberships = teamRows.length
      ? await db
          .select({ teamId: teamMemberships.teamId, userId: teamMemberships.userId, role: users.role })
          .from(teamMemberships)
          .innerJoin(users, and(eq(users.id, teamMemberships.userId), ne(users.isDeleted, true)))
          .where(
            inArray(
              teamMemberships.teamId,
              teamRows.map((t) => t.id),
            ),
          )
      : [];
    return teamRows.map((t) => ({
      id: t.id,
      name: t.name,
      clientId: t.clientId,
      parentTeamId: t.parentTeamId,
      userIds: memberships.filter((m) => m.teamId === t.id && isStaffRole(m.role as Role)).map((m) => m.userId),
    }));
  }
}
