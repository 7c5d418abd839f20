/**
 * The docket's guide and team picker against the real server: collapsed at first, it lists the
 * hierarchy's guides once opened, narrows them by name after the debounce, says when none match,
 * and a guide's name opens their docket.
 */
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { DocketScreen } from './docket-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('the guide picker finds guides by name and opens their docket', async ({ page, loginScreen }) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const toggle = page.getByRole('button', { name: 'Guides and teams' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const guides = page.getByRole('list', { name: 'Guides' });
  const search = page.getByRole('searchbox', { name: 'Search guides by name' });
  await search.fill(guide.lastName);
  await expect(guides.getByRole('link', { name: fullName(guide) })).toHaveAttribute('aria-current', 'page');
  await search.fill('no guide is called this');
  await expect(page.getByText('No guides found')).toBeVisible();

  await search.fill('');
  const other = guides
    .getByRole('link')
    .filter({ hasNotText: fullName(guide) })
    .first();
  const otherDocket = await other.getAttribute('href');
  await other.click();
  await expect(page).toHaveURL(otherDocket ?? '');
  expect(otherDocket).toMatch(/^\/docket\/guide\//);
  expect(otherDocket).not.toContain(guide.id);
});
