import { DocketScreen } from './docket-screen.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { DemoHospital, HospitalizationsScreen } from './hospitalizations-screen.ts';

const MEMBER = 'Rosa Delgado';

test.describe('the hospitalizations dashboard', () => {
  test('an admission and a discharge from the hospital feed show live on the dashboard and on the guide’s docket', async ({
    browser,
    baseURL,
  }) => {
    // The administrator watches the dashboard; the guide, in another browser, the docket.
    const adminContext = await browser.newContext();
    const guideContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const guidePage = await guideContext.newPage();
    const { LoginScreen } = await import('./fixtures.ts');
    await new LoginScreen(adminPage).goto();
    await new LoginScreen(adminPage).signInAs(DEMO_ACCOUNTS.admin.email);
    const dashboard = new HospitalizationsScreen(adminPage);
    await dashboard.goto();
    const docket = new DocketScreen(guidePage);
    await docket.signInAsGuide(new LoginScreen(guidePage));

    const hospital = new DemoHospital(baseURL!, `E2E General ${Date.now() % 100000}`);
    const admittedBefore = await dashboard.counterValue('newly-admitted');
    const admissionsBefore = await docket.rowsFor(MEMBER, 'Admission follow up').count();

    await hospital.send('A01');
    // No reload: the row and the counter follow the feed.
    await expect(dashboard.rowAt(hospital.facility)).toBeVisible();
    await expect(dashboard.rowAt(hospital.facility)).toContainText(MEMBER);
    await expect(dashboard.counter('newly-admitted')).toHaveText(String(admittedBefore + 1));
    await expect(docket.rowsFor(MEMBER, 'Admission follow up')).toHaveCount(admissionsBefore + 1);

    const dischargesBefore = await docket.rowsFor(MEMBER, 'Discharge follow up').count();
    const dischargedBefore = await dashboard.counterValue('newly-discharged');
    await hospital.send('A03');
    await expect(docket.rowsFor(MEMBER, 'Discharge follow up')).toHaveCount(dischargesBefore + 1);
    await expect(dashboard.counter('newly-discharged')).toHaveText(String(dischargedBefore + 1));
    await adminContext.close();
    await guideContext.close();
  });

  test('the toggles are mutually exclusive, and editing a stay records the note and a discharge date that is then locked', async ({
    page,
    loginScreen,
    baseURL,
  }, testInfo) => {
    await loginScreen.goto();
    await loginScreen.signInAs(DEMO_ACCOUNTS.admin.email);
    const dashboard = new HospitalizationsScreen(page);
    const hospital = new DemoHospital(baseURL!, `E2E Edit ${Date.now() % 100000}`);
    await hospital.send('A01');
    await dashboard.goto();
    await expectAccessible(page, testInfo, 'the hospitalizations dashboard');

    const admitted = dashboard.toggle('Newly admitted');
    const discharged = dashboard.toggle('Newly discharged');
    await admitted.click();
    await expect(admitted).toHaveAttribute('aria-checked', 'true');
    await expect(dashboard.rowAt(hospital.facility)).toBeVisible();
    await discharged.click();
    await expect(discharged).toHaveAttribute('aria-checked', 'true');
    await expect(admitted).toHaveAttribute('aria-checked', 'false');
    await expect(dashboard.rowAt(hospital.facility)).toHaveCount(0);
    await discharged.click();
    await expect(dashboard.rowAt(hospital.facility)).toBeVisible();

    await dashboard
      .rowAt(hospital.facility)
      .getByRole('button', { name: `Edit hospitalization of ${MEMBER}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit hospitalization of ${MEMBER}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Note is required.')).toBeVisible();
    await expectAccessible(page, testInfo, 'the edit hospitalization dialog');
    // The admit day the hospital's message gave: its local day.
    const admitDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: hospital.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(hospital.admittedAt);
    await dialog.getByLabel('Discharge date').fill(admitDay);
    await dialog.getByLabel('Note').fill('Called Rosa after her discharge; follow-up visit booked.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hospitalization updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dashboard.rowAt(hospital.facility)).toContainText('entered by guide');

    await dashboard
      .rowAt(hospital.facility)
      .getByRole('button', { name: `Edit hospitalization of ${MEMBER}` })
      .click();
    await expect(dialog.getByLabel('Discharge date')).toBeDisabled();
    await expect(dialog.getByLabel('Note')).toHaveValue('Called Rosa after her discharge; follow-up visit booked.');
  });

  test('reads in Spanish, and pages by 5, 10 or 25', async ({ page, loginScreen }) => {
    await loginScreen.goto();
    await loginScreen.signInAs(DEMO_ACCOUNTS.admin.email);
    const dashboard = new HospitalizationsScreen(page);
    await dashboard.goto();
    await expect(page.getByLabel('Rows per page')).toHaveValue('10');
    await page.getByLabel('Rows per page').selectOption('5');
    await expect(dashboard.table.locator('tbody tr[data-row-id]')).toHaveCount(5);
    await page.getByLabel('Language').selectOption('es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Un vistazo a nuestros miembros hospitalizados' }),
    ).toBeVisible();
    await expect(page.getByText('Miembros recién ingresados')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Mostrar solo pacientes de salud conductual' })).toBeVisible();
  });

  test('a user who administers no customer has no Hospitalizations tab and is sent to the docket', async ({
    page,
    loginScreen,
  }) => {
    await loginScreen.goto();
    await loginScreen.signInAs(DEMO_ACCOUNTS.guide.email);
    // Signed in (the docket's header is up) before judging what the header offers.
    await expect(page).toHaveURL(/\/docket\//);
    await expect(page.getByRole('link', { name: 'Docket' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hospitalizations' })).toHaveCount(0);
    await page.goto('/hospitalizations');
    await expect(page).toHaveURL(/\/docket\//);
  });
});
