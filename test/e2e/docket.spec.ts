import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { accessTokenOf, DocketScreen, GuideApi, textFromMember } from './docket-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const rosa = `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`;

test('the demo guide sees the seeded follow-ups, sorts them and filters them, and the filters are remembered', async ({
  page,
  loginScreen,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);

  await expect(docket.followUpTab).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => docket.badgeCount()).toBeGreaterThanOrEqual(12);
  // The data comes from the sync worker, with its API base and socket origin in its address.
  expect(page.workers().map((worker) => new URL(worker.url()).searchParams.get('socket'))).toEqual([
    new URL(page.url()).origin,
  ]);
  await expect(docket.rows()).toHaveCount(await docket.badgeCount());
  await expect(docket.rowsFor(rosa, 'Text back')).toHaveCount(1);
  await expect(docket.activity).toBeVisible();
  // The demo guide lacks CAN_MANAGE_MEMBER_FEEDBACK: no Feedback filter.
  await expect(docket.filter('Calls')).toBeChecked();
  await expect(docket.filter('Feedback')).toHaveCount(0);
  for (const tab of ['Pending events', 'Late events', 'Needs', 'Outreach'])
    await expect(page.getByRole('tab', { name: tab })).toBeEnabled();

  // Member ascending, descending, then back to the follow-up order.
  const defaultOrder = await docket.rows().allTextContents();
  const member = docket.columnHeader('Member');
  await member.getByRole('button').click();
  await expect(member).toHaveAttribute('aria-sort', 'ascending');
  const names = await docket.followUps.locator('tbody tr td:first-child').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await member.getByRole('button').press('Enter');
  await expect(member).toHaveAttribute('aria-sort', 'descending');
  await member.getByRole('button').press('Enter');
  await expect(member).toHaveAttribute('aria-sort', 'none');
  expect(await docket.rows().allTextContents()).toEqual(defaultOrder);

  // Texts off: no Text back left, and the choice survives a reload.
  const before = await docket.badgeCount();
  expect(before).toBeGreaterThan(0);
  await docket.filter('Texts').uncheck();
  await expect(docket.followUps.getByRole('cell', { name: 'Text back', exact: true })).toHaveCount(0);
  await expect.poll(() => docket.badgeCount()).toBeLessThan(before);
  await page.reload();
  await expect(docket.filter('Texts')).not.toBeChecked();
  await expect(docket.followUps.getByRole('cell', { name: 'Text back', exact: true })).toHaveCount(0);
  await docket.filter('Texts').check();
  await expect.poll(() => docket.badgeCount()).toBe(before);

  // A row leads to its member.
  await docket.rowsFor(rosa, 'Text back').getByRole('cell', { name: 'Text back', exact: true }).click();
  await expect(page).toHaveURL(`/docket/guide/${guide.id}/member/${DEMO_MEMBER.id}`);
});

test('past days show only the activity list; future days disable Follow up, Late events and Outreach', async ({
  page,
  loginScreen,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);

  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(docket.activity).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('tab', { name: 'Pending events' })).toHaveAttribute('aria-selected', 'true');
  for (const tab of ['Follow up', 'Late events', 'Outreach'])
    await expect(page.getByRole('tab', { name: tab })).toBeDisabled();
  // Tomorrow's pending events: the guide's open events up to that day (the seed schedules some).
  await expect(page.getByRole('tabpanel').getByRole('table', { name: 'Pending events' })).toBeVisible();
  await expect(docket.activity).toContainText('No activity found');
  await expect(docket.activity).toContainText('Try checking other dates');
});

test('a text from a member shows up as a Text back at once, without a reload', async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const member = await api.memberWithPhone(guide.id, [DEMO_MEMBER.id]);
  const textBacks = docket.rowsFor(member.name, 'Text back');
  const count = await textBacks.count();
  const badge = await docket.badgeCount();
  expect(badge).toBeGreaterThan(0);

  await textFromMember(baseURL!, member.phone, 'Can you call me back about my ride?');

  await expect(textBacks).toHaveCount(count + 1);
  await expect.poll(() => docket.badgeCount()).toBe(badge + 1);
  // The same text is today's activity too.
  await expect(docket.activity.getByText(member.name).first()).toBeVisible();
});

test("a busy day's Activity list scrolls in its own box, with only the entries in view in the page", async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const member = await api.memberWithPhone(guide.id, [DEMO_MEMBER.id]);
  const counted = async () =>
    Number((await docket.activity.getByText(/^\d+ activit/).textContent())?.match(/\d+/)?.[0] ?? Number.NaN);
  await expect.poll(counted).toBeGreaterThanOrEqual(0);
  const before = await counted();
  // Each note the guide writes is one of today's activities.
  const notes = 80;
  for (let batch = 0; batch < notes; batch += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post('/notes', { userId: member.id, text: `<p>Busy day note ${batch + i}</p>` }),
      ),
    );
  const total = before + notes;
  await expect(docket.activity).toContainText(`${total} activities`);

  const list = docket.activity.getByRole('list');
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  const drawn = await list.getByRole('listitem').count();
  expect(drawn).toBeLessThan(total);
  // Every drawn entry says where it stands in the whole day.
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(total));
  // The keyboard reaches the oldest: the list is in the Tab order, and End scrolls its box to the bottom.
  await expect(list).toHaveAttribute('tabindex', '0');
  await list.focus();
  await page.keyboard.press('End');
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', String(total));
  await expect.poll(() => list.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
});

