import { randomBytes } from 'node:crypto';
import { expect, PHONE, startConsentServer, test } from './consent-site.ts';

test.use({
  ...PHONE,
  // Each test here has the server refuse on purpose (an expired link 410, an unknown term 404, bad fields 400),
  // and the browser reports each refused response.
  expectedConsoleErrors: /status of (400|404|410|429)\b.*\/api\/consent\//,
});

const EXPIRED_TEXT = 'The link you are trying to access has expired. Please contact us for assistance.';

test('an expired link shows Enrollment Link Expired', async ({ page, site, consent }) => {
  await site.open(consent.fixture.expiredKey);
  await expect(site.heading('Enrollment Link Expired')).toBeVisible();
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
  await site.open(consent.fixture.expiredKey, '/consent-to-treat');
  await expect(site.heading('Enrollment Link Expired')).toBeVisible();
});

test('a link without a key shows Enrollment Link Expired, on every page', async ({ page, site }) => {
  await site.open(null);
  await expect(site.heading('Enrollment Link Expired')).toBeVisible();
  await site.open(null, '/tcpa-text-messaging');
  await expect(page.getByText(EXPIRED_TEXT)).toBeVisible();
});

test('an unknown term shows Application Error', async ({ page, site, consent }) => {
  const { key } = await consent.newMemberLink();
  await site.open(key, '/no-such-consent');
  await expect(site.heading('Application Error')).toBeVisible();
  await expect(
    page.getByText('The form you are trying to access does not exist. Please contact us for assistance.'),
  ).toBeVisible();
});

test('fields are checked on blur and the choice is required', async ({ page, site, consent }) => {
  const { key } = await consent.newMemberLink();
  await site.open(key, '/consent-to-treat');
  const name = site.field(/^Name/);
  await name.fill('R');
  await name.blur();
  expect(await site.errorOf(name)).toBe('Name must be at least 2 characters.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Rosa');
  expect(await site.errorOf(name)).toBe('');

  const dob = site.field(/^Date of birth/);
  await dob.fill('4/1/61');
  await dob.blur();
  expect(await site.errorOf(dob)).toBe('Date of birth must be at least 8 characters.');
  const email = site.field(/^E-mail/);
  await email.fill('rosa@');
  await email.blur();
  expect(await site.errorOf(email)).toBe('Email is not valid');

  await dob.fill('04/01/1961');
  await email.fill('');
  await page.getByRole('button', { name: 'Continue to consent' }).click();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  const group = page.getByRole('radiogroup', { name: /Your answer/ });
  await expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(await site.errorOf(group)).toBe('A response is required');
  await expect(page.getByRole('radio').first()).toBeFocused();
});

test("the server's validation errors appear on the right fields", async ({ page, site, consent }) => {
  const { key } = await consent.newMemberLink();
  await site.open(key, '/consent-to-treat');
  // Both pass the page's own checks (length only); the server knows they are not real.
  await site.fillIdentity({ name: 'Rosa Delgado', dateOfBirth: '13/45/1961', zip: '606' });
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/consent/form/identity'));
  await page.getByRole('button', { name: 'Continue to consent' }).click();
  expect((await posted).status()).toBe(400);
  const zip = site.field(/^Zip code/);
  const dob = site.field(/^Date of birth/);
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  expect(await site.errorOf(zip)).toBe('Enter a 5-digit zip code.');
  expect(await site.errorOf(dob)).toBe('Enter a real date of birth as MM/DD/YYYY.');
  expect(await site.errorOf(site.field(/^Name/))).toBe('');
  await expect(dob).toBeFocused();

  await zip.fill('60601');
  await dob.fill('12/31/1961');
  await page.getByRole('button', { name: 'Continue to consent' }).click();
  await expect(page.getByRole('radiogroup', { name: /Your answer/ })).toBeVisible();
});

test('1,000 random keys find nothing, hit the rate limit, and the site shows the expired page', async ({
  browser,
  playwright,
}) => {
  // A server of its own: the guessing address is shut out of the public endpoints afterwards.
  const server = await startConsentServer();
  try {
    const api = await playwright.request.newContext({ baseURL: server.t.baseUrl });
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 1000; i++) {
      const res = await api.get(`/api/consent/links/${randomBytes(32).toString('base64url')}`);
      statuses[res.status()] = (statuses[res.status()] ?? 0) + 1;
    }
    expect(Object.keys(statuses).sort()).toEqual(['404', '429']);
    expect(statuses[429]).toBeGreaterThan(900);
    await api.dispose();

    const context = await browser.newContext({ ...PHONE, baseURL: server.t.baseUrl });
    const page = await context.newPage();
    await page.goto(`/consent/?key=${server.fixture.key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Link Expired' })).toBeVisible();
    await context.close();
  } finally {
    await server.t.close();
  }
});
