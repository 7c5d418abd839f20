/**
 * Needs on the member page against the real server: a guide adds a need (issue autocomplete with
 * its target window and Learn more, a rich-text reason), records an action with a resource
 * referral (masked phone), fulfils the need and reads its history in the detail dialog; a need
 * with 5 days left, linked by `needId`, opens highlighted and is extended; another guide's browser
 * sees the change live; stopping a need asks first, naming it (it cannot be undone); the tab in
 * Spanish; axe with the dialogs open.
 */
import { DEMO_EXPIRING_NEED_ID } from '../../server/seed/needs-catalogue-demo.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, test } from './fixtures.ts';
import { memberToEdit, openInSecondBrowser } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { expect, memberDetails, NeedsScreen } from './needs-screen.ts';
import { uniqueText } from './notes-visits-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('add a need, record an action with a referral, fulfil it and read its history', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const needs = new NeedsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id);
  const reason = uniqueText('Skips meals at the end of the month');
  await screen.open(guide.id, member);
  await needs.tab().click();

  await needs.panel.getByRole('button', { name: 'Add need' }).click();
  await expect(needs.dialog).toHaveAccessibleName('Add need');
  // A reason of only empty paragraphs is no reason.
  await needs.save();
  await expect(needs.dialog.getByText('Reason is required.')).toBeVisible();
  await needs.chooseIssue('hunger', 'Food insecurity');
  await expect(needs.dialog.getByText('Target window: 30 days to work on this need.')).toBeVisible();
  await needs.dialog.getByRole('button', { name: 'Learn more' }).click();
  await expect(needs.dialog.getByText(/steady source within 30 days/)).toBeVisible();
  await needs.typeReason(reason);
  await expectAccessible(page, testInfo, 'add need dialog');
  await needs.save();
  await expect(needs.toast('Need created successfully')).toBeVisible();
  const need = needs.need(reason);
  await expect(need).toContainText('Food insecurity');
  await expect(need).toContainText('Identified');
  await expect(need).toContainText('30 days remaining');

  await needs.menu(need, 'Add action');
  await expect(needs.dialog).toHaveAccessibleName('Add action');
  await needs.dialog.getByLabel('Activity').selectOption({ label: 'Referral to a community resource' });
  await expect(needs.dialog.getByLabel('Duration in minutes')).toHaveValue('15');
  await needs.dialog.getByLabel('Description').fill('Called the pantry with her and booked Thursday.');
  await needs.dialog.getByRole('checkbox', { name: 'A resource was referred' }).check();
  await needs.dialog.getByLabel('Phone number').fill('3125550143');
  await expect(needs.dialog.getByLabel('Phone number')).toHaveValue('(312) 555-0143');
  await needs.dialog.getByLabel('Zip').fill('60614');
  await needs.save();
  await expect(needs.dialog.getByText('Resource name is required.')).toBeVisible();
  await needs.dialog.getByLabel('Resource name').fill('Northside Community Food Pantry');
  await expectAccessible(page, testInfo, 'add action dialog');
  await needs.save();
  await expect(needs.toast('Action created successfully')).toBeVisible();

  await needs.menu(need, 'Mark as fulfilled');
  await needs.dialog.getByLabel('Description').fill('She has a weekly pantry slot now.');
  await needs.save();
  await expect(needs.toast('Need fulfilled successfully')).toBeVisible();
  await expect(need).toContainText('Fulfilled');
  await expect(need).toContainText('Closed');

  await needs.menu(need, 'View need details');
  const detail = needs.dialog;
  await expect(detail.getByText('Economic stability')).toBeVisible();
  for (const heading of ['Need identified', 'Action taken', 'Resource referred', 'Need fulfilled'])
    await expect(detail.getByRole('heading', { name: heading })).toBeVisible();
  await expect(detail).toContainText('Northside Community Food Pantry');
  await expect(detail).toContainText('She has a weekly pantry slot now.');
  await expectAccessible(page, testInfo, 'need detail');
  await detail.getByRole('button', { name: 'Close' }).click();
  const stored = await api.get<{ data: { reason: string; fulfilledAt: string | null }[] }>(
    `/care/user-needs?memberId=${member.id}`,
  );
  expect(stored.data.find((row) => row.reason.includes(reason))?.fulfilledAt).not.toBeNull();
});

