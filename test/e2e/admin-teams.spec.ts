/**
 * Teams Management against the real server: an admin opens it from the admin sidebar, is refused
 * an empty name in the drawer, adds a team with a number, finds it by search, renames it, and is
 * refused a name another team has; a second admin's browser follows each change live. In Spanish;
 * axe on the page and the drawer; a guide is kept out on screen and by the server.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;

class TeamsScreen {
  constructor(readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get table() {
    return this.page.getByRole('table');
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard/teams');
    await expect(
      this.page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Teams Management' }),
    ).toHaveAttribute('aria-current', 'page');
  }
}

test('an admin adds a team, finds it, renames it, and another admin sees each change live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  const shell = new ShellScreen(page);
  const teams = new TeamsScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Teams Management', '/admin-dashboard/teams');
  await expect(teams.heading).toHaveText('Teams Management');
  await expect(teams.table.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, testInfo, 'teams management');

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherTeams = new TeamsScreen(otherPage);
    await new ShellScreen(otherPage).signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.superAdmin);
    await otherTeams.open();

    const name = `Riverside outreach ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Add New Team' }).click();
    await expect(teams.drawer).toHaveAccessibleName('Add New Team');
    await teams.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(teams.drawer.getByText('Team name is required.')).toBeVisible();
    await teams.drawer.getByLabel(/^Team name/).fill(name);
    await teams.drawer.getByLabel(/^Customer/).selectOption({ index: 1 });
    await teams.drawer.getByLabel(/^Phone number/).selectOption({ index: 1 });
    const number =
      (await teams.drawer
        .getByLabel(/^Phone number/)
        .locator('option:checked')
        .textContent()) ?? '';
    await expectAccessible(page, testInfo, 'add team drawer');
    await teams.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team created successfully')).toBeVisible();
    await expect(teams.drawer).toHaveCount(0);
    await expect(teams.row(name)).toContainText(number);
    await expect(otherTeams.row(name)).toBeVisible();

    // The search finds it by a word of its name (its own number: a retry's run leaves another Riverside), and only what matches.
    await page.getByLabel('Search teams').fill(name.split(' ').at(-1)!);
    await expect(teams.table.getByRole('row')).toHaveCount(2); // the header and the team
    await page.getByLabel('Search teams').fill('');

    await teams
      .row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(teams.drawer).toHaveAccessibleName('Edit team');
    await expect(teams.drawer.getByLabel(/^Customer/)).toBeDisabled();
    await teams.drawer.getByLabel(/^Team name/).fill(`${name} north`);
    await teams.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team updated successfully')).toBeVisible();
    await expect(teams.row(`${name} north`)).toBeVisible();
    await expect(otherTeams.row(`${name} north`)).toBeVisible();
    await expect(otherTeams.row(name)).toHaveCount(0);

    // Another team's name, in another case, is refused on the field and the row keeps its name.
    const taken = (await teams.table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    await teams
      .row(`${name} north`)
      .getByRole('button', { name: `Edit ${name} north` })
      .click();
    await teams.drawer.getByLabel(/^Team name/).fill(taken.toUpperCase());
    await teams.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(teams.drawer.getByText('A team with this name already exists.')).toBeVisible();
    await teams.drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close without saving' }).click();
    await expect(teams.row(`${name} north`)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Teams Management speaks Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de equipos' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar nuevo equipo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByText('Nombre del equipo es obligatorio.')).toBeVisible();
  await expectAccessible(page, testInfo, 'add team drawer in Spanish');

  await expectGuideKeptOut(browser, baseURL, { screen: '/admin-dashboard/teams', api: '/users/admin/teams' });
});
