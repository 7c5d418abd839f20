/**
 * The design-system table with 5,000 rows (issue #13: large tables render only the rows in view),
 * on a page of its own (test/e2e/large-table/): a bounded number of rows in the DOM, and the
 * scroll bar, the keyboard and Tab each reach the last row.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { guardedTest as test } from './console-guard.ts';
import { buildLargeTableSite, type LargeTableSite } from './large-table/harness.ts';

const ROWS = 5000;
/** The box (75% of a 720 px viewport) holds about a dozen rows, plus ten each side. */
const BOUND = 60;

let site: LargeTableSite;
test.beforeAll(async () => {
  site = await buildLargeTableSite();
});
test.afterAll(async () => {
  await site.remove();
});

class LargeTableScreen {
  readonly table: Locator;
  readonly box: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'People' });
    this.box = page.getByRole('region', { name: 'People' });
    this.rows = this.table.locator('tbody tr[data-row-id]');
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  link(n: number): Locator {
    return this.page.getByRole('link', { name: `Person ${String(n).padStart(5, '0')}`, exact: true });
  }

  async expectBounded(): Promise<void> {
    const count = await this.rows.count();
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(BOUND);
  }
}

async function open(page: Page): Promise<LargeTableScreen> {
  await site.open(page, `?rows=${ROWS}&mode=window`);
  const screen = new LargeTableScreen(page);
  await expect(screen.link(1)).toBeVisible();
  // The windowed table's code loads lazily (the first rows show as a plain table until then): the
  // scroll box is its sign that it has taken over.
  await expect(screen.box).toBeVisible();
  return screen;
}

test('renders a bounded window of 5,000 rows and tells assistive technology the full size', async ({ page }) => {
  const screen = await open(page);
  await screen.expectBounded();
  await expect(screen.table).toHaveAttribute('aria-rowcount', String(ROWS + 1));
  await expect(screen.rows.first()).toHaveAttribute('aria-rowindex', '2');
  // The window's gaps are hidden from assistive technology: every row it sees is a real one.
  const accessibleRows = await screen.table.getByRole('row').count();
  expect(accessibleRows).toBe((await screen.rows.count()) + 1);
});

test('scrolling to the bottom renders the last row under the sticky header', async ({ page }) => {
  const screen = await open(page);
  await screen.box.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(screen.link(ROWS)).toBeInViewport();
  await expect(screen.row(`Person 0${ROWS}`)).toHaveAttribute('aria-rowindex', String(ROWS + 1));
  await expect(screen.link(1)).toHaveCount(0);
  await screen.expectBounded();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeInViewport();
});

test('the keyboard scrolls the box to the last row, and Tab walks rows past the first window', async ({ page }) => {
  const screen = await open(page);
  await screen.box.focus();
  await page.keyboard.press('End');
  await expect(screen.link(ROWS)).toBeInViewport();
  await screen.expectBounded();

  await page.keyboard.press('Home');
  // The row menus' code comes with the first trigger focused, and the working trigger takes the focus over when it
  // arrives: a Tab pressed during that swap was lost on a slow machine (CI: one row short). It is in before the walk.
  const firstMenu = screen.row('Person 00001').getByRole('button', { name: 'Actions for Person 00001' });
  await firstMenu.focus();
  await expect(firstMenu).toHaveAttribute('id', /^headlessui-menu-button/);
  await screen.link(1).focus();
  // Each row holds two stops (its link and its menu): 40 rows is past the first window.
  for (let i = 0; i < 80; i += 1) await page.keyboard.press('Tab');
  await expect(screen.link(41)).toBeFocused();
  await expect(screen.link(41)).toBeInViewport();
  await screen.expectBounded();
});

// A reader who scrolls away from the focused row with the wheel must not lose focus, and Tab must
// go on to the next row, not to whatever happens to be rendered. The row menu's code is fetched
// when its trigger is first focused; here it arrives only after the reader has scrolled away, and
// taking over the focus must not pull the view back.
test('the focused row stays while scrolled away, and Tab from it reaches the next row', async ({ page }) => {
  const screen = await open(page);
  let arrive = () => undefined as void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/MenuPopup*.js', async (route) => {
    await held;
    await route.fallback();
  });
  const menuCode = page.waitForResponse('**/MenuPopup*.js');
  const menu = screen.row('Person 00003').getByRole('button', { name: 'Actions for Person 00003' });
  await menu.focus();
  await screen.box.evaluate((box) => box.scrollTo({ top: box.scrollHeight / 2 }));
  await expect(screen.link(4)).toHaveCount(0);
  arrive();
  await menuCode;
  // The working menu's trigger (Headless UI's, named by its id) has taken over, with the focus.
  await expect(menu).toHaveAttribute('id', /^headlessui-menu-button/);
  await expect(menu).toBeFocused();
  await expect(screen.link(4)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(screen.link(4)).toBeFocused();
  await expect(screen.link(4)).toBeInViewport();
});

test('a new page and a new sort start at the top', async ({ page }) => {
  const screen = await open(page);
  await screen.box.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(screen.link(ROWS)).toBeInViewport();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(screen.link(ROWS + 1)).toBeInViewport();

  await screen.box.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(screen.link(2 * ROWS)).toBeInViewport();
  await page.getByRole('button', { name: 'Name' }).click();
  await page.getByRole('button', { name: 'Name' }).click();
  // Descending: the last name first, at the top of the box.
  await expect(screen.rows.first()).toHaveAttribute('aria-rowindex', '2');
  await expect(screen.link(2 * ROWS)).toBeInViewport();
  await expect(page.getByRole('table', { name: 'People' }).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
