/**
 * The simulated SMS provider, both ways, over the same signed webhooks a real one uses (signed
 * with the time it sends: sms-webhook-signature.ts; the server refuses one five minutes off its clock):
 * - inbound: `simulateInboundText` posts a member's text, with its own `SM...` message id, to our
 *   inbound webhook (tests, the e2e suite and `npm run simulate:sms -- --from +1XXXXXXXXXX --text "..."`);
 * - outbound: `createSimulatedSmsSender` accepts a text like a carrier ('queued', an `SM...` id),
 *   then posts its delivery receipts to our status webhook: 'sent', then 'delivered', or a failure
 *   with the spec's carrier codes, decided by the number's last four digits so a person or a test
 *   can pick an outcome (`SIMULATED_OUTCOMES`). It signs by the server's clock (a test moves it).
 */
import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../http/context.ts';
import type { OutgoingText, SmsSender } from './outbound-sms.ts';
import { smsWebhookHeaders } from './sms-webhook-signature.ts';

export const SIMULATED_PROVIDER_NUMBER = '+15550000100';

/** A provider's message id, as carriers make them (`SM` and 32 hex digits). */
export const newMessageSid = () => `SM${randomUUID().replace(/-/g, '')}`;

export interface SimulatedInboundText {
  from: string;
  text: string;
  to?: string;
  /** The provider's id of the message (default: a new one); the same id again is a redelivery. */
  messageSid?: string;
  /** When the provider received and posts it (default: now): the body's `receivedAt` and the signature's timestamp. */
  at?: Date;
}

export async function simulateInboundText(
  baseUrl: string,
  secret: string,
  text: SimulatedInboundText,
): Promise<{ status: number; body: unknown }> {
  const at = text.at ?? new Date();
  const messageSid = text.messageSid ?? newMessageSid();
  const body = JSON.stringify({
    messageSid,
    from: text.from,
    to: text.to ?? SIMULATED_PROVIDER_NUMBER,
    text: text.text,
    receivedAt: at.toISOString(),
  });
  const response = await fetch(`${baseUrl}/api/webhooks/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...smsWebhookHeaders(secret, body, at) },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** A delivery receipt, as the status webhook takes it. */
export interface DeliveryReceipt {
  messageId: string;
  carrierId: string;
  status: 'sent' | 'delivered' | 'failed' | 'undelivered';
  errorCode: number | null;
}

/** Numbers ending in these four digits fail with the carrier's code (part 1 section 8); any other is delivered. */
export const SIMULATED_OUTCOMES: Readonly<Record<string, { status: 'failed' | 'undelivered'; errorCode: number }>> = {
  '0006': { status: 'undelivered', errorCode: 30006 },
  '0003': { status: 'undelivered', errorCode: 30003 },
  '0005': { status: 'failed', errorCode: 30005 },
  '1211': { status: 'failed', errorCode: 21211 },
};

/** Posts a receipt signed at `at` (default: now); answers the status. */
export async function postDeliveryReceipt(
  url: string,
  secret: string,
  receipt: DeliveryReceipt,
  at?: Date,
): Promise<number> {
  const body = JSON.stringify(receipt);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...smsWebhookHeaders(secret, body, at) },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

export interface SimulatedSmsSender extends SmsSender {
  /** Posts every receipt still waiting, now (tests). */
  flush(): Promise<void>;
  /** Drops receipts not yet posted (the server is closing). */
  stop(): void;
}

/**
 * @example
 *   const sms = createSimulatedSmsSender({ receiptUrl: () => `${base}/api/webhooks/sms/status`, secret, clock });
 */
export function createSimulatedSmsSender(
  options: { receiptUrl?: () => string; secret?: string; stepMs?: number; clock?: Clock } = {},
): SimulatedSmsSender {
  const stepMs = options.stepMs ?? 1500;
  const clock = options.clock ?? systemClock;
  const postReceipt = (url: string, secret: string, receipt: DeliveryReceipt) =>
    postDeliveryReceipt(url, secret, receipt, clock.now()).catch(() => 0);
  const waiting = new Map<ReturnType<typeof setTimeout>, () => Promise<void>>();
  let stopped = false;
  const later = (delay: number, post: () => Promise<void>) => {
    // A receipt already on its way when the server closed must not schedule the next one.
    if (stopped) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      void post();
    }, delay);
    timer.unref?.();
    waiting.set(timer, post);
  };
  const receipts = (message: OutgoingText, carrierId: string): [DeliveryReceipt, DeliveryReceipt] => {
    const failure = SIMULATED_OUTCOMES[message.to.slice(-4)];
    const final: DeliveryReceipt = failure
      ? { messageId: message.reference, carrierId, status: failure.status, errorCode: failure.errorCode }
      : { messageId: message.reference, carrierId, status: 'delivered', errorCode: null };
    return [{ messageId: message.reference, carrierId, status: 'sent', errorCode: null }, final];
  };
  return {
    async send(message) {
      const carrierId = newMessageSid();
      const { receiptUrl, secret } = options;
      if (receiptUrl && secret !== undefined) {
        // One after the other, as a carrier reports them.
        const [sent, final] = receipts(message, carrierId);
        later(stepMs, async () => {
          await postReceipt(receiptUrl(), secret, sent);
          later(stepMs, async () => void (await postReceipt(receiptUrl(), secret, final)));
        });
      }
      return { carrierId, status: 'queued' };
    },
    async flush() {
      while (waiting.size > 0) {
        const [timer, post] = waiting.entries().next().value as [ReturnType<typeof setTimeout>, () => Promise<void>];
        clearTimeout(timer);
        waiting.delete(timer);
        await post();
      }
    },
    stop() {
      stopped = true;
      for (const timer of waiting.keys()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
