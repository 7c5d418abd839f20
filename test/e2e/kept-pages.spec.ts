/**
 * Pages a guide goes back to stay as they were left (src/app/KeptPages.tsx): returning to a member
 * page shows it at once, with its filters as set and without asking the server again, and the
 * list it was opened from is still there, with its search, on the way back.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { MemberListScreen } from './member-list-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const rosa = { id: DEMO_MEMBER.id, name: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}` };

test('going back to a member page shows it as it was left, without asking the server again', async ({
  page,
  loginScreen,
}) => {
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  const screen = new MemberPageScreen(page);
  await list.search.fill(DEMO_MEMBER.lastName.slice(0, 4));
  await list.suggestion(rosa.name).click();
  await expect(screen.heading(rosa.name)).toBeVisible();
  await expect(screen.entry('Text message').first()).toBeVisible();

  // A filter set on the page: texts hidden.
  await page.getByRole('checkbox', { name: 'Texts', exact: true }).uncheck();
  await expect(screen.entry('Text message')).toHaveCount(0);

  await screen.header.getByRole('link', { name: 'Back to the member list' }).click();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}`);
  // The list is there with its search.
  await expect(list.search).toHaveValue(DEMO_MEMBER.lastName.slice(0, 4));

  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      reads.push(new URL(request.url()).pathname);
  });
  await page.goBack();
  await expect(page).toHaveURL(`/member-list/guide/${guide.id}/member/${rosa.id}`);
  await expect(screen.heading(rosa.name)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Texts', exact: true })).not.toBeChecked();
  await expect(screen.entry(/^Call/).first()).toBeVisible();
  await expect(screen.entry('Text message')).toHaveCount(0);
  expect(reads.filter((path) => path.startsWith('/api/feeds/') || path === `/api/users/${rosa.id}`)).toEqual([]);
});

test("once the docket is idle, a guide's first member page opens without fetching its code on the click", async ({
  page,
  loginScreen,
}) => {
  await loginScreen.enterAs(guide.email);
  const memberLinks = page.locator('table a[href*="/member/"]');
  await expect(memberLinks.first()).toBeVisible();
  // Fetched once the docket has had its first seconds to itself (src/app/KeptPages.tsx).
  await page.waitForResponse((response) => /\/assets\/MemberPage-[\w-]+\.js$/.test(response.url()), {
    timeout: 20_000,
  });

  // The page's other idle fetches (the dialogs') may still be under way: only the member page's own chunk counts.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/MemberPage-/.test(request.url())) scripts.push(new URL(request.url()).pathname);
  });
  await memberLinks.first().click();
  await expect(page).toHaveURL(/\/member\//);
  await expect(page.getByRole('button', { name: 'Add phone number' })).toBeVisible();
  expect(scripts).toEqual([]);
});
