/**
 * The member page's page object, and the few server-side steps its tests take on the side (texts
 * from a member through the simulated SMS provider, members read through the real API), so each
 * test makes the data it looks for and reads what the screen must show from the server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { simulateInboundText } from '../../server/providers/sms-simulator.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/fixtures.ts';
import { accessTokenOf, GuideApi } from './docket-screen.ts';
import type { LoginScreen } from './fixtures.ts';

/** server/config.ts: the secret the simulated SMS provider signs its webhooks with. */
const SMS_PROVIDER_SECRET = 'simulated-sms-provider-secret';

export class MemberPageScreen {
  readonly main: Locator;
  readonly header: Locator;
  readonly feed: Locator;
  readonly feedItems: Locator;
  readonly memberMenu: Locator;
  readonly loadMore: Locator;
  readonly feedStart: Locator;
  readonly paneToggle: Locator;
  readonly memberInfo: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    // The member's header (the page's own <header> inside main, not the app's banner).
    this.header = this.main.locator('header').first();
    this.feed = page.getByRole('list', { name: /^(Activity feed|Historial de actividad)$/ });
    this.feedItems = this.feed.locator('article[data-feed-entry^="item:"]');
    this.memberMenu = page.getByRole('button', { name: /^(Member actions for|Acciones del miembro) / });
    this.loadMore = page.getByRole('button', { name: /^(Load more|Cargar más)$/ });
    this.feedStart = page.getByText(
      /^(This is the start of the activity feed\.|Este es el comienzo del historial de actividad\.)$/,
    );
    this.paneToggle = page.getByRole('group', { name: /^(Show|Mostrar)$/ });
    this.memberInfo = page.getByRole('tabpanel', { name: /^(Member info|Información del miembro)$/ });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** Signs the demo guide in (landing on the docket) and returns the API as the guide sees it. */
  async signIn(
    loginScreen: LoginScreen,
    account: { email: string; id: string } = DEMO_ACCOUNTS.guide,
  ): Promise<GuideApi> {
    await loginScreen.enterAs(account.email);
    await expect(this.page).toHaveURL(new RegExp(`/docket/guide/${account.id}`));
    return new GuideApi(new URL(this.page.url()).origin, await accessTokenOf(this.page));
  }

  /**
   * Signs the account in without opening the portal (`LoginScreen.signInQuietly`) and returns the API as the
   * account sees it: for a test whose next page step is `open`, so the portal loads once, on the member page.
   */
  async signInBeforeOpening(
    loginScreen: LoginScreen,
    account: { email: string; id: string } = DEMO_ACCOUNTS.guide,
  ): Promise<GuideApi> {
    await loginScreen.signInQuietly(account.email);
    return new GuideApi(new URL(this.page.url()).origin, await accessTokenOf(this.page));
  }

  /** Opens the member page under the member list and waits for the member's name. */
  async open(guideId: string, member: { id: string; name: string }, query = ''): Promise<void> {
    await this.page.goto(`/member-list/guide/${guideId}/member/${member.id}${query}`);
    await expect(this.heading(member.name)).toBeVisible();
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** A feed entry (item or status event) showing this text. */
  entry(text: string | RegExp): Locator {
    return this.feed.locator('article[data-feed-entry]').filter({ hasText: text });
  }

  /** The entry highlighted now (a linked or jumped-to item). */
  highlighted(): Locator {
    return this.feed.locator('article[aria-current="true"]');
  }

  dayHeading(name: string | RegExp): Locator {
    return this.feed.getByRole('heading', { level: 3, name, exact: true });
  }
}

export interface MemberDetails {
  id: string;
  name: string;
  assignedGuideId: string | null;
  memberStatusId: number | null;
  externalPatientId: string | null;
  phoneNumbers: { number: string }[];
}

export async function memberDetails(api: GuideApi, memberId: string): Promise<MemberDetails> {
  return api.get<MemberDetails>(`/users/${memberId}`);
}

/** A member status's name from verify's catalogue. */
export async function statusName(api: GuideApi, statusId: number | null): Promise<string> {
  const verify = await api.get<{ memberStatuses: { id: number; name: string }[] }>('/users/user/verify');
  const status = verify.memberStatuses.find((candidate) => candidate.id === statusId);
  if (!status) throw new Error(`No status ${String(statusId)}`);
  return status.name;
}

/**
 * A member with a phone number assigned to a guide other than `notGuideId` (so the texts a test
 * sends to it leave the demo guide's docket alone), skipping `except`.
 */
export async function memberOfAnotherGuide(
  api: GuideApi,
  notGuideId: string,
  except: readonly string[] = [],
): Promise<MemberDetails & { phone: string }> {
  const { data } = await api.get<{ data: { id: string; assignedGuideId: string | null }[] }>('/users?page-size=100');
  for (const row of data) {
    if (!row.assignedGuideId || row.assignedGuideId === notGuideId || except.includes(row.id)) continue;
    const member = await memberDetails(api, row.id);
    const phone = member.phoneNumbers[0]?.number;
    if (phone) return { ...member, phone };
  }
  throw new Error('No member of another guide has a phone number');
}

/** The simulated SMS provider delivering a text from a member's phone; answers the message's id. */
export async function sendText(baseUrl: string, phone: string, text: string): Promise<string> {
  const result = await simulateInboundText(baseUrl, SMS_PROVIDER_SECRET, { from: phone, text });
  const body = result.body as { messageId?: string };
  if (result.status !== 201 || !body.messageId)
    throw new Error(`The inbound text was not taken: ${result.status} ${JSON.stringify(result.body)}`);
  return body.messageId;
}

/** How many feed items the member has, all types (the feed's own endpoint, read to its start). */
export async function feedItemCount(api: GuideApi, memberId: string): Promise<number> {
  const answer = await api.get<{ data: unknown[]; hasMore: boolean }>(`/feeds/items?userId=${memberId}&page-size=500`);
  if (answer.hasMore) throw new Error('More than 500 feed items: count them page by page');
  return answer.data.length;
}
