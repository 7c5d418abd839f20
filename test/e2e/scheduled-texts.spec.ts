/**
 * Scheduled texts end to end (spec part 1 sections 7 and 9, part 2 sections 4, 5 and 6), on a
 * server of their own whose clock the test moves (scheduled-texts-server.ts), with the browser's
 * clock (`page.clock`) set to the same instant: the schedule window is 8:00-10:00 AM on weekdays,
 * and the real clock may be anywhere.
 *
 * - A guide schedules a text for 9:00 from the text message dialog, sees '1 text scheduled' and the
 *   drawer's entry; a due-work tick just before 9:00 leaves it waiting; at 9:00 the server sends
 *   it, and without a reload the entry leaves, the banner goes and the text shows on the feed as
 *   sent, with its delivery chip.
 * - The drawer lists the member's scheduled texts by send time with a 200-character preview;
 *   Send now sends one, Delete (confirmed) removes one, and the banner counts what is left.
 * - Without the scheduled-sms flag there is no Schedule button and no banner.
 * - The Schedule dialog opens on a day it can still schedule, offering today only the times ahead.
 */
import { eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { rowsOf } from '../../server/db/changes.ts';
import { smsMessages, users } from '../../server/db/schema/index.ts';
import { CONSENT_TERM_KEYS } from '../../domain/index.ts';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import type { GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test as base } from './fixtures.ts';
import { memberDetails, MemberPageScreen, type MemberDetails } from './member-page-screen.ts';
import { lastWeeksMondayAt, startTimedServer, type TimedServer } from './scheduled-texts-server.ts';
import { addPhone, ScheduledTextsScreen, TextDialogScreen, uniqueNumber } from './texts-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures of its own
const test = base.extend<{}, { timed: TimedServer }>({
  // One server for the file's tests (each makes its own data and sets the clock it needs).
  timed: [
    // Playwright reads fixture dependencies from the destructuring, so this one needs an empty pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const timed = await startTimedServer();
      await provide(timed);
      await timed.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ timed }, provide) => provide(timed.baseUrl),
});
// The server shares the test runner's process (and, on PGlite, its one database thread): more time than the suite's 60 s.
test.describe.configure({ timeout: 120_000 });

/** Server and browser at the same instant; both clocks run on from there. */
async function setClocks(
  timed: TimedServer,
  page: Page,
  at: Temporal.ZonedDateTime,
  installed: boolean,
): Promise<void> {
  timed.clock.setTo(at.toInstant());
  if (installed) await page.clock.setSystemTime(at.epochMilliseconds);
  else await page.clock.install({ time: at.epochMilliseconds });
}

async function zoneOf(timed: TimedServer, userId: string): Promise<string> {
  const [row] = await timed.server.database.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}`);
  return row.timeZone;
}

/**
 * The demo guide's `nth` member (by id, not the named demo member) whose texting consent is not
 * rejected: each test texts a member of its own.
 */
async function textableMember(timed: TimedServer, api: GuideApi, nth: number): Promise<MemberDetails> {
  const rows = rowsOf<{ id: string }>(
    await timed.server.database.db.execute(sql`
      select u.id from users u
      where u.assigned_guide_id = ${guide.id} and u.id <> ${DEMO_MEMBER.id}
        and not exists (
          select 1 from member_consents mc join consent_terms ct on ct.id = mc.term_id
          where mc.member_id = u.id and ct.key = ${CONSENT_TERM_KEYS.tcpa} and mc.consented = false)
      order by u.id`),
  );
  const row = rows[nth];
  if (!row) throw new Error(`The demo guide has no textable member number ${nth}`);
  return memberDetails(api, row.id);
}

/**
 * The member page, given longer than the suite's default: this file's server shares its process
 * (and PGlite's one thread) with the test runner.
 */
async function openMember(page: Page, member: { id: string; name: string }): Promise<void> {
  await page.goto(`/member-list/guide/${guide.id}/member/${member.id}`);
  await expect(new MemberPageScreen(page).heading(member.name)).toBeVisible({ timeout: 30_000 });
}

/** Schedules a text through the API as `user` (what another tab would do); answers its id. */
async function scheduleByApi(
  timed: TimedServer,
  user: { id: string; email: string },
  body: { subjectId: string; phoneNumberId: string; text: string; sendAt: Temporal.ZonedDateTime },
): Promise<string> {
  const response = await fetch(`${timed.baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await timed.token(user)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, phoneNumberId: Number(body.phoneNumberId), sendAt: body.sendAt.epochMilliseconds }),
  });
  const answer = (await response.json()) as { scheduledMessage?: { id: string } | null; message?: string };
  if (!response.ok || !answer.scheduledMessage)
    throw new Error(`Scheduling answered ${response.status}: ${answer.message ?? ''}`);
  return answer.scheduledMessage.id;
}

