/**
 * Status change requests against the real server: the demo guide asks for a member's status change
 * from the member page, the supervisor (an auditor: CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS) finds it
 * among the guide's Pending events and approves it in another browser, and the guide's page follows live (the chip, the member's status, the feed).
 * Also: axe on the form, the form in Spanish with the minimum engagement checklist. Each test takes a
 * member of its own.
 */
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { dayIn, DocketEventsScreen, EventsApi } from './docket-events-screen.ts';
import { statusName } from './member-page-screen.ts';
import {
  ATTEMPTED,
  outreachMember,
  recordVisitNow,
  StatusChangeRequestScreen,
} from './status-change-request-screen.ts';

const guide = DEMO_ACCOUNTS.guide;

test('a guide requests a status change; the supervisor approves it in another browser; the guide sees it live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  const screen = new StatusChangeRequestScreen(page);
  const api = await screen.member.signInBeforeOpening(loginScreen);
  const member = await outreachMember(api, guide.id);
  const attempted = await statusName(api, ATTEMPTED);
  await screen.member.open(guide.id, member);

  await screen.openForm();
  await expect(screen.dialog).toHaveAccessibleName('Request status change');
  await screen.field(/^Status/).selectOption({ label: attempted });
  await expect(screen.dialog.locator('[data-status-description]')).not.toBeEmpty();
  const comment = `Left two voicemails ${Date.now() % 100000}`;
  await screen.field(/^Comment/).fill(comment);
  await expectAccessible(page, testInfo, 'status change request form');
  await screen.button('Submit request').click();
  await expect(screen.toast('Status change request submitted for review')).toBeVisible();
  await expect(screen.dialog).toHaveCount(0);
  await expect(screen.chip(comment)).toHaveText('Pending');
  await expect(screen.feedEntry(comment).getByRole('button', { name: /^View/ })).toBeVisible();

  // The supervisor finds it among the guide's Pending events and reviews it from the feed, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  try {
    const supervisorPage = await context.newPage();
    const supervisor = new StatusChangeRequestScreen(supervisorPage);
    await supervisor.member.signIn(new LoginScreen(supervisorPage), DEMO_ACCOUNTS.supervisor);
    const docket = new DocketEventsScreen(supervisorPage);
    await docket.openDocket(guide.id);
    await docket.pendingTab().click();
    await docket.act(
      docket.rows(docket.table(/^Pending events$/), member.name, 'Status change request'),
      'View request',
    );
    await expect(supervisor.member.heading(member.name)).toBeVisible();
    await supervisor
      .feedEntry(comment)
      .getByRole('button', { name: /^Review/ })
      .click();
    await expect(supervisor.dialog).toHaveAccessibleName('Review status change request');
    await expect(supervisor.dialog.locator('[data-request-details]')).toContainText(comment);
    await supervisor.dialog.getByRole('radio', { name: 'Approve' }).check();
    await supervisor.field(/^Auditor comment/).fill('Two attempts on record');
    await supervisor.button('Submit review').click();
    await expect(supervisor.toast('Status change request audited successfully')).toBeVisible();
    await expect(supervisor.chip(comment)).toHaveText('Approved');
  } finally {
    await context.close();
  }

  // Live on the guide's page: the chip, the header's status and the status event in the feed.
  await expect(screen.chip(comment)).toHaveText('Approved');
  await expect(screen.member.header).toContainText(attempted);
  await expect(
    screen.member.feed.locator('article[data-feed-entry^="status:"]').filter({ hasText: attempted }).first(),
  ).toBeVisible();
});

test('a request rests on the visit it follows, and its creator edits it while it is pending', async ({
  page,
  loginScreen,
}) => {
  const screen = new StatusChangeRequestScreen(page);
  const api = await screen.member.signInBeforeOpening(loginScreen);
  const zone = await new EventsApi(api).timeZone();
  const member = await outreachMember(api, guide.id);
  const attempted = await statusName(api, ATTEMPTED);
  const { visitId, startTime } = await recordVisitNow(api, member.id);
  await screen.member.open(guide.id, member);

  await screen.openForm();
  await screen.field(/^Status/).selectOption({ label: attempted });
  // The visit is offered; choosing it dates the request on the visit's day.
  const effectiveDate = screen.dialog.locator('input[type="date"]');
  await effectiveDate.fill(dayIn(zone, -3));
  await screen.field(/^Interaction/).selectOption(visitId);
  await expect(screen.field(/^Interaction/).locator('option:checked')).toHaveText(/^Visit, /);
  await expect(effectiveDate).toHaveValue(dayIn(zone, 0, Date.parse(startTime)));
  const comment = `Visited at the library ${Date.now() % 100000}`;
  await screen.field(/^Comment/).fill(comment);
  await screen.button('Submit request').click();
  await expect(screen.toast('Status change request submitted for review')).toBeVisible();
  await expect(screen.chip(comment)).toHaveText('Pending');

  // The creator opens their own pending request: the edit form, with the visit still chosen.
  await screen.feedEntry(comment).getByRole('button', { name: /^View/ }).click();
  await expect(screen.dialog).toHaveAccessibleName('Edit status change request');
  await expect(screen.field(/^Interaction/)).toHaveValue(visitId);
  const edited = `${comment}, and called after`;
  await screen.field(/^Comment/).fill(edited);
  await screen.button('Save').click();
  await expect(screen.toast('Status change request edited successfully')).toBeVisible();
  await expect(screen.chip(edited)).toHaveText('Pending');
  await expect(screen.feedEntry(comment).filter({ hasNotText: edited })).toHaveCount(0);
});

test('the form speaks Spanish, and marking an outreach member engaged needs the minimum engagement checklist', async ({
  page,
  loginScreen,
}) => {
  const screen = new StatusChangeRequestScreen(page);
  const api = await screen.member.signInBeforeOpening(loginScreen);
  const member = await outreachMember(api, guide.id);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.member.open(guide.id, member);
  await screen.openForm('Solicitar cambio de estado');
  await expect(screen.dialog).toHaveAccessibleName('Solicitar cambio de estado');
  await screen.button('Enviar solicitud').click();
  await expect(screen.dialog.getByText(/^Estado es obligatorio/)).toBeVisible();

  // The catalogue's status reads in Spanish too (its key, not the server's English name).
  await screen.field(/^Estado/).selectOption({ label: 'Recién comprometido' });
  await expect(screen.dialog.locator('[data-status-description]')).toHaveText(
    'El miembro aceptó trabajar con su guía.',
  );
  await expect(screen.field(/^¿Cuándo se comprometió el miembro\?/)).toBeVisible();
  const checklist = screen.dialog.getByRole('group', { name: 'Lista mínima de compromiso' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(4);
  await expect(screen.button('Enviar solicitud')).toBeDisabled();
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await expect(screen.button('Enviar solicitud')).toBeEnabled();
  const comment = `Comprometido ${Date.now() % 100000}`;
  await screen.field(/^Comentario/).fill(comment);
  await screen.button('Enviar solicitud').click();
  await expect(screen.toast('Solicitud de cambio de estado enviada para revisión')).toBeVisible();
  await expect(screen.chip(comment)).toHaveText('Pendiente');
});
