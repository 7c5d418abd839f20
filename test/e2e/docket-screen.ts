/**
 * The docket's page object and the few server-side steps the docket tests take on the side (an
 * inbound text from a member, a follow-up completed elsewhere), through the real API with the
 * signed-in guide's own token.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { simulateInboundText } from '../../server/providers/sms-simulator.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import type { LoginScreen } from './fixtures.ts';

/** server/config.ts: the secret the simulated SMS provider signs its webhooks with. */
const SMS_PROVIDER_SECRET = 'simulated-sms-provider-secret';

export class DocketScreen {
  readonly followUpTab: Locator;
  readonly followUps: Locator;
  readonly activity: Locator;

  constructor(readonly page: Page) {
    this.followUpTab = page.getByRole('tab', { name: /^(Follow up|Seguimiento)\b/ });
    this.followUps = page.getByRole('table', { name: /^(Follow ups|Seguimientos)$/ });
    this.activity = page.getByRole('region', { name: /^(Activity|Actividad)$/ });
  }

  /** Signs the demo guide in and waits for the Follow up table to have loaded. */
  async signInAsGuide(loginScreen: LoginScreen): Promise<void> {
    await loginScreen.enterAs(DEMO_ACCOUNTS.guide.email);
    await expect(this.page).toHaveURL(`/docket/guide/${DEMO_ACCOUNTS.guide.id}`);
    await expect(this.followUps).toBeVisible();
  }

  rows(): Locator {
    return this.followUps.locator('tbody tr');
  }

  /** The follow-ups of one member with one task, e.g. ('Rosa Delgado', 'Text back'). */
  rowsFor(memberName: string, task: string): Locator {
    return this.rows()
      .filter({ has: this.page.getByRole('link', { name: memberName, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: task, exact: true }) });
  }

  /** The count in the Follow up tab's badge; NaN while it is not shown (the follow-ups are loading). */
  async badgeCount(): Promise<number> {
    const text = (await this.followUpTab.textContent()) ?? '';
    const count = /(\d+)\s*$/.exec(text)?.[1];
    return count === undefined ? Number.NaN : Number(count);
  }

  filter(name: string): Locator {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  columnHeader(name: string): Locator {
    return this.followUps.getByRole('columnheader', { name, exact: true });
  }

  /** Picks 'No action needed' from a row's menu with the keyboard only. */
  async noActionNeededWithKeyboard(row: Locator, memberName: string): Promise<void> {
    const trigger = row.getByRole('button', { name: new RegExp(`^Actions for ${memberName}, `) });
    await trigger.focus();
    await this.page.keyboard.press('Enter');
    const item = this.page.getByRole('menuitem', { name: 'No action needed' });
    await expect(item).toBeVisible();
    await this.page.keyboard.press('ArrowDown');
    await item.press('Enter');
  }
}

/** The signed-in user's access token, as oidc-client-ts keeps it in the tab's session storage. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
  if (!token) throw new Error('No signed-in user in session storage');
  return token;
}

export interface OpenTodo {
  id: string;
  type: string;
  memberId: string | null;
  member: { id: string; name: string } | null;
}

/** The API as the signed-in guide sees it. */
export class GuideApi {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  async openTodos(guideId: string): Promise<OpenTodo[]> {
    return (await this.get<{ data: OpenTodo[] }>(`/users/${guideId}/todos`)).data;
  }

  /** A member on the guide's caseload (not `except`) with a phone number, to text from. */
  async memberWithPhone(
    guideId: string,
    except: readonly string[],
  ): Promise<{ id: string; name: string; phone: string }> {
    const candidates = [
      ...new Set(
        (await this.openTodos(guideId)).flatMap((todo) =>
          todo.memberId && !except.includes(todo.memberId) ? [todo.memberId] : [],
        ),
      ),
    ];
    for (const memberId of candidates) {
      const member = await this.get<{
        id: string;
        name: string;
        assignedGuideId: string | null;
        phoneNumbers: { number: string }[];
      }>(`/users/${memberId}`);
      const phone = member.phoneNumbers[0]?.number;
      if (phone && member.assignedGuideId === guideId) return { id: member.id, name: member.name, phone };
    }
    throw new Error('No member of the guide has a phone number');
  }

  /** 'No action needed' on a follow-up, as another screen (or another guide) would do it. */
  async completeTodo(guideId: string, todoId: string): Promise<void> {
    await this.post(`/users/${guideId}/todos/${todoId}/snooze`, { noActionNeeded: true });
  }
}

/** The simulated SMS provider delivering a text from a member's phone to our webhook. */
export async function textFromMember(baseUrl: string, phone: string, text: string): Promise<void> {
  const result = await simulateInboundText(baseUrl, SMS_PROVIDER_SECRET, { from: phone, text });
  if (result.status !== 201)
    throw new Error(`The inbound text was not taken: ${result.status} ${JSON.stringify(result.body)}`);
}
