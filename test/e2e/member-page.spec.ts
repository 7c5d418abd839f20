/**
 * The member page against the real server: opened from the member list's typeahead, a link that
 * highlights one feed item, live texts, earlier items loading at the end of the feed, the narrow
 * layout, the external record system's link, Spanish, and accessibility. Each test makes the
 * data it looks for (texts from a member) or only reads the seeded demo member.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { MemberListScreen } from './member-list-screen.ts';
import {
  feedItemCount,
  memberDetails,
  memberOfAnotherGuide,
  MemberPageScreen,
  sendText,
  statusName,
} from './member-page-screen.ts';
import { expectAccessible } from './axe.ts';

const guide = DEMO_ACCOUNTS.guide;
const rosa = { id: DEMO_MEMBER.id, name: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}` };

test("the typeahead opens a member's page: header, alerts, feed by day and member info", async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  const screen = new MemberPageScreen(page);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const status = await statusName(api, (await memberDetails(api, rosa.id)).memberStatusId);

  const viewed = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/users/${rosa.id}/viewed`),
  );
  await list.search.fill(DEMO_MEMBER.lastName.slice(0, 4));
  await list.suggestion(rosa.name).click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}/member/${rosa.id}`);
  await viewed;

  await expect(screen.heading(rosa.name)).toBeVisible();
  await expect(screen.header).toContainText(status);
  // The seed puts her birthday three days from now.
  await expect(screen.header.getByRole('img', { name: 'Birthday within the next 7 days' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Member information updated' })).toBeVisible();

  await expect(screen.tab('Past events')).toHaveAttribute('aria-selected', 'true');
  // The seed's newest item is 100 minutes old: yesterday's when the suite starts between midnight and 1:40.
  await expect(screen.dayHeading(/^(Today|Yesterday)$/).first()).toBeVisible();
  await expect(screen.entry('Failed').first()).toContainText('30007: Blocked by provider');
  await expect(screen.entry(/^Status: /).first()).toBeVisible();
  await expect(screen.memberInfo.getByRole('button', { name: 'Phone numbers', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Only calls: no text is left; the status events stay.
  for (const filter of ['Texts', 'Visits', 'Notes', 'Tasks'])
    await page.getByRole('checkbox', { name: filter, exact: true }).uncheck();
  await expect(screen.entry('Text message')).toHaveCount(0);
  await expect(screen.entry(/^Call/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Pending events' }).click();
  // Rosa's open scheduled events (the seed's late call and upcoming visit).
  await expect(page.getByRole('tabpanel', { name: 'Pending events' })).toContainText('Check daily weights');
  await expect(page.getByRole('tabpanel', { name: 'Pending events' })).toContainText(
    'Bring cardiology appointment letter',
  );

  await screen.header.getByRole('link', { name: 'Back to the member list' }).click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);
});

test('a link to a text scrolls to it and highlights it for a while', async ({ page, loginScreen, baseURL }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberOfAnotherGuide(api, guide.id, [rosa.id]);
  const text = `Linked text ${Date.now()}`;
  const messageId = await sendText(baseURL!, member.phone, text);

  // Under the wrong guide on purpose: the page moves to the member's own guide and keeps the query.
  const query = `?feedItemExternalType=message&feedItemExternalId=${messageId}`;
  await screen.open('unknown', member, query);
  await expect(page).toHaveURL(`/member-list/guide/${member.assignedGuideId}/member/${member.id}${query}`);
  await expect(screen.highlighted()).toContainText(text);
  await expect(screen.highlighted()).toBeInViewport();
  // It clears 3.5 s after it shows.
  await expect(screen.highlighted()).toHaveCount(0, { timeout: 8000 });
});

test('a text from the member appears in the open feed without a reload, and STOP shows its banner', async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberOfAnotherGuide(api, guide.id, [rosa.id]);
  await screen.open(guide.id, member);
  await expect(screen.feedItems.first()).toBeVisible();

  const text = `Can you call me back? ${Date.now()}`;
  await sendText(baseURL!, member.phone, text);
  await expect(screen.entry(text)).toBeVisible();
  await expect(screen.dayHeading('Today')).toBeVisible();

  const stopBanner = page.getByRole('status').filter({ hasText: 'texted STOP' });
  await sendText(baseURL!, member.phone, 'STOP');
  await expect(stopBanner).toContainText('Ask the member to text START');
  // Opted back in: the banner leaves (and the member is left as the test found it).
  await sendText(baseURL!, member.phone, 'START');
  await expect(stopBanner).toHaveCount(0);
});

test('reaching the end of the feed loads earlier items until its start', async ({ page, loginScreen, baseURL }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberOfAnotherGuide(api, guide.id, [rosa.id]);
  // More than one read's worth (100), whatever the member had before.
  for (let i = 0; i < 101; i++) await sendText(baseURL!, member.phone, `Feed filler ${i}`);
  const total = await feedItemCount(api, member.id);
  expect(total).toBeGreaterThan(100);

  await screen.open(guide.id, member);
  await expect(screen.feedItems).toHaveCount(100);
  await expect(screen.loadMore).toBeVisible();

  // Scrolling to the end loads the next hundred (or the rest).
  await screen.loadMore.scrollIntoViewIfNeeded();
  await expect(screen.feedItems).toHaveCount(Math.min(total, 200));
  // Keyboard users press Load more instead, until the start (more than 200 when this test ran before).
  await expect(async () => {
    if (await screen.loadMore.isVisible()) await screen.loadMore.press('Enter');
    await expect(screen.feedStart).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(screen.feedItems).toHaveCount(total);
});

test('below 870 px a toggle switches between the activity feed and the member profile', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  await screen.signInBeforeOpening(loginScreen);
  await page.setViewportSize({ width: 1200, height: 900 });
  await screen.open(guide.id, rosa);
  await expect(screen.paneToggle).toBeHidden();
  await expect(screen.feed).toBeVisible();
  await expect(screen.memberInfo).toBeVisible();

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(screen.paneToggle).toBeVisible();
  const feedButton = screen.paneToggle.getByRole('button', { name: 'Activity feed' });
  const profileButton = screen.paneToggle.getByRole('button', { name: 'Member profile' });
  await expect(feedButton).toHaveAttribute('aria-pressed', 'true');
  await expect(screen.feed).toBeVisible();
  await expect(screen.memberInfo).toBeHidden();

  await profileButton.click();
  await expect(profileButton).toHaveAttribute('aria-pressed', 'true');
  await expect(screen.memberInfo).toBeVisible();
  await expect(screen.feed).toBeHidden();
});

test('a missing member is No record found, with the way back', async ({ page, loginScreen, consoleGuard }) => {
  // The page's reads, and its 'viewed' record, are refused for a member that does not exist.
  consoleGuard.allow(/status of 404 \(Not Found\)/);
  const screen = new MemberPageScreen(page);
  await screen.signIn(loginScreen);
  await page.goto(`/docket/guide/${guide.id}/member/00000000-0000-4000-8000-00000000dead`);
  await expect(page.getByRole('heading', { level: 1, name: 'No record found' })).toBeVisible();
  // The page says it; no global error toast on top.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the docket' }).click();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
});

test('the external record system links: an unknown patient id, and a known one without back navigation', async ({
  page,
  loginScreen,
  consoleGuard,
}) => {
  // The unknown patient id is refused by the server (404), as the test intends.
  consoleGuard.allow(/status of 404 \(Not Found\) \(.*get-reema-id\?patientId=unknown\)/);
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.goto('/avon-patient?id=unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'No member found' })).toBeVisible();
  await expect(page.getByText('No member has the patient id unknown.')).toBeVisible();

  const { externalPatientId } = await memberDetails(api, rosa.id);
  if (!externalPatientId) throw new Error('The demo member has no external patient id');
  await page.goto(`/avon-patient?id=${encodeURIComponent(externalPatientId)}`);
  await expect(screen.heading(rosa.name)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to/ })).toHaveCount(0);
  await screen.memberMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Copy member link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'View Member in the external record system' })).toHaveAttribute(
    'target',
    '_blank',
  );
  // The member's own guide may ask for a transfer or a status change.
  await expect(page.getByRole('menuitem', { name: 'Request member transfer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Request status change' })).toBeVisible();
});

// A supervisor may dismiss unable-to-re-engage: the dialog is checked and cancelled, so the seeded status stays.
test('the member page has no serious accessibility violations, menus and dialog included, and speaks Spanish', async ({
  page,
  loginScreen,
}, testInfo) => {
  // Four axe scans of a full member page: some 50 s on a busy two-core machine.
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  await screen.signInBeforeOpening(loginScreen, DEMO_ACCOUNTS.supervisor);
  await screen.open(guide.id, rosa);
  await expect(screen.feedItems.first()).toBeVisible();
  await expectAccessible(page, testInfo, 'member page');

  await screen.memberMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Copy member link' })).toBeVisible();
  await expectAccessible(page, testInfo, 'member menu');
  await page.keyboard.press('Escape');

  const unable = screen.entry(/^Status: Unable to re engage/);
  const actions = unable.getByRole('button', { name: /^Actions for status / });
  await actions.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Dismiss status' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(dialog).toContainText('Are you sure you want to delete this status?');
  await expect(dialog.getByRole('button', { name: 'Yes, delete now' })).toBeVisible();
  await expectAccessible(page, testInfo, 'dismiss dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(unable).toHaveCount(1);

  await page.getByLabel('Language').selectOption('es');
  await expect(screen.tab('Eventos pasados')).toBeVisible();
  await expect(screen.tab('Eventos pendientes')).toBeVisible();
  await expect(screen.tab('Información del miembro')).toBeVisible();
  await expect(screen.memberInfo.getByRole('button', { name: 'Información personal', exact: true })).toBeVisible();
  // Rosa's newest seeded item (see the first test): 'Hoy', or 'Ayer' in the suite's first 100 minutes after midnight.
  await expect(screen.dayHeading(/^(Hoy|Ayer)$/).first()).toBeVisible();
  await expectAccessible(page, testInfo, 'member page in Spanish');
});

test('a call says why it failed, that it went to voicemail, or that it is incomplete', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  await screen.signInBeforeOpening(loginScreen);
  await screen.open(guide.id, rosa);
  // The seed gives her a call that failed (30003), calls that went to voicemail and one with too short a note.
  const failure = screen.feed.locator('[data-call-failure]').first();
  await expect(failure).toHaveAttribute('title', '30003: The phone is off or out of range');
  await expect(failure).toHaveText('Failed: 30003: The phone is off or out of range');
  await expect(screen.entry(/^Call/).filter({ hasText: 'Went to voicemail' }).first()).toBeVisible();
  await expect(screen.entry(/^Call/).filter({ hasText: 'Incomplete' }).first()).toBeVisible();
});

test('the member page does not move once it shows: its workflow cards and alerts arrive with its panels', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const { data } = await api.get<{ data: { memberId: string }[] }>(`/workflows/assigned/phases?guideId=${guide.id}`);
  const member = await api.get<{ id: string; firstName: string; lastName: string }>(`/users/${data[0]!.memberId}`);
  // The browser's own measure of content moving under the reader (layout shifts), from the navigation on.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await screen.open(guide.id, { id: member.id, name: `${member.firstName} ${member.lastName}` });
  await expect(page.locator('#workflow-phases')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add phone number' })).toBeVisible();
  await expect(screen.feed).toBeVisible();
  // Before, the cards and the alerts each pushed the panels down 80-280 px after they showed: 0.27-0.33 in all.
  const moved = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(moved).toBeLessThan(0.05);
});
