/**
 * The member transfer request and review forms (full-screen dialogs) as a user drives them, the
 * feed's transfer entry, and the few reads the tests make through the real API (which guide may
 * receive, what the server holds).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { GuideApi } from './docket-screen.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class TransferScreen {
  readonly requestForm: Locator;
  readonly reviewForm: Locator;

  constructor(readonly page: Page) {
    this.requestForm = page.getByRole('dialog', { name: /^(Request member transfer|Solicitar traslado del miembro)$/ });
    this.reviewForm = page.getByRole('dialog', { name: /^(Review transfer request|Revisar solicitud de traslado)$/ });
  }

  /** A field of the open form by its label (a required field's label ends '(Required)'). */
  field(form: Locator, label: string): Locator {
    return form.getByLabel(new RegExp(`^${escape(label)}(\\s*\\((Required|Requerido)\\))?$`));
  }

  sendButton(): Locator {
    return this.requestForm.getByRole('button', { name: /^(Send|Enviar)$/ });
  }

  async chooseReason(label: string, reason: string): Promise<void> {
    await this.field(this.requestForm, label).selectOption({ label: reason });
  }

  async chooseGuide(form: Locator, label: string, guideId: string): Promise<void> {
    await this.field(form, label).selectOption(guideId);
  }

  /** The feed entry of a transfer request. */
  feedEntry(requestId: string): Locator {
    return this.page.locator(`[data-transfer-request="${requestId}"]`).first();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

export interface Guide {
  id: string;
  name: string;
}

/** A guide of the organisation other than these, to receive the member. */
export async function receivingGuide(api: GuideApi, except: readonly string[]): Promise<Guide> {
  const { data } = await api.get<{ data: { id: string; name: string; role: string }[] }>(
    '/users/team?allViewable=true',
  );
  const guide = data.find((candidate) => candidate.role === 'GUIDE' && !except.includes(candidate.id));
  if (!guide) throw new Error('No other guide to receive the member');
  return { id: guide.id, name: guide.name };
}

export interface TransferRequest {
  id: string;
  approval: 'approve' | 'deny' | null;
  receivingGuideId: string;
  appliedAt: string | null;
}

/** The member's transfer requests as the server holds them, newest first. */
export async function transferRequestsOf(api: GuideApi, memberId: string): Promise<TransferRequest[]> {
  return (await api.get<{ data: TransferRequest[] }>(`/users/member-transfer-requests?memberId=${memberId}`)).data;
}

/** Waits until the server holds a new request for the member (the one the form just sent). */
export async function newestRequest(api: GuideApi, memberId: string, before: number): Promise<TransferRequest> {
  let requests: TransferRequest[] = [];
  await expect.poll(async () => (requests = await transferRequestsOf(api, memberId)).length).toBe(before + 1);
  return requests[0]!;
}
