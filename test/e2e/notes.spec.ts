/**
 * Notes against the real server: a new note's draft survives a reload (the server's autosave) and
 * a tab that goes away before it (the browser's own copy); saved, the note shows on the member's
 * feed at once, in a second browser too, and its draft is gone; a note saved in one tab keeps the
 * draft another tab typed since; an author edits and deletes it from the feed. Spanish, and axe with the dialog open. Each test writes its own unique text.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { memberToEdit, openInSecondBrowser } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen, uniqueText } from './notes-visits-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a note: the draft is back after a reload, saved it shows on the feed live in another browser, then edited and deleted', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const notes = new NotesVisitsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const other = await openInSecondBrowser(browser, baseURL ?? '', guide.id, member);
  await screen.open(guide.id, member);
  const text = uniqueText('Discussed the pharmacy change');

  await notes.newInteraction('Note');
  await expect(notes.dialog).toHaveAccessibleName('New note');
  await notes.clear();
  await notes.type(text);
  await expect(notes.indicator).toHaveText('Draft saved');
  await expect(notes.indicator).toHaveText('', { timeout: 5000 });

  // The server's draft comes back after a reload.
  await page.reload();
  await expect(screen.heading(member.name)).toBeVisible();
  await notes.newInteraction('Note');
  await expect(notes.editor()).toHaveText(text);

  // Typed and gone before the autosave: the browser's own copy brings it back.
  await notes.type(' and the refill date');
  await page.reload();
  await expect(screen.heading(member.name)).toBeVisible();
  await notes.newInteraction('Note');
  await expect(notes.editor()).toHaveText(`${text} and the refill date`);

  await notes.save();
  await expect(notes.toast('Note created successfully')).toBeVisible();
  await expect(notes.dialog).toHaveCount(0);
  const entry = screen.entry(text);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`${text} and the refill date`);
  // The supervisor's page shows it without a reload.
  await expect(new MemberPageScreen(other.info.page).entry(text)).toBeVisible();

  // The draft went with the save.
  await notes.newInteraction('Note');
  await expect(notes.editor()).toHaveText('');
  await notes.dialog.getByRole('button', { name: 'Cancel' }).click();

  // Its author edits it and deletes it from the feed, after being asked.
  await entry.getByRole('button', { name: 'Edit note' }).click();
  await expect(notes.dialog).toHaveAccessibleName('Edit note');
  await notes.type(' (confirmed)');
  await notes.save();
  await expect(notes.toast('Note updated successfully')).toBeVisible();
  await expect(entry).toContainText('(confirmed)');
  await expect(new MemberPageScreen(other.info.page).entry(text)).toContainText('(confirmed)');
  await entry.getByRole('button', { name: 'Delete note' }).click();
  await notes.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(notes.toast('Note deleted successfully')).toBeVisible();
  await expect(screen.entry(text)).toHaveCount(0);
  await expect(new MemberPageScreen(other.info.page).entry(text)).toHaveCount(0);
  await other.context.close();
});

/** Signs a second tab in: the provider remembers the browser, so its popup closes by itself. */
async function signInAgain(login: LoginScreen): Promise<void> {
  await login.goto();
  const opened = login.page.waitForEvent('popup');
  await login.signInButton.click();
  const popup = await opened;
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await expect(login.page).toHaveURL(new RegExp(`/docket/guide/${guide.id}`));
}

test('a note saved in one tab keeps the draft another tab typed since', async ({ page, loginScreen, context }) => {
  const screen = new MemberPageScreen(page);
  const tabA = new NotesVisitsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  const first = uniqueText('Asked about transport');

  await tabA.newInteraction('Note');
  await tabA.clear();
  await tabA.type(first);
  await expect(tabA.indicator).toHaveText('Draft saved');

  // A second tab of the same browser opens the same draft and goes on typing.
  const other = await context.newPage();
  const screenB = new MemberPageScreen(other);
  const tabB = new NotesVisitsScreen(other);
  // Each tab keeps its own sign-in (session storage); local storage is the browser's.
  await signInAgain(new LoginScreen(other));
  await screenB.open(guide.id, member);
  await tabB.newInteraction('Note');
  await expect(tabB.editor()).toHaveText(first);
  await tabB.type(' and the pharmacy hours');
  await expect(tabB.indicator).toHaveText('Draft saved');

  // Tab A saves its own text: the note has it, and tab B's newer draft stays.
  await tabA.save();
  await expect(tabA.toast('Note created successfully')).toBeVisible();
  await expect(screen.entry(first)).toBeVisible();
  await expect(tabB.editor()).toHaveText(`${first} and the pharmacy hours`);
  await other.reload();
  await expect(screenB.heading(member.name)).toBeVisible();
  await tabB.newInteraction('Note');
  await expect(tabB.editor()).toHaveText(`${first} and the pharmacy hours`);
  // Saved in its turn, the member's draft is gone.
  await tabB.save();
  await expect(tabB.toast('Note created successfully')).toBeVisible();
  await expect(screenB.entry(`${first} and the pharmacy hours`)).toBeVisible();
  await other.close();
});

test('the Note dialog speaks Spanish, an empty note is refused, and axe finds no serious issue with it open', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const notes = new NotesVisitsScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await notes.newInteraction('Nota');
  await expect(notes.dialog).toHaveAccessibleName('Nueva nota');
  await expectAccessible(page, testInfo, 'note dialog');
  await notes.clear();
  await notes.save();
  await expect(notes.dialog).toContainText('Nota es obligatorio.');
  const text = uniqueText('Llamó la hija para confirmar la cita');
  await notes.type(text);
  await expect(notes.indicator).toHaveText('Borrador guardado');
  await notes.save();
  await expect(notes.toast('Nota creada correctamente')).toBeVisible();
  await expect(screen.entry(text)).toBeVisible();
});

test('once the member page has been idle, the first Note and Visit dialogs open without fetching their code', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const notes = new NotesVisitsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  // The dialog host fetches its dialogs' modules once the page has been idle a while (PREFETCH_AFTER_MS).
  const fetched = (chunk: string) =>
    page.evaluate(
      (name) =>
        performance.getEntriesByType('resource').some((entry) => new RegExp(`/${name}-[^/]+\\.js$`).test(entry.name)),
      chunk,
    );
  await expect.poll(() => fetched('NoteDialog'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => fetched('VisitDialog')).toBe(true);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await notes.newInteraction('Note');
  await expect(notes.dialog).toHaveAccessibleName('New note');
  await page.keyboard.press('Escape');
  await expect(notes.dialog).toHaveCount(0);
  await notes.newInteraction('Visit');
  await expect(notes.dialog).toBeVisible();
  expect(scripts).toEqual([]);
});
