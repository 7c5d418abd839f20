/**
 * The survey journey (#34), one flow through the pieces against the real server: an admin builds a
 * survey of this test's own in the survey creator (a Yes/No radio question whose Yes branches to a
 * completion checkpoint, and a free text one), saves and publishes it; in Surveys (admin) sets its Assignment Criteria to a customer and a stage
 * ('Survey updated successfully'); a guide, in a browser of their own, already on a matching
 * member's Survey tab, sees it arrive live, follows the branch to the checkpoint and back, answers
 * it in the survey dialog and submits it complete.
 * The admin then edits the published survey (a question renamed, one added), saves the draft over
 * the published version and publishes version 2: the members keep version 1 (the answered one's
 * review and the other member's unanswered survey ask version 1's questions) while the creator
 * shows the edit.
 *
 * The criteria name one customer other than the main one and one stage, the pair with the fewest
 * members that still has two, so the other specs' members are little touched.
 */
import { consoleErrorsOf } from './console-guard.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { ShellScreen } from './shell-screen.ts';
import { CreatorScreen, MemberSurveysScreen, pickPair, SurveysScreen } from './survey-journey-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const guide = DEMO_ACCOUNTS.guide;

const HOUSED = 'Is the member housed today?';
const NOTE = 'Anything else to note?';
const HOUSED_EDITED = 'Is the member housed this week?';
const ADDED = 'Who else lives at home?';
const HOUSED_END = 'Housed, nothing more';

