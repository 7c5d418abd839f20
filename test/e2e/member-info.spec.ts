/**
 * Editing a member's contact and personal information from Member info against the real server:
 * phone numbers (a bad number refused in the dialog, writing nothing), addresses, a change made in
 * one browser showing live in another, the member file updates, axe with a dialog open, and
 * Spanish. Each test changes a member of another guide with data it makes itself (unique texts).
 */
import AxeBuilder from '@axe-core/playwright';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { freshPhoneNumber, MemberInfoScreen, memberToEdit, phonesOf, shownPhone } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a phone number: a bad number is refused and writes nothing, then added, edited and deleted after asking', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  const before = await phonesOf(api, member.id);
  const number = freshPhoneNumber();
  const description = `Cell ${Date.now() % 100000}`;

  const add = info.button('Add phone number');
  await add.click();
  await expect(info.dialog).toHaveAccessibleName('Add phone number');
  await info.field('Phone number').fill('555 123');
  await info.field('Description').fill(description);
  await info.save();
  await expect(info.dialog.getByText('Phone number requires 10 digits.')).toBeVisible();
  await expect(info.field('Phone number')).toHaveAttribute('aria-invalid', 'true');
  expect(await phonesOf(api, member.id)).toEqual(before);

  await info.field('Phone number').fill(shownPhone(number));
  await info.save();
  await expect(info.toast('Phone number added successfully')).toBeVisible();
  await expect(info.dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(info.phone(number)).toContainText(description);

  // Edit: the number is read-only; the description changes.
  await info.button(`Edit phone number ${shownPhone(number)}`).click();
  await expect(info.field('Phone number')).toHaveAttribute('readonly', '');
  await info.field('Description').fill(`${description} b`);
  await info.save();
  await expect(info.toast('Phone number updated successfully')).toBeVisible();
  await expect(info.phone(number)).toContainText(`${description} b`);

  // Delete asks first; Cancel keeps it.
  await info.button(`Delete phone number ${shownPhone(number)}`).click();
  await expect(info.confirmation).toContainText(shownPhone(number));
  await info.confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(info.phone(number)).toBeVisible();
  await info.button(`Delete phone number ${shownPhone(number)}`).click();
  await info.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(info.toast('Phone number deleted successfully')).toBeVisible();
  await expect(info.phone(number)).toHaveCount(0);
  expect((await phonesOf(api, member.id)).map((phone) => phone.number)).not.toContain(number);
});

test('closing a changed dialog asks before discarding; axe finds no serious issue with it open', async ({ page, loginScreen }, testInfo) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await info.button('Add phone number').click();
  await info.field('Description').fill('Work');
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length) await testInfo.attach('axe phone dialog', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(info.confirmation).toContainText('You have unsaved changes. Are you sure you want to close without saving?');
  await info.confirmation.getByRole('button', { name: 'Keep editing' }).click();
  await expect(info.field('Description')).toHaveValue('Work');
  await info.dialog.getByRole('button', { name: 'Cancel' }).click();
  await info.confirmation.getByRole('button', { name: 'Close without saving' }).click();
  await expect(info.dialog).toHaveCount(0);
});

test('an address is added and set as primary, and the change shows live in another open page', async ({ page, browser, baseURL, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  // A second browser, signed in as the supervisor, with the same page open.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const otherScreen = new MemberPageScreen(otherPage);
  await otherScreen.signIn(new LoginScreen(otherPage), DEMO_ACCOUNTS.supervisor);
  await otherScreen.open(guide.id, member);
  const otherInfo = new MemberInfoScreen(otherPage);

  const line1 = `${Date.now() % 100000} Test Ave`;
  await info.button('Add address').click();
  await info.field('Label').fill('Temporary');
  await info.field('Address line 1').fill(line1);
  await info.field('City').fill('Springfield');
  await info.field('State').fill('i');
  await info.field('Zip').fill('6270');
  await info.save();
  await expect(info.dialog).toContainText('State must be 2 letters.');
  await expect(info.dialog).toContainText('Zip must be 5 digits.');
  await info.field('State').fill('il');
  await info.field('Zip').fill('62701');
  await info.save();
  await expect(info.toast('Address created successfully')).toBeVisible();
  await expect(info.address(line1)).toContainText('Springfield, IL 62701');

  await info.button(`Set ${line1}, Springfield, IL 62701 as primary`).click();
  await expect(info.toast('Address set as primary successfully')).toBeVisible();
  await expect(info.address(line1)).toContainText('Primary');
  // The other page sees the new address, primary, without a reload.
  await expect(otherInfo.address(line1)).toContainText('Primary');

  // Deleting asks first.
  await info.button(`Delete address ${line1}, Springfield, IL 62701`).click();
  await info.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(info.toast('Address deleted successfully')).toBeVisible();
  await expect(otherInfo.address(line1)).toHaveCount(0);
  await other.close();
});

test('the e-mail dialog speaks Spanish, its schema messages included', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await info.button('Agregar correo electrónico').click();
  await expect(info.dialog).toHaveAccessibleName('Agregar correo electrónico');
  await info.save();
  await expect(info.dialog).toContainText('Correo electrónico es obligatorio.');
  await info.field('Correo electrónico').fill('not-an-address');
  await info.save();
  await expect(info.dialog).toContainText('El correo electrónico no es válido');
  const address = `e2e.${Date.now()}@example.org`;
  await info.field('Correo electrónico').fill(address);
  await info.field('Descripción').fill('Trabajo');
  await info.save();
  await expect(info.toast('El correo electrónico se agregó correctamente')).toBeVisible();
  await expect(info.panel.locator(`li[data-email="${address}"]`)).toContainText('Trabajo');
  await info.button(`Eliminar el correo electrónico ${address}`).click();
  await info.confirmation.getByRole('button', { name: 'Eliminar' }).click();
  await expect(info.toast('El correo electrónico se eliminó correctamente')).toBeVisible();
});
