/**
 * Telephony webhook signatures: the same scheme as the SMS provider's (HMAC-SHA256 of the raw body,
 * base64url), with its own header and secret (`TELEPHONY_WEBHOOK_SECRET`). The simulated carrier
 * signs exactly as a real one would, so the webhook path is the same.
 */
import { signSmsWebhook, verifySmsWebhook } from '../providers/sms-webhook-signature.ts';

export const TELEPHONY_SIGNATURE_HEADER = 'x-telephony-signature';

export const signTelephonyWebhook: (secret: string, body: string) => string = signSmsWebhook;
export const verifyTelephonyWebhook: (secret: string, body: string, signature: string | undefined) => boolean = verifySmsWebhook;
