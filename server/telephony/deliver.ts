/**
 * Posts one signed telephony webhook to a server, as a carrier does (the simulated carrier,
 * `simulate:call` and tests), signed at `at`: the sender's clock (the simulated carrier's is the
 * server's injected one), which the server wants within five minutes of its own.
 */
import type { Delivery } from './call-scripts.ts';
import { telephonyWebhookHeaders } from './webhook-signature.ts';

export async function deliverWebhook(
  baseUrl: string,
  secret: string,
  delivery: Pick<Delivery, 'path' | 'body'>,
  at?: Date,
): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(delivery.body);
  const response = await fetch(`${baseUrl}/api${delivery.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...telephonyWebhookHeaders(secret, body, at) },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed };
}
