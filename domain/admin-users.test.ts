import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  adminUserSearchWords,
  adminUserTeam,
  clientAuditor,
  membershipDateMs,
  membershipDay,
} from './admin-users.ts';

const teamId = '6f1c3b1e-8d2a-4c1e-9a3b-2f4d5e6a7b8c';

describe('membership dates', () => {
  it.each([
    // A team's start begins in New York, its end and an audit's days in Los Angeles (spec part 3 section 9).
    ['2026-12-10', 'teamStart', '2026-12-10T05:00:00.000Z'],
    ['2026-12-10', 'teamEnd', '2026-12-10T08:00:00.000Z'],
    ['2026-12-10', 'auditor', '2026-12-10T08:00:00.000Z'],
    // Summer time: an hour earlier in UTC.
    ['2026-07-01', 'teamStart', '2026-07-01T04:00:00.000Z'],
    ['2026-07-01', 'auditor', '2026-07-01T07:00:00.000Z'],
    // The day summer time starts still begins at midnight.
    ['2026-03-08', 'teamStart', '2026-03-08T05:00:00.000Z'],
  ] as const)('%s as a %s is %s, and reads back as the same day', (day, kind, instant) => {
    const ms = membershipDateMs(day, kind);
    expect(new Date(ms).toISOString()).toBe(instant);
    expect(membershipDay(ms, kind)).toBe(day);
  });

  it('refuses an end before the start, on the end, and takes one on the same day or later', () => {
    const line = (start: string, end: string) => ({
      teamId,
      isPrimary: true,
      isManager: false,
      startDate: membershipDateMs(start, 'teamStart'),
      endDate: membershipDateMs(end, 'teamEnd'),
    });
    const refused = adminUserTeam(line('2026-12-10', '2026-12-09'));
    expect(String(refused)).toBe(ADMIN_USER_MESSAGES.endBeforeStart);
    expect(adminUserTeam(line('2026-12-10', '2026-12-10'))).toEqual(line('2026-12-10', '2026-12-10'));
    const audit = (start: string, end: string) => ({
      clientId: teamId,
      startDate: membershipDateMs(start, 'auditor'),
      endDate: membershipDateMs(end, 'auditor'),
    });
    expect(String(clientAuditor(audit('2026-12-10', '2026-11-30')))).toBe(ADMIN_USER_MESSAGES.endBeforeStart);
    expect(clientAuditor({ clientId: teamId, startDate: null, endDate: 0 })).toEqual({
      clientId: teamId,
      startDate: null,
      endDate: 0,
    });
  });
});

describe('adminUserSearchWords', () => {
  it('folds case and accents and splits on spaces, up to five words', () => {
    expect(adminUserSearchWords('  José   PEÑA ')).toEqual(['jose', 'pena']);
    expect(adminUserSearchWords('')).toEqual([]);
    expect(adminUserSearchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
