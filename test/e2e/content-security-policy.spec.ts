/**
 * The sites run under their Content-Security-Policy (server/http/security-headers.ts) without a
 * single violation: signing in through the provider's popup, the docket, the member list, a member
 * page, and the consent site opened from a member's link. A violation would mean a feature the
 * policy silently breaks in users' browsers.
 */
import type { BrowserContext } from '@playwright/test';
import { DEMO_MEMBER } from '../../server/seed/fixtures.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { MemberPageScreen } from './member-page-screen.ts';

// The popup's sign-in is part of what runs under the policy.
test.use({ freshSignIn: true });

/** Every CSP violation any page of the context reports on its console. */
function violationsIn(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return violations;
}

test('the portal, its sign-in and the consent site run without a policy violation', async ({
  page,
  context,
  loginScreen,
  baseURL,
}) => {
  const violations = violationsIn(context);
  const screen = new MemberPageScreen(page);
  const api = await screen.signIn(loginScreen);
  const guide = DEMO_ACCOUNTS.guide;
  await expect(page.getByRole('tab').first()).toBeVisible();

  await page.goto(`/member-list/guide/${guide.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await screen.open(guide.id, { id: DEMO_MEMBER.id, name: `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}` });
  await expect(screen.feedItems.first()).toBeVisible();

  const link = await fetch(`${baseURL}/api/consent/links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: DEMO_MEMBER.id }),
  });
  const { url } = (await link.json()) as { url: string };
  const consent = await context.newPage();
  await consent.goto(url);
  await expect(consent.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consent.getByRole('link').or(consent.getByRole('button')).first()).toBeVisible();

  expect(violations).toEqual([]);
});
