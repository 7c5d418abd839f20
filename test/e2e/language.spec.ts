import { expect, test } from './fixtures.ts';

test('switching to Spanish translates the login page and the choice survives a reload', async ({
  page,
  loginScreen,
}) => {
  await loginScreen.goto();
  await page.getByLabel('Language').selectOption('es');

  await expect(page.getByRole('heading', { name: 'Bienvenido a Care Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenido a Care Portal' })).toBeVisible();
});

test('a Spanish browser gets the Spanish portal by default', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'es-MX', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bienvenido a Care Portal' })).toBeVisible();
  await context.close();
});
