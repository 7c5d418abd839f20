/**
 * Download FHIR record (issue 36): a supervisor (as an admin would) picks it from the member page's Member actions and
 * gets the member's `$everything` Bundle as a .json file, with the member's Patient in it; the item
 * speaks Spanish; a guide, whom the server would refuse, is not offered it.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const rosa = { id: DEMO_MEMBER.id, name: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}` };
const guide = DEMO_ACCOUNTS.guide;

interface Bundle {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string; id: string } }[];
}

test("a supervisor downloads a member's FHIR record from Member actions, in English and in Spanish", async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  await loginScreen.enterAs(DEMO_ACCOUNTS.supervisor.email);
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
  await screen.open(guide.id, rosa);

  await screen.memberMenu.click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download FHIR record' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fhir-record-${rosa.id}.json`);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
  const patients = bundle.entry.filter((entry) => entry.resource.resourceType === 'Patient');
  expect(patients.map((entry) => entry.resource.id)).toEqual([rosa.id]);

  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.reload();
  await expect(screen.heading(rosa.name)).toBeVisible();
  await screen.memberMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Descargar registro FHIR' })).toBeVisible();
});

test("a guide's Member actions offer no FHIR record", async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  await screen.signInBeforeOpening(loginScreen);
  await screen.open(guide.id, rosa);
  await screen.memberMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Copy member link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Download FHIR record' })).toHaveCount(0);
});
