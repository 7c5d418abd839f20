/**
 * Visits against the real server: a visit with an outcome shows on the feed (its note checked
 * against the outcome's 50 characters first); a visit without one makes a 'Complete visit' follow-up
 * on the guide's docket, which completing the visit from the feed resolves. A new visit opens at
 * the member's primary address, its end follows its start, and a long or overnight visit is asked
 * about before it is saved (issue 38). Spanish, and axe with the dialog open. Each test writes its
 * own unique place and text.
 */
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { DocketScreen } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen, uniqueText } from './notes-visits-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a visit with an outcome: the note too short for it is refused, then the visit shows on the feed', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const visits = new NotesVisitsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  const place = uniqueText('Community center');

  await visits.newInteraction('Visit');
  await expect(visits.dialog).toHaveAccessibleName('Record visit');
  await visits.field('Address').selectOption({ label: 'Other' });
  await visits.save();
  // The rule's words a guide would use, on the field to fill (issue 38).
  await expect(visits.field('Other location')).toHaveAccessibleDescription('Enter where the visit took place.');
  await visits.field('Other location').fill(place);
  await visits.field('Outcome').selectOption({ label: 'Engaged' });
  await visits.type('Short note.');
  await visits.save();
  await expect(visits.dialog).toContainText('Note must be atleast 50 characters');

  const note = uniqueText('Reviewed the medication list together and booked the follow-up with the clinic');
  await visits.type(` ${note}`);
  await visits.save();
  await expect(visits.toast('Visit created successfully')).toBeVisible();
  await expect(visits.dialog).toHaveCount(0);
  const entry = screen.entry(note);
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Engaged');
  await expect(entry).toContainText('15m');
});

test('a visit without an outcome waits as Complete visit on the docket until it is completed from the feed', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const visits = new NotesVisitsScreen(page);
  const docket = new DocketScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  const note = uniqueText('Nobody answered the door; left a card');

  await visits.newInteraction('Visit');
  await visits.field('Address').selectOption({ label: 'Other' });
  await visits.field('Other location').fill(uniqueText('Front porch'));
  await visits.type(note);
  await visits.save();
  await expect(visits.toast('Visit created successfully')).toBeVisible();
  await expect(screen.entry(note)).toBeVisible();

  await page.goto(`/docket/guide/${guide.id}`);
  await expect(docket.followUps).toBeVisible();
  await expect(docket.rowsFor(member.name, 'Complete visit')).toHaveCount(1);

  await screen.open(guide.id, member);
  await screen.entry(note).getByRole('button', { name: 'Edit visit' }).click();
  await expect(visits.dialog).toHaveAccessibleName('Edit visit');
  await visits.field('Outcome').selectOption({ label: 'Other' });
  await visits.save();
  await expect(visits.toast('Visit updated successfully')).toBeVisible();
  await expect(screen.entry(note)).toContainText('Other');

  await page.goto(`/docket/guide/${guide.id}`);
  await expect(docket.followUps).toBeVisible();
  await expect(docket.rowsFor(member.name, 'Complete visit')).toHaveCount(0);
});

test('the Visit dialog speaks Spanish and axe finds no serious issue with it open', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const visits = new NotesVisitsScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);

  await visits.newInteraction('Visita');
  await expect(visits.dialog).toHaveAccessibleName('Registrar visita');
  await expectAccessible(page, testInfo, 'visit dialog');
  await visits.field('Dirección').selectOption({ label: 'Otro' });
  await visits.save();
  await expect(visits.field('Otra ubicación')).toHaveAccessibleDescription('Indique dónde tuvo lugar la visita.');
  await visits.field('Otra ubicación').fill(uniqueText('Centro comunitario'));

  // An evening visit that ends after midnight is asked about, then saved as ending the next day.
  const note = uniqueText('Visita nocturna tras el alta');
  await visits.field('Hora de inicio').selectOption('22:00');
  await expect(visits.field('Hora de fin')).toHaveValue('22:15');
  await visits.field('Hora de fin').selectOption('01:00');
  await expect(visits.field('Hora de fin')).toHaveAccessibleDescription('Termina al día siguiente; dura 3h');
  await visits.type(note);
  await visits.save();
  await expect(visits.confirmation).toHaveAccessibleName('Esta visita termina al día siguiente');
  await expect(visits.confirmation).toContainText('3h después de empezar');
  await visits.confirmation.getByRole('button', { name: 'Guardar visita' }).click();
  await expect(visits.toast('Visita creada correctamente')).toBeVisible();
  await expect(screen.entry(note)).toContainText('3h');
});

test('a new visit opens at the primary address, its end follows its start, and a long visit asks before saving', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const visits = new NotesVisitsScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  const { addresses } = await api.get<{ addresses: { id: string; primary: boolean }[] }>(
    `/users/${member.id}?include-details=true`,
  );
  const primary = addresses.find((address) => address.primary);
  if (!primary) throw new Error(`${member.name} has no primary address to visit`);
  await screen.open(guide.id, member);
  const note = uniqueText('Set up the pill organiser for the week');

  await visits.newInteraction('Visit');
  // Issue 38: the address stayed at 'Other' when the member's addresses arrived after the dialog.
  await expect(visits.field('Address')).toHaveValue(primary.id);
  await expect(visits.field('Other location')).toHaveCount(0);

  // Issue 38: a moved start left the end behind (a visit saved as 330 minutes); it keeps the length.
  await visits.field('Start time').selectOption('09:00');
  await expect(visits.field('End time')).toHaveValue('09:15');
  await expect(visits.field('End time')).toHaveAccessibleDescription('Lasts 15m');
  await visits.field('End time').selectOption('10:00');
  await visits.field('Start time').selectOption('08:00');
  await expect(visits.field('End time')).toHaveValue('09:00');

  // Five and a half hours is possible but rarely meant: the dialog asks, and the guide goes back.
  await visits.field('End time').selectOption('13:30');
  await visits.field('Outcome').selectOption({ label: 'Other' });
  await visits.type(note);
  await visits.save();
  await expect(visits.confirmation).toHaveAccessibleName('This visit lasts 5h 30m');
  await visits.confirmation.getByRole('button', { name: 'Change the times' }).click();
  await expect(visits.confirmation).toHaveCount(0);
  await visits.field('End time').selectOption('09:30');
  await visits.save();
  await expect(visits.toast('Visit created successfully')).toBeVisible();
  await expect(visits.dialog).toHaveCount(0);
  await expect(screen.entry(note)).toContainText('1h 30m');
});