test('a linked need with 5 days left opens highlighted and is extended, live in another browser', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const needs = new NeedsScreen(page);
  const api = await screen.signIn(loginScreen);
  const linked = await api.get<{ memberId: string; issueLabel: string; reason: string }>(
    `/care/user-needs/${DEMO_EXPIRING_NEED_ID}`,
  );
  const member = await memberDetails(api, linked.memberId);
  const other = await openInSecondBrowser(browser, baseURL ?? '', guide.id, member);
  const otherNeeds = new NeedsScreen(other.info.page);
  await otherNeeds.tab().click();

  await screen.open(guide.id, member, `?needId=${DEMO_EXPIRING_NEED_ID}`);
  await expect(needs.tab()).toHaveAttribute('aria-selected', 'true');
  const need = page.locator(`[data-need="${DEMO_EXPIRING_NEED_ID}"]`);
  await expect(need).toBeFocused();
  await expect(need).toContainText(/[45] days remaining/);
  await needs.menu(need, 'Extend time window');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(needs.toast('Time window extended successfully')).toBeVisible();
  await expect(need).toContainText(/3[45] days remaining/);
  await expect(other.info.page.locator(`[data-need="${DEMO_EXPIRING_NEED_ID}"]`)).toContainText(/3[45] days remaining/);
  await needs.menu(need, 'View need details');
  await expect(needs.dialog.getByRole('heading', { name: 'Time window extended' })).toBeVisible();
  await needs.dialog.getByRole('button', { name: 'Close' }).click();

  // The side panel: the need's title opens its detail beside the list.
  await need.getByRole('button', { name: /^Transportation insecurity/ }).click();
  const panel = page.getByRole('complementary', { name: 'Need detail' });
  await expect(panel.getByRole('heading', { name: 'Need identified' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  // The keyboard path of the reorder: Move down from the need's menu, kept by the server.
  const order = async () =>
    (await api.get<{ data: { id: string }[] }>(`/care/user-needs?memberId=${member.id}`)).data.map((row) => row.id);
  const before = await order();
  await needs.menu(need, 'Move down');
  await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(needs.panel.getByRole('listitem').nth(1)).toHaveAttribute('data-need', DEMO_EXPIRING_NEED_ID);
});

// Issue 38: 'Stop pursuing' sits next to 'Mark as fulfilled' and closes a need for good, so it asks
// first and the question says which need.
test('Stop pursuing asks first, naming the need: Cancel keeps it, Stop pursuing closes it', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const needs = new NeedsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id);
  const reason = uniqueText('Cannot afford the bus pass this month');
  await screen.open(guide.id, member);
  await needs.tab().click();
  await needs.panel.getByRole('button', { name: 'Add need' }).click();
  await needs.chooseIssue('hunger', 'Food insecurity');
  await needs.typeReason(reason);
  await needs.save();
  await expect(needs.toast('Need created successfully')).toBeVisible();
  const need = needs.need(reason);
  const question = page.getByRole('alertdialog');

  await needs.menu(need, 'Stop pursuing');
  await expect(question).toHaveAccessibleName('Stop pursuing Food insecurity?');
  await expect(question).toContainText('closed for good');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(need).toContainText('Identified');

  await needs.menu(need, 'Stop pursuing');
  await question.getByRole('button', { name: 'Stop pursuing' }).click();
  await expect(needs.toast('Need updated successfully')).toBeVisible();
  await expect(need).toContainText('Stopped pursuing');
  const stored = await api.get<{ data: { reason: string; abandonedAt: string | null }[] }>(
    `/care/user-needs?memberId=${member.id}`,
  );
  expect(stored.data.find((row) => row.reason.includes(reason))?.abandonedAt).not.toBeNull();
});

test('the Needs tab speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  const screen = new MemberPageScreen(page);
  const needs = new NeedsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const linked = await api.get<{ memberId: string }>(`/care/user-needs/${DEMO_EXPIRING_NEED_ID}`);
  const member = await memberDetails(api, linked.memberId);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.open(guide.id, member);
  await needs.tab().click();
  await expect(needs.panel.getByRole('button', { name: 'Agregar necesidad' })).toBeVisible();
  await expect(needs.panel).toContainText('Satisfecha');
  await expect(needs.panel).toContainText(/días restantes/);
  await needs.panel.getByRole('button', { name: 'Agregar necesidad' }).click();
  await expect(needs.dialog.getByText(/Plazo objetivo: 30 días/)).toBeVisible();
  await expectAccessible(page, testInfo, 'needs tab in Spanish');
});
