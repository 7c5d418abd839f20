/**
 * The member list's page object, and the member list as the API answers it to the signed-in user
 * (what the screen must show is read from the server at test time, never from numbers another test
 * may have moved).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import { GuideApi } from './docket-screen.ts';
import type { LoginScreen } from './fixtures.ts';

const guide = DEMO_ACCOUNTS.guide;

export class MemberListScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly myMembers: Locator;
  readonly filtersButton: Locator;
  readonly filtersDialog: Locator;
  readonly rowsPerPage: Locator;
  readonly pages: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Members|Miembros)$/ });
    this.table = page.getByRole('table', { name: /^(Members|Miembros)$/ });
    this.search = page.getByRole('combobox', { name: /^(Search by member name|Buscar por nombre del miembro)$/ });
    this.myMembers = page.getByRole('checkbox', { name: /^(My members|Mis miembros)$/ });
    this.filtersButton = page.getByRole('button', { name: /^(Filters|Filtros)\b/ });
    this.filtersDialog = page.getByRole('dialog', { name: /^(Filters|Filtros)$/ });
    this.rowsPerPage = page.getByRole('combobox', { name: /^(Rows per page|Filas por página)$/ });
    this.pages = page.getByRole('navigation', { name: /^(Pages of members|Páginas de miembros)$/ });
  }

  /** Signs the demo guide in and opens the member list from the header tab. */
  async signInAsGuide(loginScreen: LoginScreen): Promise<void> {
    await loginScreen.enterAs(guide.email);
    await expect(this.page).toHaveURL(`/docket/guide/${guide.id}`);
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await expect(this.page).toHaveURL(`/member-list/guide/${guide.id}`);
    await expect(this.table).toBeVisible();
  }

  rows(): Locator {
    return this.table.locator('tbody tr[data-row-id]');
  }

  rowFor(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The names in the table, top to bottom. */
  async names(): Promise<string[]> {
    return (await this.table.locator('tbody tr[data-row-id] td:first-child').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  /** The text of one column for every row (0: Name, 1: Status, 2: Assigned guide, 3: Last event). */
  async column(index: number): Promise<string[]> {
    return (await this.table.locator(`tbody tr[data-row-id] td:nth-child(${index + 1})`).allTextContents()).map(
      (text) => text.trim(),
    );
  }

  columnHeader(name: string | RegExp): Locator {
    return this.table.getByRole('columnheader', { name });
  }

  /** "12 members" beside the heading. */
  total(count: number): Locator {
    return this.page.getByText(count === 1 ? '1 member' : `${count} members`, { exact: true });
  }

  range(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  suggestion(name: string): Locator {
    return this.page.getByRole('option', { name, exact: true });
  }

  /** Opens the Filters dialog, picks the options of one filter and applies them. */
  async applyFilter(filter: string, options: readonly string[]): Promise<void> {
    await this.filtersButton.click();
    await expect(this.filtersDialog).toBeVisible();
    await this.filtersDialog.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click();
    // Tab closes the list and keeps the choice; the dialog stays open.
    await this.page.keyboard.press('Tab');
    await this.filtersDialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(this.filtersDialog).toBeHidden();
  }

  async resetFilters(): Promise<void> {
    await this.filtersButton.click();
    await this.filtersDialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(this.filtersDialog).toBeHidden();
  }

  /** Picks one item of a row's menu with the keyboard only. */
  async chooseFromRowMenu(name: string, item: string): Promise<void> {
    const trigger = this.rowFor(name).getByRole('button', { name: `Actions for ${name}` });
    await trigger.focus();
    await this.page.keyboard.press('Enter');
    const menuItem = this.page.getByRole('menuitem', { name: item });
    await expect(menuItem).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await menuItem.press('Enter');
  }
}

export interface MemberRow {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  assignedGuideId: string | null;
  memberStatusId: number | null;
  lastEventAt: string | null;
  lastEventType: string | null;
}

/** `GET /users` as the signed-in user gets it. */
export async function memberList(
  api: GuideApi,
  query: Record<string, string>,
): Promise<{ data: MemberRow[]; count: number }> {
  const answer = await api.get<{ data: MemberRow[]; count?: number }>(
    `/users?${new URLSearchParams({ includeCount: 'true', ...query })}`,
  );
  return { data: answer.data, count: answer.count ?? 0 };
}

export const displayName = (row: Pick<MemberRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

export { GuideApi };
