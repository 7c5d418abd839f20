/**
 * Warm reload (issue #13) against the real server: the sync worker keeps what the guide saw in
 * IndexedDB, so a reload paints the docket from it before the network answers, then catches up
 * from the change log (a follow-up done elsewhere while the tab was closed goes). Signing out
 * wipes the copy, so the next user of the browser finds nothing of the previous one's.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { accessTokenOf, DocketScreen, GuideApi, textFromMember } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';

// Signing out ends the provider session: these tests sign in for themselves.
test.use({ freshSignIn: true });

const guide = DEMO_ACCOUNTS.guide;
/** sync/persistence/indexeddb.ts */
const DATABASE = 'care-portal-sync';

/** The keys (`entity:id`) of the rows in the worker's stored copy; none when there is no copy. */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('rows')) return [];
      return await new Promise<string[]>((resolve) => {
        const request = db.transaction('rows').objectStore('rows').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => resolve([]);
      });
    } finally {
      db.close();
    }
  }, DATABASE);
}

/** The stored row of a key (`entity:id`) in the worker's copy; undefined when it is not there. */
function storedRow(page: Page, key: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    async ([name, wanted]) => {
      if (!(await indexedDB.databases()).some((db) => db.name === name)) return undefined;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('rows')) return undefined;
        return await new Promise<Record<string, unknown> | undefined>((resolve) => {
          const request = db.transaction('rows').objectStore('rows').get(wanted);
          request.onsuccess = () => resolve((request.result as { row?: Record<string, unknown> } | undefined)?.row);
          request.onerror = () => resolve(undefined);
        });
      } finally {
        db.close();
      }
    },
    [DATABASE, key] as const,
  );
}

test('a reload paints the docket from the stored copy, a follow-up done while the tab was closed goes with the catch-up, and signing out wipes the copy', async ({
  page,
  loginScreen,
  portal,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  // A follow-up of this test's own: a member's text makes a Text back.
  const member = await api.memberWithPhone(guide.id, [DEMO_MEMBER.id]);
  const known = new Set((await api.openTodos(guide.id)).map((todo) => todo.id));
  const textBacks = docket.rowsFor(member.name, 'Text back');
  await expect(docket.rows().first()).toBeVisible();
  const shownBefore = await textBacks.count();
  await textFromMember(baseURL!, member.phone, 'Please call me about the pharmacy.');
  await expect
    .poll(async () => (await api.openTodos(guide.id)).filter((todo) => !known.has(todo.id)).length)
    .toBeGreaterThan(0);
  const [todo] = (await api.openTodos(guide.id)).filter(
    (open) => !known.has(open.id) && open.memberId === member.id && open.type === 'TEXT_BACK',
  );
  expect(todo).toBeDefined();
  // Counted once the docket shows it: the server has the follow-up a moment before the screen does.
  const before = shownBefore + 1;
  await expect(textBacks).toHaveCount(before);
  // The worker saves what it saw a couple of seconds later.
  await expect.poll(() => storedKeys(page), { timeout: 20_000 }).toContain(`todo:${todo!.id}`);

  // The tab is closed; meanwhile the follow-up is done elsewhere.
  await page.goto('about:blank');
  await api.completeTodo(guide.id, todo!.id);

  // Reloaded with the network held back: the rows come from the copy, the done one still among them.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(sync\/changes|users\/[^/]+\/todos)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/docket/guide/${guide.id}`);
  await expect(textBacks).toHaveCount(before, { timeout: 15_000 });
  // Then the server answers: the catch-up takes the done follow-up off.
  release();
  await expect(textBacks).toHaveCount(before - 1, { timeout: 15_000 });
  await page.unroute(/\/api\/(sync\/changes|users\/[^/]+\/todos)/);
  // Completing is an update, not a delete: the store keeps the done row (held by the loaded todos
  // page, as in a tab that stayed open) and the copy follows it; the next reload drops it when the
  // todos page no longer lists it. What matters is that the copy no longer has it open.
  await expect
    .poll(async () => (await storedRow(page, `todo:${todo!.id}`))?.['completedAt'] ?? 'gone', { timeout: 20_000 })
    .not.toBeNull();

  // Signing out wipes the copy: the next user of this browser finds nothing of the guide's.
  await portal.logOutWithKeyboard(fullName(guide));
  await expect(page).toHaveURL('/login');
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await loginScreen.signInAs(DEMO_ACCOUNTS.supervisor.email);
  await expect(portal.heading(fullName(DEMO_ACCOUNTS.supervisor))).toBeVisible();
  await page.waitForTimeout(4000);
  const guidesRows = (await storedKeys(page)).filter(
    (key) => key.startsWith('todo:') && known.has(key.slice('todo:'.length)),
  );
  expect(guidesRows).toEqual([]);
});

test("a reload's way to the first row: the configuration is in the page, and neither the page nor the sync worker loads arktype", async ({
  page,
  loginScreen,
}) => {
  // Each was a step before a reload's first row (test/bench/RESULTS.md): a round trip for the configuration, and
  // arktype's evaluation in the sync worker. Neither thread validates anything on the way to the first row.
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect(docket.rows().first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(docket.rows().first()).toBeVisible();
  // The worker's own code is among what was asked for, so the list is the page's and the worker's together.
  expect(asked.some((path) => /^\/assets\/browser-engine-[^/]+\.js$/.test(path))).toBe(true);
  expect(asked.filter((path) => /^\/assets\/arktype-[^/]+\.js$/.test(path))).toEqual([]);
  expect(asked).not.toContain('/api/client-config');
});
