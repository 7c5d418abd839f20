/**
 * Member info's dialogs (phone numbers, e-mail addresses, addresses, personal information, member
 * file updates) as a user drives them, over the member page's page object.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, LoginScreen } from './fixtures.ts';
import type { GuideApi } from './docket-screen.ts';
import { memberDetails, MemberPageScreen, type MemberDetails } from './member-page-screen.ts';

export class MemberInfoScreen {
  readonly panel: Locator;
  readonly dialog: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: /^(Member info|Información del miembro)$/ });
    this.dialog = page.getByRole('dialog');
    this.confirmation = page.getByRole('alertdialog');
  }

  button(name: string | RegExp): Locator {
    return this.panel.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The phone row showing this number (+1 and ten digits). */
  phone(number: string): Locator {
    return this.panel.locator(`li[data-phone="${number}"]`);
  }

  /** The address row whose first line is this. */
  address(line1: string): Locator {
    return this.panel.locator(`li[data-address="${line1}"]`);
  }

  /** The value the personal information section shows under this label. */
  personal(label: string): Locator {
    return this.panel
      .locator('[data-personal-info] dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The entries of the open Member file updates dialog, newest first. */
  fileUpdates(): Locator {
    return this.dialog.locator('li[data-file-update]');
  }

  /** A field of the open dialog by its label (a required field's label ends '(Required)'). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}(\\(Required\\)|\\(Requerido\\))?$`));
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  }

  /** A success toast with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

/** A number nobody has: 555 numbers with random digits. */
export function freshPhoneNumber(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** '(555) 123-4567' for '+15551234567', as the panel shows it. */
export const shownPhone = (number: string) => `(${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;

/**
 * A member of another guide than `notGuideId` for these tests to change, picked from the end of
 * the list (the member page's tests text the first ones), skipping `except`.
 */
export async function memberToEdit(
  api: GuideApi,
  notGuideId: string,
  except: readonly string[] = [],
): Promise<MemberDetails> {
  const { data } = await api.get<{ data: { id: string; assignedGuideId: string | null }[] }>('/users?page-size=100');
  const row = [...data]
    .reverse()
    .find(
      (candidate) =>
        candidate.assignedGuideId && candidate.assignedGuideId !== notGuideId && !except.includes(candidate.id),
    );
  if (!row) throw new Error('No member of another guide to edit');
  return memberDetails(api, row.id);
}

/** The member's phone numbers as the API answers them. */
export async function phonesOf(api: GuideApi, memberId: string): Promise<{ number: string; description: string }[]> {
  return (
    await api.get<{ phoneNumbers: { number: string; description: string }[] }>(
      `/users/${memberId}?include-details=true`,
    )
  ).phoneNumbers;
}

export { expect };

/**
 * A second browser, signed in as the supervisor, with the same member page open: where a change
 * made in the first must show live. Close its context when done.
 */
export async function openInSecondBrowser(
  browser: Browser,
  baseURL: string,
  guideId: string,
  member: { id: string; name: string },
): Promise<{ context: BrowserContext; info: MemberInfoScreen }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const screen = new MemberPageScreen(page);
  await screen.signIn(new LoginScreen(page), DEMO_ACCOUNTS.supervisor);
  await screen.open(guideId, member);
  return { context, info: new MemberInfoScreen(page) };
}
