import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const TOAST_TEXT =
  'An error has occurred. Click the copy button and paste error message in the support channel with steps taken when error occurred.';

test('a failed call shows the error toast with the server message, copies its details and hides after 3 s', async ({
  page,
  context,
  loginScreen,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, guide);

  const body = {
    statusCode: 503,
    message: 'Service Unavailable',
    userMessage: 'The team list is being updated. Try again in a minute.',
    errors: [],
    timestamp: '2026-01-05T15:00:00.000Z',
    path: '/api/users/team',
  };
  await page.route('**/api/users/team?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  await shell.chooseFromProfileMenu('Gabriela Reyes', 'Switch Guide View');

  const toast = page.getByRole('alert').filter({ hasText: TOAST_TEXT });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(body.userMessage);
  await expect(page.getByText('The guide list could not be loaded.')).toBeVisible();

  await toast.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error details copied' })).toBeVisible();
  const report = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
  expect(report).toMatchObject({
    path: body.path,
    code: 503,
    userMessage: body.userMessage,
    timestamp: body.timestamp,
    errors: [],
    link: expect.stringContaining('/guides') as unknown,
  });

  // Bottom centre, and gone 3 s after the pointer leaves it.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 5000 });

  // Once the server is back, Try again loads the list.
  await page.unroute('**/api/users/team?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});
