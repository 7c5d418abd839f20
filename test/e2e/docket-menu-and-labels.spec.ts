/**
 * The docket in the spec's words (issue #38, part 1 section 2): the Outreach tab's phases read as
 * the member list reads them (labels, in English and Spanish, 'Phase {value}' for one character),
 * not as raw keys; another guide's docket is headed with that guide's name; a Complete visit
 * follow-up's menu has Edit, which opens the visit, and completing it there takes the row off.
 */
import { DocketEventsScreen } from './docket-events-screen.ts';
import { DocketScreen } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, fullName, test } from './fixtures.ts';
import { memberToEdit } from './member-info-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { NotesVisitsScreen } from './notes-visits-screen.ts';
import { recordVisitNow } from './status-change-request-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const supervisor = DEMO_ACCOUNTS.supervisor;

const PHASES = {
  en: ['Initial outreach', 'Follow-up outreach', 'Final outreach', 'Outreach completed'],
  es: ['Alcance inicial', 'Alcance de seguimiento', 'Alcance final', 'Alcance completado'],
};

test('the Outreach tab shows phases as the member list does, in English and in Spanish', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const events = new DocketEventsScreen(page);
  const api = await screen.signIn(loginScreen);
  // The seed gives the demo guide priority contacts in an outreach phase that nothing reaches the
  // day it is seeded, more than one test here reaches (server/seed/alive-at-any-hour.ts).
  const { data: contacts } = await api.get<{ data: { member: { outreachPhase?: string | null } | null }[] }>(
    `/users/priority-contact/guide/${guide.id}`,
  );
  expect(contacts.filter((contact) => contact.member?.outreachPhase).length).toBeGreaterThan(0);

  await events.openDocket(guide.id);
  await events.outreachTab().click();
  const table = events.table(/^Outreach$/);
  await expect(table.getByRole('columnheader', { name: 'Phase' })).toBeVisible();
  // The Phase column is the third; a row without a phase shows nothing there.
  const phasesIn = async (shownTable: typeof table) =>
    (await shownTable.locator('tbody tr td:nth-child(3)').allTextContents()).map((text) => text.trim()).filter(Boolean);
  await expect.poll(() => phasesIn(table)).not.toHaveLength(0);
  const english = await phasesIn(table);
  const oneCharacter = (word: string) => '123456789'.split('').map((n) => `${word} ${n}`);
  for (const phase of english) expect([...PHASES.en, ...oneCharacter('Phase')]).toContain(phase);

  await page.getByLabel('Language').selectOption('es');
  const spanish = events.table(/^Contacto inicial$/);
  await expect(spanish.getByRole('columnheader', { name: 'Fase' })).toBeVisible();
  await expect.poll(() => phasesIn(spanish)).toHaveLength(english.length);
  for (const phase of await phasesIn(spanish)) expect([...PHASES.es, ...oneCharacter('Fase')]).toContain(phase);
});

test("another guide's docket is headed with that guide's name; one's own with one's own", async ({
  page,
  loginScreen,
}) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(guide));
  await page.goto(`/docket/guide/${supervisor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(supervisor));
  await expect(page.getByRole('heading', { level: 1, name: 'Guide docket' })).toHaveCount(0);
});

test('Edit on a Complete visit follow-up opens the visit; with its outcome recorded the follow-up is done', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const visits = new NotesVisitsScreen(page);
  const docket = new DocketScreen(page);
  const api = await screen.signIn(loginScreen);
  const member = await memberToEdit(api, guide.id);
  await recordVisitNow(api, member.id);

  await page.goto(`/docket/guide/${guide.id}`);
  const row = docket.rowsFor(member.name, 'Complete visit');
  await expect(row).toHaveCount(1);
  // (The row may still be drawn again as the member's name arrives; the menu is opened once it holds.)
  await expect(async () => {
    await row.getByRole('button', { name: new RegExp(`^Actions for ${member.name}, `) }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['No action needed', 'Edit'], { timeout: 2_000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(visits.dialog).toHaveAccessibleName('Edit visit');
  await expect(visits.field('Other location')).toHaveValue('Public library');
  await visits.field('Outcome').selectOption({ label: 'Other' });
  await visits.save();
  await expect(visits.toast('Visit updated successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
