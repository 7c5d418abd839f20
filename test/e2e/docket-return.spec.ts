/**
 * Going back to the docket from another section (issue #13): the docket stays mounted while hidden
 * (src/app/KeptPages.tsx), so its rows and its analytics panel show in the very next frame after
 * the click, and nothing is asked of the server: the live queries return from their linger and the
 * dashboard's signed embed is kept until it expires (src/analytics/embed-cache.ts).
 */
import { DocketScreen } from './docket-screen.ts';
import { expect, test } from './fixtures.ts';

test('returning to the docket shows its rows and dashboard at once, without asking the server', async ({
  page,
  context,
  loginScreen,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect(docket.rows().first()).toBeVisible();
  const panel = page.getByRole('region', { name: 'This month at a glance' });
  await expect(panel.locator('[data-figure="interactions"] dd')).toHaveText(/^\d+$/);

  await page.getByRole('link', { name: 'Calls and texts' }).click();
  await expect(page.getByRole('heading', { name: 'Calls and texts' })).toBeVisible();
  await expect(docket.followUps).toBeHidden();
  await page.waitForLoadState('networkidle');

  // Every API request from now on, the page's and the sync worker's alike.
  const requests: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  // Clicked in the page, then read in the next frame: what the user sees right after the click.
  const shown = await page.evaluate(
    () =>
      new Promise<{ rows: number; figures: number; spinners: number; callsHeadings: number }>((resolve) => {
        const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Docket');
        if (!link) throw new Error('no Docket link');
        link.click();
        requestAnimationFrame(() => {
          const visible = (selector: string) =>
            [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility()).length;
          const callsHeadings = [...document.querySelectorAll('h1')].filter(
            (h) => h.textContent?.trim() === 'Calls and texts' && h.checkVisibility(),
          ).length;
          resolve({
            rows: visible('[data-row-id]'),
            figures: visible('[data-figure] dd'),
            spinners: visible('[data-testid="analytics-panel"] [role="status"]'),
            callsHeadings,
          });
        });
      }),
  );
  expect(shown.rows).toBeGreaterThan(0);
  expect(shown.figures).toBe(4);
  expect(shown.spinners).toBe(0);
  // The calls page left is hidden in that frame, and unmounted once the docket has painted.
  expect(shown.callsHeadings).toBe(0);
  await expect(page.locator('h1', { hasText: 'Calls and texts' })).toHaveCount(0);
  await expect(docket.rows().first()).toBeVisible();
  await expect(panel.getByText('Members engaged', { exact: true })).toBeVisible();
  // Long enough for an effect's request to go out.
  await page.waitForTimeout(1_500);
  expect(requests).toEqual([]);
});
