import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  earliestEffectiveDay,
  graceDaysRemaining,
  mayAuditStatusChange,
  mayEditStatusChange,
  needsEngagementChecklist,
  statusChangeEligibility,
  statusChangeIsDue,
  statusChangeStatusOf,
  statusChoices,
  type RequestableStatus,
  type StatusChangeWindow,
} from './status-change-requests.ts';

const at = (local: string, timeZone: string) =>
  Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).epochMilliseconds;
const ZONES = ['America/Chicago', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'] as const;
const window = (graceDays: number, algorithmStartDate: string | null = null): StatusChangeWindow => ({
  graceDays,
  algorithmStartDate,
});

describe('statusChangeEligibility: the previous-month grace is one rule with the grace as a setting', () => {
  // [today (local), effective day (local), grace, allowed?, via or reason]
  const cases: [string, string, number, boolean, string][] = [
    ['2026-03-10T12:00', '2026-03-01T00:00', 5, true, 'current-month'],
    ['2026-03-10T12:00', '2026-04-20T00:00', 5, true, 'current-month'],
    ['2026-03-05T23:59', '2026-02-28T00:00', 5, true, 'previous-month'],
    ['2026-03-06T00:00', '2026-02-28T00:00', 5, false, 'grace-elapsed'],
    ['2026-03-06T00:00', '2026-02-28T00:00', 7, true, 'previous-month'],
    ['2026-03-07T23:59', '2026-02-01T00:00', 7, true, 'previous-month'],
    ['2026-03-08T00:00', '2026-02-01T00:00', 7, false, 'grace-elapsed'],
    ['2026-03-01T00:00', '2026-01-31T23:59', 7, false, 'before-current-month'],
    // January's grace reaches back into December of the year before.
    ['2026-01-03T09:00', '2025-12-15T00:00', 5, true, 'previous-month'],
    ['2026-01-03T09:00', '2025-11-30T00:00', 5, false, 'before-current-month'],
  ];
  for (const zone of ZONES) {
    it.each(cases)(
      `in ${zone}: on %s, a change effective %s with grace %i`,
      (today, effective, grace, allowed, why) => {
        const result = statusChangeEligibility({
          effectiveAtMs: at(effective, zone),
          nowMs: at(today, zone),
          timeZone: zone,
          window: window(grace),
          isAdmin: false,
          memberStageKey: 'in-program',
        });
        expect(result.allowed).toBe(allowed);
        expect(result.allowed ? result.via : result.reason).toBe(why);
      },
    );
  }

  it('counts days in the given zone: 03:00 UTC on 6 March is still 5 March in Chicago', () => {
    const now = Date.UTC(2026, 2, 6, 3, 0);
    const effective = Date.UTC(2026, 1, 20, 18, 0);
    const input = {
      effectiveAtMs: effective,
      nowMs: now,
      window: window(5),
      isAdmin: false,
      memberStageKey: 'in-program',
    };
    expect(statusChangeEligibility({ ...input, timeZone: 'America/Chicago' }).allowed).toBe(true);
    expect(statusChangeEligibility({ ...input, timeZone: 'UTC' }).allowed).toBe(false);
  });

  it('days remaining count today: day 5 of a 5-day grace leaves 1, day 6 none, day 1 of a 7-day grace leaves 7', () => {
    expect(graceDaysRemaining(at('2026-03-05T08:00', 'America/New_York'), 'America/New_York', 5)).toBe(1);
    expect(graceDaysRemaining(at('2026-03-06T08:00', 'America/New_York'), 'America/New_York', 5)).toBe(0);
    expect(graceDaysRemaining(at('2026-03-01T00:00', 'Pacific/Honolulu'), 'Pacific/Honolulu', 7)).toBe(7);
  });

  it('admins and outreach-stage members may have any date, but never before the algorithm start', () => {
    const base = {
      nowMs: at('2026-03-20T12:00', 'America/Chicago'),
      timeZone: 'America/Chicago',
      window: window(5, '2025-06-01'),
    };
    const old = at('2025-09-01T00:00', 'America/Chicago');
    expect(
      statusChangeEligibility({ ...base, effectiveAtMs: old, isAdmin: true, memberStageKey: 'in-program' }),
    ).toMatchObject({ allowed: true, via: 'admin' });
    expect(
      statusChangeEligibility({ ...base, effectiveAtMs: old, isAdmin: false, memberStageKey: 'outreach' }),
    ).toMatchObject({ allowed: true, via: 'outreach' });
    expect(
      statusChangeEligibility({ ...base, effectiveAtMs: old, isAdmin: false, memberStageKey: 'in-program' }),
    ).toMatchObject({ allowed: false, reason: 'before-current-month' });
    const tooOld = at('2025-05-31T23:00', 'America/Chicago');
    expect(
      statusChangeEligibility({ ...base, effectiveAtMs: tooOld, isAdmin: true, memberStageKey: 'outreach' }),
    ).toMatchObject({ allowed: false, reason: 'before-algorithm-start' });
  });

  it('the form offers dates from the earliest allowed day', () => {
    const zone = 'America/Los_Angeles';
    const input = { timeZone: zone, isAdmin: false, memberStageKey: 'in-program' };
    expect(earliestEffectiveDay({ ...input, nowMs: at('2026-03-04T10:00', zone), window: window(5) })).toBe(
      '2026-02-01',
    );
    expect(earliestEffectiveDay({ ...input, nowMs: at('2026-03-06T10:00', zone), window: window(5) })).toBe(
      '2026-03-01',
    );
    expect(earliestEffectiveDay({ ...input, nowMs: at('2026-03-06T10:00', zone), window: window(7) })).toBe(
      '2026-02-01',
    );
    expect(
      earliestEffectiveDay({ ...input, nowMs: at('2026-03-06T10:00', zone), window: window(5, '2026-03-03') }),
    ).toBe('2026-03-03');
    expect(
      earliestEffectiveDay({ ...input, isAdmin: true, nowMs: at('2026-03-06T10:00', zone), window: window(5) }),
    ).toBeNull();
    expect(
      earliestEffectiveDay({
        ...input,
        memberStageKey: 'outreach',
        nowMs: at('2026-03-06T10:00', zone),
        window: window(5, '2024-01-01'),
      }),
    ).toBe('2024-01-01');
  });
});

const status = (id: number, key: string, extra: Partial<RequestableStatus> = {}): RequestableStatus => ({
  id,
  key,
  name: key,
  changeRequestDescription: null,
  effectiveAtQuestionText: null,
  isSelectable: true,
  adminLevel: false,
  deprecated: false,
  changeRequestStageIds: [],
  changeRequestStatusIds: [],
  ...extra,
});
const OUTREACH = 1;
const IN_PROGRAM = 2;
const CATALOGUE = [
  status(1, 'new', { isSelectable: false }),
  status(2, 'attempted', { changeRequestStageIds: [OUTREACH] }),
  status(4, 'newly-engaged', { changeRequestStageIds: [OUTREACH] }),
  status(6, 're-engaged', { changeRequestStageIds: [], changeRequestStatusIds: [20] }),
  status(7, 'skill-building', { changeRequestStageIds: [IN_PROGRAM] }),
  status(19, 'discharged', { adminLevel: true, changeRequestStageIds: [OUTREACH, IN_PROGRAM] }),
  status(20, 'paused', { changeRequestStageIds: [IN_PROGRAM] }),
  status(22, 'unequipped', { deprecated: true, changeRequestStageIds: [OUTREACH] }),
];
const keysOf = (choices: ReturnType<typeof statusChoices>) =>
  choices.map((c) => `${c.status.key}${c.adminLevel ? '*' : ''}`);

describe('statusChoices', () => {
  it.each([
    [
      'an outreach member',
      { memberStageId: OUTREACH, memberStatusId: 1, clientHasMedicalCenter: false, canRequestAdminLevel: false },
      ['attempted', 'newly-engaged'],
    ],
    [
      'by the current status: a paused member may re-engage',
      { memberStageId: IN_PROGRAM, memberStatusId: 20, clientHasMedicalCenter: false, canRequestAdminLevel: false },
      ['re-engaged', 'skill-building'],
    ],
    [
      'skill-building through a medical center, whatever the stage',
      { memberStageId: OUTREACH, memberStatusId: 2, clientHasMedicalCenter: true, canRequestAdminLevel: false },
      ['newly-engaged', 'skill-building'],
    ],
    [
      'admin-level holders see every other non-deprecated status, marked',
      { memberStageId: OUTREACH, memberStatusId: 1, clientHasMedicalCenter: false, canRequestAdminLevel: true },
      ['attempted', 'newly-engaged', 're-engaged*', 'skill-building*', 'discharged*', 'paused*'],
    ],
  ])('%s', (_name, context, expected) => {
    expect(keysOf(statusChoices(CATALOGUE, context))).toEqual(expected);
  });

  it('the engagement checklist applies to outreach members marked newly engaged only', () => {
    expect(needsEngagementChecklist('newly-engaged', 'outreach')).toBe(true);
    expect(needsEngagementChecklist('newly-engaged', 'in-program')).toBe(false);
    expect(needsEngagementChecklist('attempted', 'outreach')).toBe(false);
  });
});

describe('the request state', () => {
  const now = Date.UTC(2026, 2, 10);
  const later = new Date(now + 86_400_000).toISOString();
  const earlier = new Date(now - 1).toISOString();
  it('pending, declined, approved and scheduled (approved for a later time)', () => {
    expect(statusChangeStatusOf({ approval: null, effectiveAt: earlier, appliedAt: null }, now)).toBe('pending');
    expect(statusChangeStatusOf({ approval: 'deny', effectiveAt: earlier, appliedAt: null }, now)).toBe('declined');
    expect(statusChangeStatusOf({ approval: 'approve', effectiveAt: later, appliedAt: null }, now)).toBe('scheduled');
    expect(statusChangeStatusOf({ approval: 'approve', effectiveAt: earlier, appliedAt: null }, now)).toBe('approved');
    expect(statusChangeIsDue({ approval: 'approve', effectiveAt: earlier, appliedAt: null }, now)).toBe(true);
    expect(statusChangeIsDue({ approval: 'approve', effectiveAt: later, appliedAt: null }, now)).toBe(false);
    expect(statusChangeIsDue({ approval: 'approve', effectiveAt: earlier, appliedAt: earlier }, now)).toBe(false);
  });

  it('the creator edits while pending; auditors audit pending ones, decided ones with the alter permission, applied ones never', () => {
    const pending = { approval: null, effectiveAt: earlier, appliedAt: null, creatorId: 'g' };
    const declined = { ...pending, approval: 'deny' as const };
    expect(mayEditStatusChange({ userId: 'g', permissions: [] }, pending)).toBe(true);
    expect(mayEditStatusChange({ userId: 'x', permissions: [] }, pending)).toBe(false);
    expect(mayEditStatusChange({ userId: 'g', permissions: [] }, declined)).toBe(false);
    const auditor = { userId: 's', permissions: ['CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS'] };
    const alterer = {
      userId: 'a',
      permissions: ['CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS', 'CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS'],
    };
    expect(mayAuditStatusChange(auditor, pending)).toBe(true);
    expect(mayAuditStatusChange({ userId: 'g', permissions: [] }, pending)).toBe(false);
    expect(mayAuditStatusChange(auditor, declined)).toBe(false);
    expect(mayAuditStatusChange(alterer, declined)).toBe(true);
    expect(mayAuditStatusChange(alterer, { ...pending, approval: 'approve', appliedAt: earlier })).toBe(false);
  });
});
