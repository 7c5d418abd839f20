/**
 * Page object for the protected shell: header tabs, profile menu, banners, the session warning.
 * Used by the shell*.spec.ts suites; steps read the way a user would do them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, fullName, type LoginScreen } from './fixtures.ts';

type Account = { id: string; email: string; firstName: string; lastName: string };

export class ShellScreen {
  readonly header: Locator;
  readonly nav: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.main = page.getByRole('main');
  }

  /**
   * Signs in (`LoginScreen.enterAs`) and waits for the own docket, or opens `landing` straight away (the portal
   * loads once, there; the caller checks what shows).
   */
  async signIn(loginScreen: LoginScreen, account: Account, landing?: string): Promise<void> {
    if (landing) return loginScreen.enterAs(account.email, landing);
    await loginScreen.enterAs(account.email);
    await expect(this.page).toHaveURL(`/docket/guide/${account.id}`);
    await expect(this.page.getByRole('heading', { level: 1, name: fullName(account) })).toBeVisible();
  }

  tab(name: string | RegExp): Locator {
    return this.nav.getByRole('link', { name });
  }

  profileMenuButton(userName: string): Locator {
    return this.page.getByRole('button', { name: `Profile menu for ${userName}` });
  }

  async openProfileMenu(userName: string): Promise<void> {
    await this.profileMenuButton(userName).click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  async chooseFromProfileMenu(userName: string, item: string): Promise<void> {
    await this.openProfileMenu(userName);
    await this.menuItem(item).click();
  }

  /**
   * Signs in as an administrator, switches to the Admin Portal from the profile menu and opens one
   * tool from its sidebar, the way an admin gets there.
   */
  async openAdminTool(loginScreen: LoginScreen, admin: Account, tool: string, path: string): Promise<void> {
    await this.signIn(loginScreen, admin);
    await this.chooseFromProfileMenu(fullName(admin), 'Switch to Admin Portal');
    await this.page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: tool }).click();
    await expect(this.page).toHaveURL(path);
  }

  banner(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  sessionWarning(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Are you still there?' });
  }
}
