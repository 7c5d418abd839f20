/** How a consent reads in the portal: its state's words and badge, its texts in the reader's language, how it was given. */
import type { ConsentTermTextsView } from '../../../domain/index.ts';
import type { BadgeTone } from '../../../ui/index.ts';

export type ConsentState = 'incomplete' | 'accepted' | 'rejected';

/** Part 2 section 4: null is Incomplete, true Accepted, false Rejected. */
export function consentState(consented: boolean | null): ConsentState {
  return consented === null ? 'incomplete' : consented ? 'accepted' : 'rejected';
}

export const CONSENT_TONES: Record<ConsentState, BadgeTone> = {
  incomplete: 'warning',
  accepted: 'success',
  rejected: 'danger',
};

/** The term's texts in the portal's language (Spanish, else English). */
export function termTextsIn(
  texts: { en: ConsentTermTextsView; es: ConsentTermTextsView },
  locale: string,
): ConsentTermTextsView {
  return locale.startsWith('es') ? texts.es : texts.en;
}

export type AnswerChannel = 'sms' | 'link' | 'staff' | 'unknown';

/** How an answer was given: by SMS reply ('SMS'), by the member through a link, or by staff for the member. */
export function answerChannel(entry: {
  ipAddress: string;
  consentLinkId: string | null;
  internalSubmitterUserId: string | null;
}): AnswerChannel {
  if (entry.ipAddress === 'SMS') return 'sms';
  if (entry.internalSubmitterUserId) return 'staff';
  return entry.consentLinkId ? 'link' : 'unknown';
}
