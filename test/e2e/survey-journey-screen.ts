/**
 * Page objects for the survey journey (survey-journey.spec.ts): the survey creator, Surveys (admin)
 * with its Assignment Criteria drawer, and a member's Survey tab with the completion dialog; and the
 * (customer, stage) pair the journey assigns its survey to, read through the real API.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_CLIENT } from '../../server/seed/fixtures.ts';
import type { GuideApi } from './docket-screen.ts';

/** The survey creator (`/admin-dashboard/survey-creator`). */
export class CreatorScreen {
  constructor(readonly page: Page) {}
  question(key: string) {
    return this.page.locator(`[data-question="${key}"]`);
  }
  get headings() {
    return this.page.getByRole('list', { name: 'Questions' }).getByRole('heading', { level: 3 });
  }
  get saveButton() {
    return this.page.getByRole('button', { name: 'Save content' });
  }
  async addQuestion(text: string, key: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add Question' }).click();
    await this.question(key).getByLabel('Question text').fill(text);
  }
  /** Makes a question a radio question with these options. */
  async radioOptions(key: string, options: string[]): Promise<void> {
    const question = this.question(key);
    await question.getByLabel('Question type').selectOption('radio');
    for (const [i, option] of options.entries()) {
      if (i >= 2) await question.getByRole('button', { name: 'Add option' }).click();
      await question.getByLabel(`Option ${i + 1} text`).fill(option);
    }
  }
  async save(message: 'created' | 'updated'): Promise<void> {
    await this.saveButton.click();
    await expect(this.page.getByText(`Survey Record ${message} successfully`)).toBeVisible();
  }
  /** Publish content (`current` is its name now), the confirmation's Publish, and the success text. */
  async publish(current: string, version: number): Promise<void> {
    await this.page.getByRole('button', { name: current }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Publish survey?' });
    await expect(
      confirm.getByText(
        'The saved survey will be published as a new version. Members keep the version they were assigned.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(this.page.getByText('Survey Record published successfully')).toBeVisible();
    await expect(
      this.page.getByRole('button', { name: `Publish content (published, version ${version})` }),
    ).toBeVisible();
  }
}

/** Surveys (admin) and its Assignment Criteria drawer. */
export class SurveysScreen {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table');
  }
  get drawer() {
    return this.page.getByRole('dialog');
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
  /** Chooses options of a multi-select of the drawer by their labels. */
  async choose(field: RegExp, labels: string[]) {
    await this.drawer.getByRole('button', { name: field }).click();
    const list = this.page.getByRole('listbox');
    for (const label of labels) await list.getByRole('option', { name: label }).click();
    await this.page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
  }
}

/** A member's Survey tab and the survey dialog, as the guide uses them. */
export class MemberSurveysScreen {
  constructor(readonly page: Page) {}
  get panel() {
    return this.page.getByRole('tabpanel', { name: 'Survey' });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  card(name: string) {
    return this.panel.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
}

export interface JourneyMember {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
}

interface Choices {
  stages: { id: number; name: string }[];
  memberCounts: { clientId: string; stageId: number | null; members: number }[];
}

/**
 * The (customer, stage) pair the journey's survey goes to, as admin-surveys.spec.ts picks its own:
 * not the main customer (whose members the guide's own tests use), the pair with the fewest members
 * that still has two, so one answers the survey and the other keeps it unanswered. `matching` is what
 * the drawer counts (the stage-and-segment counts' sum).
 */
export async function pickPair(adminApi: GuideApi, guideApi: GuideApi) {
  const choices = await adminApi.get<Choices>('/surveys/admin/stages_segments');
  const customers = await adminApi.get<{ data: { id: string; displayName: string }[] }>('/clients');
  const groups = new Map<string, { clientId: string; stageId: number; members: number }>();
  for (const c of choices.memberCounts) {
    if (c.clientId === DEMO_CLIENT.id || c.stageId === null) continue;
    const key = `${c.clientId}:${c.stageId}`;
    const group = groups.get(key) ?? { clientId: c.clientId, stageId: c.stageId, members: 0 };
    group.members += c.members;
    groups.set(key, group);
  }
  for (const group of [...groups.values()].sort((a, b) => a.members - b.members)) {
    if (group.members < 2) continue;
    const { data } = await guideApi.get<{ data: { id: string }[] }>(
      `/users?clientIds=${group.clientId}&memberStageIds=${group.stageId}&page-size=100`,
    );
    if (data.length < 2) continue;
    const [answering, waiting] = await Promise.all(
      data.slice(0, 2).map(({ id }) => guideApi.get<JourneyMember>(`/users/${id}`)),
    );
    return {
      answering: answering!,
      waiting: waiting!,
      matching: group.members,
      customer: customers.data.find((c) => c.id === group.clientId)!.displayName,
      stage: choices.stages.find((s) => s.id === group.stageId)!.name,
    };
  }
  throw new Error('No customer and stage with two members');
}
