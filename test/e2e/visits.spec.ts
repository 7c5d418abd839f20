/**
 * Visits against the real server: a visit with an outcome shows on the feed (its note checked
 * against the outcome's 50 characters first); a visit without one makes a 'Complete visit' follow-up
 * on the guide's docket, which completing the visit from the feed resolves. Spanish, and axe with
 * the dialog open. Each test writes its own unique place and text.
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
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id, [DEMO_MEMBER.id]);
  await screen.open(guide.id, member);
  const place = uniqueText('Community center');

  await visits.newInteraction('Visit');
  await expect(visits.dialog).toHaveAccessibleName('Record visit');
  await visits.field('Address').selectOption({ label: 'Other' });
  await visits.save();
  await expect(visits.dialog).toContainText('Visit with address Other requires other-location text');
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
  const api = await screen.signIn(loginScreen);
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
  await expect(visits.dialog).toContainText('Una visita con dirección Otra requiere el texto de la otra ubicación');
});
