/**
 * The e2e test driver: `test` knows where the server is, and page objects say the user's steps.
 * Demo accounts are the server's named fixtures, so "the demo guide" is the same row everywhere.
 */
import { expect, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { guardedTest as base } from './console-guard.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';

export { expect };
export { DEMO_ACCOUNTS };
/** The embedded provider's password for every demo account (server/auth/embedded-oidc/provider.ts). */
export const DEMO_PASSWORD = 'demo-password';

export const test = base.extend<
  { loginScreen: LoginScreen; portal: PortalScreen; freshSignIn: boolean },
  { keptSessions: KeptSessions }
>({
  // Each worker has a server and database of its own (global-setup.ts): specs on two workers never
  // see each other's changes.
  // Playwright reads fixture dependencies from the destructuring, so this one needs an empty pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(e2eBaseUrl(testInfo.parallelIndex)),
  /** Specs that log out set it: their sign-ins go through the popup, so they end only their own provider session. */
  freshSignIn: [false, { option: true }],
  keptSessions: [async ({ browser }, provide) => provide(new KeptSessions(browser)), { scope: 'worker' }],
  loginScreen: async ({ page, keptSessions, freshSignIn, baseURL }, provide) =>
    provide(new LoginScreen(page, freshSignIn ? undefined : { keptSessions, baseURL: baseURL! })),
  portal: async ({ page }, provide) => provide(new PortalScreen(page)),
});

function e2eBaseUrl(workerIndex: number): string {
  const url = process.env.E2E_BASE_URLS?.split(',')[workerIndex];
  if (!url) throw new Error(`E2E_BASE_URLS has no server for worker ${workerIndex}: the global setup did not start it`);
  return url;
}

/** A signed-in tab as the portal keeps it: the provider's cookies and the tab's `oidc.user:` entry. */
interface KeptSession {
  cookies: Cookie[];
  storage: [string, string][];
  /** When its access token lapses (ms since the epoch). */
  expiresAt: number;
}

/** A session is taken again only while its token has this long left, so no test sees it renewed. */
const KEPT_SESSION_MARGIN_MS = 15 * 60_000;

/**
 * One sign-in through the provider's popup per account and worker; later tests resume it in their
 * own tab, as a reload of a signed-in tab does. The popup costs 1.3 to 2 s a test; sign-in itself is
 * covered by the specs that call `signInAs`. Tokens are stateless, so a session resumed in another
 * context is the same one; a spec that logs out sets `freshSignIn`, so it ends only its own.
 */
export class KeptSessions {
  private readonly kept = new Map<string, Promise<KeptSession>>();

  constructor(private readonly browser: Browser) {}

  /** The account's session on the server at `baseURL` (a spec may run a server of its own). */
  async of(baseURL: string, email: string): Promise<KeptSession> {
    const key = `${baseURL} ${email}`;
    const held = this.kept.get(key);
    if (held) {
      const session = await held.catch(() => undefined);
      if (session && session.expiresAt - Date.now() > KEPT_SESSION_MARGIN_MS) return session;
    }
    const made = this.signIn(baseURL, email);
    this.kept.set(key, made);
    return made;
  }

  private async signIn(baseURL: string, email: string): Promise<KeptSession> {
    const context = await this.browser.newContext({ baseURL });
    try {
      const login = new LoginScreen(await context.newPage());
      await login.goto();
      await login.signInAs(email);
      const storage = await login.page.evaluate(() =>
        Object.entries(sessionStorage).filter(([key]) => key.startsWith('oidc.user:')),
      );
      const user = JSON.parse(storage[0]?.[1] ?? '{}') as { expires_at?: number };
      if (!user.expires_at) throw new Error(`No signed-in user kept for ${email}`);
      return { cookies: await context.cookies(), storage, expiresAt: user.expires_at * 1000 };
    } finally {
      await context.close();
    }
  }
}

export const fullName = (account: { firstName: string; lastName: string }) =>
  `${account.firstName} ${account.lastName}`;

/** /login and the identity provider's popup. */
export class LoginScreen {
  readonly signInButton: Locator;

  constructor(
    readonly page: Page,
    private readonly kept?: { keptSessions: KeptSessions; baseURL: string },
  ) {
    this.signInButton = page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ });
  }

  /**
   * Starts a test signed in as the account on `landing` (the portal's home by default): the account's kept
   * session resumed in this tab, or, without one (`freshSignIn`), the login page and the provider's popup.
   * The caller checks where the portal lands.
   */
  async enterAs(email: string, landing = '/'): Promise<void> {
    await this.signInQuietly(email);
    // A popup sign-in has opened the portal on its home already.
    if (this.kept || landing !== '/') await this.page.goto(landing);
  }

  /**
   * Makes this tab signed in as the account without opening the portal, for a test whose next step is a
   * navigation: the portal then loads once, on that page, as a bookmark opened in a signed-in browser does
   * (about 1.7 s and 2.2 s of CPU saved against landing on the docket first, 2026-12-03). Without a kept
   * session it signs in through the popup, and the portal opens on its home.
   */
  async signInQuietly(email: string): Promise<void> {
    if (!(await this.resume(email))) {
      await this.goto();
      await this.signInAs(email);
    }
  }

  /** Puts the account's kept session in this tab, on a response of the server's; false without kept sessions. */
  private async resume(email: string): Promise<boolean> {
    if (!this.kept) return false;
    const session = await this.kept.keptSessions.of(this.kept.baseURL, email);
    await this.page.context().addCookies(session.cookies);
    // The tab's storage belongs to the origin: a response of the server's (not the portal) to hold it.
    await this.page.goto('/api/client-config');
    await this.page.evaluate(
      (entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)),
      session.storage,
    );
    return true;
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
