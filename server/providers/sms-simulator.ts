/**
 * The simulated SMS provider: delivers an inbound text to our webhook, signed with the shared
 * secret, over HTTP, as the real provider would. Used by tests, the e2e suite and
 * `npm run simulate:sms -- --from +1XXXXXXXXXX --text "..."`.
 */
import { SMS_SIGNATURE_HEADER, signSmsWebhook } from './sms-webhook-signature.ts';

export const SIMULATED_PROVIDER_NUMBER = '+15550000100';

export async function simulateInboundText(baseUrl: string, secret: string, text: { from: string; text: string; to?: string }): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify({ from: text.from, to: text.to ?? SIMULATED_PROVIDER_NUMBER, text: text.text, receivedAt: new Date().toISOString() });
  const response = await fetch(`${baseUrl}/api/webhooks/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: signSmsWebhook(secret, body) },
    body,
  });
  return { status: response.status, body: await response.json() };
}
