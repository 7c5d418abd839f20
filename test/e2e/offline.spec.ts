/**
 * Offline (issue #13) against the real server: the shell says so, what was loaded stays readable,
 * and a note written meanwhile is saved once when the connection returns. (The warm reload from
 * the engine's IndexedDB copy is not switched on yet: see ARCHITECTURE.md.)
 */
import { DocketScreen } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen, uniqueText } from './notes-visits-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const OFFLINE_TEXT =
  'You are offline. What was loaded stays readable; your changes will be saved when the connection returns.';

// Offline, the browser reports each request it could not send (the note's autosave among them).
test.use({ expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

test('offline, the shell says so, the page stays readable, and a note written meanwhile is saved once when the network returns', async ({
  page,
  context,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const docket = new DocketScreen(page);
  const memberPage = new MemberPageScreen(page);
  const notes = new NotesVisitsScreen(page);
  const api = await memberPage.signIn(loginScreen);
  await expect(docket.rows().first()).toBeVisible();

  // Offline on a member's page: the banner says so, the feed stays, a note waits for the network.
  const member = await memberToEdit(api, guide.id, []);
  await memberPage.open(guide.id, member);
  await expect(memberPage.feedItems.first()).toBeVisible();
  // The dialog's code is loaded on first use and there is no service worker: use it once online.
  await notes.newInteraction('Note');
  await notes.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(notes.dialog).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(memberPage.heading(member.name)).toBeVisible();
  const text = uniqueText('Called from the car park, no signal');
  await notes.newInteraction('Note');
  await notes.clear();
  await notes.type(text);
  await notes.save();
  // Not refused: the write waits in the engine while the dialog keeps the text.
  await page.waitForTimeout(1500);
  await expect(notes.toast('Note created successfully')).toHaveCount(0);
  await expect(notes.dialog).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toHaveCount(0);
  await expect(notes.toast('Note created successfully')).toBeVisible({ timeout: 20_000 });
  await expect(memberPage.entry(text)).toHaveCount(1);
  const feed = await api.get<{ data: { note?: unknown; interaction?: { note?: string | null } | null }[] }>(
    `/feeds/items?userId=${member.id}&page-size=100`,
  );
  expect(feed.data.filter((item) => JSON.stringify(item).includes(text))).toHaveLength(1);
});
