/**
 * The 'New interaction' speed dial's rules (spec part 1 section 2): which items show, which are
 * disabled by a rejected consent, and when consent to treat is still to be asked. Pure, so the
 * rules are tested without a screen.
 */
export const INTERACTION_KINDS = [
  'phoneCall',
  'textMessage',
  'visit',
  'note',
  'providerScheduling',
  'scheduledEvent',
] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/**
 * The member's answers that gate interactions: null Incomplete, undefined when the customer has no such term.
 * Only once they are `ready` does undefined mean anything: while `loading`, or `unavailable` (they
 * could not be read), it says nothing yet.
 */
export interface GatingConsents {
  status: 'loading' | 'ready' | 'unavailable';
  tcpa: boolean | null | undefined;
  consentToTreat: boolean | null | undefined;
}

export type DisabledReason = 'tcpaRejected' | 'consentToTreatRejected' | 'consentsLoading' | 'consentsUnavailable';

export interface InteractionItem {
  kind: InteractionKind;
  disabled: DisabledReason | null;
  /** Ask 'Consent to treat is incomplete' (go to consents, or continue) before going on. */
  asksConsentToTreat: boolean;
}

/**
 * The items in the spec's order, of the kinds whose dialogs exist (`available`): Text message
 * disabled when TCPA was rejected; Provider scheduling only when the customer has a medical center,
 * disabled when consent to treat was rejected, and asking first when it is incomplete. Until the answers are
 * known both gated items wait, disabled: a quick click on a page just opened must not pass a gate unasked (and
 * answers that could not be read say so, rather than waiting for ever).
 */
export function interactionItems(
  available: ReadonlySet<InteractionKind>,
  consents: GatingConsents,
  clientHasMedicalCenter: boolean,
): InteractionItem[] {
  return INTERACTION_KINDS.filter(
    (kind) => available.has(kind) && (kind !== 'providerScheduling' || clientHasMedicalCenter),
  ).map((kind) => ({
    kind,
    disabled:
      consents.status !== 'ready' && (kind === 'textMessage' || kind === 'providerScheduling')
        ? consents.status === 'loading'
          ? 'consentsLoading'
          : 'consentsUnavailable'
        : kind === 'textMessage' && consents.tcpa === false
          ? 'tcpaRejected'
          : kind === 'providerScheduling' && consents.consentToTreat === false
            ? 'consentToTreatRejected'
            : null,
    asksConsentToTreat: kind === 'providerScheduling' && consents.consentToTreat === null,
  }));
}