// It acts on a follow-up it makes itself (a member's text): the seeded ones are other tests' to
// count, and a retry of this test must not find its row already gone.
test("'No action needed' takes the follow-up off at once, and it stays off after a reload", async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const member = await api.memberWithPhone(guide.id, [DEMO_MEMBER.id]);
  const textBacks = docket.rowsFor(member.name, 'Text back');
  await expect.poll(() => docket.badgeCount()).toBeGreaterThan(0);
  const before = await textBacks.count();
  await textFromMember(baseURL!, member.phone, 'Never mind, all sorted now.');
  await expect(textBacks).toHaveCount(before + 1);
  const badge = await docket.badgeCount();

  await docket.noActionNeededWithKeyboard(textBacks.first(), member.name);

  await expect(textBacks).toHaveCount(before);
  await expect.poll(() => docket.badgeCount()).toBe(badge - 1);
  await page.reload();
  await expect.poll(() => docket.badgeCount()).toBe(badge - 1);
  await expect(textBacks).toHaveCount(before);
  const open = (await api.openTodos(guide.id)).filter(
    (todo) => todo.memberId === member.id && todo.type === 'TEXT_BACK',
  );
  expect(open).toHaveLength(before);
});

test('a refused change comes back and shows the error toast', async ({ page, loginScreen }) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  const rosasCallBack = docket.rowsFor(rosa, 'Call back');
  await expect(rosasCallBack).toHaveCount(1);
  // The server answers this one write with a 500 (the sync worker's requests go through the page's routing).
  await page.route('**/api/users/*/todos/*/snooze', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 500,
        message: 'Internal Server Error',
        userMessage: 'The docket is resting.',
        errors: [],
        timestamp: new Date().toISOString(),
        path: '/api/users/x/todos/y/snooze',
      }),
    }),
  );

  await docket.noActionNeededWithKeyboard(rosasCallBack, rosa);

  const toast = page.getByRole('alert').filter({ hasText: 'An error has occurred.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The docket is resting.');
  await expect(rosasCallBack).toHaveCount(1);
});

/*
 * A real network cut for the worker's socket. Chromium's offline emulation does not close an open
 * WebSocket: it holds its frames and hands them over when back online, which would let the socket
 * deliver everything and prove nothing. (Playwright cannot route a worker's WebSocket either.) So
 * the page stays offline until the socket's heartbeat times out (socket.io: 25 s ping interval +
 * 20 s timeout) and the socket closes, exactly as on a dead network; the changes made meanwhile can
 * then only come back through the change log.
 */
test('offline drops the socket at once and back online it reconnects and catches up, nothing lost', async ({
  page,
  loginScreen,
  baseURL,
  consoleGuard,
}) => {
  // Offline, the browser reports the requests it could not send (the app's lazily loaded parts too).
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect.poll(() => sockets.length).toBe(1);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const member = await api.memberWithPhone(guide.id, [DEMO_MEMBER.id]);
  const textBacks = docket.rowsFor(member.name, 'Text back');
  const texts = await textBacks.count();
  const done = (await api.openTodos(guide.id)).find((todo) => todo.type === 'CALL_AUDIT' && todo.member);
  if (!done?.member) throw new Error('The demo guide has no open call review');
  const reviews = docket.rowsFor(done.member.name, 'Review call');
  const reviewCount = await reviews.count();

  await page.context().setOffline(true);
  await textFromMember(baseURL!, member.phone, 'Are we still on for Thursday?');
  await api.completeTodo(guide.id, done.id);
  await expect(textBacks).toHaveCount(texts);
  await expect(reviews).toHaveCount(reviewCount);
  // The engine looks at the network once a second.
  await page.waitForTimeout(1_500);

  // Back online, a new socket connects at once (not when socket.io's heartbeat gives the old one
  // up, up to 45 s after the network went) and the engine reads what it missed from the change log.
  const healed = page.waitForRequest((request) => request.url().includes('/api/sync/changes?'), { timeout: 5_000 });
  await page.context().setOffline(false);
  await healed;
  expect(sockets).toHaveLength(2);
  await expect(textBacks).toHaveCount(texts + 1);
  await expect(reviews).toHaveCount(reviewCount - 1);
});

test("the benchmark's switch runs the same engine on the main thread, with the same docket", async ({
  page,
  loginScreen,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('syncEngine', 'main'));
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);

  await expect(docket.rowsFor(rosa, 'Call back')).toHaveCount(1);
  await expect.poll(() => docket.badgeCount()).toBeGreaterThanOrEqual(12);
  expect(page.workers()).toEqual([]);
});

test('the docket speaks Spanish', async ({ page, loginScreen }) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);

  await page.getByLabel('Language').selectOption('es');

  await expect(page.getByRole('tab', { name: /^Seguimiento/ })).toHaveAttribute('aria-selected', 'true');
  for (const tab of ['Eventos pendientes', 'Eventos atrasados', 'Necesidades'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  for (const header of ['Miembro', 'Evento', 'Tarea', 'Fecha / hora'])
    await expect(docket.columnHeader(header)).toBeVisible();
  await expect(docket.filter('Mensajes de texto')).toBeChecked();
  await expect(docket.rowsFor(rosa, 'Devolver llamada')).toHaveCount(1);
  await expect(docket.followUps.getByRole('cell', { name: 'Llamada', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Actividad' })).toBeVisible();
});
