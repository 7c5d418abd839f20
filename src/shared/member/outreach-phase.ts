/**
 * An outreach phase in words, one reading for every screen that shows one (the member list's
 * column and filter, the member page's Member info, the docket's Outreach tab): a known phase key
 * by its label, a one-character value as 'Phase {value}' (spec part 1 section 2, Outreach tab),
 * anything else as it is.
 */
import { OUTREACH_PHASES, outreachPhaseLabel, type OutreachPhase } from '../../../domain/index.ts';

export interface OutreachPhaseWords {
  /** Each known phase key's label, in the reader's language. */
  known: Readonly<Record<OutreachPhase, string>>;
  /** 'Phase {value}' in the reader's language. */
  phase: (value: string) => string;
}

const isKnown = (value: string): value is OutreachPhase => (OUTREACH_PHASES as readonly string[]).includes(value);

export function outreachPhaseText(value: string | null | undefined, words: OutreachPhaseWords): string {
  if (value && isKnown(value)) return words.known[value];
  return outreachPhaseLabel(value, words.phase);
}
