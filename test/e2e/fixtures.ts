/**
 * The e2e test driver: `test` knows where the server is, and page objects say the user's steps.
 * Demo accounts are the server's named fixtures, so "the demo guide" is the same row everywhere.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';

export { expect };
export { DEMO_ACCOUNTS };
/** The embedded provider's password for every demo account (server/auth/embedded-oidc/provider.ts). */
export const DEMO_PASSWORD = 'demo-password';

export const test = base.extend<{ loginScreen: LoginScreen; portal: PortalScreen }>({
  // Playwright reads fixture dependencies from the destructuring, so this one needs an empty pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await provide(url);
  },
  loginScreen: async ({ page }, provide) => provide(new LoginScreen(page)),
  portal: async ({ page }, provide) => provide(new PortalScreen(page)),
});

export const fullName = (account: { firstName: string; lastName: string }) => `${account.firstName} ${account.lastName}`;

/** /login and the identity provider's popup. */
export class LoginScreen {
  readonly signInButton: Locator;

  constructor(readonly page: Page) {
    this.signInButton = page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.signInButton).toBeEnabled();
  }

  /** Clicks Sign in and completes the provider's form in the popup, which then closes itself. */
  async signInAs(email: string, password = DEMO_PASSWORD): Promise<void> {
    const popupOpened = this.page.waitForEvent('popup');
    await this.signInButton.click();
    const popup = await popupOpened;
    await popup.getByLabel(/^(E-mail|Correo electrónico)$/).fill(email);
    await popup.getByLabel(/^(Password|Contraseña)$/).fill(password);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
    await closed;
    // Signed in once the portal has left the login page: a navigation before that (a test going
    // straight to a section) would land back on it, the session not yet kept.
    await expect(this.page).not.toHaveURL(/\/login(?:[?#]|$)/, { timeout: 15_000 });
  }
}

/** The signed-in portal: header, profile menu, docket heading. */
export class PortalScreen {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Opens the profile menu from the keyboard and picks Log Out, as a keyboard-only user would. */
  async logOutWithKeyboard(userName: string): Promise<void> {
    const trigger = this.page.getByRole('button', { name: `Profile menu for ${userName}` });
    await trigger.focus();
    await this.page.keyboard.press('Enter');
    const logOut = this.page.getByRole('menuitem', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await logOut.press('Enter');
  }
}
