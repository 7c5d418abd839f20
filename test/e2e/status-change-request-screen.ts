/**
 * Status change requests as a user drives them: the member menu's 'Request status change', the
 * full-screen form, the feed's request entry with its chip and View/Review, and the review.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GuideApi } from './docket-screen.ts';
import { memberDetails, MemberPageScreen, type MemberDetails } from './member-page-screen.ts';

/** Reference ids (server/db/reference-data.ts): stage outreach 1; statuses attempted 2, newly engaged 4. */
export const OUTREACH_STAGE = 1;
export const ATTEMPTED = 2;
export const NEWLY_ENGAGED = 4;

export class StatusChangeRequestScreen {
  readonly member: MemberPageScreen;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.member = new MemberPageScreen(page);
    this.dialog = page.getByRole('dialog');
  }

  /** Opens the form from the member page's header menu. */
  async openForm(menuItem: string | RegExp = 'Request status change'): Promise<void> {
    await this.member.memberMenu.click();
    await this.page.getByRole('menuitem', { name: menuItem }).click();
    await expect(this.dialog).toBeVisible();
  }

  field(label: string | RegExp): Locator {
    return this.dialog.getByLabel(label);
  }

  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name });
  }

  /** The feed entry of the request whose comment is this. */
  feedEntry(comment: string): Locator {
    return this.member.feed.locator('[data-status-change-request]').filter({ hasText: comment });
  }

  /** The chip (Pending, Approved, Declined, Scheduled) of the request whose comment is this. */
  chip(comment: string): Locator {
    return this.feedEntry(comment).locator('[data-request-status]');
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

const taken = new Set<string>();

/** A member of the demo guide in the outreach stage, neither attempted nor newly engaged, that no other test of this file took. */
export async function outreachMember(api: GuideApi, guideId: string): Promise<MemberDetails> {
  const { data } = await api.get<{
    data: { id: string; assignedGuideId: string | null; memberStageId: number | null; memberStatusId: number | null }[];
  }>('/users?page-size=500');
  // From the end of the list: other suites take the demo guide's first members.
  const row = [...data]
    .reverse()
    .find(
      (m) =>
        m.assignedGuideId === guideId &&
        m.memberStageId === OUTREACH_STAGE &&
        m.memberStatusId !== ATTEMPTED &&
        m.memberStatusId !== NEWLY_ENGAGED &&
        !taken.has(m.id),
    );
  if (!row) throw new Error('No outreach member of the demo guide left');
  taken.add(row.id);
  return memberDetails(api, row.id);
}

/** Records a visit with the member now (to the quarter hour, 15 minutes) through the real API, as the Visit dialog would. */
export async function recordVisitNow(api: GuideApi, memberId: string): Promise<{ visitId: string; startTime: string }> {
  const step = 15 * 60_000;
  const start = Math.floor(Date.now() / step) * step;
  const startTime = new Date(start).toISOString();
  const response = await fetch(`${api.baseUrl}/api/visits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      subjectUserId: memberId,
      addressId: null,
      location: 'Public library',
      startTime,
      endTime: new Date(start + step).toISOString(),
      outcomeId: null,
    }),
  });
  if (!response.ok) throw new Error(`Recording a visit answered ${response.status}`);
  const body = (await response.json()) as { externalItemId: string };
  return { visitId: body.externalItemId, startTime };
}
