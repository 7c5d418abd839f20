/**
 * Phone calls against the real server and its simulated carrier (which answers the member's
 * number after a few seconds and reports by signed webhooks, as a real one does): a guide places a
 * call from the member page and sees it connect; the outcomes that need the 2-minute mark stay
 * locked; the guide ends it, and the transcript and generated notes arrive live in the dialog. The
 * call left without an outcome is a 'Complete call' follow-up whose 'Review call' opens it; its
 * outcome clears the follow-up. After a call, View summary opens the review drawer, where the
 * guide writes 'My notes' (autosaved); it is there after a reload, and read-only on the calls page.
 * Spanish, and axe with the dialog open.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { CallsPageScreen } from './calls-page-screen.ts';
import { DocketScreen } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { PhoneCallScreen } from './phone-call-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

/**
 * Review call from a docket row's menu. On PostgreSQL the row was seen drawn again just as its menu
 * opened (a late update of the call), closing it: the menu is opened again then.
 */
async function reviewCallFrom(page: Page, row: Locator, memberName: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Review call' });
  await expect(async () => {
    if (!(await item.isVisible()))
      await row.getByRole('button', { name: new RegExp(`^Actions for ${memberName}, `) }).click();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
}

test('a call placed from the member page connects and ends; outcomes wait for the 2-minute mark; the transcript and notes arrive live; Review call completes it', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(90_000);
  const screen = new MemberPageScreen(page);
  const call = new PhoneCallScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  // An open need of the member's, to raise on the call.
  const { issues } = await api.get<{ issues: { id: string; label: string }[] }>('/needs/metadata');
  const issue = issues[issues.length - 1]!;
  const identified = await fetch(`${api.baseUrl}/api/care/user-needs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      memberId: member.id,
      issueId: issue.id,
      reason: '<p>Raised before the call</p>',
    }),
  });
  expect(identified.ok).toBe(true);
  await screen.open(guide.id, member);

  await call.start();
  await expect(call.dialog).toHaveAccessibleName('Phone call');
  // Up to three open needs show before the call, each with what is left of its window.
  await expect(call.dialog.getByRole('region', { name: 'Open needs' })).toContainText(issue.label);
  await expect(call.dialog.getByRole('radio', { name: 'Interaction call' })).toBeChecked();
  await call.button('Place call').click();
  await expect(call.state).toContainText(/Connecting…|Connected/);
  await expect(call.state).toContainText('Connected', { timeout: 15_000 });
  await expect(call.state).toContainText(/Duration: 0:0\d/);
  await expectAccessible(page, testInfo, 'phone call dialog, call connected');

  // Before the 2-minute mark (and without the override) only 'Other' can be chosen.
  await expect(call.option('Answered')).toBeDisabled();
  await expect(call.option('Answered')).toContainText('available at the 2-minute mark');
  await expect(call.option('Engaged')).toBeDisabled();
  await expect(call.option('Other')).toBeEnabled();
  // Close waits for the call to end.
  await expect(call.button('Close')).toBeDisabled();

  await call.button('End call').click();
  await expect(call.state).toContainText('Call ended', { timeout: 15_000 });
  await expect(call.button('End call')).toHaveCount(0);
  await expect(call.option('Answered')).toBeDisabled();
  await expect(call.summary).toContainText('No transcript available. Please wait for the transcript to be generated.');
  // The recording's transcript and generated notes arrive some seconds later, without a reload.
  await expect(call.summary).toContainText('transportation', { timeout: 20_000 });
  await expect(call.summary.getByRole('list', { name: 'Transcript' })).toContainText('care guide');
  await call.button('Close').click();
  await expect(call.dialog).toHaveCount(0);

  // Left without an outcome: 'Complete call' on the guide's docket; Review call opens that call.
  const docket = new DocketScreen(page);
  await page.goto(`/docket/guide/${guide.id}`);
  await expect(docket.followUps).toBeVisible();
  const row = docket.rowsFor(member.name, 'Complete call');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await reviewCallFrom(page, row, member.name);
  await expect(call.state).toContainText('Call ended');
  await call.outcome.selectOption({ label: 'Other' });
  await call.button('Save outcome').click();
  await expect(call.dialog.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await call.button('Close').click();
  await expect(docket.rowsFor(member.name, 'Complete call')).toHaveCount(0);
});

test('My notes in the review drawer after a call: autosaved, there after a reload, read-only on the calls page', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const call = new PhoneCallScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  // A member no other test here calls, so the docket's Complete call row is this call's.
  const first = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id, first.id]);
  await screen.open(guide.id, member);
  await call.start();
  await call.button('Place call').click();
  await expect(call.state).toContainText('Connected', { timeout: 15_000 });
  await call.button('End call').click();
  await expect(call.state).toContainText('Call ended', { timeout: 15_000 });

  // View summary: the drawer over the dialog, My notes written here and saved as the guide types.
  await call.button('View summary').click();
  // (The drawer's dialog element is a zero-size wrapper: its heading is what shows.)
  await expect(call.drawer.getByRole('heading', { level: 2, name: 'My notes' })).toBeVisible();
  const words = `Ride to the clinic on Tuesday ${Date.now()}`;
  await call.myNotes.click();
  await page.keyboard.type(words);
  await expect(call.drawer.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, testInfo, 'the review drawer with My notes to write');
  await call.drawer.getByRole('button', { name: 'Close' }).click();
  await expect(call.drawer).toHaveCount(0);
  // The dialog's note follows the drawer's.
  await expect(call.dialog.getByRole('textbox', { name: 'Note' })).toContainText(words);
  await call.button('Close').click();
  await expect(call.dialog).toHaveCount(0);

  // After a reload, the docket's Review call opens the call; its summary holds the note.
  const docket = new DocketScreen(page);
  await page.goto(`/docket/guide/${guide.id}`);
  await page.reload();
  const row = docket.rowsFor(member.name, 'Complete call');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await reviewCallFrom(page, row, member.name);
  await expect(call.state).toContainText('Call ended');
  await call.button('View summary').click();
  await expect(call.myNotes).toContainText(words);
  await expect(call.myNotes).toHaveAttribute('contenteditable', 'true');
  await expect(call.drawer.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await call.drawer.getByRole('button', { name: 'Close' }).click();
  // Its outcome clears the follow-up, so a rerun starts clean.
  await call.outcome.selectOption({ label: 'Other' });
  await call.button('Save outcome').click();
  await expect(call.dialog.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await call.button('Close').click();

  // The calls page shows the note read-only.
  const calls = new CallsPageScreen(page);
  await calls.open();
  await calls.searchFor(member.name);
  const newest = calls.rows(calls.calls, member.name).first();
  await expect(newest).toBeVisible({ timeout: 15_000 });
  await calls.choose(newest, 'View summary');
  await expect(call.myNotes).toContainText(words);
  await expect(call.myNotes).toHaveAttribute('contenteditable', 'false');
  // Read-only: no formatting toolbar offering what cannot be done (#38).
  await expect(call.drawer.getByRole('toolbar')).toHaveCount(0);
});

test('the Phone call dialog speaks Spanish', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const call = new PhoneCallScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  await call.start('Llamada telefónica');
  await expect(call.dialog).toHaveAccessibleName('Llamada telefónica');
  await expect(call.dialog.getByRole('radio', { name: 'Llamada de recursos' })).toBeVisible();
  await expect(call.button('Llamar')).toBeVisible();
  await call.button('Cancelar').click();
  await expect(call.dialog).toHaveCount(0);
});
