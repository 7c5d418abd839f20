/**
 * The docket's Needs tab (the demo customer has the needs-call flag) against the real server: a
 * need of the guide's member that needs an action appears live with its task and the badge count,
 * the Needs Action filter keeps it, View need details and Add action open the needs dialogs, and an action
 * recorded elsewhere takes it off the list live; the tab in Spanish; axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NeedsApi, takeMember } from './resource-hub-screen.ts';
import { DEMO_EXPIRING_NEED_ID } from '../../server/seed/needs-catalogue-demo.ts';

const needsTab = (page: Page) => page.getByRole('tab', { name: /^(Needs|Necesidades)/ });
const needsTable = (page: Page) => page.getByRole('table', { name: /^(Needs|Necesidades)$/ });
const badge = async (page: Page) => Number(/(\d+)/.exec((await needsTab(page).textContent()) ?? '')?.[1] ?? NaN);

test('a need appears in the Needs tab live, opens at the member, and leaves once an action is recorded', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const needs = new NeedsApi(api);
  const member = await takeMember(api);
  await needsTab(page).click();
  await expect.poll(() => badge(page)).not.toBeNaN();
  const before = await badge(page);

  const need = await needs.createNeed(member.id, 'extreme-poverty');
  const row = needsTable(page).getByRole('row').filter({ hasText: member.name }).filter({ hasText: need.label });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Needs Action');
  await expect.poll(() => badge(page)).toBe(before + 1);
  await page.getByRole('checkbox', { name: 'Needs Action' }).check();
  await expect(row).toBeVisible();
  await expectAccessible(page, testInfo, 'docket needs tab');

  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Extend time window' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'View need details' }).click();
  const detail = page.getByRole('dialog', { name: need.label });
  await expect(detail).toBeVisible();
  await expectAccessible(page, testInfo, 'need detail from the docket');
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(detail).toBeHidden();
  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Add action' }).click();
  await expect(page.getByRole('dialog', { name: 'Add action' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add action' })).toBeHidden();

  await needs.addAction(need.id, 'Applied for emergency assistance together');
  await expect(row).toHaveCount(0);
  await expect.poll(() => badge(page)).toBe(before);
});

test('a need expiring within 10 days is Expiring Soon and offers Extend time window', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const need = await api.get<{ memberId: string; issueLabel: string }>(`/care/user-needs/${DEMO_EXPIRING_NEED_ID}`);
  const member = await api.get<{ name: string; assignedGuideId: string }>(`/users/${need.memberId}`);
  await page.goto(`/docket/guide/${member.assignedGuideId}`);
  await needsTab(page).click();
  await page.getByRole('checkbox', { name: 'Expiring' }).check();
  const row = needsTable(page).getByRole('row').filter({ hasText: member.name }).filter({ hasText: need.issueLabel });
  await expect(row).toContainText('Expiring Soon');
  await row.getByRole('button', { name: `Actions for ${member.name}` }).click();
  await page.getByRole('menuitem', { name: 'Extend time window' }).click();
  // The confirmation is the needs feature's; cancelled here, so the demo need stays as other suites expect it.
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Extend the time window?');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Expiring Soon');
});

test('the Needs tab in Spanish', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await takeMember(api);
  await new NeedsApi(api).createNeed(member.id, 'homelessness-sheltered');
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await needsTab(page).click();
  const table = needsTable(page);
  await expect(table.getByRole('columnheader', { name: /^Tarea/ })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: member.name })).toContainText('Requiere acción');
  await expect(page.getByRole('checkbox', { name: 'Por vencer' })).toBeVisible();
});
