/**
 * Editing a member's contact and personal information from Member info against the real server:
 * phone numbers (a bad number refused in the dialog, writing nothing), addresses, a change made in
 * one browser showing live in another, the member file updates, axe with a dialog open, and
 * Spanish. Each test changes a member of another guide with data it makes itself (unique texts).
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import {
  freshPhoneNumber,
  MemberInfoScreen,
  memberToEdit,
  openInSecondBrowser,
  phonesOf,
  shownPhone,
} from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a phone number: a bad number is refused and writes nothing, then added, edited and deleted after asking', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
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

test('closing a changed dialog asks before discarding; axe finds no serious issue with it open', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await info.button('Add phone number').click();
  await info.field('Description').fill('Work');
  await expectAccessible(page, testInfo, 'phone dialog');

  await page.keyboard.press('Escape');
  await expect(info.confirmation).toContainText(
    'You have unsaved changes. Are you sure you want to close without saving?',
  );
  await info.confirmation.getByRole('button', { name: 'Keep editing' }).click();
  await expect(info.field('Description')).toHaveValue('Work');
  await info.dialog.getByRole('button', { name: 'Cancel' }).click();
  await info.confirmation.getByRole('button', { name: 'Close without saving' }).click();
  await expect(info.dialog).toHaveCount(0);
});

test('an address is added and set as primary, and the change shows live in another open page', async ({
  page,
  browser,
  baseURL,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  const { context: other, info: otherInfo } = await openInSecondBrowser(browser, baseURL!, guide.id, member);

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

  await info.button(`Set as primary: ${line1}, Springfield, IL 62701`).click();
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

test('personal information: the preferred name and pronouns are edited, shown, and live in another open page; axe with the dialog open', async ({
  page,
  browser,
  baseURL,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  const { context: other, info: otherInfo } = await openInSecondBrowser(browser, baseURL!, guide.id, member);

  const preferredName = `Pat ${Date.now() % 100000}`;
  const pronouns = (await info.personal('Pronouns').textContent()) === 'he/him/his' ? 'they/them/theirs' : 'he/him/his';
  const edit = info.button('Edit personal information');
  await edit.click();
  await expect(info.dialog).toHaveAccessibleName('Edit personal information');
  await info.field('Preferred name').fill(preferredName);
  await info.field('Pronouns').selectOption(pronouns);
  await expectAccessible(page, testInfo, 'personal information dialog');

  await info.save();
  await expect(info.toast('Personal information updated successfully')).toBeVisible();
  await expect(info.dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(info.personal('Preferred name')).toHaveText(preferredName);
  await expect(info.personal('Pronouns')).toHaveText(pronouns);
  // The other page shows them without a reload.
  await expect(otherInfo.personal('Preferred name')).toHaveText(preferredName);
  await expect(otherInfo.personal('Pronouns')).toHaveText(pronouns);
  await other.close();
});

test('the member file updates dialog lists an edit, newest first, with who, the fields and their values in words; axe with it open', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  const preferredName = `Sam ${Date.now() % 100000}`;
  const before = await info.personal('Preferred name').textContent();
  const pronouns =
    (await info.personal('Pronouns').textContent()) === 'she/her/hers' ? 'they/them/theirs' : 'she/her/hers';
  await info.button('Edit personal information').click();
  await info.field('Preferred name').fill(preferredName);
  await info.field('Pronouns').selectOption(pronouns);
  await info.save();
  await expect(info.toast('Personal information updated successfully')).toBeVisible();

  const open = info.button('Member file updates');
  await open.click();
  await expect(info.dialog).toHaveAccessibleName('Member file updates');
  const newest = info.fileUpdates().first();
  await expect(newest).toContainText('Personal information: Updated');
  await expect(newest).toContainText(`by ${guide.firstName} ${guide.lastName}`);
  await expect(newest.locator('dt').filter({ hasText: /^Preferred name$/ })).toBeVisible();
  // Old value -> new value (a screen reader hears 'changed to' in place of the arrow).
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const oldName = before === 'Not recorded' ? '(none)' : (before ?? '');
  await expect(newest.locator('dd').filter({ hasText: preferredName })).toHaveText(
    new RegExp(`^${escape(oldName)} changed to ${escape(preferredName)}$`),
  );
  await expect(newest.locator('dd').filter({ hasText: new RegExp(`changed to ${escape(pronouns)}$`) })).toBeVisible();
  await expectAccessible(page, testInfo, 'member file updates dialog');

  await info.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(info.dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
