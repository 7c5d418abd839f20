/**
 * One clock (issue: times in the acting user's zone): the browser runs in Kolkata (UTC+5:30, so
 * its clock never agrees with an American one to the minute) while the demo guide works in
 * Chicago and the demo admin in Denver. Every clock time the docket, the notification centre and
 * the audit trail show must be the user's, read off each `<time>`'s own instant.
 */
import type { Locator } from '@playwright/test';
import { AuditTrailScreen } from './audit-trail-screen.ts';
import { accessTokenOf, DocketScreen, GuideApi, textFromMember } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

test.use({ timezoneId: 'Asia/Kolkata' });

/** h:mm of an instant in a zone, as en-US writes it ('3:25'). */
function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .format(new Date(iso))
    .replace(/\s*[AP]M$/, '');
}

/** Each `<time>` in `within` that shows a clock time shows its instant's time in `timeZone`; answers how many did. */
async function expectClocksIn(within: Locator, timeZone: string): Promise<number> {
  const times = await within
    .locator('time[datetime]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ at: node.getAttribute('datetime')!, text: node.textContent ?? '' })),
    );
  const clocks = times.filter(({ text }) => /\d:\d\d/.test(text));
  for (const { at, text } of clocks) {
    expect(text, `${at} shown as '${text}'`).toContain(clockIn(at, timeZone));
    expect(text, `${at} shown as '${text}' in the browser's zone`).not.toContain(clockIn(at, 'Asia/Kolkata'));
  }
  return clocks.length;
}

test('with the browser in another zone, the docket and notifications show the guide’s times', async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const guide = DEMO_ACCOUNTS.guide;
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const member = await api.memberWithPhone(guide.id, []);
  await textFromMember(baseURL!, member.phone, 'What time is it there?');

  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.locator('li').filter({ hasText: `${member.name} sent you a text message` });
  await expect(item.first()).toBeVisible();
  expect(await expectClocksIn(panel, 'America/Chicago')).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // The docket's own times (its activity and events) were already the guide's: they stay so.
  await expectClocksIn(page.getByRole('main'), 'America/Chicago');
});

test('with the browser in another zone, the audit trail shows the admin’s times', async ({ page, loginScreen }) => {
  const admin = DEMO_ACCOUNTS.admin;
  const shell = new ShellScreen(page);
  const trail = new AuditTrailScreen(page);
  await shell.signIn(loginScreen, admin);
  await shell.chooseFromProfileMenu(fullName(admin), 'Switch to Admin Portal');
  await trail.openFromSidebar();
  await expect(trail.rows.first()).toBeVisible();
  expect(await expectClocksIn(trail.table, 'America/Denver')).toBeGreaterThan(0);
});
