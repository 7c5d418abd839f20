import { describe, expect, it } from 'vitest';
import { SMS_ERROR_CODES } from '../../domain/index.ts';
import { isFailedSms, SMS_ERROR_REASONS, smsErrorReason, smsFailureText, type SmsErrorReason } from './sms-errors.ts';

/** The English words of the spec's table, standing in for the portal's catalog. */
const english = (reason: SmsErrorReason) => (reason === 'unlisted' ? 'Unknown error. Please contact support' : reason);

describe('failed texts', () => {
  it('shows the Failed chip for failed and undelivered texts only', () => {
    expect(isFailedSms('failed')).toBe(true);
    expect(isFailedSms('undelivered')).toBe(true);
    expect(isFailedSms('UNDELIVERED')).toBe(true);
    for (const status of ['delivered', 'received', 'sent', 'queued', null, undefined])
      expect(isFailedSms(status)).toBe(false);
  });

  it("writes 'code: message' for a listed code", () => {
    expect(smsFailureText(30007, english)).toBe('30007: blockedByProvider');
    expect(smsFailureText(21211, english)).toBe('21211: invalidPhoneNumber');
  });

  it('keeps code 0, which the table lists as an unknown code', () => {
    expect(smsErrorReason(0)).toBe('unknownCode');
    expect(smsFailureText(0, english)).toBe('0: unknownCode');
  });

  it("says 'Unknown error. Please contact support' for an unlisted code or none", () => {
    for (const code of [99999, 30001, null, undefined])
      expect(smsFailureText(code, english)).toBe('Unknown error. Please contact support');
  });

  it("lists exactly the codes of the shared catalogue (domain's SMS_ERROR_CODES)", () => {
    expect(Object.keys(SMS_ERROR_REASONS).sort()).toEqual(Object.keys(SMS_ERROR_CODES).sort());
  });
});
