/**
 * Surveys (admin) against the real server: an admin opens Surveys from the admin sidebar, finds the
 * seeded monthly check-in by search, sees Edit Content disabled and the Survey creator link, opens
 * Edit Configuration's Assignment Criteria drawer, chooses a customer and a stage, sees how many
 * members match and the due date the rule gives, saves ('Survey updated successfully'); a guide, in
 * a browser of their own, already on a matching member's Survey tab, sees the survey arrive live.
 * Spanish labels once; axe on the page and the drawer; a guide is kept out on screen and by the server.
 *
 * The criteria are narrowed to one customer other than the main one and one stage, the pair with
 * the fewest members still without the check-in, so the other specs' members are little touched.
 */
import { expectAccessible } from './axe.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { expectGuideKeptOut } from './kept-out.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { ShellScreen } from './shell-screen.ts';
import { SurveysScreen } from './survey-journey-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guide = DEMO_ACCOUNTS.guide;
const SURVEY = 'Monthly check-in';
const MAIN_CUSTOMER = '00000000-0000-4000-8000-000000000001';

interface Choices {
  stages: { id: number; name: string }[];
  memberCounts: { clientId: string; stageId: number | null; members: number }[];
}

/** The (customer, stage) pair, not the main customer, with the fewest members and one member still without the check-in. */
async function pickTarget(adminApi: GuideApi, guideApi: GuideApi) {
  const choices = await adminApi.get<Choices>('/surveys/admin/stages_segments');
  const customers = await adminApi.get<{ data: { id: string; displayName: string }[] }>('/clients');
  const groups = new Map<string, { clientId: string; stageId: number; members: number }>();
  for (const c of choices.memberCounts) {
    if (c.clientId === MAIN_CUSTOMER || c.stageId === null) continue;
    const key = `${c.clientId}:${c.stageId}`;
    const group = groups.get(key) ?? { clientId: c.clientId, stageId: c.stageId, members: 0 };
    group.members += c.members;
    groups.set(key, group);
  }
  for (const group of [...groups.values()].sort((a, b) => a.members - b.members)) {
    const { data } = await guideApi.get<{ data: { id: string }[] }>(
      `/users?clientIds=${group.clientId}&memberStageIds=${group.stageId}&page-size=100`,
    );
    for (const { id } of data) {
      const assigned = await guideApi.get<{ data: { surveyId: string; completed: boolean }[] }>(
        `/surveys/v2/assigned?memberId=${id}`,
      );
      if (assigned.data.length > 0) continue;
      const member = await guideApi.get<{ id: string; name: string }>(`/users/${id}`);
      return {
        member,
        customer: customers.data.find((c) => c.id === group.clientId)!.displayName,
        stage: choices.stages.find((s) => s.id === group.stageId)!.name,
      };
    }
  }
  throw new Error('No member left to assign the check-in to');
}

test('an admin sets a survey’s assignment criteria and a guide sees it on a matching member’s Survey tab live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shell = new ShellScreen(page);
  const surveys = new SurveysScreen(page);
  await shell.openAdminTool(loginScreen, admin, 'Surveys', '/admin-dashboard/surveys');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surveys');
  await expect(page.getByRole('link', { name: 'Survey creator' })).toHaveAttribute(
    'href',
    '/admin-dashboard/survey-creator',
  );
  await expect(surveys.row(SURVEY)).toBeVisible();
  await expectAccessible(page, testInfo, 'surveys');

  // The search finds it by a word of its name, and only what matches.
  await page.getByLabel('Search surveys').fill('check-in');
  await expect(surveys.row(SURVEY)).toBeVisible();
  await expect(surveys.row('Social needs screening')).toHaveCount(0);
  await expect(surveys.row(SURVEY).getByRole('button', { name: `Edit Content of ${SURVEY}` })).toBeDisabled();

  const adminApi = new GuideApi(new URL(page.url()).origin, await accessTokenOf(page));
  const other = await browser.newContext({ baseURL });
  try {
    const guidePage = await other.newPage();
    const memberPage = new MemberPageScreen(guidePage);
    const guideApi = await memberPage.signInBeforeOpening(new LoginScreen(guidePage), guide);
    const target = await pickTarget(adminApi, guideApi);
    await memberPage.open(guide.id, target.member);
    await memberPage.tab('Survey').click();
    const panel = guidePage.getByRole('tabpanel', { name: 'Survey' });
    await expect(panel.getByRole('heading', { name: SURVEY, exact: true })).toHaveCount(0);

    await surveys
      .row(SURVEY)
      .getByRole('button', { name: `Edit Configuration of ${SURVEY}` })
      .click();
    await expect(surveys.drawer).toHaveAccessibleName('Assignment Criteria');
    await surveys.choose(/^Customers/, [target.customer]);
    await surveys.choose(/^Stages/, [target.stage]);
    await surveys.drawer.getByLabel(/^Offset/).selectOption({ label: '30 days' });
    await expect(surveys.drawer.getByText(/^Members matching now: [1-9]\d*$/)).toBeVisible();
    await expect(surveys.drawer.getByText(/^A member assigned today is due on /)).toBeVisible();
    await expectAccessible(page, testInfo, 'assignment criteria drawer');
    await surveys.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Survey updated successfully')).toBeVisible();
    await expect(surveys.drawer).toHaveCount(0);
    await expect(surveys.row(SURVEY)).toContainText(target.customer);

    // The guide's tab shows it without a reload.
    await expect(panel.getByRole('heading', { name: SURVEY, exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('Surveys speaks Spanish, and a guide is kept out on screen and by the server', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/admin-dashboard/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creador de encuestas' })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: SURVEY, exact: true }) })
    .getByRole('button', { name: `Editar configuración de ${SURVEY}` })
    .click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Criterios de asignación');
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Clientes/ })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Periodo disponible')).toBeVisible();
  await expectAccessible(page, testInfo, 'assignment criteria drawer in Spanish');

  await expectGuideKeptOut(browser, baseURL, { screen: '/admin-dashboard/surveys', api: '/surveys/admin/assignment' });
});
