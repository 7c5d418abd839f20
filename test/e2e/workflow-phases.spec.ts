/**
 * Workflow phases on the member page against the real server: a guide opens a member whose first
 * phase is available, walks the stepper (content, the Survey step, Next Steps unlocked once the
 * survey is valid) to Finish, sees the phase completed and the next phase's preview, while a
 * second browser sees the completion arrive live; then attaches the next phase to an event, finds
 * it as Workflow on the docket's Pending events, follows 'View workflow' back to the card, detaches
 * it and asks to be reminded later. The card in Spanish; axe.
 * Each test takes a member of the demo guide's with the first phase available that no other test uses.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, LoginScreen, test } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';
import { DocketEventsScreen, EventsApi } from './docket-events-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const taken = new Set<string>();

interface AssignedPhase {
  id: string;
  memberId: string;
  phaseId: string;
  availableDate: string;
  completedAt: string | null;
}

/** A member with 'Getting started' available now and 'Goal setting' still to come (not the Late one). */
async function takeMemberWithAvailablePhase(api: GuideApi): Promise<{ id: string; name: string }> {
  const phases = await api.get<{ data: { id: string; title: string }[] }>('/workflows/phases');
  const phaseId = (title: string) => phases.data.find((phase) => phase.title === title)!.id;
  const { data } = await api.get<{ data: AssignedPhase[] }>(`/workflows/assigned/phases?guideId=${guide.id}`);
  const hasNext = new Set(data.filter((a) => a.phaseId === phaseId('Goal setting')).map((a) => a.memberId));
  const candidate = data.find(
    (a) =>
      a.phaseId === phaseId('Getting started') &&
      a.completedAt === null &&
      Date.parse(a.availableDate) < Date.now() &&
      hasNext.has(a.memberId) &&
      !taken.has(a.memberId),
  );
  if (!candidate) throw new Error('No member of the demo guide with an available phase');
  taken.add(candidate.memberId);
  return api.get(`/users/${candidate.memberId}`);
}

