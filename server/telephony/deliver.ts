/** Posts one signed telephony webhook to a server, as a carrier does (the simulated carrier, `simulate:call` and tests). */
import type { Delivery } from './call-scripts.ts';
import { TELEPHONY_SIGNATURE_HEADER, signTelephonyWebhook } from './webhook-signature.ts';

export async function deliverWebhook(baseUrl: string, secret: string, delivery: Pick<Delivery, 'path' | 'body'>): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(delivery.body);
  const response = await fetch(`${baseUrl}/api${delivery.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TELEPHONY_SIGNATURE_HEADER]: signTelephonyWebhook(secret, body) },
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
