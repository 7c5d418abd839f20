import { expectAccessible } from './axe.ts';
import { accessTokenOf, DocketScreen, GuideApi, textFromMember } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

test.describe('the notification centre', () => {
  test('a text from a member reaches the guide’s panel live; it is marked read, unread and deleted', async ({
    page,
    loginScreen,
    baseURL,
  }, testInfo) => {
    const docket = new DocketScreen(page);
    await docket.signInAsGuide(loginScreen);
    const api = new GuideApi(baseURL!, await accessTokenOf(page));
    const member = await api.memberWithPhone(DEMO_ACCOUNTS.guide.id, []);

    const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Unread only' }).click();
    const item = panel.locator('li').filter({ hasText: `${member.name} sent you a text message` });
    const before = await item.count();

    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await textFromMember(baseURL!, member.phone, 'Can you call me back?');
    await expect(item).toHaveCount(before + 1);
    // The header's badge counts it at once.
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
    await expect(panel.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expectAccessible(page, testInfo, 'the notification panel');

    const newest = item.first();
    await newest.getByRole('button', { name: 'Mark as read: New text message' }).click();
    // Unread only: it leaves the list once read, and the badge's count drops.
    await expect(item).toHaveCount(before);
    await expect(bell).toHaveAttribute(
      'aria-label',
      unreadBefore === 0 ? 'Notifications' : `Notifications, ${unreadBefore} unread`,
    );
    await panel.getByRole('button', { name: 'All', exact: true }).click();
    const anyItem = panel.locator('li').filter({ hasText: `${member.name} sent you a text message` });
    const readOne = anyItem
      .filter({ has: page.getByRole('button', { name: 'Mark as unread: New text message' }) })
      .first();
    await expect(readOne).toBeVisible();
    const total = await anyItem.count();
    await readOne.getByRole('button', { name: 'Mark as unread: New text message' }).click();
    await expect(anyItem.first().getByRole('button', { name: 'Mark as read: New text message' })).toBeVisible();
    await anyItem.first().getByRole('button', { name: 'Delete New text message' }).click();
    await expect(anyItem).toHaveCount(total - 1);

    // Opening one goes to its member.
    await textFromMember(baseURL!, member.phone, 'Thanks!');
    await expect(anyItem).toHaveCount(total);
    await anyItem
      .first()
      .getByRole('button', { name: /New text message/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/member/${member.id}`));
  });

  test('says so when there is nothing unread, in English and Spanish', async ({ page, loginScreen }) => {
    await loginScreen.goto();
    await loginScreen.signInAs(DEMO_ACCOUNTS.provider.email);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('button', { name: 'Unread only' }).click();
    await expect(panel.getByText('No notifications found')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panelEs = page.getByRole('region', { name: 'Notificaciones' });
    await panelEs.getByRole('button', { name: 'Solo no leídas' }).click();
    await expect(panelEs.getByText('No se encontraron notificaciones')).toBeVisible();
  });
});
