/**
 * The audit trail's examiner view against the real server: an admin views a member, finds that
 * read in the trail by member and user, exports it as CSV and verifies the chain; axe finds no
 * serious issue; a guide is kept out of the page and the API.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { AuditTrailScreen } from './audit-trail-screen.ts';
import { expectAccessible } from './axe.ts';
import { accessTokenOf } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guide = DEMO_ACCOUNTS.guide;
const memberName = `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`;

test("an admin finds their read of a member's record, exports it and verifies the chain", async ({
  page,
  loginScreen,
}, testInfo) => {
  const shell = new ShellScreen(page);
  const trail = new AuditTrailScreen(page);
  await loginScreen.signInQuietly(admin.email);
  const viewedAt = Date.now();
  await page.goto(`/member-list/guide/${guide.id}/member/${DEMO_MEMBER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: memberName, exact: true })).toBeVisible();

  await shell.chooseFromProfileMenu(fullName(admin), 'Switch to Admin Portal');
  await trail.openFromSidebar();
  await trail.filter({ member: DEMO_MEMBER.id, user: admin.id, operation: 'getUser' });
  const newest = trail.rows.first();
  await expect(newest).toContainText(fullName(admin));
  await expect(newest).toContainText('getUser');
  await expect(newest).toContainText(DEMO_MEMBER.id);
  await expect(newest).toContainText('Allowed');
  const shownAt = Date.parse((await newest.locator('time').getAttribute('datetime')) ?? '');
  expect(shownAt).toBeGreaterThanOrEqual(viewedAt - 1000);
  // The trail holds ids, never the member's name.
  await expect(trail.table).not.toContainText(memberName);
  await expectAccessible(page, testInfo, 'audit trail filtered');

  const csv = await trail.exportCsv();
  expect(csv.name).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = csv.text.trim().split('\r\n');
  expect(header).toBe(
    'seq,at,userId,userName,actingAsUserId,actingAsUserName,operation,memberIds,statusCode,outcome,clientAddress,changes',
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines)
    expect(line).toContain(`,${admin.id},${fullName(admin)},,,getUser,${DEMO_MEMBER.id},200,allowed,`);
  expect(csv.text).not.toContain(memberName);

  await expect(await trail.verifyChain()).toHaveText(/^The chain is intact: \d+ entries checked\.$/);
});

test('a guide is kept out of the audit trail, on screen and by the server', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide, '/admin-dashboard/audit-trail');
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  const token = await accessTokenOf(page);
  const answer = await page.request.get('/api/admin/audit-trail', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});
