/**
 * The telephony lookup (the spec's "twilio-details", part 1 section 7): what kind of line a number
 * is and which carrier serves it. The port the phone-number operations talk to, and the simulated
 * implementation this server runs with (no telephony account is configured).
 *
 * A real adapter makes an HTTP call, so the port is called outside any database transaction: adding
 * a phone looks the number up first, then stores the answer in its own write.
 *
 * The simulation answers from the number alone, the same way every time: a digest of it picks the
 * line type (mobile most often, then landline, then VoIP) and, for mobile and VoIP lines, the
 * carrier; one number in eight is unknown to it (type and carrier null), as a ported or unlisted
 * number is to the real service.
 */
import { createHash } from 'node:crypto';
import type { PhoneType } from '../../domain/index.ts';

export interface PhoneLineDetails {
  /** null when the lookup does not know the number. */
  type: PhoneType | null;
  carrier: string | null;
}

export interface TelephonyLookup {
  /** The line type and carrier of a +1 number. */
  lookup(number: string): Promise<PhoneLineDetails>;
}

const MOBILE_CARRIERS = ['Verizon Wireless', 'T-Mobile USA', 'AT&T Wireless', 'US Cellular', 'Cricket Wireless'];
const VOIP_CARRIERS = ['Google Voice', 'Bandwidth', 'Twilio'];
const LANDLINE_CARRIERS = ['AT&T', 'Frontier Communications', 'CenturyLink', null];

/** The simulated answer for a number (exported for tests). */
export function simulatedLineDetails(number: string): PhoneLineDetails {
  const digest = createHash('sha256').update(number).digest();
  const roll = digest.readUInt8(0) % 8;
  const pick = <T>(list: readonly T[]) => list[digest.readUInt16BE(1) % list.length] as T;
  if (roll === 0) return { type: null, carrier: null };
  if (roll <= 4) return { type: 'mobile', carrier: pick(MOBILE_CARRIERS) };
  if (roll <= 6) return { type: 'landline', carrier: pick(LANDLINE_CARRIERS) };
  return { type: 'voip', carrier: pick(VOIP_CARRIERS) };
}

export function createSimulatedTelephony(): TelephonyLookup {
  return {
    lookup: async (number) => simulatedLineDetails(number),
  };
}
