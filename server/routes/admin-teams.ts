/**
 * Teams Management (spec part 3 sections 2, 7): the organisation's teams, made and renamed by its
 * admins, each showing one of the organisation's internal numbers or none. A team's name is unique
 * in its organisation (case aside): two teams of one name cannot be told apart in the user form.
 * Another organisation's team, customer or number answers as if it did not exist.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { ENTITIES, TEAM_LIMITS, TEAM_MESSAGES, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Tx } from '../db/connect.ts';
import { clients, internalPhoneNumbers, TEAM_NAME_INDEX, teamMemberships, teams } from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import type { Actor } from '../auth/actor.ts';
import { refusedFields } from './interaction-records.ts';
import { listInternalNumbers } from './admin-phone-numbers.ts';
import { refusingTakenName } from './taken-names.ts';

type TeamRow = typeof teams.$inferSelect;

const memberCounts = (db: Pick<Tx, 'select'>, organisationId: string) =>
  db
    .select({ teamId: teamMemberships.teamId, n: count() })
    .from(teamMemberships)
    .where(eq(teamMemberships.organisationId, organisationId))
    .groupBy(teamMemberships.teamId);

/** A team as clients receive it: its declared columns (`domain/entities/teams.ts`) and its member count. */
export function presentTeam(row: TeamRow, memberCount: number): EntityShape<'team'> {
  return toWire(ENTITIES.team.table.columns, row, { memberCount });
}

/** The organisation's teams by name, each with its member count. */
export async function listTeams(db: Pick<Tx, 'select'>, organisationId: string): Promise<EntityShape<'team'>[]> {
  const [rows, counts] = await together(db, [
    () =>
      db
        .select()
        .from(teams)
        .where(eq(teams.organisationId, organisationId))
        .orderBy(asc(teams.name), asc(teams.id))
        .limit(TEAM_LIMITS.teamsPerOrganisation),
    () => memberCounts(db, organisationId),
  ]);
  const members = new Map(counts.map((c) => [c.teamId, c.n]));
  return rows.map((row) => presentTeam(row, members.get(row.id) ?? 0));
}

/** A write of a team's name: one another admin saved meanwhile is refused as `checkTeam` refuses it. */
const namingTeam = <T>(write: () => Promise<T>) => refusingTakenName(TEAM_NAME_INDEX, TEAM_MESSAGES.nameTaken, write);

/** Refuses a taken name; a customer or number not of this organisation is not found, like a missing one. */
async function checkTeam(
  tx: Tx,
  actor: Actor,
  team: { id: string; name: string; clientId: string; internalPhoneNumberId: number | null },
): Promise<void> {
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.organisationId, actor.organisationId),
        eq(sql`lower(${teams.name})`, team.name.toLowerCase()),
        ne(teams.id, team.id),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'name', message: TEAM_MESSAGES.nameTaken }]);
  const [customer] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, team.clientId), eq(clients.organisationId, actor.organisationId)));
  if (!customer) throw notFound();
  if (team.internalPhoneNumberId === null) return;
  const [number] = await tx
    .select({ id: internalPhoneNumbers.id })
    .from(internalPhoneNumbers)
    .where(
      and(
        eq(internalPhoneNumbers.id, team.internalPhoneNumberId),
        eq(internalPhoneNumbers.organisationId, actor.organisationId),
      ),
    );
  if (!number) throw notFound();
}

export function adminTeamsHandlers(
  ctx: AppContext,
): HandlersOf<'adminTeams' | 'createTeam' | 'updateTeam' | 'internalPhoneNumbers'> {
  const { db, clock } = ctx;
  return {
    async adminTeams({ actor }) {
      return { data: await listTeams(db, actor.organisationId) };
    },

    async createTeam({ actor, body, write }) {
      return write(async (tx, changes) => {
        // A repeated create (the same id) answers the team it made; an id used elsewhere is not ours.
        const [existing] = await tx.select().from(teams).where(eq(teams.id, body.id));
        if (existing) {
          if (existing.organisationId !== actor.organisationId)
            throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
          return presentTeam(existing, 0);
        }
        await checkTeam(tx, actor, body);
        const [row] = await namingTeam(() =>
          tx
            .insert(teams)
            .values({
              id: body.id,
              organisationId: actor.organisationId,
              clientId: body.clientId,
              name: body.name,
              internalPhoneNumberId: body.internalPhoneNumberId,
              createdAt: clock.now(),
            })
            .returning(),
        );
        const data = presentTeam(row!, 0);
        changes.record({ entity: 'team', id: data.id, op: 'upsert', data, created: true });
        return data;
      });
    },

    async updateTeam({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const [found] = await tx
          .select()
          .from(teams)
          .where(and(eq(teams.id, params.id), eq(teams.organisationId, actor.organisationId)))
          .for('update');
        if (!found) throw notFound();
        await checkTeam(tx, actor, { ...found, name: body.name, internalPhoneNumberId: body.internalPhoneNumberId });
        const [row] = await namingTeam(() =>
          tx
            .update(teams)
            .set({ name: body.name, internalPhoneNumberId: body.internalPhoneNumberId })
            .where(eq(teams.id, found.id))
            .returning(),
        );
        const [members] = await tx
          .select({ n: count() })
          .from(teamMemberships)
          .where(eq(teamMemberships.teamId, found.id));
        const data = presentTeam(row!, members?.n ?? 0);
        changes.record({ entity: 'team', id: data.id, op: 'upsert', data });
        return data;
      });
    },

    async internalPhoneNumbers({ actor }) {
      // Phone Number Management's own list too: one presenter for every field (admin-phone-numbers.ts).
      return { data: await listInternalNumbers(db, actor.organisationId) };
    },
  };
}
