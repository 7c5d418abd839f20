/**
 * Race, ethnicity and reported language are the pick lists of part 2 section 9 (#38): Edit personal
 * information offers exactly the spec's choices, in English and in Spanish, saves them as the
 * record's values (race followed by ethnicity in brackets), and Member info shows them in the
 * reader's words. Each test edits a member of another guide's.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { ETHNICITIES, RACES, REPORTED_LANGUAGES } from '../../domain/index.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { MemberInfoScreen, memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

/** A select's options other than its placeholder (value ''). */
const choices = (select: ReturnType<MemberInfoScreen['field']>) =>
  select
    .locator('option:not([value=""])')
    .evaluateAll((options) =>
      options.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    );

test('Edit personal information offers exactly the spec’s races, ethnicities and languages, and saves them', async ({
  page,
  loginScreen,
}) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await info.button('Edit personal information').click();
  await expect(info.dialog).toHaveAccessibleName('Edit personal information');
  // A member seeded before the lists could hold a value outside them; this one holds the list's or none.
  const race = await choices(info.field('Race'));
  expect(race.map((option) => option.value)).toEqual([...RACES]);
  expect(race.map((option) => option.label)).toEqual([...RACES]);
  expect((await choices(info.field('Ethnicity'))).map((option) => option.value)).toEqual([...ETHNICITIES]);
  const languages = await choices(info.field('Reported language'));
  expect(languages.map((option) => option.value).sort()).toEqual([...REPORTED_LANGUAGES].sort());
  expect(languages.at(-1)?.value).toBe('Other language');

  // An ethnicity alone has no place in the summary: the race is asked for.
  await info.field('Race').selectOption('');
  await info.field('Ethnicity').selectOption('Hispanic, Latino, or Spanish');
  await info.save();
  await expect(info.dialog).toContainText('Race is required');

  const language = (await info.field('Reported language').inputValue()) === 'Tagalog' ? 'Somali' : 'Tagalog';
  await info.field('Race').selectOption('Native Hawaiian or Other Pacific Islander');
  await info.field('Ethnicity').selectOption('Not Hispanic, Latino, or Spanish');
  await info.field('Reported language').selectOption(language);
  await info.save();
  await expect(info.toast('Personal information updated successfully')).toBeVisible();
  await expect(info.personal('Reported language')).toHaveText(language);
  await expect(info.personal('Race and ethnicity')).toHaveText(
    'Native Hawaiian or Other Pacific Islander (Not Hispanic, Latino, or Spanish)',
  );
});

test('in Spanish the pick lists and the saved values read in Spanish', async ({ page, loginScreen }) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const info = new MemberInfoScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await info.button('Editar información personal').click();
  await expect(info.dialog).toHaveAccessibleName('Editar información personal');
  const race = await choices(info.field('Raza'));
  expect(race.map((option) => option.value)).toEqual([...RACES]);
  // Every race and ethnicity is in other words than the English.
  for (const { value, label } of [...race, ...(await choices(info.field('Etnia')))]) expect(label).not.toBe(value);
  const languages = await choices(info.field('Idioma declarado'));
  expect(languages.find((option) => option.value === 'Spanish')?.label).toBe('Español');
  expect(languages.at(-1)?.label).toBe('Otro idioma');

  const language = (await info.field('Idioma declarado').inputValue()) === 'Vietnamese' ? 'Korean' : 'Vietnamese';
  await info.field('Raza').selectOption('White');
  await info.field('Etnia').selectOption('Hispanic, Latino, or Spanish');
  await info.field('Idioma declarado').selectOption(language);
  await info.save();
  await expect(info.toast('La información personal se actualizó correctamente')).toBeVisible();
  // The saved values come back with the member's change: a loaded machine may take longer than the default.
  await expect(info.personal('Idioma declarado')).toHaveText(language === 'Korean' ? 'Coreano' : 'Vietnamita', {
    timeout: 30_000,
  });
  await expect(info.personal('Raza y etnia')).toHaveText('Blanco (Hispano, latino o de origen español)');
});
