/**
 * In Spanish, no catalogue value shows in English (#38: member statuses read 'Attempted' and 'Newly
 * engaged' on the Spanish portal). Walks the main screens (the docket's tabs, the member list, the
 * demo member's page and its tabs) and fails on any element whose whole text is a known English
 * catalogue label: statuses, stages, outreach phases, outcomes, need states, priorities, pick lists.
 * Whole texts only, so a note that happens to use one of the words is not taken for a label.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { ETHNICITIES, MEMBER_STAGE_KEYS, MEMBER_STATUS_KEYS, RACES, VISIT_OUTCOME_KEYS } from '../../domain/index.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

/** The English names the server gives its catalogues (`server/db/reference-data.ts`: the key as words). */
const asWords = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Labels whose Spanish is other words; those spelt alike in both ('Hospital', 'No') are left out. */
const ENGLISH_LABELS = new Set<string>([
  ...MEMBER_STATUS_KEYS.map(asWords),
  ...MEMBER_STAGE_KEYS.map(asWords),
  ...VISIT_OUTCOME_KEYS.map(asWords),
  ...RACES,
  ...ETHNICITIES,
  'Initial outreach',
  'Follow-up outreach',
  'Final outreach',
  'Outreach completed',
  'Identified',
  'Unresolved',
  'Fulfilled',
  'Stopped pursuing',
  'High',
  'Medium',
  'Low',
  'Pending',
  'Approved',
  'Declined',
  'Incomplete',
  'Accepted',
  'Rejected',
]);

/** Some member statuses' Spanish names (src/locales/es.po), for the scan to find where the English ones were. */
const SPANISH_STATUSES = new Set(['Nuevo', 'Intentado', 'Interactuó', 'Recién comprometido', 'En cola', 'Completado']);

/** The visible elements whose own whole text is one of the labels (the English ones by default). */
async function englishLabelsShown(page: Page, shown: ReadonlySet<string> = ENGLISH_LABELS): Promise<string[]> {
  return page.evaluate(
    (labels) => {
      const found = new Set<string>();
      for (const element of document.body.querySelectorAll('*')) {
        if (element.children.length > 0 || element.closest('option, script, style, [aria-hidden="true"]')) continue;
        const text = element.textContent?.trim() ?? '';
        if (labels.includes(text) && (element as HTMLElement).checkVisibility?.()) found.add(text);
      }
      return [...found];
    },
    [...shown],
  );
}

/** Clicks each tab the page shows at first, in turn, and collects the English labels any of them shows. */
async function walkTabs(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  // A tab's name ends with its count once that arrives ('Seguimiento 26'): tabs are known by the words before it.
  const names = (await page.getByRole('tab').allTextContents()).map((name) => name.trim().replace(/\s*\d+$/, ''));
  for (const name of names) {
    // A tab's panel may hold tabs of its own: the page's tabs are found again by name.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const tab = page.getByRole('tab', { name: new RegExp(`^${escaped}(\\s*\\d+)?$`) }).first();
    if (!(await tab.isVisible())) continue;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Let the tab's live rows arrive before reading it.
    await page.waitForTimeout(1_500);
    for (const label of await englishLabelsShown(page)) found.push(`${where} / ${name}: ${label}`);
  }
  return found;
}

test('the docket, the member list and a member page show no catalogue value in English', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const found: string[] = [];

  await page.goto(`/docket/guide/${guide.id}`);
  await expect(page.getByRole('tab').first()).toBeVisible();
  found.push(...(await walkTabs(page, 'docket')));

  await page.goto(`/member-list/guide/${guide.id}`);
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  for (const label of await englishLabelsShown(page)) found.push(`member list: ${label}`);
  // The scan reads the Status column: its Spanish names are there (the English ones were, before #38).
  expect(await englishLabelsShown(page, SPANISH_STATUSES)).not.toEqual([]);

  await screen.open(guide.id, { id: DEMO_MEMBER.id, name: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}` });
  await expect(page.getByRole('tab').first()).toBeVisible();
  found.push(...(await walkTabs(page, 'member page')));

  expect(found).toEqual([]);
});
