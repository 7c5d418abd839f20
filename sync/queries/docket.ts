/** The docket's live queries: the Follow up tab and the Activity list of a guide's day. */
import { and, eq, gte, inArray, isNull, lt, or } from '@tanstack/db';
import { followUpTypes, OPERATIONS, type FollowUpFilter } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

export interface DocketDay {
  guideId: string;
  /** yyyy-MM-dd, for page identity. */
  day: string;
  /** The day's bounds in epoch ms, in the viewer's time zone: [dayStart, dayEnd). */
  dayStart: number;
  dayEnd: number;
}

// Every open todo of the guide, however many: the Follow up tab and its badge count them all.
const todosPage = (guideId: string) =>
  page(OPERATIONS.guideTodos, { params: { guideId }, query: { 'page-size': 500 } }, { whole: true });

/** Open follow-ups dated on or before the day, not snoozed past it, in the follow-up sort order. */
export const docketFollowUps = defineQuery({
  name: 'docketFollowUps',
  paintsFirst: true,
  pages: ({ guideId }: DocketDay & { filters: FollowUpFilter[] }) => [todosPage(guideId)],
  query:
    ({ guideId, dayEnd, filters }, { todo }) =>
    (q) =>
      q
        .from({ todo })
        .where(({ todo }) =>
          and(
            eq(todo.userId, guideId),
            isNull(todo.completedAt),
            lt(todo.dateMs, dayEnd),
            inArray(todo.type, followUpTypes(filters)),
            or(eq(todo.snoozedUntilMs, 0), lt(todo.snoozedUntilMs, dayEnd)),
          ),
        )
        .orderBy(({ todo }) => todo.followUpRank, 'asc')
        .orderBy(({ todo }) => todo.dateMs, 'asc')
        .orderBy(({ todo }) => todo.id, 'asc')
        .select(({ todo }) => ({
          id: todo.id,
          type: todo.type,
          date: todo.date,
          dateMs: todo.dateMs,
          memberId: todo.memberId,
          memberName: todo.memberName,
          externalItemType: todo.externalItemType,
          externalItemId: todo.externalItemId,
          followUpRank: todo.followUpRank,
        })),
});
export type FollowUpRow = RowOf<typeof docketFollowUps>;

/** The guide's interactions on the day, newest first. */
export const docketActivity = defineQuery({
  name: 'docketActivity',
  pages: ({ guideId, dayStart, dayEnd }: DocketDay) => [
    page(OPERATIONS.guideInteractions, {
      params: { guideId },
      query: { startEpochTime: dayStart, endEpochTime: dayEnd - 1, 'page-size': 500 },
    }),
  ],
  query:
    ({ guideId, dayStart, dayEnd }, { interaction }) =>
    (q) =>
      q
        .from({ interaction })
        .where(({ interaction }) =>
          and(
            eq(interaction.guideId, guideId),
            gte(interaction.timestampMs, dayStart),
            lt(interaction.timestampMs, dayEnd),
          ),
        )
        .orderBy(({ interaction }) => interaction.timestampMs, 'desc')
        .orderBy(({ interaction }) => interaction.id, 'asc')
        .select(({ interaction }) => ({
          id: interaction.id,
          interactionType: interaction.interactionType,
          timestamp: interaction.timestamp,
          timestampMs: interaction.timestampMs,
          duration: interaction.duration,
          memberId: interaction.memberId,
          memberName: interaction.memberName,
        })),
});
export type ActivityRow = RowOf<typeof docketActivity>;
