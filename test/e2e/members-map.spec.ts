/**
 * The members map against the real server (spec part 3 "Members map"): the member list switched
 * to the map draws a WebGL canvas (deck.gl on SwiftShader) and lists the clusters in view beside
 * it; a cluster's button zooms into it, a member's button opens their card and the member page.
 * Nothing is fetched from outside the machine (no tiles). Accessible, and in Spanish.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { CHROMIUM_ARGS, FULL_CHROMIUM, SOFTWARE_WEBGL_ARGS } from './chromium.ts';
import { expect, test } from './fixtures.ts';
import { MemberListScreen } from './member-list-screen.ts';

// Only this file's worker pays for software WebGL (a browser launched with these flags).
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: [...CHROMIUM_ARGS, ...SOFTWARE_WEBGL_ARGS] } });

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

class MembersMap {
  readonly region;
  readonly canvas;
  readonly sideList;
  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /^(Members map|Mapa de miembros)$/ });
    this.canvas = this.region.locator('canvas');
    this.sideList = page.getByRole('navigation', {
      name: /^(Clusters and members in view|Grupos y miembros a la vista)$/,
    });
  }
  clusters() {
    return this.sideList.getByRole('button', { name: /^(Cluster of|Grupo de) \d+ / });
  }
  members() {
    return this.sideList.getByRole('button').filter({ hasNotText: /^(Cluster of|Grupo de) / });
  }
}

test('switching to the map shows clusters; a cluster zooms in and a member opens, with nothing fetched from outside', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:')
      hosts.add(url.hostname);
  });
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const map = new MembersMap(page);
  await expect(map.canvas).toBeVisible({ timeout: 30_000 });
  await expect(map.clusters().first()).toBeVisible({ timeout: 30_000 });
  const size = (name: string) => Number(/\d+/.exec(name)?.[0] ?? 0);
  const first = size((await map.clusters().first().textContent()) ?? '');
  expect(first).toBeGreaterThan(1);

  // Zoom in through the clusters' buttons until members stand alone.
  for (let i = 0; i < 8 && (await map.members().count()) === 0; i++) {
    const before = (await map.sideList.textContent()) ?? '';
    await map.clusters().first().click();
    await expect.poll(async () => (await map.sideList.textContent()) ?? '', { timeout: 15_000 }).not.toBe(before);
  }
  const member = map.members().first();
  await expect(member).toBeVisible();
  const name = ((await member.textContent()) ?? '').split('·')[0]!.trim();
  await member.click();
  const card = page.getByRole('region', { name: 'Chosen member' });
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByText('Guide', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Open member page' }).click();
  await expect(page).toHaveURL(/\/member-list\/guide\/[^/]+\/member\/[^/]+/);

  expect([...hosts].filter((host) => !LOCAL_HOST.test(host))).toEqual([]);
});

test('the list beside the map is accessible, and the map speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  test.setTimeout(120_000);
  const list = new MemberListScreen(page);
  await list.signInAsGuide(loginScreen);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = new MembersMap(page);
  await expect(map.clusters().first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, testInfo, 'members map');

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('button', { name: 'Mapa', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Mostrar miembros como' })).toBeVisible();
  await expect(map.sideList).toBeVisible();
  await expect(map.clusters().first()).toHaveText(/^Grupo de \d+ miembros$/);
  await expectAccessible(page, testInfo, 'members map in Spanish');
});

test('a list left open keeps the map drawn out of sight: switching shows it and asks the server for nothing', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(120_000);
  const mapReads: string[] = [];
  const isMapRead = (url: string) => /\/api\/users\?.*forMap=true/.test(url);
  const list = new MemberListScreen(page);
  // The list asks for the map's members itself once it has been idle a while (usePreparedMap).
  const prepared = page.waitForResponse((response) => isMapRead(response.url()), { timeout: 30_000 });
  await list.signInAsGuide(loginScreen);
  expect((await prepared).ok()).toBe(true);
  page.on('request', (request) => {
    if (isMapRead(request.url())) mapReads.push(request.url());
  });
  // The map is then kept drawn out of sight: no region for the keyboard or a screen reader, the list usable under it.
  const map = new MembersMap(page);
  await expect(page.locator('section[inert] [data-drawn]')).toHaveCount(1, { timeout: 30_000 });
  await expect(map.region).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Member list' })).toBeVisible();
  await expectAccessible(page, testInfo, 'member list with the map kept');

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map.region.locator('[data-drawn]')).toBeVisible();
  await expect(map.clusters().first()).toBeVisible();
  expect(mapReads).toEqual([]);
});
