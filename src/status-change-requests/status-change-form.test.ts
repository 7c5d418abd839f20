import { describe, expect, it } from 'vitest';
import {
  eligibilityOfDay,
  interactionChoices,
  memberStageKeyOf,
  statusChangeRequestOf,
  statusChangeValuesOf,
  emptyStatusChangeValues,
} from './status-change-form.ts';

describe('the status change form', () => {
  it("sends the chosen day as its first instant in the user's zone, an empty comment as none, the checklist only when asked", () => {
    const values = {
      ...emptyStatusChangeValues('2026-03-09'),
      memberStatusId: '4',
      creatorComment: '  ',
      checklist: {
        'introduced-program': true,
        'member-agreed': true,
        'contact-confirmed': false,
        'next-step-scheduled': true,
      },
    };
    expect(statusChangeRequestOf(values, 'America/Chicago', false)).toEqual({
      memberStatusId: 4,
      effectiveAt: Date.parse('2026-03-09T05:00:00Z'),
      interactionId: null,
      creatorComment: null,
    });
    expect(statusChangeRequestOf({ ...values, interactionId: 'visit-1' }, 'America/Chicago', false)).toMatchObject({
      interactionId: 'visit-1',
    });
    expect(statusChangeRequestOf(values, 'Pacific/Honolulu', true)).toEqual({
      memberStatusId: 4,
      effectiveAt: Date.parse('2026-03-09T10:00:00Z'),
      interactionId: null,
      creatorComment: null,
      engagementChecklist: ['introduced-program', 'member-agreed', 'next-step-scheduled'],
    });
  });

  it("an existing request shows its day in the reader's zone (an instant late on the 31st UTC is still the 31st in Los Angeles)", () => {
    const request = {
      memberStatusId: 2,
      effectiveAt: '2026-04-01T03:00:00.000Z',
      interactionId: 'call-1',
      creatorComment: 'Called',
    };
    expect(statusChangeValuesOf(request, 'America/Los_Angeles')).toMatchObject({
      memberStatusId: '2',
      effectiveDay: '2026-03-31',
      interactionId: 'call-1',
      creatorComment: 'Called',
    });
    expect(statusChangeValuesOf({ ...request, interactionId: null }, 'UTC').interactionId).toBe('');
    expect(statusChangeValuesOf(request, 'America/New_York').effectiveDay).toBe('2026-03-31');
    expect(statusChangeValuesOf(request, 'UTC').effectiveDay).toBe('2026-04-01');
  });

  it('offers the member’s calls, visits and notes from the earliest day a request may take, newest first, dated in the reader’s zone', () => {
    const rows = [
      { interactionId: 'note-1', externalItemType: 'note', timestampMs: Date.parse('2026-03-01T05:30:00Z') },
      { interactionId: 'call-1', externalItemType: 'call', timestampMs: Date.parse('2026-03-05T15:00:00Z') },
      { interactionId: null, externalItemType: 'message', timestampMs: Date.parse('2026-03-06T15:00:00Z') },
      { interactionId: 'visit-1', externalItemType: 'visit', timestampMs: Date.parse('2026-02-28T15:00:00Z') },
      {
        interactionId: 'req-1',
        externalItemType: 'member_status_change_request',
        timestampMs: Date.parse('2026-03-06T15:00:00Z'),
      },
    ];
    // 05:30 UTC on March 1st is still February 28th in Los Angeles: outside a window opening March 1st.
    expect(interactionChoices(rows, '2026-03-01', 'America/Los_Angeles').map((c) => [c.interactionId, c.day])).toEqual([
      ['call-1', '2026-03-05'],
    ]);
    expect(
      interactionChoices(rows, '2026-03-01', 'America/New_York').map((c) => [c.interactionId, c.kind, c.day]),
    ).toEqual([
      ['call-1', 'call', '2026-03-05'],
      ['note-1', 'note', '2026-03-01'],
    ]);
    // No bound (an admin, an outreach member): every one.
    expect(interactionChoices(rows, null, 'UTC').map((c) => c.interactionId)).toEqual(['call-1', 'note-1', 'visit-1']);
  });

  it('judges the chosen day with the domain rule; no day, no judgement', () => {
    const context = {
      nowMs: Date.parse('2026-03-06T15:00:00Z'),
      timeZone: 'America/New_York',
      window: { graceDays: 5, algorithmStartDate: null },
      isAdmin: false,
      memberStageKey: 'in-program',
    };
    expect(eligibilityOfDay('', context)).toBeUndefined();
    expect(eligibilityOfDay('2026-03-01', context)).toMatchObject({ allowed: true });
    expect(eligibilityOfDay('2026-02-28', context)).toMatchObject({ allowed: false, reason: 'grace-elapsed' });
    expect(
      eligibilityOfDay('2026-02-28', { ...context, window: { graceDays: 7, algorithmStartDate: null } }),
    ).toMatchObject({ allowed: true, via: 'previous-month' });
  });

  it('stage ids are catalogue positions', () => {
    expect([memberStageKeyOf(1), memberStageKeyOf(2), memberStageKeyOf(null)]).toEqual([
      'outreach',
      'in-program',
      undefined,
    ]);
  });
});
