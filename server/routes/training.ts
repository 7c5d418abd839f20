/**
 * The Secret Training Admin Page (spec part 3 sections 2, 3, 7), for admins only: the
 * organisation's training characters, their reset, and its training client's provider status.
 * A reset puts each character back as seeded (status, stage, assigned guide) and removes the
 * status events and notes recorded since the seeding, all in one transaction with their changes, so every
 * portal sees the characters as they were. An organisation without training data answers 404
 * (there is nothing of its own to show); another organisation's is never read.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import { TRAINING_LIMITS, TRAINING_MESSAGES, type EntityShape } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { interactions, memberStatusEvents, trainingCharacters, trainingClients, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { presentUserChange } from '../presenters/people.ts';
import { feedItemOf, removeInteraction } from './interaction-records.ts';

type Character = EntityShape<'trainingCharacter'>;

async function listCharacters(db: Db | Tx, organisationId: string): Promise<Character[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      assignedGuideId: users.assignedGuideId,
    })
    .from(trainingCharacters)
    .innerJoin(users, eq(users.id, trainingCharacters.memberId))
    .where(and(eq(trainingCharacters.organisationId, organisationId), eq(users.organisationId, organisationId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(TRAINING_LIMITS.characters);
}

async function trainingClientOf(db: Db | Tx, organisationId: string) {
  const [found] = await db.select().from(trainingClients).where(eq(trainingClients.organisationId, organisationId));
  if (!found) throw notFound(TRAINING_MESSAGES.noTrainingClient);
  return found;
}

const presentStatus = (row: typeof trainingClients.$inferSelect): EntityShape<'trainingProviderStatus'> => ({
  id: row.clientId,
  isProviderClient: row.isProviderClient,
});

/** The organisation's training client's provider status; none when it has no training client. */
export async function listTrainingStatuses(db: Db | Tx, organisationId: string) {
  const rows = await db.select().from(trainingClients).where(eq(trainingClients.organisationId, organisationId));
  return rows.map(presentStatus);
}

export function trainingHandlers(
  ctx: AppContext,
): HandlersOf<
  'trainingCharacters' | 'resetTrainingCharacters' | 'trainingProviderStatus' | 'setTrainingProviderStatus'
> {
  const { db } = ctx;
  return {
    async trainingCharacters({ actor }) {
      return { data: await listCharacters(db, actor.organisationId) };
    },

    async resetTrainingCharacters({ actor, write }) {
      return write(async (tx, changes) => {
        const seeded = await tx
          .select()
          .from(trainingCharacters)
          .where(eq(trainingCharacters.organisationId, actor.organisationId))
          .limit(TRAINING_LIMITS.characters)
          .for('update');
        if (!seeded.length) throw notFound(TRAINING_MESSAGES.noTrainingCharacters);
        const now = ctx.clock.now();
        for (const character of seeded) {
          const removed = await tx
            .delete(memberStatusEvents)
            .where(
              and(
                eq(memberStatusEvents.memberId, character.memberId),
                gte(memberStatusEvents.effectiveAt, character.seededAt),
              ),
            )
            .returning({ id: memberStatusEvents.id });
          for (const event of removed)
            changes.record({ entity: 'memberStatusEvent', id: event.id, op: 'delete', data: null });
          // Notes written about the character since (a guide's practice), with their feed items.
          const notes = await tx
            .select()
            .from(interactions)
            .where(
              and(
                eq(interactions.memberId, character.memberId),
                eq(interactions.interactionType, 'note'),
                gte(interactions.timestamp, character.seededAt),
              ),
            );
          for (const note of notes) await removeInteraction(tx, changes, note, await feedItemOf(tx, note, 'note'));
          const [member] = await tx
            .update(users)
            .set({
              memberStatusId: character.seededStatusId,
              memberStageId: character.seededStageId,
              assignedGuideId: character.seededGuideId,
              updatedAt: now,
            })
            .where(and(eq(users.id, character.memberId), eq(users.organisationId, actor.organisationId)))
            .returning();
          if (member) changes.record({ entity: 'user', id: member.id, op: 'upsert', data: presentUserChange(member) });
        }
        const data = await listCharacters(tx, actor.organisationId);
        // Recorded last: the page's write confirms on the last character of the refreshed list.
        for (const character of data)
          changes.record({ entity: 'trainingCharacter', id: character.id, op: 'upsert', data: character });
        return { data };
      });
    },

    async trainingProviderStatus({ actor }) {
      return presentStatus(await trainingClientOf(db, actor.organisationId));
    },

    async setTrainingProviderStatus({ actor, body, write }) {
      return write(async (tx, changes) => {
        const found = await trainingClientOf(tx, actor.organisationId);
        const [row] = await tx
          .update(trainingClients)
          .set({ isProviderClient: body.isProviderClient })
          .where(
            and(eq(trainingClients.clientId, found.clientId), eq(trainingClients.organisationId, actor.organisationId)),
          )
          .returning();
        const data = presentStatus(row!);
        changes.record({ entity: 'trainingProviderStatus', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
