/**
 * The resource hub against the real server and the seeded directory: a guide opens it from a
 * member's page, searches by the member's zip code and a service, opens a program and refers the
 * member to it on one of their actions in one step; the zip code is remembered; the hub in
 * Spanish searches by terms; axe on the results and the program's detail.
 */
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NeedsApi, ResourceHubScreen, takeMember } from './resource-hub-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a guide searches by zip code and service, opens a program and refers the member on an action', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const hub = new ResourceHubScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const needs = new NeedsApi(api);
  const member = await takeMember(api);
  const zip = (await api.get<{ addresses: { zip: string }[] }>(`/users/${member.id}`)).addresses[0]?.zip ?? '60608';
  const need = await needs.createNeed(member.id, 'food-insecurity');
  await needs.addAction(need.id, 'Talked about food options');

  await screen.open(guide.id, member);
  await page.getByRole('link', { name: 'Find resources' }).click();
  await expect(hub.heading).toBeVisible();
  await expect(page.getByText(`Referring for ${member.name}`)).toBeVisible();
  await hub.zipcode.fill(zip);
  await hub.chooseServices('Food: Meals');
  const mealsOnWheels = hub.program(/^Meals on Wheels /);
  await expect(mealsOnWheels).toBeVisible();
  // Every program listed offers meals.
  const services = hub.programs.locator('tbody tr td:nth-child(2)');
  await expect.poll(async () => (await services.allInnerTexts()).every((text) => text.includes('Meals'))).toBe(true);
  await expectAccessible(page, testInfo, 'resource hub results');

  await mealsOnWheels.click();
  await expect(hub.dialog.getByRole('heading', { name: /^Meals on Wheels / })).toBeVisible();
  await expect(hub.dialog).toContainText('Hot, nutritious meals delivered at home');
  await expectAccessible(page, testInfo, 'program detail');
  await hub.dialog.getByRole('button', { name: 'Refer to this program' }).click();
  await expect(hub.dialog.getByText('Choose the action this referral belongs to.')).toBeVisible();
  await hub.dialog.getByLabel('Action').selectOption({ index: 1 });
  await hub.dialog.getByRole('button', { name: 'Refer to this program' }).click();
  await expect(page.getByText('Referral created successfully')).toBeVisible();
  await expect(hub.dialog).toBeHidden();

  const referrals = await api.get<{
    data: { needId: string; resourceName: string; programId: string | null; zipcode: string | null }[];
  }>(`/care/user-needs/referrals?memberId=${member.id}`);
  expect(referrals.data).toContainEqual(
    expect.objectContaining({
      needId: need.id,
      resourceName: expect.stringMatching(/^Meals on Wheels /),
      programId: expect.any(String),
    }),
  );

  // The zip code is kept in local storage for the next search.
  await page.goto('/resource-hub');
  await expect(hub.zipcode).toHaveValue(zip);
});

test('the hub in Spanish finds programs by terms, with the services in Spanish', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const hub = new ResourceHubScreen(page);
  await screen.signIn(loginScreen);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/resource-hub');
  await expect(hub.heading).toHaveText('Centro de recursos');
  await hub.zipcode.fill('60608');
  await hub.terms.fill('legal aid');
  await expect(hub.program(/^Legal Aid Clinic$/)).toBeVisible();
  await expect(hub.programs).toContainText('Defensa y asistencia legal');
  await hub.zipcode.fill('6060');
  await expect(page.getByText('El código postal debe tener 5 dígitos.')).toBeVisible();
});
