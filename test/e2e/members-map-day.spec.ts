/**
 * A guide's day on the map (issue #35) against the real server: the member list's map, tab 'Day
 * route', lists the day's scheduled visits and calls in time order as numbered stops with their
 * planned address (and says the lines are straight); a visit recorded in another browser turns its
 * stop done, live. WebGL by SwiftShader, as in members-map.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM, SOFTWARE_WEBGL_ARGS } from './chromium.ts';
import { dayIn, EventsApi } from './docket-events-screen.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { MemberListScreen } from './member-list-screen.ts';

test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: [...CHROMIUM_ARGS, ...SOFTWARE_WEBGL_ARGS] } });

const guide = DEMO_ACCOUNTS.guide;

interface MapRow {
  id: string;
  name: string;
  coords: { lat: number; lng: number } | null;
}

/** The day's and the night's length either side of now: "today" in any zone the guide may be in. */
const A_DAY_AND_A_HALF_MS = 36 * 3_600_000;

/**
 * Two located members of the demo guide, from the end of the list (other specs take the first ones), neither
 * visited by the guide since yesterday: a visit the seed or another spec recorded today would show the new
 * visit's stop done before this test records one.
 */
async function locatedMembers(api: GuideApi): Promise<[MapRow, MapRow]> {
  const { data } = await api.get<{ data: MapRow[] }>('/users?forMap=true&showOnlyMyMembers=true');
  const now = Date.now();
  const recent = await api.get<{ data: { memberId: string | null; interactionType: string }[] }>(
    `/interaction/guide/${guide.id}?startEpochTime=${now - A_DAY_AND_A_HALF_MS}&endEpochTime=${now + A_DAY_AND_A_HALF_MS}&page-size=500`,
  );
  const visited = new Set(recent.data.filter((row) => row.interactionType === 'visit').map((row) => row.memberId));
  const located = data.filter((row) => row.coords && !visited.has(row.id)).reverse();
  const pick = Date.now() % Math.max(1, located.length - 2);
  const [a, b] = [located[pick], located[pick + 1]];
  if (!a || !b) throw new Error('The demo guide has fewer than two located members');
  return [a, b];
}

const stops = (page: Page) => page.getByRole('list', { name: /^(Stops of the day|Paradas del día)$/ });
const stopOf = (page: Page, name: string) =>
  stops(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test('the day route numbers the scheduled visits and calls in time order; a visit recorded in another browser turns its stop done', async ({
  page,
  loginScreen,
  keptSessions,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  const api = new GuideApi(baseURL!, await accessTokenOf(page));
  const events = new EventsApi(api);
  const today = dayIn(await events.timeZone());
  const [visited, called] = await locatedMembers(api);
  const place = `Community centre ${Date.now() % 100000}`;
  const call = await events.schedule(called.id, { type: 'call', date: today, time: '06:15', note: 'Morning call' });
  const visit = await events.schedule(visited.id, {
    type: 'visit',
    date: today,
    time: '23:30',
    note: 'Evening visit',
    visitLocation: place,
  });

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.getByRole('tab', { name: 'Day route' }).click();
  await expect(page.getByText(/joined in time order by straight lines/)).toBeVisible();
  await expect(page.getByRole('img', { name: "Map of the day's stops" }).locator('canvas')).toBeVisible({
    timeout: 30_000,
  });

  // By its time too: the demo's day (and other tests) may have called this member already.
  const callStop = stopOf(page, called.name).filter({ hasText: /6:15\sAM · Call/ });
  const visitStop = stopOf(page, visited.name).filter({ hasText: place });
  await expect(callStop).toBeVisible({ timeout: 30_000 });
  await expect(visitStop).toBeVisible();
  await expect(visitStop).toContainText('To do');
  // Numbered in time order: the 6:15 call before the 11:30 pm visit.
  const number = async (stop: typeof callStop) =>
    Number(/^Stop (\d+)$/.exec((await stop.getAttribute('aria-label')) ?? '')?.[1]);
  expect(await number(callStop)).toBeLessThan(await number(visitStop));
  await expectAccessible(page, testInfo, 'day route');

  // Another browser of the guide records the visit the event planned.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await new LoginScreen(other, { keptSessions, baseURL: baseURL! }).enterAs(guide.email);
    await expect(other).toHaveURL(`/docket/guide/${guide.id}`);
    const otherApi = new GuideApi(baseURL!, await accessTokenOf(other));
    const step = 15 * 60_000;
    const start = Math.floor(Date.now() / step) * step;
    await otherApi.post('/visits', {
      subjectUserId: visited.id,
      addressId: null,
      location: place,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + step).toISOString(),
      outcomeId: null,
      scheduledEventId: visit.id,
    });
  } finally {
    await context.close();
  }
  await expect(visitStop).toContainText('Done', { timeout: 20_000 });
  await expect(callStop).toContainText('To do');
  expect(call.id).toBeTruthy();
});
