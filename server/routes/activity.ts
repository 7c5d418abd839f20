/**
 * The guide's interactions for a day range, and a member's activity feed (keyset-paged, each item
 * with the message or interaction it points at: a bounded number of queries per page).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, gt } from 'drizzle-orm';
import { feedItemTypeOf } from '../../domain/index.ts';
import { loadGuideInTenant, loadMemberInTenant } from '../auth/scope.ts';
import { feedItems, interactions, notifications } from '../db/schema/index.ts';
import { pageOf, type AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentFeedItems, presentInteraction, presentNotification } from '../presenters/work.ts';

export function activityHandlers(ctx: AppContext): HandlersOf<'guideInteractions' | 'feedItems' | 'myNotifications'> {
  const { db } = ctx;
  return {
    async guideInteractions({ actor, params: { guideId }, query }) {
      await loadGuideInTenant(db, actor, guideId);
      const { offset, limit } = pageOf(query, 200);
      const where = and(
        eq(interactions.organisationId, actor.organisationId),
        eq(interactions.guideId, guideId),
        query.startEpochTime !== undefined ? gte(interactions.timestamp, new Date(query.startEpochTime)) : undefined,
        query.endEpochTime !== undefined ? lte(interactions.timestamp, new Date(query.endEpochTime)) : undefined,
      );
      const rows = await db
        .select()
        .from(interactions)
        .where(where)
        .orderBy(desc(interactions.timestamp), asc(interactions.id))
        .limit(limit)
        .offset(offset);
      const members = await memberSummaries(
        db,
        rows.map((i) => i.memberId),
      );
      const data = rows.map((i) => presentInteraction(i, members.get(i.memberId)));
      if (!query.includeCount) return { data };
      const [total] = await db.select({ n: count() }).from(interactions).where(where);
      return { data, count: total?.n ?? 0 };
    },

    async feedItems({ actor, query }) {
      await loadMemberInTenant(db, actor, query.userId);
      const limit = query['page-size'] ?? 100;
      const ascending = query['sort-direction'] === 'ASC';
      let cursor: typeof feedItems.$inferSelect | undefined;
      if (query['after-item-id']) {
        [cursor] = await db
          .select()
          .from(feedItems)
          .where(and(eq(feedItems.id, query['after-item-id']), eq(feedItems.memberId, query.userId)))
          .limit(1);
      }
      // Keyset paging on (timestamp, id): stable while new items arrive at the top.
      const beyond = cursor
        ? ascending
          ? or(
              gt(feedItems.timestamp, cursor.timestamp),
              and(eq(feedItems.timestamp, cursor.timestamp), gt(feedItems.id, cursor.id)),
            )
          : or(
              lt(feedItems.timestamp, cursor.timestamp),
              and(eq(feedItems.timestamp, cursor.timestamp), lt(feedItems.id, cursor.id)),
            )
        : undefined;
      const rows = await db
        .select()
        .from(feedItems)
        .where(
          and(
            eq(feedItems.organisationId, actor.organisationId),
            eq(feedItems.memberId, query.userId),
            // A kind this server does not know matches nothing (the feed's filters ask only for known ones).
            query.type?.length
              ? inArray(
                  feedItems.externalItemType,
                  query.type.flatMap((kind) => feedItemTypeOf(kind) ?? []),
                )
              : undefined,
            beyond,
          ),
        )
        .orderBy(
          ...(ascending
            ? [asc(feedItems.timestamp), asc(feedItems.id)]
            : [desc(feedItems.timestamp), desc(feedItems.id)]),
        )
        .limit(limit + 1);
      return {
        data: await presentFeedItems(db, actor.organisationId, rows.slice(0, limit)),
        hasMore: rows.length > limit,
      };
    },

    // The acting user's own notifications only; nobody reads another's.
    async myNotifications({ actor, query }) {
      const { offset, limit } = pageOf(query, 50);
      const mine = and(
        eq(notifications.organisationId, actor.organisationId),
        eq(notifications.guideId, actor.user.id),
      );
      const where = and(mine, query.unreadOnly ? isNull(notifications.seenAt) : undefined);
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      const [unread] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, isNull(notifications.seenAt)));
      // Each with the member it is about, so the panel words it in the reader's language.
      const members = await memberSummaries(
        db,
        rows.flatMap((n) => (n.memberId ? [n.memberId] : [])),
      );
      const result = {
        data: rows.map((n) => presentNotification(n, n.memberId ? (members.get(n.memberId) ?? null) : null)),
        unreadCount: unread?.n ?? 0,
      };
      if (!query.includeCount) return result;
      const [total] = await db.select({ n: count() }).from(notifications).where(where);
      return { ...result, count: total?.n ?? 0 };
    },
  };
}
