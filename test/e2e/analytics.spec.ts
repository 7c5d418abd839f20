import { expectAccessible } from './axe.ts';
import { DocketScreen } from './docket-screen.ts';
import { expect, test } from './fixtures.ts';

test.describe('the docket’s analytics panel', () => {
  test('today’s docket shows the guide’s month from the signed embed, in English and Spanish', async ({
    page,
    loginScreen,
  }, testInfo) => {
    const docket = new DocketScreen(page);
    await docket.signInAsGuide(loginScreen);
    const panel = page.getByRole('region', { name: 'This month at a glance' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Interactions by day and type' })).toBeVisible();
    for (const figure of ['Members engaged', 'Follow-ups done', 'Minutes of member contact'])
      await expect(panel.getByText(figure, { exact: true })).toBeVisible();
    await expect(panel.locator('[data-figure="interactions"] dd')).toHaveText(/^\d+$/);
    await expectAccessible(page, testInfo, 'the docket with its analytics panel');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('region', { name: 'Este mes de un vistazo' })).toBeVisible();
    await expect(page.getByText('Minutos de contacto con miembros')).toBeVisible();
  });

  test('the tabs below stay where they are while the dashboard loads', async ({ page, loginScreen }) => {
    // The signed embed is held back until the tabs' place while loading is known.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/sigma-embed', async (route) => {
      await held;
      await route.continue();
    });
    const docket = new DocketScreen(page);
    await docket.signInAsGuide(loginScreen);
    const panel = page.getByRole('region', { name: 'This month at a glance' });
    await expect(panel.getByRole('status').filter({ hasText: 'Loading the dashboard' })).toBeAttached();
    const tabs = page.getByRole('tablist', { name: 'Docket tabs' });
    // Measured from the panel's top: a banner above it (an alert loading on its own) moves both. Both
    // tops are read in one task: read one at a time, a banner arriving between the reads moved one only.
    const tabsBelowPanel = async () =>
      tabs.evaluate(
        (tabList, panelElement) => tabList.getBoundingClientRect().top - panelElement.getBoundingClientRect().top,
        await panel.elementHandle(),
      );
    const whileLoading = await tabsBelowPanel();
    release();
    await expect(panel.getByRole('img', { name: 'Interactions by day and type' })).toBeVisible();
    expect(await tabsBelowPanel()).toBe(whileLoading);
  });
});
