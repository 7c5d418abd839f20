import { describe, expect, it } from 'vitest';
import {
  callRowLabel,
  chipColour,
  offersCallBack,
  ownOpenReview,
  rangeStart,
  searchDigits,
  searchTermTypeOf,
} from './calls-page.ts';

const viewer = { userId: 'me', canAssignReviews: false };
const open = (assigneeId: string) => ({ assigneeId, actionTaken: null, completedAt: null });
const done = (assigneeId: string) => ({ assigneeId, actionTaken: false, completedAt: '2026-11-20T10:00:00Z' });

describe('the calls page rules', () => {
  it('class digits-only text (hyphens, parentheses and spaces aside) as a number', () => {
    expect(searchTermTypeOf('(512) 555-0111')).toBe('number');
    expect(searchTermTypeOf('+1 512 555 0111')).toBe('number');
    expect(searchTermTypeOf('Rosa')).toBe('string');
    expect(searchTermTypeOf('512.555')).toBe('string');
  });

  it('search a number by its national digits', () => {
    expect(searchDigits('(512) 555-0111')).toBe('5125550111');
    expect(searchDigits('+1 512 555')).toBe('512555');
    expect(searchDigits('1 (512) 555-0111')).toBe('5125550111');
    expect(searchDigits('0111')).toBe('0111');
  });

  it('label a call by its reviews first, then its hand assignment, then its status', () => {
    expect(
      callRowLabel({ status: 'MISSED', reviews: [open('g1'), done('g2')] }, { ...viewer, canAssignReviews: true }),
    ).toBe('reviewsAssigned');
    expect(callRowLabel({ status: 'MISSED', reviews: [done('g1')] }, { ...viewer, canAssignReviews: true })).toBe(
      'reviewed',
    );
    expect(callRowLabel({ status: 'MISSED', reviews: [open('me')] }, viewer)).toBe('needsReview');
    expect(callRowLabel({ status: 'MISSED', reviews: [done('me')] }, viewer)).toBe('reviewed');
    expect(callRowLabel({ status: 'MISSED', reviews: [open('g2')], assignedAt: '2026-11-20T10:00:00Z' }, viewer)).toBe(
      'callReassigned',
    );
    expect(callRowLabel({ status: 'FAILED', reviews: [] }, viewer)).toBe('FAILED');
  });

  it('colour the chip as the spec says', () => {
    expect(
      ['ENDED', 'reviewed', 'MISSED', 'needsReview', 'FAILED', 'BUSY', 'reviewsAssigned'].map((l) =>
        chipColour(l as never),
      ),
    ).toEqual(['success', 'success', 'warning', 'warning', 'error', 'info', 'info']);
  });

  it('offer No action required on one’s own open review only, and Call back to unknown callers and feedback calls', () => {
    expect(ownOpenReview([done('me'), open('g2')], 'me')).toBeUndefined();
    expect(ownOpenReview([open('me')], 'me')).toMatchObject({ assigneeId: 'me' });
    expect(offersCallBack({ incoming: true, memberId: null }, false)).toBe(true);
    expect(offersCallBack({ incoming: false, memberId: null }, false)).toBe(false);
    expect(offersCallBack({ incoming: true, memberId: 'm1', isFeedbackCall: true }, false)).toBe(false);
    expect(offersCallBack({ incoming: true, memberId: 'm1', isFeedbackCall: true }, true)).toBe(true);
  });

  it('count the date range back from now', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(rangeStart('30', now)?.toISOString()).toBe('2026-10-21T12:00:00.000Z');
    expect(rangeStart('none', now)).toBeNull();
  });
});
