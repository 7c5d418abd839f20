/** A screen kept from guides: the demo guide, in a browser of their own, is sent to their docket and refused by the server. */
import type { Browser } from '@playwright/test';
import { accessTokenOf } from './docket-screen.ts';
import { DEMO_ACCOUNTS, expect, LoginScreen } from './fixtures.ts';
import { ShellScreen } from './shell-screen.ts';

export async function expectGuideKeptOut(
  browser: Browser,
  baseURL: string | undefined,
  { screen, api }: { screen: string; api: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const guide = DEMO_ACCOUNTS.guide;
    await new ShellScreen(page).signIn(new LoginScreen(page), guide);
    await page.goto(screen);
    await expect(page).toHaveURL(`/docket/guide/${guide.id}`);
    const answer = await page.request.get(`/api${api}`, {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    });
    expect(answer.status()).toBe(403);
  } finally {
    await context.close();
  }
}