async function scheduledOf(api: GuideApi, memberId: string): Promise<{ id: string; text: string; sendAt: string }[]> {
  return (
    await api.get<{ data: { id: string; text: string; sendAt: string }[] }>(
      `/chat/messages/scheduled?memberId=${memberId}`,
    )
  ).data;
}

test('a text scheduled for 9:00 is sent by the server at 9:00, and the page shows it go out live', async ({
  page,
  loginScreen,
  timed,
}) => {
  const zone = await zoneOf(timed, guide.id);
  await setClocks(timed, page, lastWeeksMondayAt('08:57', zone), false);
  const nine = lastWeeksMondayAt('09:00', zone);
  const screen = new MemberPageScreen(page);
  const texts = new TextDialogScreen(page);
  const scheduled = new ScheduledTextsScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await textableMember(timed, api, 0);
  const phoneId = await addPhone(api, member.id, uniqueNumber('7777'), 'Texts');
  await openMember(page, member);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const words = `See you at the clinic ${Date.now()}`;
  await texts.open();
  await texts.choosePhone(phoneId);
  await texts.message().fill(words);
  await texts.schedule(nine.toPlainDate().toString(), '09:00');
  await expect(texts.toast('Message scheduled successfully')).toBeVisible();
  await expect(texts.dialog).toHaveCount(0);

  await expect(scheduled.banner(1)).toBeVisible();
  // Not on the feed while it waits.
  await expect(screen.feedItems.first()).toBeVisible();
  await expect(screen.entry(words)).toHaveCount(0);
  await scheduled.view();
  const entry = scheduled.entry(words);
  await expect(entry).toContainText(/Sends .*9:00\sAM/);

  // A tick a second before nine (the server's clock held there for it) leaves the text waiting.
  timed.clock.holdAt(nine.subtract({ seconds: 1 }).toInstant());
  await timed.server.jobs.runOnce();
  expect((await scheduledOf(api, member.id)).map((row) => row.text)).toEqual([words]);
  await expect(entry).toBeVisible();

  // Five seconds before nine on both clocks, running.
  await setClocks(timed, page, nine.subtract({ seconds: 5 }), true);

  // At nine the server sends it: the entry leaves the open drawer, then the banner goes.
  await expect(entry).toHaveCount(0, { timeout: 20_000 });
  await expect(scheduled.drawer).toContainText('No scheduled messages');
  await scheduled.close();
  await expect(scheduled.banner(1)).toHaveCount(0);
  const sent = screen.entry(words);
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/9:00\sAM/);
  await expect(sent).toContainText('Delivered', { timeout: 15_000 });

  // Sent by the server's due work, at its time, not before.
  const [row] = await timed.server.database.db.select().from(smsMessages).where(eq(smsMessages.text, words));
  expect(row?.wasSentByCronJob).toBe(true);
  expect(row?.sentAt?.getTime()).toBeGreaterThanOrEqual(nine.epochMilliseconds);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the drawer lists scheduled texts by send time with a 200-character preview; Send now and Delete act on one each', async ({
  page,
  loginScreen,
  timed,
}) => {
  const zone = await zoneOf(timed, guide.id);
  await setClocks(timed, page, lastWeeksMondayAt('08:30', zone), false);
  const tuesday = lastWeeksMondayAt('08:00', zone).add({ days: 1 });
  const screen = new MemberPageScreen(page);
  const scheduled = new ScheduledTextsScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await textableMember(timed, api, 1);
  const phoneId = await addPhone(api, member.id, uniqueNumber('7777'), 'Texts');

  // Scheduled out of time order; the long one is longer than the preview.
  const stamp = Date.now();
  const late = `Late ${stamp}`;
  const long = `Long ${stamp} ${'word '.repeat(45)}TAIL-NOT-SHOWN`;
  const middle = `Middle ${stamp}`;
  const at = (time: string) => tuesday.withPlainTime(Temporal.PlainTime.from(time));
  await scheduleByApi(timed, guide, { subjectId: member.id, phoneNumberId: phoneId, text: late, sendAt: at('09:45') });
  await scheduleByApi(timed, guide, { subjectId: member.id, phoneNumberId: phoneId, text: long, sendAt: at('08:15') });
  await scheduleByApi(timed, guide, {
    subjectId: member.id,
    phoneNumberId: phoneId,
    text: middle,
    sendAt: at('09:00'),
  });
  expect(long.length).toBeGreaterThan(200);

  await openMember(page, member);
  await expect(scheduled.banner(3)).toBeVisible();
  await scheduled.view();
  await expect(scheduled.entries()).toHaveCount(3);
  await expect(scheduled.entries().nth(0)).toContainText(/Sends .*8:15\sAM/);
  await expect(scheduled.entries().nth(0)).toContainText(`${long.slice(0, 200)}…`);
  await expect(scheduled.entries().nth(0)).not.toContainText('TAIL-NOT-SHOWN');
  await expect(scheduled.entries().nth(1)).toContainText(middle);
  await expect(scheduled.entries().nth(2)).toContainText(late);

  // Send now: it leaves the list and the banner counts two (the page behind the open drawer is inert: closed first).
  await scheduled.entry(middle).getByRole('button', { name: 'Send now' }).click();
  await expect(scheduled.toast('Message has been sent successfully')).toBeVisible();
  await expect(scheduled.entry(middle)).toHaveCount(0);
  await scheduled.close();
  await expect(scheduled.banner(2)).toBeVisible();
  await expect(screen.entry(middle)).toContainText('Delivered', { timeout: 15_000 });

  // Delete, confirmed: it leaves too, unsent.
  await scheduled.view();
  await scheduled.entry(late).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete scheduled message' });
  await expect(confirm).toContainText('Delete this scheduled message? It will not be sent.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // (Its toast is not awaited: on a loaded machine a 3-second toast can come and go between polls.)
  await expect(scheduled.entry(late)).toHaveCount(0);
  await expect(scheduled.entries()).toHaveCount(1);
  await scheduled.close();
  await expect(scheduled.banner(1)).toBeVisible();
  await expect(screen.entry(late)).toHaveCount(0);
  expect((await scheduledOf(api, member.id)).map((row) => row.text)).toEqual([long]);

  // The banner in Spanish.
  await page.getByLabel('Language').selectOption('es');
  await expect(scheduled.banner(1)).toContainText('1 mensaje programado');
});

