/**
 * User Administration against the real server: a super admin opens it from the admin sidebar,
 * creates a guide (the resourcing number's offer, the one-MEMBER rule, Save User waiting for a
 * role), finds them by search and team, sees their teams as 'and N more', and a second admin's
 * browser follows each change live; the new user signs in; an edit keeps the e-mail; a delete asks
 * first and ends the user's access. In Spanish; axe on the list and the drawer; a plain admin cannot
 * touch app access; a guide is kept out on screen and by the server.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { accessTokenOf } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

class UsersScreen {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table');
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  /** Types into the search and waits for the server's window (asked once typing pauses). */
  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search users').fill(text);
  }
  async open(): Promise<void> {
    await this.page.goto('/admin-dashboard/user-creation');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      /User Administration|Administración de usuarios/,
    );
    await expect(this.table.getByRole('row')).not.toHaveCount(0);
  }
}

async function signedIn(browser: Browser, baseURL: string | undefined, account: { email: string; id: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await new LoginScreen(page).enterAs(account.email);
  return { context, page };
}

test('a super admin creates a user in the drawer; another admin sees them live; search, filters and the Teams column find them', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, a drawer filled step by step and two axe scans: about 110 s on a busy 2-core machine.
  test.setTimeout(180_000);
  const users = new UsersScreen(page);
  await new ShellScreen(page).signIn(loginScreen, DEMO_ACCOUNTS.superAdmin, '/admin-dashboard');
  await page
    .getByRole('navigation', { name: 'Admin tools' })
    .getByRole('link', { name: 'User Administration' })
    .click();
  await expect(page).toHaveURL('/admin-dashboard/user-creation');
  await expect(users.row(`${DEMO_ACCOUNTS.guide.firstName} ${DEMO_ACCOUNTS.guide.lastName}`)).toBeVisible();
  await expectAccessible(page, testInfo, 'user administration');

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherUsers = new UsersScreen(otherPage);
    await new ShellScreen(otherPage).signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.admin);
    await otherUsers.open();

    const stamp = Date.now() % 100000;
    const [first, last, email] = ['Marisol', `Test${stamp}`, `marisol.${stamp}@example.org`];
    // Both lists are searched on the server (an organisation may hold 100,000 users): each admin
    // looks for Marisol first, and the new user joins both windows as it is made.
    await users.search('marisol');
    await otherUsers.search('marisol');
    await page.getByRole('button', { name: 'Add New User' }).click();
    await expect(page).toHaveURL('/admin-dashboard/user-creation/create');
    await expect(users.drawer).toHaveAccessibleName('Add New User');
    // The sidebar still marks the tool as the current page below its route (the drawer makes it inert).
    await expect(page.locator('nav[aria-label="Admin tools"] a', { hasText: 'User Administration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(users.drawer.getByRole('button', { name: 'Save User' })).toBeDisabled();
    await users.drawer.getByLabel(/^First name/).fill(first);
    await users.drawer.getByLabel(/^Last name/).fill(last);
    await users.drawer.getByLabel(/^Email/).fill(email);
    await users.drawer.getByLabel(/^Role/).selectOption({ label: 'Guide' });
    await users.drawer.getByLabel(/^Time zone/).selectOption('America/Chicago');
    const resourcing = users.drawer.getByLabel(/^Resourcing number/);
    await expect(resourcing).toHaveAttribute('maxlength', '10');
    await resourcing.fill('911');
    await expect(users.drawer.getByText('No available phone numbers with that resourcing number')).toBeVisible();
    await resourcing.fill('312');
    await expect(users.drawer.getByText(/The user will get \+1312555\d{4}\./)).toBeVisible();

    // Two teams: MEMBER of one, VIEWER of another; a second MEMBER team is refused.
    const teamOptions = users.drawer.getByLabel('Team to add').locator('option');
    const [memberTeam, viewerTeam] = [
      (await teamOptions.nth(1).textContent())!,
      (await teamOptions.nth(2).textContent())!,
    ];
    await users.drawer.getByLabel('Team to add').selectOption({ label: memberTeam });
    await users.drawer.getByLabel('Team role').selectOption({ label: 'Member' });
    await users.drawer.getByRole('button', { name: 'Add team' }).click();
    await users.drawer.getByLabel('Team to add').selectOption({ label: viewerTeam });
    await users.drawer.getByLabel('Team role').selectOption({ label: 'Member' });
    await users.drawer.getByRole('button', { name: 'Add team' }).click();
    await expect(users.drawer.getByText('User may only be MEMBER for one team')).toBeVisible();
    await users.drawer.getByLabel('Team role').selectOption({ label: 'Viewer' });
    await users.drawer.getByRole('button', { name: 'Add team' }).click();
    await expect(users.drawer.getByRole('button', { name: `Remove ${viewerTeam}` })).toBeVisible();
    // The viewing membership is dated; an end before its start is refused until it is fixed.
    await users.drawer.getByLabel(`Start date for ${viewerTeam}`).fill('2026-12-10');
    await users.drawer.getByLabel(`End date for ${viewerTeam}`).fill('2026-12-09');
    await expectAccessible(page, testInfo, 'add user drawer');
    await users.drawer.getByRole('button', { name: 'Save User' }).click();
    await expect(users.drawer.getByText('The end date must be on or after the start date.')).toBeVisible();
    await users.drawer.getByLabel(`End date for ${viewerTeam}`).fill('2027-06-30');
    await users.drawer.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();
    await expect(users.drawer).toHaveCount(0);
    await expect(page).toHaveURL('/admin-dashboard/user-creation');

    const name = `${first} ${last}`;
    await expect(users.row(name)).toContainText(memberTeam);
    await expect(otherUsers.row(name)).toBeVisible();
    // The Teams column: the first team, the others in the tooltip of 'and 1 more'.
    await users.row(name).getByRole('button', { name: 'and 1 more' }).focus();
    await expect(users.row(name).getByRole('tooltip')).toHaveText(viewerTeam);
    await expect(users.row(name)).toContainText('Never');
    // Reopened, the membership keeps the days it was given.
    await users
      .row(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(users.drawer.getByLabel(`Start date for ${viewerTeam}`)).toHaveValue('2026-12-10');
    await expect(users.drawer.getByLabel(`End date for ${viewerTeam}`)).toHaveValue('2027-06-30');
    await users.drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(users.drawer).toHaveCount(0);

    // Search and filters find them, and only what matches.
    await page.getByLabel('Search users').fill(`marisol test${stamp}`);
    await expect(users.table.getByRole('row')).toHaveCount(2); // the header and the user
    // Export CSV writes the filtered list: the header and this user only.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Role,Teams,App access,Last sign-in',
      expect.stringMatching(new RegExp(`^${name},${email},Guide,"?${memberTeam}; ${viewerTeam}"?,Yes,Never$`)),
    ]);
    await page.getByLabel('Search users').fill('');
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Super Admin' });
    await expect(users.row(name)).toHaveCount(0);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'All roles' });
    await page.getByLabel('Team', { exact: true }).selectOption({ label: viewerTeam });
    await expect(users.row(name)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a user made here signs in and their Last sign-in changes live; an edit keeps the e-mail; a delete asks first; another admin sees both live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const users = new UsersScreen(page);
  await new ShellScreen(page).signIn(loginScreen, DEMO_ACCOUNTS.superAdmin);
  // This test's own user, made through the API (the drawer is the test above's).
  const stamp = Date.now() % 100000;
  const [first, last, email] = ['Tomás', `Edit${stamp}`, `tomas.${stamp}@example.org`];
  const made = await page.request.post('/api/users/administration', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      id: crypto.randomUUID(),
      email,
      firstName: first,
      lastName: last,
      role: 'PROVIDER',
      timeZone: 'America/Chicago',
      mobilePhone: null,
      resourceNumber: null,
      teams: [],
      clientAuditors: [],
      hasAppAccess: true,
    },
  });
  expect(made.status()).toBe(200);
  const name = `${first} ${last}`;
  await users.open();
  await users.search('tomas'); // accents aside: Tomás
  await expect(users.row(name)).toContainText('Never');

  const newcomer = await signedIn(browser, baseURL, { email, id: '' });
  try {
    await expect(newcomer.page.getByRole('heading', { level: 1, name })).toBeVisible();
  } finally {
    await newcomer.context.close();
  }

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherUsers = new UsersScreen(otherPage);
    await new ShellScreen(otherPage).signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.admin);
    await otherUsers.open();
    await otherUsers.search(`tomas edit${stamp}`);
    // The sign-in just made shows as the user's last, in the list open all along (no reload).
    await expect(users.row(name)).not.toContainText('Never');
    // Sorted by Last sign-in (on the server): the longest idle first, so the newest sign-in comes last; the other
    // way, first. Then back to the name order the other tests expect.
    const signInHeader = users.table.getByRole('button', { name: 'Last sign-in' });
    await signInHeader.click();
    await expect(users.table.getByRole('columnheader', { name: 'Last sign-in' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(users.table.getByRole('row').last()).toContainText(name);
    await signInHeader.click();
    await expect(users.table.getByRole('row').nth(1)).toContainText(name);
    await users.table.getByRole('button', { name: 'Name' }).click();
    await expect(users.table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await users
      .row(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(/\/admin-dashboard\/user-creation\/edit\/[0-9a-f-]{36}$/);
    await expect(users.drawer).toHaveAccessibleName('Edit user');
    await expect(users.drawer.getByLabel(/^Email/)).toBeDisabled();
    await expect(users.drawer.getByLabel(/^Email/)).toHaveValue(email);
    await expect(users.drawer.getByLabel(/^Resourcing number/)).toHaveCount(0);
    await users.drawer.getByLabel(/^Last name/).fill(`${last}-Ortiz`);
    await users.drawer.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    const renamed = `${first} ${last}-Ortiz`;
    await expect(users.row(renamed)).toBeVisible();
    await expect(otherUsers.row(renamed)).toBeVisible();

    await users
      .row(renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this user?');
    await confirm.getByRole('button', { name: 'Yes, delete now' }).click();
    await expect(page.getByText('User deleted successfully!')).toBeVisible();
    await expect(users.row(renamed)).toHaveCount(0);
    await expect(otherUsers.row(renamed)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

/** A user of this test's own, made through the API as the signed-in admin. */
async function createUser(page: Page, first: string, last: string, email: string): Promise<void> {
  const made = await page.request.post('/api/users/administration', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      id: crypto.randomUUID(),
      email,
      firstName: first,
      lastName: last,
      role: 'PROVIDER',
      timeZone: 'America/Chicago',
      mobilePhone: null,
      resourceNumber: null,
      teams: [],
      clientAuditors: [],
      hasAppAccess: true,
    },
  });
  expect(made.status()).toBe(200);
}

test('a super admin disables two users at once; they are refused; teams are assigned in bulk; then both are deleted', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const users = new UsersScreen(page);
  await new ShellScreen(page).signIn(loginScreen, DEMO_ACCOUNTS.superAdmin);
  const stamp = Date.now() % 100000;
  const pair = [
    { first: 'Bulk', last: `One${stamp}`, email: `bulk${stamp}.one@example.org` },
    { first: 'Bulk', last: `Two${stamp}`, email: `bulk${stamp}.two@example.org` },
  ];
  for (const user of pair) await createUser(page, user.first, user.last, user.email);
  await users.open();
  await users.search(`bulk${stamp}`); // the start of both e-mails
  await expect(users.table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Select all shown users').check();
  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 selected');
  await expectAccessible(page, testInfo, 'users with bulk actions');

  await bulk.getByRole('button', { name: 'Disable App Access' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable App Access' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully processed 2 user(s)' })).toBeVisible();
  for (const user of pair)
    await expect(users.row(`${user.first} ${user.last}`).getByRole('cell').nth(5)).toHaveText('No');

  // Refused: a disabled user signing in gets the no-access page.
  const refused = await signedIn(browser, baseURL, { email: pair[0]!.email, id: '' });
  try {
    await expect(refused.page.getByText(/You do not currently have access to the application/)).toBeVisible();
  } finally {
    await refused.context.close();
  }

  // Assign Teams needs a team; the outcome lists each user.
  await page.getByLabel(`Select ${pair[0]!.first} ${pair[0]!.last}`).check();
  await page.getByLabel(`Select ${pair[1]!.first} ${pair[1]!.last}`).check();
  await bulk.getByRole('button', { name: 'Assign Teams' }).click();
  const teamsDialog = page.getByRole('dialog', { name: 'Assign Teams' });
  await teamsDialog.getByRole('button', { name: 'Assign Teams' }).click();
  await expect(teamsDialog.getByText('Select at least one team.')).toBeVisible();
  const team = (await teamsDialog.getByRole('checkbox').first().getAttribute('id'))!;
  const teamName = (await teamsDialog.locator(`label[for="${team}"]`).textContent())!;
  await teamsDialog.getByRole('checkbox').first().check();
  await teamsDialog.getByRole('button', { name: 'Assign Teams' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Successfully processed 2 user(s)' });
  await expect(outcome).toBeVisible();
  await outcome.getByText('Details').click();
  await expect(outcome.getByRole('listitem')).toHaveCount(2);
  for (const user of pair) await expect(users.row(`${user.first} ${user.last}`)).toContainText(teamName);

  await page.getByLabel('Select all shown users').check();
  await bulk.getByRole('button', { name: 'Delete Users' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Users' }).click();
  await expect(page.getByText('No users match your search')).toBeVisible();
});

test('the list is searched, sorted and paged by the server; the selection stays across pages; a change elsewhere refreshes the page', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(150_000);
  const users = new UsersScreen(page);
  await new ShellScreen(page).signIn(loginScreen, DEMO_ACCOUNTS.superAdmin);
  const stamp = Date.now() % 100000;
  const made: { id: string; last: string }[] = [];
  const token = await accessTokenOf(page);
  // 55 users of this test's own, found together by the start of their e-mail.
  for (let start = 0; start < 55; start += 5)
    await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const n = String(start + i).padStart(2, '0');
        const id = crypto.randomUUID();
        const answer = await page.request.post('/api/users/administration', {
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
          data: {
            id,
            email: `pager${stamp}.${n}@example.org`,
            firstName: 'Pager',
            lastName: `P${n}`,
            role: 'PROVIDER',
            timeZone: 'America/Chicago',
            mobilePhone: null,
            resourceNumber: null,
            teams: [],
            clientAuditors: [],
            hasAppAccess: true,
          },
        });
        expect(answer.status()).toBe(200);
        made.push({ id, last: `P${n}` });
      }),
    );
  await users.open();
  await users.search(`pager${stamp}`);
  await expect(page.getByText('55 users')).toBeVisible();
  await expect(page.getByText('1–50 of 55')).toBeVisible();
  await expect(users.table.getByRole('row')).toHaveCount(51);
  const firstCell = users.table.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(firstCell).toHaveText('Pager P00');

  // The second page, from the server; one user chosen there and one on the first page.
  const pages = page.getByRole('navigation', { name: 'Pages of users' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('51–55 of 55')).toBeVisible();
  await expect(firstCell).toHaveText('Pager P50');
  await page.getByLabel('Select Pager P52').check();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(firstCell).toHaveText('Pager P00');
  await page.getByLabel('Select Pager P01').check();
  await expect(page.getByRole('group', { name: 'Bulk actions' })).toContainText('2 selected');
  await expect(page.getByText('1 of the selected users are not on this page')).toBeVisible();

  // Sorted by the server: name descending, then e-mail ascending.
  const nameHeader = users.table.getByRole('button', { name: 'Name' });
  await nameHeader.click();
  await nameHeader.click();
  await expect(users.table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCell).toHaveText('Pager P54');
  await users.table.getByRole('button', { name: 'Email' }).click();
  await expect(users.table.getByRole('row').nth(1)).toContainText(`pager${stamp}.00@example.org`);

  // Another admin's change (here through the API) refreshes the page and its count, with no reload.
  const gone = made.find((user) => user.last === 'P00')!;
  const deleted = await page.request.delete(`/api/users/administration/${gone.id}`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
  });
  expect(deleted.status()).toBe(200);
  await expect(page.getByText('54 users')).toBeVisible();
  await expect(users.table.getByRole('row').nth(1)).toContainText(`pager${stamp}.01@example.org`);

  // Fewer rows per page; a search that matches nobody says so.
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page.getByText('1–25 of 54')).toBeVisible();
  await users.search(`pager${stamp}.zz`);
  await expect(page.getByText('No users match your search')).toBeVisible();

  // An edit address for a user on no page shown (a reload, a shared link) opens that user's drawer.
  const far = made.find((user) => user.last === 'P53')!;
  await page.goto(`/admin-dashboard/user-creation/edit/${far.id}`);
  await expect(users.drawer).toHaveAccessibleName('Edit user');
  await expect(users.drawer.getByLabel(/^Last name/)).toHaveValue('P53');
});

test('User Administration speaks Spanish; a plain admin cannot give app access; a guide is kept out', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(DEMO_ACCOUNTS.admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/user-creation/create');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toHaveAccessibleName('Agregar nuevo usuario');
  await expect(drawer.getByLabel('Tiene acceso a la aplicación')).toBeDisabled();
  await expect(drawer.getByText('Solo un superadministrador puede cambiar el acceso a la aplicación.')).toBeVisible();
  await drawer.getByLabel(/^Rol(?! en)/).selectOption({ label: 'Guía' });
  await drawer.getByRole('button', { name: 'Guardar usuario' }).click();
  await expect(drawer.getByText('Nombre es obligatorio.')).toBeVisible();
  await expectAccessible(page, testInfo, 'add user drawer in Spanish');

  const guide = await signedIn(browser, baseURL, DEMO_ACCOUNTS.guide);
  try {
    await guide.page.goto('/admin-dashboard/user-creation');
    await expect(guide.page).toHaveURL(`/docket/guide/${DEMO_ACCOUNTS.guide.id}`);
    const token = await accessTokenOf(guide.page);
    const answer = await guide.page.request.get('/api/users/administration', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
  } finally {
    await guide.context.close();
  }
});
