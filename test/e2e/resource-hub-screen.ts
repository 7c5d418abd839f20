/**
 * Page objects for the resource hub, the Goals tab and the docket's Needs tab, and the needs steps
 * their tests take on the side through the real API (a need, an action, a fulfilment, a consent
 * answer), as another guide or screen would.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GuideApi } from './docket-screen.ts';

interface Metadata {
  issues: { id: string; key: string; label: string }[];
  activities: { id: string; key: string }[];
}

/** Writes as the signed-in guide (GuideApi reads only). */
export class NeedsApi {
  private metadata: Metadata | undefined;
  constructor(readonly api: GuideApi) {}

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.api.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.api.token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  private async meta(): Promise<Metadata> {
    return (this.metadata ??= await this.api.get<Metadata>('/needs/metadata'));
  }

  async issue(key: string): Promise<{ id: string; label: string }> {
    const issue = (await this.meta()).issues.find((candidate) => candidate.key === key);
    if (!issue) throw new Error(`No issue ${key}`);
    return issue;
  }

  async createNeed(
    memberId: string,
    issueKey: string,
    reason = '<p>Came up on the last call</p>',
  ): Promise<{ id: string; label: string }> {
    const issue = await this.issue(issueKey);
    const id = crypto.randomUUID();
    await this.send('POST', '/care/user-needs', { id, memberId, issueId: issue.id, reason });
    return { id, label: issue.label };
  }

  async addAction(needId: string, description: string): Promise<string> {
    const activity = (await this.meta()).activities[0];
    if (!activity) throw new Error('No activity');
    const id = crypto.randomUUID();
    // Yesterday in UTC is within the week back in any zone.
    const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await this.send('POST', `/needs/${needId}/action`, {
      id,
      activityId: activity.id,
      date,
      durationInMinutes: 15,
      description,
      markAsFulfilled: false,
      resourceReferrals: [],
    });
    return id;
  }

  async fulfil(needId: string, comment: string): Promise<void> {
    await this.send('PATCH', `/care/user-needs/${needId}`, { fulfilled: true, comment });
  }
}

/** The independence stage's id (domain/catalogues.ts MEMBER_STAGE_KEYS, 1-based): no need may be added then. */
const INDEPENDENCE_STAGE_ID = 3;

/** A member of the guide's caseload, not in the independence stage, no other test of this run has taken. */
const taken = new Set<string>();
export async function takeMember(api: GuideApi): Promise<{ id: string; name: string; clientId: string }> {
  const { data } = await api.get<{
    data: { id: string; name: string; clientId: string; memberStageId: number | null }[];
  }>('/users?showOnlyMyMembers=true&page-size=100');
  const member = data.find(
    (candidate) => !taken.has(candidate.id) && candidate.memberStageId !== INDEPENDENCE_STAGE_ID,
  );
  if (!member) throw new Error('No member of the demo guide left');
  taken.add(member.id);
  return member;
}

export class ResourceHubScreen {
  readonly heading: Locator;
  readonly zipcode: Locator;
  readonly terms: Locator;
  readonly programs: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Resource hub|Centro de recursos)$/ });
    this.zipcode = page.getByLabel(/^(Zip code|Código postal)$/);
    this.terms = page.getByLabel(/^(Search terms|Términos de búsqueda)$/);
    this.programs = page.getByRole('table', { name: /^(Programs|Programas)$/ });
    this.dialog = page.getByRole('dialog');
  }

  /** Chooses service tags in the Services list (by their shown names, category first). */
  async chooseServices(...labels: string[]): Promise<void> {
    await this.page.getByRole('button', { name: /^(Services|Servicios)/ }).click();
    for (const label of labels) await this.page.getByRole('option', { name: label }).click();
    await this.page.keyboard.press('Escape');
  }

  program(name: string | RegExp): Locator {
    return this.programs.getByRole('button', { name });
  }

  async expectOnlyPrograms(predicate: (names: string[]) => boolean): Promise<void> {
    await expect.poll(async () => predicate(await this.programs.getByRole('button').allInnerTexts())).toBe(true);
  }
}
