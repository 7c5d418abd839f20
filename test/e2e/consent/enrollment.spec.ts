import { expect, PHONE, test } from './consent-site.ts';

test.use({ ...PHONE });

const ROSA = {
  name: 'Rosa Delgado',
  dateOfBirth: '04/12/1961',
  email: 'rosa@example.org',
  line1: '12 Oak St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
};

type StaffTerm = {
  key: string;
  consented: boolean | null;
  history: { consented: boolean; languageCode: string; consentLinkId: string | null; ipAddress: string }[];
};

test('a member confirms identity, accepts one term, rejects another, and staff see both answers', async ({
  page,
  site,
  consent,
}) => {
  const { memberId, key } = await consent.newMemberLink();
  await site.open(key);
  await expect(site.heading('Welcome')).toBeVisible();
  const list = page.getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Pending');

  await page.getByRole('link', { name: 'Begin Enrollment' }).click();
  await expect(site.heading('Consent to Treat')).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member Identity Confirmation' })).toBeVisible();
  await site.fillIdentity(ROSA);
  await page.getByRole('button', { name: 'Continue to consent' }).click();

  await page.getByRole('radio', { name: 'I agree to receive care coordination services.' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  await expect(site.heading('Text Message Consent (TCPA)')).toBeVisible();
  await page.getByRole('radio', { name: 'I do not want to receive text messages.' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  // The identity confirmed for the first term covers the third: no second form.
  await expect(site.heading('Authorization to Share Health Information (HIPAA)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member Identity Confirmation' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'I authorize the sharing of my health information.' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  await expect(site.heading('Thank you!')).toBeVisible();
  await expect(page).toHaveURL(/completed=true/);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Accepted');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Rejected');

  const staff: { data: StaffTerm[] } = await consent.staffGet(`/consent?memberId=${memberId}`);
  const byKey = Object.fromEntries(staff.data.map((term) => [term.key, term]));
  expect(byKey['consent-to-treat']).toMatchObject({
    consented: true,
    history: [{ consented: true, languageCode: 'en', consentLinkId: expect.any(String) }],
  });
  expect(byKey['tcpa-text-messaging']).toMatchObject({
    consented: false,
    history: [{ consented: false, languageCode: 'en' }],
  });
});

test('the same in Spanish, from a Spanish phone', async ({ browser, consent }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'es-MX', baseURL: consent.t.baseUrl });
  const page = await context.newPage();
  const { memberId, key } = await consent.newMemberLink();
  await page.goto(`/consent/?key=${key}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem').first()).toContainText('Pendiente');
  await page.getByRole('link', { name: 'Comenzar la inscripción' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Consentimiento para recibir atención' })).toBeVisible();
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await expect(page.getByText('(Requerido)').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill(ROSA.name);
  await page.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill(ROSA.dateOfBirth);
  await page.getByRole('button', { name: 'Continuar al consentimiento' }).click();
  await page.getByRole('radio', { name: 'No acepto recibir servicios de coordinación de atención.' }).check();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Consentimiento para mensajes de texto (TCPA)' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Acepto recibir mensajes de texto de mi equipo de atención.' }).check();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Autorización para compartir información de salud (HIPAA)' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'No autorizo que se comparta mi información de salud.' }).check();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('listitem').nth(1)).toContainText('Aceptado');

  const staff: { data: StaffTerm[] } = await consent.staffGet(`/consent?memberId=${memberId}`);
  const byKey = Object.fromEntries(staff.data.map((term) => [term.key, term]));
  expect(byKey['consent-to-treat']).toMatchObject({
    consented: false,
    history: [{ consented: false, languageCode: 'es' }],
  });
  expect(byKey['tcpa-text-messaging']).toMatchObject({
    consented: true,
    history: [{ consented: true, languageCode: 'es' }],
  });
  await context.close();
});

test('switching the language re-renders the page and the term texts, and the choice is kept', async ({
  page,
  site,
  consent,
}) => {
  const { key } = await consent.newMemberLink();
  await site.open(key, '/tcpa-text-messaging');
  await expect(site.heading('Text Message Consent (TCPA)')).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(site.heading('Consentimiento para mensajes de texto (TCPA)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeVisible();
  await page.reload();
  await expect(site.heading('Consentimiento para mensajes de texto (TCPA)')).toBeVisible();
});

test('a double submit records one answer', async ({ page, site, consent }) => {
  const { memberId, key } = await consent.newMemberLink();
  await site.open(key, '/tcpa-text-messaging');
  await page.getByRole('radio', { name: 'I agree to receive text messages from my care team.' }).check();
  // Hold the answers back so both submits are in flight at once, as on a slow network.
  const posts: string[] = [];
  await page.route('**/api/consent/form/', async (route) => {
    posts.push(route.request().postData() ?? '');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // Two clicks in one task: React has not re-rendered (and disabled the button) in between.
  await page.getByRole('button', { name: 'Save and Continue' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(site.heading('Authorization to Share Health Information (HIPAA)')).toBeVisible();
  expect(posts).toHaveLength(2);

  const staff: { data: StaffTerm[] } = await consent.staffGet(`/consent?memberId=${memberId}`);
  expect(staff.data.find((term) => term.key === 'tcpa-text-messaging')?.history).toHaveLength(1);
});

test('the answer can be given with the keyboard alone: one tab stop, arrow keys choose, Enter saves', async ({
  page,
  site,
  consent,
}) => {
  const { key } = await consent.newMemberLink();
  await site.open(key, '/tcpa-text-messaging');
  const agree = page.getByRole('radio', { name: 'I agree to receive text messages from my care team.' });
  const decline = page.getByRole('radio', { name: 'I do not want to receive text messages.' });
  await agree.focus();
  await page.keyboard.press('ArrowDown');
  await expect(decline).toBeChecked();
  await expect(decline).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(agree).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save and Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(site.heading('Authorization to Share Health Information (HIPAA)')).toBeVisible();
});
