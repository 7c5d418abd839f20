/**
 * Update Voicemail Greeting from the profile menu, against the real server: a file that is not
 * mpeg, m4a or wav is refused in the dialog's words; a WAV uploads with its states and becomes the
 * guide's greeting. Spanish, and axe with the dialog open.
 */
import { wavBytes } from '../../server/files/testing.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a guide uploads a WAV greeting; another type is refused; in Spanish; axe finds no serious issue', async ({
  page,
  loginScreen,
}, testInfo) => {
  await new MemberPageScreen(page).signIn(loginScreen);
  await page.getByRole('button', { name: `Profile menu for ${fullName(guide)}` }).click();
  await page.getByRole('menuitem', { name: 'Update Voicemail Greeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voicemail greeting' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, testInfo, 'voicemail greeting dialog');

  const input = dialog.getByLabel('Greeting audio');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog).toContainText('Invalid audio file type');
  await input.setInputFiles({ name: 'hello.wav', mimeType: 'audio/wav', buffer: Buffer.from(wavBytes()) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Voicemail uploaded successfully');
  // The state returns to idle after 3 s.
  await expect(dialog.getByRole('status')).toHaveText('', { timeout: 6000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('button', { name: `Menú de perfil de ${fullName(guide)}` }).click();
  await page.getByRole('menuitem', { name: 'Actualizar saludo del buzón de voz' }).click();
  await expect(page.getByRole('dialog', { name: 'Saludo del buzón de voz' })).toBeVisible();
});
