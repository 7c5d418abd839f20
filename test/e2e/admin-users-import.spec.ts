/**
 * User Administration's CSV import against the real server: an admin chooses a file with one bad
 * row; the dry run lists that row's error and writes nothing; the fixed file is checked and
 * imported, and the users appear in the list. In Spanish; axe on the dialog and its results.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { accessTokenOf } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;

function csvFile(lines: string[][]) {
  const text = [['First name', 'Last name', 'E-mail', 'Role', 'App access'], ...lines]
    .map((l) => l.join(','))
    .join('\n');
  return { name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
}

/** The e-mails of the organisation's staff the search finds, as the server holds them. */
async function staffEmails(page: Page, search: string): Promise<string[]> {
  const answer = await page.request.get(`/api/users/administration?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { email: string | null }[] }).data.map((u) => u.email ?? '');
}

test('a dry run lists a bad row and writes nothing; the fixed file is imported and its users appear in the list', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  const people = [
    ['Lucia', `Import${stamp}`, `lucia.${stamp}@example.org`, 'PROVIDER', 'yes'],
    ['Mateo', `Import${stamp}`, `mateo.${stamp}@example.org`, 'Provider', 'yes'],
  ];
  const bad = ['Noor', `Import${stamp}`, 'not-an-email', 'PROVIDER', 'yes'];
  await new ShellScreen(page).openAdminTool(
    loginScreen,
    admin,
    'User Administration',
    '/admin-dashboard/user-creation',
  );
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await expect(dialog).toContainText('E-mail');
  await expectAccessible(page, testInfo, 'import users dialog');

  await dialog.getByLabel('CSV file').setInputFiles(csvFile([...people, bad]));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const results = dialog.getByRole('table', { name: 'Rows of the file' });
  const badRow = results.getByRole('row').filter({ hasText: 'not-an-email' });
  await expect(badRow).toContainText('Email: Enter a valid e-mail address.', { timeout: 30_000 });
  await expect(results.getByRole('row').filter({ hasText: people[0]![2]! })).toContainText('Ready');
  await expect(dialog.getByRole('button', { name: 'Import 2 users' })).toBeEnabled();
  await expectAccessible(page, testInfo, 'import dry run results');
  // The dry run wrote nothing.
  const before = await staffEmails(page, `import${stamp}`);
  for (const [, , email] of people) expect(before).not.toContain(email);

  // Fixed in the file and chosen again: every row is ready, and all are imported.
  const fixed = ['Noor', `Import${stamp}`, `noor.${stamp}@example.org`, 'PROVIDER', 'yes'];
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.getByLabel('CSV file').setInputFiles(csvFile([...people, fixed]));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('All 3 rows are ready to import.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Import 3 users' }).click();
  await expect(dialog.getByText('3 users imported.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The list is searched on the server: the three are found by their last name's start.
  await page.getByLabel('Search users').fill(`import${stamp}`);
  const table = page.getByRole('table');
  for (const [first, last] of [...people, fixed])
    await expect(table.getByRole('cell', { name: `${first} ${last}`, exact: true })).toBeVisible({ timeout: 30_000 });
});

test('the import dialog speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  test.setTimeout(120_000);
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/user-creation');
  await page.getByRole('button', { name: 'Importar usuarios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
  await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(dialog.getByText('Elija un archivo CSV.')).toBeVisible();
  await expectAccessible(page, testInfo, 'import users dialog in Spanish');
});
