/**
 * axe on every state a member can meet, in English and Spanish, on a phone: no serious or critical
 * violation anywhere. Lesser findings are attached to the test's report.
 */
import { expect, PHONE, test } from './consent-site.ts';
import { expectAccessible } from '../axe.ts';

const TEXT = {
  en: {
    locale: 'en-US',
    welcome: 'Welcome',
    thankYou: 'Thank you!',
    expired: 'Enrollment Link Expired',
    applicationError: 'Application Error',
    identity: 'Member Identity Confirmation',
    continue: 'Continue to consent',
    save: 'Save and Continue',
    nameRequired: 'Name is required.',
    responseRequired: 'A response is required',
    loading: 'Loading',
  },
  es: {
    locale: 'es-MX',
    welcome: 'Bienvenido',
    thankYou: '¡Gracias!',
    expired: 'El enlace de inscripción ha vencido',
    applicationError: 'Error de la aplicación',
    identity: 'Confirmación de identidad del miembro',
    continue: 'Continuar al consentimiento',
    save: 'Guardar y continuar',
    nameRequired: 'El nombre es obligatorio.',
    responseRequired: 'Se requiere una respuesta',
    loading: 'Cargando',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`accessibility in ${language}`, () => {
    test.use({ ...PHONE, locale: text.locale });

    test('welcome, loading and thank-you pages', async ({ page, site, consent }, testInfo) => {
      const { key } = await consent.newMemberLink();
      // Hold the link's answer back to see the loading state.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/consent/links/**', async (route) => {
        await held;
        await route.continue();
      });
      await site.open(key);
      await expect(page.getByRole('status')).toHaveText(text.loading);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectAccessible(page, testInfo, 'loading');
      release();
      await expect(site.heading(text.welcome)).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(3);
      await expectAccessible(page, testInfo, 'welcome');

      await site.open(key, '/', 'completed=true');
      await expect(site.heading(text.thankYou)).toBeVisible();
      await expectAccessible(page, testInfo, 'thank-you');
    });

    test('term page, its choice error, and the identity form with errors', async ({
      page,
      site,
      consent,
    }, testInfo) => {
      const { key } = await consent.newMemberLink();
      await site.open(key, '/tcpa-text-messaging');
      await expect(page.getByRole('button', { name: text.save })).toBeVisible();
      await expectAccessible(page, testInfo, 'term');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.responseRequired)).toBeVisible();
      await expectAccessible(page, testInfo, 'term with its error');

      await site.open(key, '/consent-to-treat');
      await expect(page.getByRole('heading', { name: text.identity })).toBeVisible();
      await expectAccessible(page, testInfo, 'identity form');
      await page.getByRole('button', { name: text.continue }).click();
      await expect(page.getByText(text.nameRequired)).toBeVisible();
      await expectAccessible(page, testInfo, 'identity form with errors');
    });

    test('link expired and application error pages', async ({ page, site, consent, consoleGuard }, testInfo) => {
      // The server refuses the expired link (410) and the unknown term (404), as these pages need.
      consoleGuard.allow(/status of (404|410)\b.*\/api\/consent\//);
      await site.open(consent.fixture.expiredKey);
      await expect(site.heading(text.expired)).toBeVisible();
      await expectAccessible(page, testInfo, 'link expired');

      const { key } = await consent.newMemberLink();
      await site.open(key, '/no-such-consent');
      await expect(site.heading(text.applicationError)).toBeVisible();
      await expectAccessible(page, testInfo, 'application error');
    });
  });
}
