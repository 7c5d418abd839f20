/**
 * The survey creator against the real server: an admin builds a survey of this test's own (a radio
 * question whose Yes branches to a completion checkpoint), reorders a question by keyboard (the
 * drag handle: Space, ArrowDown, Space), undoes and redoes an edit, previews it as 'Survey for
 * Maria G' following the branch, saves, and publishes after a confirmation that warns of an
 * unreachable question (a branch made in the Logic view). The JSON preview shows the draft. Spanish once; axe on the page and dialogs.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { moveByKeyboard } from './keyboard-drag.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

const admin = DEMO_ACCOUNTS.admin;
const PATH = '/admin-dashboard/survey-creator';

class CreatorScreen {
  constructor(readonly page: Page) {}
  question(key: string) {
    return this.page.locator(`[data-question="${key}"]`);
  }
  get headings() {
    return this.page.getByRole('list', { name: 'Questions' }).getByRole('heading', { level: 3 });
  }
  async addQuestion(text: string, key: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Question' }).click();
    await this.question(key).getByLabel('Question text').fill(text);
  }
}

test('an admin builds a survey with a branch and a checkpoint, reorders by keyboard, previews, saves and publishes', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(150_000);
  const shell = new ShellScreen(page);
  const creator = new CreatorScreen(page);
  await shell.signIn(loginScreen, admin, PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Creator' })).toBeVisible();
  await expect(page.getByText('Create and edit survey and learn more content here')).toBeVisible();
  await expect(page.getByText('Add a question to get started!')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save content' });
  await expect(save).toBeDisabled();

  // The seeded surveys have records of their own: choosing one loads it, -1 clears the form.
  const picker = page.getByLabel('Choose a record to edit');
  await picker.selectOption({ label: 'Social needs screening' });
  await expect(creator.headings.first()).toHaveText('Were you able to reach the member?');
  await picker.selectOption('-1');
  await expect(page.getByText('Add a question to get started!')).toBeVisible();

  const suffix = String(Date.now() % 1_000_000);
  const name = `Housing Check ${suffix}`;
  await page.getByLabel(/^Survey Name/).fill(name);
  await expect(page.getByLabel('Survey Key')).toHaveValue(`housing-check-${suffix}`);
  await page.getByLabel(/^Survey Display Name/).fill('Housing check');
  await page.getByLabel(/^Survey Summary/).fill('A few questions about housing.');
  await expect(save).toBeEnabled();

  // Undo and redo step over any edit.
  await page.getByLabel(/^Survey Display Name/).fill('Housing check!');
  await page.getByRole('button', { name: 'Undo', exact: true }).first().click();
  await expect(page.getByLabel(/^Survey Display Name/)).toHaveValue('Housing check');
  await page.getByRole('button', { name: 'Redo', exact: true }).first().click();
  await expect(page.getByLabel(/^Survey Display Name/)).toHaveValue('Housing check!');

  await creator.addQuestion('How are you today?', 'question-1');
  await page.getByRole('button', { name: 'Add checkpoint' }).click();
  const checkpoint = page.locator('[data-checkpoint="checkpoint-1"]');
  await checkpoint.getByLabel('Checkpoint title (checkpoint-1)').fill('Housing referral');
  await checkpoint.getByLabel('Checkpoint message (checkpoint-1)').fill('Refer the member to housing.');
  await checkpoint.getByLabel('Completes the survey (checkpoint-1)').check();
  // A second checkpoint pauses without completing: its Next goes on in order.
  await page.getByRole('button', { name: 'Add checkpoint' }).click();
  const callBack = page.locator('[data-checkpoint="checkpoint-2"]');
  await callBack.getByLabel('Checkpoint title (checkpoint-2)').fill('Call back');
  await callBack.getByLabel('Checkpoint message (checkpoint-2)').fill('Go on at the next call.');

  await creator.addQuestion('Do you need housing help?', 'question-2');
  const second = creator.question('question-2');
  await second.getByLabel('Question type').selectOption('radio');
  await second.getByLabel('Option 1 text').fill('Yes');
  await second.getByLabel('Option 2 text').fill('No');
  await second.getByLabel('Option 1 next question').selectOption('checkpoint-1');
  await second.getByLabel('Option 2 next question').selectOption('checkpoint-2');
  // A prompt for the guide on an option: half written, it says what is missing and Save waits.
  await second.getByLabel('Option 1 prompt title').fill('Refer');
  await expect(second.getByText('Prompt text is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await second.getByLabel('Option 1 prompt text').fill('Offer the housing line.');
  await expect(save).toBeEnabled();
  await creator.addQuestion('Anything else?', 'question-3');
  await expect(creator.headings).toHaveText(['How are you today?', 'Do you need housing help?', 'Anything else?']);
  await expectAccessible(page, testInfo, 'survey creator with questions');

  // Keyboard reorder: the first question moves down one place; the branch follows its question.
  const handle = creator.question('question-1').getByRole('button', { name: 'Drag to reorder How are you today?' });
  const announced = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await moveByKeyboard(page, announced, {
    key: 'ArrowDown',
    pickedUp: /Picked up How are you today\?\.|is over position 1 of 3\./,
    startedAt: 'position 1 of 3',
    over: 'How are you today? is over position 2 of 3.',
  });
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('How are you today? was dropped at position 2 of 3.');
  await expect(creator.headings).toHaveText(['Do you need housing help?', 'How are you today?', 'Anything else?']);
  await expect(creator.question('question-1').getByLabel('Option 1 next question')).toHaveValue('checkpoint-1');
  // The drag is one step of the history: Ctrl+Z undoes it, Ctrl+Shift+Z redoes it.
  await page.getByRole('button', { name: 'Undo', exact: true }).focus();
  await page.keyboard.press('Control+z');
  await expect(creator.headings).toHaveText(['How are you today?', 'Do you need housing help?', 'Anything else?']);
  await page.keyboard.press('Control+Shift+z');
  await expect(creator.headings).toHaveText(['Do you need housing help?', 'How are you today?', 'Anything else?']);
  // Move up / Move down too.
  await creator.question('question-3').getByRole('button', { name: 'Move up' }).click();
  await expect(creator.headings).toHaveText(['Do you need housing help?', 'Anything else?', 'How are you today?']);

  // The preview walks the branches: Yes leads to the completion checkpoint, which ends the flow;
  // No to the other checkpoint, whose Next goes on to the next question in order.
  await page.getByRole('button', { name: 'Preview survey' }).click();
  const preview = page.getByRole('dialog', { name: 'Survey for Maria G' });
  await expect(preview).toBeVisible();
  await preview.getByRole('radio', { name: 'Yes' }).check();
  await expect(preview.locator('[data-option-prompt]')).toHaveText('Refer Offer the housing line.');
  await expectAccessible(page, testInfo, 'survey preview');
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByRole('heading', { name: 'Housing referral' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Back' }).click();
  await preview.getByRole('radio', { name: 'No' }).check();
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByRole('heading', { name: 'Call back' })).toBeVisible();
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByText('Anything else?')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  await page.getByRole('tab', { name: 'JSON Preview' }).click();
  await expect(page.getByLabel('Survey JSON')).toContainText(`"key": "housing-check-${suffix}"`);

  await save.click();
  await expect(page.getByText('Survey Record created successfully')).toBeVisible();
  await expect(page.getByLabel('Choose a record to edit')).toHaveValue(/[0-9a-f-]{36}/);

  // A branch that skips a question is warned of before publishing.
  // ...made in the Logic view, which edits the same draft as the cards.
  await page.getByRole('tab', { name: 'Logic' }).click();
  await expect(page.getByLabel('question-1, option Yes goes to')).toHaveValue('checkpoint-1');
  await page.getByLabel('question-1, option No goes to').selectOption('question-3');
  await expect(creator.question('question-1').getByLabel('Option 2 next question')).toHaveValue('question-3');
  await page.getByRole('button', { name: 'Publish content' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish survey?' });
  await expect(confirm.getByText('question-2 cannot be reached from the first question.')).toBeVisible();
  await expectAccessible(page, testInfo, 'publish confirmation');
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Survey Record published successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish content (published, version 1)' })).toBeVisible();

  // The working copy survives a reload.
  await page.getByLabel(/^Survey Summary/).fill('A few questions about housing, edited.');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByLabel(/^Survey Summary/)).toHaveValue('A few questions about housing, edited.');
  await expect(page.getByLabel(/^Survey Name/)).toHaveValue(name);
});

test('an admin writes learn-more content, reorders its sections by keyboard, duplicates it, resets, and picks it for a survey', async ({
  page,
  loginScreen,
}, testInfo) => {
  test.setTimeout(120_000);
  const shell = new ShellScreen(page);
  await shell.signIn(loginScreen, admin, PATH);
  await page.getByRole('tab', { name: 'Learn More Creator' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Learn More Creator' });
  const saveButton = panel.getByRole('button', { name: 'Save', exact: true });
  await expect(saveButton).toBeDisabled();
  const title = `Why we ask ${Date.now() % 1_000_000}`;
  await panel.getByLabel(/^Learn more title/).fill(title);
  await panel.getByRole('button', { name: 'Add copy section' }).click();
  const first = panel.locator('[data-section-index="0"]');
  await first.getByLabel('Section 1 title').fill('Privacy');
  await first.getByLabel('Entry title').fill('Kept private');
  await first.getByLabel('Block 1 copy').fill('Your answers stay with your care team.');
  // The last copy block and the only entry cannot be removed.
  await expect(first.getByRole('button', { name: 'Remove block 1' })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Remove entry 1' })).toBeDisabled();
  await first.getByLabel('Highlight section 1').check();
  // A second copy block, moved above the first by keyboard (its handle: Space, ArrowUp, Space).
  await first.getByRole('button', { name: 'Add copy block' }).click();
  await first.getByLabel('Block 2 copy').fill('Ask us anything.');
  const announced = (list: string) => panel.locator(`[data-announcements="${list}"] [id^="DndLiveRegion"]`);
  await first.getByRole('button', { name: 'Drag to reorder block 2 of entry 1' }).focus();
  await moveByKeyboard(page, announced('Copy blocks of entry 1 of section 1'), {
    key: 'ArrowUp',
    pickedUp: /Picked up item 2 of Copy blocks of entry 1 of section 1|Over position 2 of 2/,
    startedAt: 'position 2 of 2',
    over: 'Over position 1 of 2.',
  });
  await page.keyboard.press('Space');
  await expect(first.getByLabel('Block 1 copy')).toHaveValue('Ask us anything.');
  await expect(first.getByLabel('Block 2 copy')).toHaveValue('Your answers stay with your care team.');
  await panel.getByRole('button', { name: 'Add accordion section' }).click();
  const second = panel.locator('[data-section-index="1"]');
  await second.getByLabel('Section 2 title').fill('Questions');
  await second.getByLabel('Summary').fill('Who sees this?');
  await second.getByLabel('Details').fill('Only your guide.');

  // Keyboard reorder of the sections: the accordion moves up.
  await second.getByRole('button', { name: 'Drag to reorder section 2' }).focus();
  await moveByKeyboard(page, announced('Sections'), {
    key: 'ArrowUp',
    pickedUp: /Picked up item 2|Over position 2 of 2/,
    startedAt: 'position 2 of 2',
    over: 'Over position 1 of 2.',
  });
  await page.keyboard.press('Space');
  await expect(panel.getByLabel('Section 1 title')).toHaveValue('Questions');
  await expect(panel.getByLabel('Section 2 title')).toHaveValue('Privacy');
  await expectAccessible(page, testInfo, 'learn more creator');

  await saveButton.click();
  await expect(page.getByText('Learn More Record created successfully')).toBeVisible();
  await panel.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(panel.getByLabel(/^Learn more title/)).toHaveValue(`${title} (Copy)`);
  await panel.getByRole('button', { name: 'Reset', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset learn more content?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByText('Learn More Content reset successfully')).toBeVisible();
  await expect(panel.getByLabel(/^Learn more title/)).toHaveValue('');

  // The survey's settings offer it; the preview shows it.
  await page.getByRole('tab', { name: 'Survey Creator' }).click();
  const picker = page.getByLabel('Choose learn more content for this survey');
  await picker.selectOption({ label: title });
  await page.getByRole('button', { name: 'Preview learn more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Learn more' });
  await expect(dialog).toContainText(title);
  await expect(dialog).toContainText('Your answers stay with your care team.');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the survey creator speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  await loginScreen.signInQuietly(admin.email);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Creador de encuestas' })).toBeVisible();
  await expect(page.getByText('¡Agregue una pregunta para comenzar!')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar pregunta' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Pregunta 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar contenido' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Creador de más información' }).click();
  await expect(page.getByRole('heading', { name: 'Contenido de más información' })).toBeVisible();
  await expectAccessible(page, testInfo, 'survey creator in Spanish');
});
