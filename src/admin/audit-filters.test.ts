import { describe, expect, it } from 'vitest';
import { auditQueryOf, EMPTY_AUDIT_FILTERS } from './audit-filters.ts';

const member = '3f0a8f9e-1b2c-4d5e-8f90-123456789abc';

describe('auditQueryOf', () => {
  it('sends nothing for an empty form', () => {
    expect(auditQueryOf(EMPTY_AUDIT_FILTERS, 'America/Chicago')).toEqual({ filters: {} });
  });

  it('trims and lower-cases ids and keeps the operation', () => {
    expect(
      auditQueryOf(
        { ...EMPTY_AUDIT_FILTERS, memberId: ` ${member.toUpperCase()} `, userId: member, operation: 'getUser' },
        'UTC',
      ),
    ).toEqual({
      filters: { memberId: member, userId: member, operation: 'getUser' },
    });
  });

  it.each([
    // zone, from day, to day, from instant, to instant (the start of the day after the last)
    ['America/Chicago', '2026-03-01', '2026-03-31', '2026-03-01T06:00:00Z', '2026-04-01T05:00:00Z'],
    ['America/New_York', '2026-11-01', '2026-11-01', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z'],
    ['America/Los_Angeles', '2026-12-31', '2026-12-31', '2026-12-31T08:00:00Z', '2027-01-01T08:00:00Z'],
    ['Pacific/Honolulu', '2026-02-28', '2026-02-28', '2026-02-28T10:00:00Z', '2026-03-01T10:00:00Z'],
    ['UTC', '2028-02-29', '2028-02-29', '2028-02-29T00:00:00Z', '2028-03-01T00:00:00Z'],
  ])('reads days in %s: %s to %s is whole days', (zone, fromDay, toDay, from, to) => {
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, fromDay, toDay }, zone)).toEqual({ filters: { from, to } });
  });

  it('takes an open range on either side', () => {
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, fromDay: '2026-01-05' }, 'America/Chicago')).toEqual({
      filters: { from: '2026-01-05T06:00:00Z' },
    });
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, toDay: '2026-01-05' }, 'America/Chicago')).toEqual({
      filters: { to: '2026-01-06T06:00:00Z' },
    });
  });

  it('names what cannot be a filter instead of ignoring it', () => {
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, memberId: 'Rosa Diaz', userId: '12' }, 'UTC')).toEqual({
      problems: ['memberId', 'userId'],
    });
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, fromDay: '2026-03-02', toDay: '2026-03-01' }, 'UTC')).toEqual({
      problems: ['range'],
    });
    expect(auditQueryOf({ ...EMPTY_AUDIT_FILTERS, fromDay: '2026-02-30' }, 'UTC')).toEqual({ problems: ['range'] });
  });
});
