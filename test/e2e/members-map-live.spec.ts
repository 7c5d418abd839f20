/**
 * The members map follows the server live (issue #35): a member's status changed in another browser
 * (a supervisor's own status change, approved as it is made) recolours their point on the guide's
 * open map. The colour is WebGL pixels; the test reads the same change in the accessible list
 * beside the map, which shows each member's status beside their name.
 */
import { CHROMIUM_ARGS, FULL_CHROMIUM, SOFTWARE_WEBGL_ARGS } from './chromium.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { statusName } from './member-page-screen.ts';
import { MemberListScreen } from './member-list-screen.ts';
import { ATTEMPTED, NEWLY_ENGAGED, OUTREACH_STAGE } from './status-change-request-screen.ts';

test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: [...CHROMIUM_ARGS, ...SOFTWARE_WEBGL_ARGS] } });

interface MapRow {
  id: string;
  name: string;
  coords: { lat: number; lng: number } | null;
  memberStatusId: number | null;
  memberStageId: number | null;
}

test('a status changed in another browser recolours the member on the open map', async ({
  page,
  loginScreen,
  keptSessions,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const { data } = await api.get<{ data: MapRow[] }>('/users?forMap=true&showOnlyMyMembers=true');
  // A located outreach member whose name no other member of the guide shares, not yet attempted.
  const names = new Map<string, number>();
  for (const row of data) names.set(row.name, (names.get(row.name) ?? 0) + 1);
  const candidates = data.filter(
    (row) =>
      row.coords &&
      names.get(row.name) === 1 &&
      row.memberStageId === OUTREACH_STAGE &&
      row.memberStatusId !== ATTEMPTED &&
      row.memberStatusId !== NEWLY_ENGAGED,
  );
  const member = candidates[Date.now() % Math.max(1, candidates.length)];
  if (!member) throw new Error('No located outreach member of the demo guide');
  const before = await statusName(api, member.memberStatusId);
  const after = await statusName(api, ATTEMPTED);

  // The county outlines (~800 kB) are a chunk of their own, fetched only once the map is zoomed in (zoom 6).
  const counties: string[] = [];
  page.on('request', (request) => {
    if (/counties-10m[^/]*\.js$/.test(request.url())) counties.push(request.url());
  });
  const loaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /counties-10m[^/]*\.js$/.test(entry.name)),
    );
  expect(await loaded()).toBe(false);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await list.search.fill(member.name);
  const sideList = page.getByRole('navigation', { name: 'Clusters and members in view' });
  const point = sideList.getByRole('button', {
    name: new RegExp(`^${member.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`),
  });
  await expect(point).toHaveText(`${member.name} · ${before}`, { timeout: 30_000 });
  // One member: the map fits them at zoom 10, where the counties are drawn.
  await expect.poll(async () => counties.length > 0 || (await loaded()), { timeout: 15_000 }).toBe(true);

  // The supervisor, in a browser of their own, changes the member's status (approved as it is made).
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await new LoginScreen(other, { keptSessions, baseURL: baseURL! }).enterAs(DEMO_ACCOUNTS.supervisor.email);
    await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const supervisor = new GuideApi(baseURL!, await accessTokenOf(other));
    await supervisor.post('/users/member-status-change-request', {
      memberId: member.id,
      memberStatusId: ATTEMPTED,
      effectiveAt: Date.now() - 60_000,
      creatorComment: 'No answer after two attempts',
    });
  } finally {
    await context.close();
  }
  await expect(point).toHaveText(`${member.name} · ${after}`, { timeout: 20_000 });
});
