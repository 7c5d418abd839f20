/**
 * The first load on a phone: the page's data is asked for once, by the inline script in
 * index.html while the JavaScript downloads, in the reader's language; scripts and styles come
 * compressed.
 */
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './consent-site.ts';

test.use({ ...PHONE });

function countRequests(page: Page, part: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.count += 1;
  });
  return seen;
}

test('the welcome page asks for the link once, before its script has even arrived', async ({ page, site, consent }) => {
  const { key } = await consent.newMemberLink();
  const links = countRequests(page, '/api/consent/links/');
  // The scripts are held until the link is asked for: only the page itself can be asking.
  const asked = page.waitForRequest((request) => request.url().includes('/api/consent/links/'));
  await page.route('**/assets/*.js', async (route) => {
    await asked;
    await route.continue();
  });
  await site.open(key);
  await expect(site.heading('Welcome')).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(3);
  expect(links.count).toBe(1);
});

test('a term page asks for its form once, in the language the reader chose earlier', async ({
  page,
  site,
  consent,
}) => {
  const { key } = await consent.newMemberLink();
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  const forms = countRequests(page, '/api/consent/form/');
  await site.open(key, '/tcpa-text-messaging');
  await expect(site.heading('Consentimiento para mensajes de texto (TCPA)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  expect(forms.count).toBe(1);

  // Later calls go to the network: switching the language fetches the term again.
  await page.getByLabel('Idioma').selectOption('en');
  await expect(site.heading('Text Message Consent (TCPA)')).toBeVisible();
  expect(forms.count).toBe(2);
});

test('the page inlines its styles and gets its scripts compressed', async ({ page, site, consent }) => {
  const { key } = await consent.newMemberLink();
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
  });
  const stylesheets = countRequests(page, '.css');
  await site.open(key);
  await expect(site.heading('Welcome')).toBeVisible();
  expect(stylesheets.count).toBe(0);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
});
