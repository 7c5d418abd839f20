/**
 * The member's consents, attributes and summary on the staff side, against the real server: a
 * consent answered through the member's link shows live on an open page and in the history; a
 * guide rejects consent to treat for the member after confirming their identity, and the speed
 * dial then disables Provider scheduling; Copy consents link; a collapsed section stays collapsed
 * after a reload; summary feedback; Spanish; axe. Each test takes a member no other test uses.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';
import { expectAccessible } from './axe.ts';
import { MemberPageScreen } from './member-page-screen.ts';

const guide = DEMO_ACCOUNTS.guide;
const TCPA = 'tcpa-text-messaging';
const TREAT = 'consent-to-treat';

interface CaseloadMember {
  id: string;
  name: string;
  clientHasMedicalCenter: boolean;
  memberSummary: { summary: string } | null;
}

/** Members taken by the tests of this file, so each works on its own. */
const taken = new Set<string>();

/** A member of the demo guide for whom `fits` holds and whose consents `unanswered` nobody answered yet. */
async function takeMember(
  api: GuideApi,
  fits: (member: CaseloadMember) => boolean,
  unanswered: readonly string[] = [],
): Promise<CaseloadMember> {
  const { data } = await api.get<{ data: { id: string }[] }>(`/users?showOnlyMyMembers=true&page-size=100`);
  for (const { id } of data) {
    if (taken.has(id)) continue;
    const member = await api.get<CaseloadMember>(`/users/${id}`);
    if (!fits(member)) continue;
    const answers = await api.get<{ data: { termKey: string }[] }>(`/consent/answers?memberId=${id}`);
    if (answers.data.some((answer) => unanswered.includes(answer.termKey))) continue;
    taken.add(id);
    return member;
  }
  throw new Error('No member of the demo guide fits');
}

class ConsentsScreen {
  constructor(readonly page: Page) {}
  get section() {
    return this.page.locator('[data-section="consents"]');
  }
  row(key: string) {
    return this.section.locator(`[data-consent-term="${key}"]`);
  }
  button(name: string) {
    return this.section.getByRole('button', { name, exact: true });
  }
}

test('a consent answered through the member’s link shows live on the open page and in the history', async ({
  page,
  loginScreen,
  baseURL,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api, () => true, [TCPA]);
  await screen.open(guide.id, member);
  const consents = new ConsentsScreen(page);
  await expect(consents.row(TCPA)).toContainText('Incomplete');

  // The member answers on the public site, through a link the guide made.
  const link = await fetch(`${baseURL}/api/consent/links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: member.id }),
  });
  const key = new URL(((await link.json()) as { url: string }).url).searchParams.get('key')!;
  const form = (await (await fetch(`${baseURL}/api/consent/form/?key=${key}&term=${TCPA}`)).json()) as {
    term: { id: string };
  };
  const answered = await fetch(`${baseURL}/api/consent/form/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consented: true, termId: form.term.id, consentLinkKey: key }),
  });
  expect(answered.status).toBe(200);

  await expect(consents.row(TCPA)).toContainText('Accepted');
  await consents.button('Consent history').click();
  const history = page.getByRole('dialog', { name: 'Consent history' });
  await expect(history.getByRole('listitem').first()).toContainText('Text Message Consent (TCPA): Accepted');
  await expect(history.getByRole('listitem').first()).toContainText('By the member, through the consent link');
});

test('rejecting consent to treat for the member asks for their identity, and the speed dial then disables Provider scheduling', async ({
  page,
  loginScreen,
}, testInfo) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api, (candidate) => candidate.clientHasMedicalCenter, [TREAT]);
  await screen.open(guide.id, member);
  const consents = new ConsentsScreen(page);

  // Incomplete: Provider scheduling asks first, offering to go to the consents.
  await page.getByRole('button', { name: 'New interaction' }).click();
  await page.getByRole('menuitem', { name: 'Provider scheduling' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Consent to treat is incomplete' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Go to consents' }).click();
  await expect(consents.row(TREAT)).toBeInViewport();

  await consents
    .row(TREAT)
    .getByRole('button', { name: /^Update / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /do not/i }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(dialog.getByText('Date of birth must be at least 8 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Member name/ }).fill(member.name);
  await dialog.getByRole('textbox', { name: /Date of birth/ }).fill('04/12/1961');
  await expectAccessible(page, testInfo, 'consent dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consent updated successfully' })).toBeVisible();
  await expect(consents.row(TREAT)).toContainText('Rejected');

  await page.getByRole('button', { name: 'New interaction' }).click();
  await expect(
    page.getByRole('menuitem', { name: /Provider scheduling \(Consent required for provider scheduling\)/ }),
  ).toBeDisabled();
});

test('Copy consents link shows the member’s link, with the warning, and reads Link copied', async ({
  page,
  context,
  loginScreen,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api, () => true);
  await screen.open(guide.id, member);
  await new ConsentsScreen(page).button('Copy consents link').click();
  const dialog = page.getByRole('dialog', { name: 'Copy consents link' });
  await expect(dialog).toContainText('share it only with this member');
  const link = dialog.getByRole('textbox', { name: 'Consents link' });
  await expect(link).toHaveValue(/\/consent\/\?key=[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 5000 });
});

test('a collapsed section stays collapsed after a reload; summary feedback is sent, and needs a summary', async ({
  page,
  loginScreen,
}) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const withSummary = await takeMember(api, (candidate) => candidate.memberSummary !== null);
  const without = await takeMember(api, (candidate) => candidate.memberSummary === null);

  await screen.open(guide.id, withSummary);
  const insurance = page.getByRole('button', { name: 'Insurance information', exact: true });
  await insurance.click();
  await expect(insurance).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Insurance information', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Provider information', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await expect(page.getByText(withSummary.memberSummary!.summary)).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member summary feedback' });
  await dialog.getByRole('combobox', { name: /Feedback/ }).selectOption({ label: 'Missing important information' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('The recent hospital stay is not in it.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback submitted successfully' })).toBeVisible();

  await screen.open(guide.id, without);
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
});

test('the consents and the member’s attributes speak Spanish', async ({ page, loginScreen }, testInfo) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api, () => true);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await screen.open(guide.id, member);
  await expect(page.getByRole('button', { name: 'Consentimientos', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Información del seguro', exact: true })).toBeVisible();
  await expect(page.locator(`[data-consent-term="${TCPA}"]`)).toContainText(
    'Consentimiento para mensajes de texto (TCPA)',
  );
  await expect(
    page
      .getByRole('button', { name: 'Nueva interacción' })
      .or(page.getByRole('button', { name: 'Copiar enlace de consentimientos' })),
  ).not.toHaveCount(0);
  await expectAccessible(page, testInfo, 'member page in Spanish');
});

test('Send consent text texts the member a link that shows in the feed at once', async ({ page, loginScreen }) => {
  const screen = new MemberPageScreen(page);
  const api = await screen.signInBeforeOpening(loginScreen);
  const member = await takeMember(api, (candidate) =>
    (candidate as CaseloadMember & { phoneNumbers: { doNotContactReason: string | null }[] }).phoneNumbers.some(
      (phone) => !phone.doNotContactReason,
    ),
  );
  await screen.open(guide.id, member);
  await new ConsentsScreen(page).button('Send consent text').click();
  const dialog = page.getByRole('dialog', { name: 'Send consent text' });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully' })).toBeVisible();
  // In the member's language, with their link.
  await expect(screen.feed).toContainText(
    /(Your care team asks you to review and answer your consents|Su equipo de atención le pide revisar y responder sus consentimientos): http\S+\/consent\/\?key=/,
  );
});
