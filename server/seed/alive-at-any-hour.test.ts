/**
 * The demo seeded at three hours of the demo guide's day (early morning, mid-afternoon, ten to
 * midnight) shows every tab something: read through the real API as the demo users and judged by the
 * same rules the screens use.
 */
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_PAGE_SIZE,
  NEED_LIMITS,
  OPERATIONS,
  isPendingEvent,
  needDaysRemaining,
  outreachWindow,
  priorityContactDone,
  type MemberStatusKey,
} from '../../domain/index.ts';
import { as } from '../testing/contract-client.ts';
import { DIALECTS } from '../testing/databases.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { DEMO_ACCOUNTS } from './fixtures.ts';
import { PHASED_OUTREACH_CONTACTS } from './alive-at-any-hour.ts';
import { seedDemoOrganisation } from './generate.ts';
import { resetData } from './reset.ts';

const ZONE = 'America/Chicago';
const HOURS = ['03:10', '15:00', '23:50'];
const at = (time: string) => Temporal.PlainDateTime.from(`2026-06-10T${time}`).toZonedDateTime(ZONE).epochMilliseconds;

describe.each(DIALECTS)('the demo at any hour, on %s', (dialect) => {
  let t: TestServer;
  let nowMs = Date.now();

  beforeAll(async () => {
    t = await startTestServer(dialect, { clock: { now: () => new Date(nowMs) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(HOURS)(
    'seeded at %s in Chicago, every tab has something to show',
    async (time) => {
      nowMs = at(time);
      const db = t.testDb.database.db;
      await resetData(db);
      await seedDemoOrganisation(db, { members: 160, seed: 1, now: new Date(nowMs) });
      const guide = as(t, DEMO_ACCOUNTS.guide);
      const supervisor = as(t, DEMO_ACCOUNTS.supervisor);
      const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(ZONE).toPlainDate().toString();

      // Pending events: events still to come today on the guide's docket.
      const events = await guide.call(OPERATIONS.guideScheduledEvents, {
        params: { guideId: DEMO_ACCOUNTS.guide.id },
        query: {},
      });
      expect(events.status).toBe(200);
      const pending = events.body.data.filter((event) => isPendingEvent(event, today, nowMs, ZONE));
      expect(pending.filter((event) => event.date === today).length, `pending today at ${time}`).toBeGreaterThanOrEqual(
        3,
      );

      // A need close enough to its expiry to offer Extend.
      const needs = await guide.call(OPERATIONS.userNeeds, { query: { guideId: DEMO_ACCOUNTS.guide.id } });
      expect(needs.status).toBe(200);
      const extendable = needs.body.data.filter(
        (need) =>
          !need.fulfilledAt &&
          !need.abandonedAt &&
          needDaysRemaining(need.expiresAt, nowMs, ZONE) > 0 &&
          needDaysRemaining(need.expiresAt, nowMs, ZONE) < NEED_LIMITS.extendUnderDays,
      );
      expect(extendable.length, `extendable needs at ${time}`).toBeGreaterThan(0);

      // A member of the guide's whose feed runs past one page.
      const members = await guide.call(OPERATIONS.memberList, {
        query: { showOnlyMyMembers: true, 'page-size': 500 },
      });
      expect(members.status).toBe(200);
      let paged = false;
      for (const member of members.body.data) {
        const feed = await guide.call(OPERATIONS.feedItems, {
          query: { userId: member.id, 'page-size': FEED_PAGE_SIZE },
        });
        if (feed.body.hasMore) paged = true;
        if (paged) break;
      }
      expect(paged, `a feed with a second page at ${time}`).toBe(true);

      // A pending request that, approved, moves a member into a celebrated status (the confetti).
      const requests = await supervisor.call(OPERATIONS.statusChangeRequests, {
        query: { guideId: DEMO_ACCOUNTS.guide.id, status: 'pending' },
      });
      expect(requests.status).toBe(200);
      const statuses = new Map(
        (await guide.call(OPERATIONS.verify, {})).body.memberStatuses.map((s) => [s.id, s.key as MemberStatusKey]),
      );
      // 'newly-engaged' is a status the member page celebrates (src/member/confetti.ts).
      expect(
        requests.body.data.some((request) => statuses.get(request.memberStatusId) === 'newly-engaged'),
        `a request one approval from confetti at ${time}`,
      ).toBe(true);

      // The Outreach tab: priority contacts in an outreach phase still to reach today (no contact
      // today, no event this month), enough that a test reaching one leaves others (#38).
      const contacts = await guide.call(OPERATIONS.guidePriorityContacts, {
        params: { guideId: DEMO_ACCOUNTS.guide.id },
      });
      expect(contacts.status).toBe(200);
      const window = outreachWindow(nowMs, ZONE);
      const eventDates = (memberId: string) =>
        events.body.data.filter((event) => event.memberId === memberId).map((event) => event.date);
      const phasedToReach = contacts.body.data.filter(
        (contact) =>
          contact.member?.outreachPhase &&
          !priorityContactDone(
            { interactions: [], eventDates: eventDates(contact.memberId), lastEventAt: contact.member.lastEventAt },
            window,
          ),
      );
      expect(phasedToReach.length, `phased priority contacts to reach at ${time}`).toBeGreaterThanOrEqual(
        PHASED_OUTREACH_CONTACTS,
      );

      // The supervisor administers a customer: the hospitalizations dashboard answers them, with stays.
      const stays = await supervisor.call(OPERATIONS.hospitalizationList, { query: {} });
      expect(stays.status).toBe(200);
      expect(stays.body.count, `stays the supervisor sees at ${time}`).toBeGreaterThan(0);
    },
    60_000,
  );
});
