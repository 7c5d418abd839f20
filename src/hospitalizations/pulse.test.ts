import { describe, expect, it } from 'vitest';
import { fingerprintsOf, isStale } from './pulse.ts';

const stay = (id: string, dischargeDate: string | null = null) => ({
  id,
  admitDate: '2026-01-01',
  dischargeDate,
  guideEnteredDischargedAt: null,
  note: null,
  isEnrolledInBehavioralHealth: false,
  hospital: 'Mercy',
});

describe('the dashboard pulse', () => {
  it('is not stale on its first result', () => {
    expect(isStale(null, fingerprintsOf([stay('a')]), new Set())).toBe(false);
  });

  it('is stale when a stay the window does not show arrives (an admission from the feed)', () => {
    const before = fingerprintsOf([stay('a')]);
    expect(isStale(before, fingerprintsOf([stay('a'), stay('b')]), new Set(['a']))).toBe(true);
  });

  it('is not stale when new stays arrive with the window that shows them', () => {
    const before = fingerprintsOf([stay('a')]);
    expect(isStale(before, fingerprintsOf([stay('a'), stay('b')]), new Set(['b']))).toBe(false);
  });

  it('is stale when a known stay changes (a discharge) or a shown one goes (a cancel), not when an unshown one is let go', () => {
    const before = fingerprintsOf([stay('a'), stay('b')]);
    expect(isStale(before, fingerprintsOf([stay('a', '2026-01-05'), stay('b')]), new Set(['a']))).toBe(true);
    expect(isStale(before, fingerprintsOf([stay('b')]), new Set(['a']))).toBe(true);
    expect(isStale(before, fingerprintsOf([stay('a')]), new Set(['a']))).toBe(false);
  });
});
