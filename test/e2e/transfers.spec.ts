/**
 * Member transfer requests against the real server: the demo guide asks for a transfer of one of
 * their members (from the member list's row menu, and in Spanish from the member page's header
 * menu), the supervisor (who holds CAN_AUDIT_MEMBER_TRANSFER_REQUESTS) approves it in another
 * browser, and the member moves: the guide's member list and the member page follow live. axe
 * checks both full-screen forms. Each test transfers a member of its own choosing away from the
 * demo guide (never the demo member).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { expectAccessible } from './axe.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import { MemberListScreen } from './member-list-screen.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { newestRequest, receivingGuide, TransferScreen, transferRequestsOf, type Guide } from './transfer-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const supervisor = DEMO_ACCOUNTS.supervisor;

/** The supervisor in a browser of their own, on the member's page, approving the request from the feed. */
async function approveAsSupervisor(
  browser: Browser,
  baseURL: string,
  member: { id: string; name: string },
  requestId: string,
  to: Guide,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const screen = new MemberPageScreen(page);
  await screen.signInBeforeOpening(new LoginScreen(page), supervisor);
  await screen.open(guide.id, member);
  const transfers = new TransferScreen(page);
  const entry = transfers.feedEntry(requestId);
  await expect(entry).toContainText('Pending review');
  await entry.getByRole('button', { name: 'Review' }).click();
  const form = transfers.reviewForm;
  await expect(form).toBeVisible();
  await expect(form).toContainText(member.name);
  await expect(transfers.field(form, 'Effective date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(transfers.field(form, 'Receiving guide')).toHaveValue(to.id);
  await expectAccessible(page, test.info(), 'the transfer review form');
  await form.getByRole('radio', { name: 'Approve' }).check();
  await transfers.field(form, 'Comment').fill('Approved: balanced caseloads.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(transfers.toast('Transfer request audited successfully')).toBeVisible();
  await expect(entry).toContainText('Approved');
  return context;
}

test('the guide requests a transfer from the member list; the supervisor approves; the member list follows live', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  const list = new MemberListScreen(page);
  const transfers = new TransferScreen(page);
  await list.signInAsGuide(loginScreen);
  const api = new GuideApi(new URL(page.url()).origin, await accessTokenOf(page));
  // A member of the guide's on the page shown, from the end (other suites use the first ones).
  const names = await list.names();
  const name = [...names]
    .reverse()
    .find((candidate) => candidate !== `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`);
  if (!name) throw new Error('The guide has no member to transfer');
  const href = await list.rowFor(name).getByRole('link', { name, exact: true }).getAttribute('href');
  const member = { id: href!.split('/').pop()!, name };
  const to = await receivingGuide(api, [guide.id, supervisor.id, DEMO_ACCOUNTS.noAccess.id]);
  const before = (await transferRequestsOf(api, member.id)).length;

  await list.chooseFromRowMenu(name, 'Request member transfer');
  const form = transfers.requestForm;
  await expect(form).toBeVisible();
  await expect(transfers.sendButton()).toBeDisabled();
  // The guide and comment fields appear once a reason is chosen.
  await expect(transfers.field(form, 'Receiving guide')).toHaveCount(0);
  await transfers.chooseReason('Reason', 'Guide caseload balancing');
  await transfers.field(form, 'Details').fill('Evening availability');
  await transfers.chooseGuide(form, 'Receiving guide', to.id);
  await expect(transfers.sendButton()).toBeDisabled();
  await transfers.field(form, 'Comment to receiving guide').fill('Rosa prefers evening calls.');
  await expectAccessible(page, test.info(), 'the transfer request form');
  await expect(transfers.sendButton()).toBeEnabled();
  await transfers.sendButton().click();
  await expect(transfers.toast('Transfer request sent successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const request = await newestRequest(api, member.id, before);
  expect(request).toMatchObject({ approval: null, receivingGuideId: to.id });

  const assignedGuide = list.rowFor(name).locator('td').nth(2);
  await expect(assignedGuide).not.toHaveText(to.name);
  const other = await approveAsSupervisor(browser, baseURL!, member, request.id, to);
  // The guide's list updates in place, without a reload.
  await expect(assignedGuide).toHaveText(to.name);
  expect((await transferRequestsOf(api, member.id))[0]).toMatchObject({
    approval: 'approve',
    appliedAt: expect.any(String),
  });
  await other.close();
});

test('in Spanish from the member page: a date reason defaulting to today; after approval the page follows the member to its new guide', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const transfers = new TransferScreen(page);
  const api = await screen.signIn(loginScreen);
  await page.getByLabel('Language').selectOption('es');
  const { data } = await api.get<{
    data: { id: string; firstName: string; lastName: string; assignedGuideId: string | null }[];
  }>('/users?showOnlyMyMembers=true&page-size=100');
  const row = [...data]
    .reverse()
    .find((candidate) => candidate.assignedGuideId === guide.id && candidate.id !== DEMO_MEMBER.id);
  if (!row) throw new Error('The guide has no member to transfer');
  const member = { id: row.id, name: `${row.firstName} ${row.lastName}` };
  const to = await receivingGuide(api, [guide.id, supervisor.id, DEMO_ACCOUNTS.noAccess.id]);
  const before = (await transferRequestsOf(api, member.id)).length;
  await screen.open(guide.id, member);

  await screen.memberMenu.click();
  await page.getByRole('menuitem', { name: 'Solicitar traslado del miembro' }).click();
  const form = transfers.requestForm;
  await expect(form).toBeVisible();
  await transfers.chooseReason('Motivo', 'Salida del guía');
  await expect(transfers.field(form, 'Último día del guía')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await transfers.chooseGuide(form, 'Guía receptor', to.id);
  // Required in the reader's words once touched and emptied.
  await transfers.field(form, 'Comentario para el guía receptor').fill('x');
  await transfers.field(form, 'Comentario para el guía receptor').fill('');
  await expect(form).toContainText('Comentario para el guía receptor es obligatorio.');
  await expect(transfers.sendButton()).toBeDisabled();
  await transfers.field(form, 'Comentario para el guía receptor').fill('Gabriela deja el equipo.');
  await expectAccessible(page, test.info(), 'the transfer request form in Spanish');
  await transfers.sendButton().click();
  await expect(transfers.toast('Solicitud de traslado enviada correctamente')).toBeVisible();
  const request = await newestRequest(api, member.id, before);
  const entry = transfers.feedEntry(request.id);
  await expect(entry).toContainText('Pendiente de revisión');
  await expect(entry).toContainText(`A ${to.name}`);

  const other = await approveAsSupervisor(browser, baseURL!, member, request.id, to);
  // Live: the entry turns Approved and the page moves under the member's new guide.
  await expect(entry).toContainText('Aprobada');
  await expect(page).toHaveURL(new RegExp(`/member-list/guide/${to.id}/member/${member.id}`));
  await expect(screen.heading(member.name)).toBeVisible();
  await other.close();
});
