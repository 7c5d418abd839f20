import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const supervisor = DEMO_ACCOUNTS.supervisor;
const superAdmin = DEMO_ACCOUNTS.superAdmin;

test("a guide opens another guide's docket from Switch Guide View, sees whose it is, and switches back", async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);
  // On one's own docket there is nothing to say.
  await expect(shell.banner(/You are viewing as/)).toHaveCount(0);

  await shell.chooseFromProfileMenu(fullName(guide), 'Switch Guide View');
  await expect(page).toHaveURL('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Switch Guide View' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([/^Guide/, 'Location']);
  // Only holders of the impersonation permission get the Impersonate buttons.
  await expect(page.getByRole('button', { name: /^Impersonate/ })).toHaveCount(0);

  // Guide names sort A to Z, then Z to A.
  const guideHeader = table.getByRole('columnheader', { name: /^Guide/ });
  await expect(guideHeader).toHaveAttribute('aria-sort', 'ascending');
  const names = async () => (await table.locator('tbody tr td:first-child a').allTextContents()).map((n) => n.trim());
  const ascending = await names();
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await guideHeader.getByRole('button').click();
  await expect(guideHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await names()).toEqual([...ascending].reverse());

  // A click anywhere on the row opens that guide's docket.
  await table
    .getByRole('row')
    .filter({ hasText: fullName(supervisor) })
    .getByRole('cell')
    .nth(1)
    .click();
  await expect(page).toHaveURL(`/docket/guide/${supervisor.id}`);
  const viewingAs = shell.banner(`You are viewing as ${fullName(supervisor)}`);
  await expect(viewingAs).toBeVisible();

  // The banner follows to the same guide's member list, and not to other sections.
  await page.goto(`/member-list/guide/${supervisor.id}`);
  await expect(viewingAs).toBeVisible();
  await shell.tab('Calls and texts').click();
  await expect(viewingAs).toBeHidden();
  await page.goBack();
  await expect(viewingAs).toBeVisible();

  await viewingAs.getByRole('button', { name: 'Switch to my view' }).click();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  await expect(viewingAs).toBeHidden();

  // The back button returns to the docket.
  await page.goto('/guides');
  await page.getByRole('button', { name: 'Back to docket' }).click();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
});

test('a super admin impersonates a guide, acts as them, and exits back to themself', async ({ page, loginScreen }) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, superAdmin);

  await shell.chooseFromProfileMenu(fullName(superAdmin), 'Switch Guide View');
  await page.getByRole('button', { name: `Impersonate ${fullName(guide)}` }).click();

  // The portal reloads as the guide: their docket, their name in the profile menu, and the banner.
  await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
  const banner = shell.banner(`You are impersonating ${fullName(guide)}`);
  await expect(banner).toBeVisible();
  await expect(shell.profileMenuButton(fullName(guide))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fullName(guide) })).toBeVisible();
  // It lasts across a reload (kept in this tab's session storage).
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Exit impersonation' }).click();
  await expect(page).toHaveURL(`/docket/guide/${superAdmin.id}`);
  await expect(shell.profileMenuButton(fullName(superAdmin))).toBeVisible();
  await expect(shell.banner(/You are impersonating/)).toHaveCount(0);
});

// Issue #38: Switch Guide View had no hierarchy filter (spec part 1 section 2).
test('Switch Guide View narrows the guides to a team of the hierarchy, with its sub-teams', async ({
  page,
  loginScreen,
}) => {
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide, '/guides');
  const table = page.getByRole('table');
  const names = () => table.locator('tbody tr td:first-child a');
  await expect(names().first()).toBeVisible();
  const everyone = await names().count();
  const team = page.getByRole('combobox', { name: 'Team' });
  await expect(team).toHaveValue('');

  // South Side (under North Side) holds the supervisor, not the demo guide.
  await team.selectOption({ label: '\u2003South Side' });
  await expect(names().filter({ hasText: fullName(supervisor) })).toHaveCount(1);
  await expect(names().filter({ hasText: fullName(guide) })).toHaveCount(0);
  const south = await names().count();
  expect(south).toBeLessThan(everyone);

  // North Side holds both, and everyone of South and West Side under it.
  await team.selectOption({ label: 'North Side' });
  await expect(names().filter({ hasText: fullName(guide) })).toHaveCount(1);
  await expect(names().filter({ hasText: fullName(supervisor) })).toHaveCount(1);
  expect(await names().count()).toBeGreaterThanOrEqual(south);

  await team.selectOption({ label: 'All teams' });
  await expect(names()).toHaveCount(everyone);
});
