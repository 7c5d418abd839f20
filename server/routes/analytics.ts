/**
 * The docket's analytics panel (spec part 1 sections 2, 4, 7). What this file guarantees:
 * - `sigma-embed` answers a URL signed with `ANALYTICS_EMBED_SECRET` (HMAC-SHA256 over the
 *   guide, the month and the expiry), valid for `EMBED_TTL_MS`; another organisation's guide is a
 *   404. The URL is the portal's own dashboard page unless `ANALYTICS_EMBED_URL` names an
 *   external workbook, which checks the same signature.
 * - The own page's data is answered only for a valid, unexpired signature (403 otherwise) and a
 *   guide of the caller's organisation; it holds counts only, never a member's name.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { dayOfMillis, startOfDayMillis } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import { loadGuideInTenant } from '../auth/scope.ts';
import { interactions, todos } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';

/** How long a signed embed URL lasts; the portal asks for a new one when it expires. */
export const EMBED_TTL_MS = 10 * 60_000;
/** The portal's own dashboard page (src/analytics/). */
export const OWN_DASHBOARD_PATH = '/analytics/docket';

export function signEmbed(secret: string, guideId: string, yearMonth: string, expires: number): string {
  return createHmac('sha256', secret).update(`docketDashboard\n${guideId}\n${yearMonth}\n${expires}`).digest('hex');
}

function validSignature(
  secret: string,
  query: { guideId: string; yearMonth: string; expires: number; signature: string },
): boolean {
  const expected = Buffer.from(signEmbed(secret, query.guideId, query.yearMonth, query.expires), 'hex');
  const given = Buffer.from(query.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function zoneOf(actor: Actor): string {
  try {
    Intl.DateTimeFormat('en-US', { timeZone: actor.user.timeZone });
    return actor.user.timeZone;
  } catch {
    return 'America/New_York';
  }
}

/** The month's first instant and the next month's, in the reader's zone. */
function monthBounds(yearMonth: string, zone: string): { from: Date; to: Date; days: string[] } {
  const year = Number(yearMonth.slice(0, 4));
  const month = Number(yearMonth.slice(4, 6));
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    from: new Date(startOfDayMillis(`${year}-${pad(month)}-01`, zone)),
    to: new Date(startOfDayMillis(next, zone)),
    days: Array.from({ length }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`),
  };
}

export function analyticsHandlers(ctx: AppContext): HandlersOf<'sigmaEmbed' | 'docketDashboardData'> {
  const { db, clock, config } = ctx;
  return {
    async sigmaEmbed({ actor, body }) {
      const { guideId, yearMonth } = body.params.docketDashboard;
      await loadGuideInTenant(db, actor, guideId);
      const expires = clock.now().getTime() + EMBED_TTL_MS;
      const query = new URLSearchParams({
        guideId,
        yearMonth,
        expires: String(expires),
        signature: signEmbed(config.analyticsEmbedSecret, guideId, yearMonth, expires),
      });
      const base = config.analyticsEmbedUrl ?? OWN_DASHBOARD_PATH;
      return {
        url: `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`,
        hasEmbed: true,
        expirationTimestamp: expires,
      };
    },

    async docketDashboardData({ actor, query }) {
      if (query.expires < clock.now().getTime() || !validSignature(config.analyticsEmbedSecret, query))
        throw forbidden('This dashboard link has expired or is not valid.');
      await loadGuideInTenant(db, actor, query.guideId);
      const zone = zoneOf(actor);
      const { from, to, days } = monthBounds(query.yearMonth, zone);
      const inMonth = and(
        eq(interactions.organisationId, actor.organisationId),
        eq(interactions.guideId, query.guideId),
        gte(interactions.timestamp, from),
        lt(interactions.timestamp, to),
      );
      const [rows, done] = await Promise.all([
        db
          .select({
            type: interactions.interactionType,
            memberId: interactions.memberId,
            timestamp: interactions.timestamp,
            duration: interactions.duration,
          })
          .from(interactions)
          .where(inMonth),
        db
          .select({ id: todos.id })
          .from(todos)
          .where(
            and(
              eq(todos.organisationId, actor.organisationId),
              eq(todos.userId, query.guideId),
              isNotNull(todos.completedAt),
              gte(todos.completedAt, from),
              lt(todos.completedAt, to),
            ),
          ),
      ]);
      const byDay = new Map(days.map((day) => [day, { day, call: 0, visit: 0, message: 0, note: 0 }]));
      let seconds = 0;
      for (const row of rows) {
        const counts = byDay.get(dayOfMillis(row.timestamp.getTime(), zone));
        if (counts && (row.type === 'call' || row.type === 'visit' || row.type === 'message' || row.type === 'note'))
          counts[row.type]++;
        // Minutes of member contact: calls and visits (their durations are seconds).
        if (row.type === 'call' || row.type === 'visit') seconds += row.duration ?? 0;
      }
      return {
        days: [...byDay.values()],
        membersEngaged: new Set(rows.map((r) => r.memberId)).size,
        followUpsDone: done.length,
        contactMinutes: Math.round(seconds / 60),
      };
    },
  };
}