test('a survey built in the creator is assigned by criteria, answered by a guide live, and edited after publishing while members keep their version', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  const shell = new ShellScreen(page);
  const creator = new CreatorScreen(page);
  const surveys = new SurveysScreen(page);
  const suffix = String(Date.now() % 1_000_000);
  const name = `Journey Check ${suffix}`;
  const displayName = `Journey check ${suffix}`;

  // 1. The admin builds the survey, saves it and publishes version 1.
  await shell.signIn(loginScreen, admin, '/admin-dashboard/survey-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Creator' })).toBeVisible();
  await expect(page.getByText('Add a question to get started!')).toBeVisible();
  await page.getByLabel(/^Survey Name/).fill(name);
  await expect(page.getByLabel('Survey Key')).toHaveValue(`journey-check-${suffix}`);
  await page.getByLabel(/^Survey Display Name/).fill(displayName);
  await page.getByLabel(/^Survey Summary/).fill('Two questions about home.');
  await creator.addQuestion(HOUSED, 'question-1');
  await creator.radioOptions('question-1', ['Yes', 'No']);
  // A branch: Yes ends the survey at a completion checkpoint; No goes on in order.
  await page.getByRole('button', { name: 'Add checkpoint' }).click();
  const housed = page.locator('[data-checkpoint="checkpoint-1"]');
  await housed.getByLabel('Checkpoint title (checkpoint-1)').fill(HOUSED_END);
  await housed.getByLabel('Checkpoint message (checkpoint-1)').fill('Nothing more to ask.');
  await housed.getByLabel('Completes the survey (checkpoint-1)').check();
  await creator.addQuestion(NOTE, 'question-2');
  // (A branch needs somewhere to go past: its pickers open once there are two questions.)
  await creator.question('question-1').getByLabel('Option 1 next question').selectOption('checkpoint-1');
  await expect(creator.headings).toHaveText([HOUSED, NOTE]);
  await creator.save('created');
  await creator.publish('Publish content', 1);

  // 2. Surveys (admin) lists it; the guide, in a browser of their own, waits on a matching member's Survey tab.
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Surveys' }).click();
  await expect(page).toHaveURL('/admin-dashboard/surveys');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surveys');
  await page.getByLabel('Search surveys').fill(name);
  await expect(surveys.row(name)).toBeVisible();
  await expect(surveys.row(name)).toContainText(`journey-check-${suffix}`);

  const adminApi = new GuideApi(new URL(page.url()).origin, await accessTokenOf(page));
  const other = await browser.newContext({ baseURL });
  const guideErrors = consoleErrorsOf(other);
  try {
    const guidePage = await other.newPage();
    const memberPage = new MemberPageScreen(guidePage);
    const tab = new MemberSurveysScreen(guidePage);
    const guideApi = await memberPage.signInBeforeOpening(new LoginScreen(guidePage), guide);
    const target = await pickPair(adminApi, guideApi);
    await memberPage.open(guide.id, target.answering);
    await memberPage.tab('Survey').click();
    // The tab has loaded (the member's other surveys, or none) without this one.
    await expect(
      tab.panel
        .getByText('No surveys are assigned to this member.')
        .or(tab.panel.getByRole('list', { name: 'Assigned surveys' })),
    ).toBeVisible();
    await expect(tab.card(displayName)).toHaveCount(0);

    await surveys
      .row(name)
      .getByRole('button', { name: `Edit Configuration of ${name}` })
      .click();
    await expect(surveys.drawer).toHaveAccessibleName('Assignment Criteria');
    await expect(surveys.drawer.getByText(`Survey: ${name}`)).toBeVisible();
    await surveys.choose(/^Customers/, [target.customer]);
    await surveys.choose(/^Stages/, [target.stage]);
    await expect(surveys.drawer.getByText(`Members matching now: ${target.matching}`, { exact: true })).toBeVisible();
    await surveys.drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Survey updated successfully')).toBeVisible();
    await expect(surveys.drawer).toHaveCount(0);
    await expect(surveys.row(name)).toContainText(target.customer);

    // 3. It arrives on the guide's tab without a reload; the guide answers it as the dialog asks and submits.
    const card = tab.card(displayName);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Not started');
    await expect(card).toContainText('Two questions about home.');
    await card.getByRole('button', { name: 'Start' }).click();
    const { firstName, lastName } = target.answering;
    await expect(
      tab.dialog.getByRole('heading', { name: `Survey for ${firstName} ${lastName.slice(0, 1)}` }),
    ).toBeVisible();
    await expect(tab.dialog.getByRole('radiogroup', { name: new RegExp(`^${literally(HOUSED)}`) })).toBeVisible();
    // Yes takes the branch to the completion checkpoint; back, No goes on to the next question.
    await tab.dialog.getByRole('radio', { name: 'Yes', exact: true }).check();
    await tab.button('Next').click();
    await expect(tab.dialog.getByRole('heading', { name: HOUSED_END })).toBeVisible();
    await tab.button('Back').click();
    await tab.dialog.getByRole('radio', { name: 'No', exact: true }).check();
    await tab.button('Next').click();
    await tab.dialog.getByRole('textbox', { name: new RegExp(`^${literally(NOTE)}`) }).fill('Staying with her sister.');
    await tab.button('Next').click();
    // No checkpoint of its own: the survey's default final one ends it.
    await expect(tab.dialog.getByRole('heading', { name: 'Survey complete' })).toBeVisible();
    await tab.button('Submit').click();
    await expect(guidePage.getByText('Succesfully saved survey')).toBeVisible();
    await expect(tab.dialog).toHaveCount(0);
    await expect(card).toContainText('Complete');

    // 4. The admin edits the published survey: a draft over version 1, then published as version 2.
    await page.getByRole('link', { name: 'Survey creator' }).click();
    await expect(page).toHaveURL('/admin-dashboard/survey-creator');
    await expect(page.getByRole('heading', { level: 1, name: 'Survey Creator' })).toBeVisible();
    const picker = page.getByLabel('Choose a record to edit');
    await picker.selectOption({ label: name });
    await expect(creator.headings).toHaveText([HOUSED, NOTE]);
    await creator.question('question-1').getByLabel('Question text').fill(HOUSED_EDITED);
    await creator.addQuestion(ADDED, 'question-3');
    await expect(creator.headings).toHaveText([HOUSED_EDITED, NOTE, ADDED]);
    await creator.save('updated');
    await creator.publish('Publish content (published, version 1)', 2);
    // Chosen again, the record as the server keeps it has the edit.
    await picker.selectOption('-1');
    await expect(page.getByText('Add a question to get started!')).toBeVisible();
    await picker.selectOption({ label: name });
    await expect(creator.headings).toHaveText([HOUSED_EDITED, NOTE, ADDED]);
    await expect(page.getByLabel('Survey Key')).toHaveValue(`journey-check-${suffix}`);

    // The answered survey's review still shows version 1's questions and the guide's answers.
    await card.getByRole('button', { name: 'Review' }).click();
    await expect(tab.dialog.getByRole('definition')).toHaveText(['No', 'Staying with her sister.']);
    await expect(tab.dialog.getByRole('term')).toHaveText([HOUSED, NOTE]);
    await tab.button('Close').click();
    await expect(tab.dialog).toHaveCount(0);

    // The other member, assigned version 1 and not answered yet, is asked version 1's first question.
    await memberPage.open(guide.id, target.waiting);
    await memberPage.tab('Survey').click();
    await expect(tab.card(displayName)).toContainText('Not started');
    await tab.card(displayName).getByRole('button', { name: 'Start' }).click();
    await expect(tab.dialog.getByRole('radiogroup', { name: new RegExp(`^${literally(HOUSED)}`) })).toBeVisible();
    await expect(tab.dialog.getByText(HOUSED_EDITED)).toHaveCount(0);
    // The server agrees: the key has two versions, and both members hold version 1.
    const versions = (await guideApi.get<{ data: { id: string; key: string; version: number }[] }>('/surveys/v2')).data
      .filter((survey) => survey.key === `journey-check-${suffix}`)
      .sort((a, b) => a.version - b.version);
    expect(versions.map((survey) => survey.version)).toEqual([1, 2]);
    for (const member of [target.answering, target.waiting]) {
      const assigned = await guideApi.get<{ data: { surveyId: string }[] }>(
        `/surveys/v2/assigned?memberId=${member.id}`,
      );
      expect(assigned.data.map((row) => row.surveyId)).toContain(versions[0]!.id);
      expect(assigned.data.map((row) => row.surveyId)).not.toContain(versions[1]!.id);
    }
    expect(guideErrors, "the guide's browser shows no console error").toEqual([]);
  } finally {
    await other.close();
  }
});

/** A text as a regular expression matching it literally. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
