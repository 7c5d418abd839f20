import { describe, expect, it } from 'vitest';
import { eligibilityOfDay, memberStageKeyOf, statusChangeRequestOf, statusChangeValuesOf, emptyStatusChangeValues } from './status-change-form.ts';

describe('the status change form', () => {
  it('sends the chosen day as its first instant in the user\'s zone, an empty comment as none, the checklist only when asked', () => {
    const values = { ...emptyStatusChangeValues('2026-03-09'), memberStatusId: '4', creatorComment: '  ', checklist: { 'introduced-program': true, 'member-agreed': true, 'contact-confirmed': false, 'next-step-scheduled': true } };
    expect(statusChangeRequestOf(values, 'America/Chicago', false)).toEqual({ memberStatusId: 4, effectiveAt: Date.parse('2026-03-09T05:00:00Z'), creatorComment: null });
    expect(statusChangeRequestOf(values, 'Pacific/Honolulu', true)).toEqual({
      memberStatusId: 4, effectiveAt: Date.parse('2026-03-09T10:00:00Z'), creatorComment: null, engagementChecklist: ['introduced-program', 'member-agreed', 'next-step-scheduled'],
    });
  });

  it('an existing request shows its day in the reader\'s zone (an instant late on the 31st UTC is still the 31st in Los Angeles)', () => {
    const request = { memberStatusId: 2, effectiveAt: '2026-04-01T03:00:00.000Z', creatorComment: 'Called' };
    expect(statusChangeValuesOf(request, 'America/Los_Angeles')).toMatchObject({ memberStatusId: '2', effectiveDay: '2026-03-31', creatorComment: 'Called' });
    expect(statusChangeValuesOf(request, 'America/New_York').effectiveDay).toBe('2026-03-31');
    expect(statusChangeValuesOf(request, 'UTC').effectiveDay).toBe('2026-04-01');
  });

  it('judges the chosen day with the domain rule; no day, no judgement', () => {
    const context = { nowMs: Date.parse('2026-03-06T15:00:00Z'), timeZone: 'America/New_York', window: { graceDays: 5, algorithmStartDate: null }, isAdmin: false, memberStageKey: 'in-program' };
    expect(eligibilityOfDay('', context)).toBeUndefined();
    expect(eligibilityOfDay('2026-03-01', context)).toMatchObject({ allowed: true });
    expect(eligibilityOfDay('2026-02-28', context)).toMatchObject({ allowed: false, reason: 'grace-elapsed' });
    expect(eligibilityOfDay('2026-02-28', { ...context, window: { graceDays: 7, algorithmStartDate: null } })).toMatchObject({ allowed: true, via: 'previous-month' });
  });

  it('stage ids are catalogue positions', () => {
    expect([memberStageKeyOf(1), memberStageKeyOf(2), memberStageKeyOf(null)]).toEqual(['outreach', 'in-program', undefined]);
  });
});