test('without the scheduled-sms flag there is no Schedule button and no banner, though the member has a text scheduled', async ({
  page,
  loginScreen,
  timed,
}) => {
  const supervisor = DEMO_ACCOUNTS.supervisor;
  const zone = await zoneOf(timed, guide.id);
  await setClocks(timed, page, lastWeeksMondayAt('08:30', zone), false);
  // The flag is the customer's; this user's override turns it off (this server's database only).
  await timed.server.database.db
    .update(users)
    .set({ featureFlagOverrides: { 'scheduled-sms': false } })
    .where(eq(users.id, supervisor.id));
  const screen = new MemberPageScreen(page);
  const texts = new TextDialogScreen(page);
  const scheduled = new ScheduledTextsScreen(page);
  const api = await screen.signIn(loginScreen, supervisor);
  const member = await textableMember(timed, api, 2);
  const phoneId = await addPhone(api, member.id, uniqueNumber('7777'), 'Texts');
  const waiting = `Waiting ${Date.now()}`;
  await scheduleByApi(timed, guide, {
    subjectId: member.id,
    phoneNumberId: phoneId,
    text: waiting,
    sendAt: lastWeeksMondayAt('09:30', zone),
  });
  const sentNow = `Sent now ${Date.now()}`;

  await openMember(page, member);
  await texts.open();
  await texts.choosePhone(phoneId);
  await texts.message().fill(sentNow);
  await expect(texts.button('Send')).toBeVisible();
  await expect(texts.button(/^(Schedule|Programar)$/)).toHaveCount(0);
  await texts.button('Send').click();
  // The feed has loaded (the text just sent shows): a banner would have shown by now.
  await expect(screen.entry(sentNow)).toBeVisible();
  await expect(scheduled.anyBanner()).toHaveCount(0);
  expect((await scheduledOf(api, member.id)).map((row) => row.text)).toEqual([waiting]);
});

test('the Schedule dialog opens on a day it can still schedule: on a Saturday the next Monday, on a Monday at 9:10 the times after it', async ({
  page,
  loginScreen,
  timed,
}) => {
  const zone = await zoneOf(timed, guide.id);
  const monday = lastWeeksMondayAt('09:10', zone);
  await setClocks(timed, page, monday.subtract({ days: 2 }).withPlainTime(Temporal.PlainTime.from('11:00')), false);
  const screen = new MemberPageScreen(page);
  const texts = new TextDialogScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await textableMember(timed, api, 3);
  const phoneId = await addPhone(api, member.id, uniqueNumber('7777'), 'Texts');
  await openMember(page, member);

  const openSchedule = async () => {
    await texts.open();
    await texts.choosePhone(phoneId);
    await texts.message().fill(`Reminder ${Date.now()}`);
    return texts.openSchedule();
  };
  let dialog = await openSchedule();
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(monday.toPlainDate().toString());
  await expect(dialog).not.toContainText('Texts cannot be scheduled on weekends');
  await expect(dialog.getByLabel(/^Time/).getByRole('option', { name: /^8:00\sAM$/ })).toHaveCount(1);

  await setClocks(timed, page, monday, true);
  await page.reload();
  await expect(screen.heading(member.name)).toBeVisible({ timeout: 30_000 });
  dialog = await openSchedule();
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(monday.toPlainDate().toString());
  const times = dialog.getByLabel(/^Time/).getByRole('option');
  await expect(times.filter({ hasText: /AM$/ })).toHaveText([/^9:15\sAM$/, /^9:30\sAM$/, /^9:45\sAM$/, /^10:00\sAM$/]);
  await dialog.getByLabel(/^Time/).selectOption('09:15');
  await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeEnabled();
});
