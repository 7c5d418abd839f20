import { describe, expect, it } from 'vitest';
import { INTERACTION_KINDS, interactionItems } from './interaction-gates.ts';

const all = new Set(INTERACTION_KINDS);

describe("the 'New interaction' speed dial", () => {
  it('offers every interaction in order when consents allow, provider scheduling only with a medical center', () => {
    expect(
      interactionItems(all, { status: 'ready', tcpa: true, consentToTreat: true }, true).map((item) => item.kind),
    ).toEqual([...INTERACTION_KINDS]);
    expect(
      interactionItems(all, { status: 'ready', tcpa: true, consentToTreat: true }, false).map((item) => item.kind),
    ).not.toContain('providerScheduling');
  });

  it('disables Text message when TCPA was rejected, and Provider scheduling when consent to treat was', () => {
    const items = interactionItems(all, { status: 'ready', tcpa: false, consentToTreat: false }, true);
    expect(items.find((item) => item.kind === 'textMessage')?.disabled).toBe('tcpaRejected');
    expect(items.find((item) => item.kind === 'providerScheduling')?.disabled).toBe('consentToTreatRejected');
    expect(items.filter((item) => item.disabled).length).toBe(2);
  });

  it('asks first when consent to treat is incomplete; not when the customer has no such term', () => {
    expect(
      interactionItems(all, { status: 'ready', tcpa: null, consentToTreat: null }, true).find(
        (item) => item.kind === 'providerScheduling',
      ),
    ).toMatchObject({ disabled: null, asksConsentToTreat: true });
    expect(
      interactionItems(all, { status: 'ready', tcpa: undefined, consentToTreat: undefined }, true).find(
        (item) => item.kind === 'providerScheduling',
      )?.asksConsentToTreat,
    ).toBe(false);
  });

  it('keeps Text message and Provider scheduling disabled until the answers are known, the rest open', () => {
    const items = interactionItems(all, { status: 'loading', tcpa: undefined, consentToTreat: undefined }, true);
    expect(items.filter((item) => item.disabled === 'consentsLoading').map((item) => item.kind)).toEqual([
      'textMessage',
      'providerScheduling',
    ]);
    expect(items.filter((item) => item.disabled === null).map((item) => item.kind)).toEqual([
      'phoneCall',
      'visit',
      'note',
      'scheduledEvent',
    ]);
  });

  it('says so when the answers could not be read, the gated items still disabled', () => {
    const items = interactionItems(all, { status: 'unavailable', tcpa: undefined, consentToTreat: undefined }, true);
    expect(items.filter((item) => item.disabled).map((item) => [item.kind, item.disabled])).toEqual([
      ['textMessage', 'consentsUnavailable'],
      ['providerScheduling', 'consentsUnavailable'],
    ]);
  });

  it('shows only the kinds whose dialogs exist', () => {
    expect(
      interactionItems(
        new Set(['providerScheduling'] as const),
        { status: 'ready', tcpa: null, consentToTreat: true },
        true,
      ).map((item) => item.kind),
    ).toEqual(['providerScheduling']);
  });
});