class WorkflowScreen {
  constructor(readonly page: Page) {}
  get section() {
    return this.page.getByRole('region', { name: /^(Workflow|Flujo de trabajo)$/ });
  }
  card(title: string) {
    return this.section.getByRole('listitem', { name: title, exact: true });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  step(name: RegExp) {
    return this.dialog.getByRole('navigation').getByRole('button', { name });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

test('the Survey and Goals tabs name the workflow phase each survey was assigned for', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithAvailablePhase(api);
  await screen.open(guide.id, member, '?showGoals=true');
  // The Goals tab's cards of the two check-ins, opened: each says its phase.
  const checkIns = page.getByRole('article').filter({ has: page.getByRole('button', { name: /Monthly check-in/ }) });
  await expect(checkIns).toHaveCount(2);
  for (const card of await checkIns.all()) await card.getByRole('button').click();
  await expect(checkIns.filter({ hasText: 'Part of the Getting started phase' })).toHaveCount(1);
  await expect(checkIns.filter({ hasText: 'Part of the Goal setting phase' })).toHaveCount(1);

  await screen.tab('Survey').click();
  // Both phases ask the monthly check-in: each of its two assignments says which phase it is for.
  const surveys = page.getByRole('list', { name: 'Assigned surveys' }).getByRole('listitem');
  await expect(surveys.filter({ hasText: 'Part of the Getting started phase' })).toHaveCount(1);
  await expect(surveys.filter({ hasText: 'Part of the Goal setting phase' })).toHaveCount(1);
  await expect(surveys.filter({ hasText: 'Part of the Goal setting phase' })).toContainText('Monthly check-in');
});

test('a guide walks a workflow phase to Finish, another browser sees it completed, and the next phase is attached to an event on the docket', async ({
  page,
  loginScreen,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const screen = new MemberPageScreen(page);
  const workflow = new WorkflowScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithAvailablePhase(api);
  await screen.open(guide.id, member);
  const card = workflow.card('Getting started');
  await expect(card).toContainText('Getting started');
  await expect(card.getByRole('button', { name: 'Start' })).toBeVisible();

  // A second browser has the member open too.
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    const otherScreen = new MemberPageScreen(otherPage);
    await otherScreen.signInBeforeOpening(new LoginScreen(otherPage));
    await otherScreen.open(guide.id, member);
    const otherCard = new WorkflowScreen(otherPage).card('Getting started');
    await expect(otherCard).toHaveAttribute('data-state', 'start');

    await card.getByRole('button', { name: 'Learn more' }).click();
    await expect(workflow.dialog.getByRole('heading', { name: 'Why this phase matters' })).toBeVisible();
    // The phase's survey brings its own learn-more content, as published.
    await expect(workflow.dialog.getByText('About the monthly check-in')).toBeVisible();
    await workflow.button('Close').click();

    await card.getByRole('button', { name: 'Start' }).click();
    await expect(workflow.dialog).toHaveAccessibleName('Getting started');
    await expect(workflow.step(/Next Steps$/)).toBeDisabled();
    await expect(workflow.dialog.getByRole('heading', { name: 'Welcome the member' })).toBeVisible();
    await expectAccessible(page, testInfo, 'workflow stepper');
    await workflow.button('Next').click();
    await expect(workflow.dialog.getByRole('heading', { name: 'Before the first visit' })).toBeVisible();
    await workflow.button('Next').click();
    await expect(workflow.dialog.getByRole('heading', { name: 'Monthly check-in' })).toBeVisible();
    await expect(workflow.button('Next')).toBeDisabled();
    const slider = workflow.dialog.getByRole('slider');
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(workflow.button('Next')).toBeEnabled();
    await workflow.button('Next').click();
    await expect(workflow.dialog.getByRole('heading', { name: 'Next Steps' })).toBeVisible();
    await expect(workflow.dialog.getByText('Schedule the goal-setting visit within the next two weeks.')).toBeVisible();
    await workflow.button('Finish').click();
    await expect(workflow.dialog.getByRole('heading', { name: 'Phase completed' })).toBeVisible();
    await expect(workflow.dialog.getByRole('heading', { name: 'Up next: Goal setting' })).toBeVisible();
    await workflow.button('Close').click();
    await expect(card).toHaveAttribute('data-state', 'completed');
    await expect(otherCard).toHaveAttribute('data-state', 'completed');
  } finally {
    await other.close();
  }

  // The next phase is not available yet: attach it to an event today and find it on the docket.
  const events = new EventsApi(api);
  const zone = await events.timeZone();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  await events.schedule(member.id, { type: 'call', date: today, time: null, note: 'Goal setting call' });
  const next = workflow.card('Goal setting');
  await expect(next).toHaveAttribute('data-state', 'schedule');
  await next.getByRole('button', { name: 'Attach to event' }).click();
  await expect(workflow.dialog).toHaveAccessibleName('Attach Goal setting to an event');
  await workflow.dialog.getByRole('radio', { name: /Goal setting call/ }).check();
  await workflow.button('Attach').click();
  await expect(next).toContainText('Scheduled with:');

  const docket = new DocketEventsScreen(page);
  await docket.openDocket(guide.id);
  await docket.pendingTab().click();
  const row = docket.rows(docket.table(/^Pending events$/), member.name, 'Workflow', 'Today, Anytime');
  await expect(row).toHaveCount(1);

  // 'View workflow' leads to the member's workflow card, without reloading the app.
  let loads = 0;
  page.on('load', () => loads++);
  await docket.act(row, 'View workflow');
  await expect(screen.heading(member.name)).toBeVisible();
  await expect(page).toHaveURL(/#workflow-phases$/);
  expect(loads).toBe(0);
  await workflow.card('Goal setting').getByRole('button', { name: 'Detach from event' }).click();
  await expect(workflow.card('Goal setting').getByRole('button', { name: 'Attach to event' })).toBeVisible();
  await workflow.card('Goal setting').getByRole('button', { name: 'Remind me later' }).click();
  await expect(workflow.card('Goal setting')).toHaveAttribute('data-state', 'unscheduled');
  const stored = await api.get<{ data: AssignedPhase[] & { scheduledEventId: string | null }[] }>(
    `/workflows/assigned/phases?memberId=${member.id}`,
  );
  expect(stored.data.map((a) => a.completedAt !== null)).toEqual([true, false]);
});

test('the workflow card speaks Spanish', async ({ page, loginScreen }, testInfo) => {
  const screen = new MemberPageScreen(page);
  const workflow = new WorkflowScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMemberWithAvailablePhase(api);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.open(guide.id, member);
  const card = workflow.card('Getting started');
  await expect(card.getByRole('button', { name: 'Empezar' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Más información' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Recordármelo más tarde' })).toBeVisible();
  await expectAccessible(page, testInfo, 'workflow card in Spanish');
});
