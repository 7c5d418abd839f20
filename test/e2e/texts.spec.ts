/**
 * Texts against the real server and the simulated carrier: a text from a template with an
 * attachment goes out and shows Delivered when the carrier's receipts arrive; a text to a landline
 * shows the Failed chip with the carrier's code; the member texts STOP (through the SMS simulator),
 * the banner shows and sending to that number is refused, START restores it. Spanish, and axe with
 * the dialog open.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { textFromMember } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { addPhone, PIXEL_PNG, sendTextByApi, TextDialogScreen, uniqueNumber } from './texts-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const OPTED_OUT =
  'This Member texted STOP for do not contact. Instruct member to text START to opt back in and receive text messages.';

test('a text from a template with an attachment is delivered; a landline fails with its code; STOP blocks the number and START restores it', async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const texts = new TextDialogScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const mobile = uniqueNumber('7777');
  const landline = uniqueNumber('0006');
  const mobileId = await addPhone(api, member.id, mobile, 'Texts');
  const landlineId = await addPhone(api, member.id, landline, 'Home line');
  await screen.open(guide.id, member);

  // A template whose variable the guide's record lacks: the warning, and Send Anyway.
  await texts.open();
  await texts.choosePhone(mobileId);
  await texts.useTemplate('introductions', 'intro-missed');
  await expect(texts.message()).toHaveValue(
    /Sorry I missed you! Please text me back or call me at \{\{guidePhoneNumber\}\}\./,
  );
  await expect(texts.dialog).toContainText(
    'Some template variables are missing: guidePhoneNumber. The message may appear incomplete.',
  );
  const unique = `Ref ${Date.now()}`;
  await texts.message().fill((await texts.message().inputValue()).replace('{{guidePhoneNumber}}', unique));
  await expect(texts.button('Send')).toBeVisible();
  await texts.message().fill(`${await texts.message().inputValue()} {{guidePhoneNumber}}`);
  await texts.attach('pixel.png', PIXEL_PNG, 'image/png');
  await texts.button('Send Anyway').click();
  await expect(texts.toast('Message sent successfully')).toBeVisible();
  await expect(texts.dialog).toHaveCount(0);
  const sent = screen.entry(unique);
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('link', { name: 'pixel.png' })).toBeVisible();
  await expect(sent).toContainText('Delivered', { timeout: 15_000 });

  // To the landline: the carrier's receipt fails it, with its code.
  const toLandline = `Landline ${Date.now()}`;
  await texts.open();
  await texts.choosePhone(landlineId);
  await texts.message().fill(toLandline);
  await texts.button('Send').click();
  await expect(texts.dialog).toHaveCount(0);
  const failed = screen.entry(toLandline);
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(failed).toContainText('30006: Landline does not support SMS');

  // The member texts STOP: the banner shows and the server refuses the number (the STOP also rejects the
  // texting consent, so the speed dial's Text message says why it is unavailable).
  await textFromMember(baseURL ?? '', mobile, 'STOP');
  const banner = page.getByText(/The member texted STOP from/);
  await expect(banner).toBeVisible();
  const refused = await sendTextByApi(api, member.id, mobileId, 'Are you there?');
  expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: OPTED_OUT }) });

  // START restores the number.
  await textFromMember(baseURL ?? '', mobile, 'START');
  await expect(banner).toHaveCount(0);
  expect((await sendTextByApi(api, member.id, mobileId, 'Welcome back')).status).toBe(200);
});

test('the text dialog speaks Spanish, refuses an empty text, and axe finds no serious issue with it open', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const texts = new TextDialogScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  // Not the member the other test has text STOP (which rejects their texting consent).
  const stopped = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id, stopped.id]);
  await addPhone(api, member.id, uniqueNumber('7777'), 'Textos');
  await screen.open(guide.id, member);

  await texts.open('Mensaje de texto');
  await expectAccessible(page, testInfo, 'text message dialog');
  await texts.button('Enviar').click();
  await expect(texts.dialog).toContainText('El mensaje es obligatorio.');
  await texts.attach('setup.exe', Buffer.from('MZ'), 'application/x-msdownload');
  await expect(texts.dialog).toContainText('No se admite el tipo de archivo application/x-msdownload');
});
