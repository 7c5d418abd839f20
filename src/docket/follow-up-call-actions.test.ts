import { describe, expect, it } from 'vitest';
import { followUpCallActions } from './follow-up-call-actions.ts';

const row = (type: string, externalItemType: string | null = 'call', memberId: string | null = 'm1') => ({
  type,
  memberId,
  externalItemType,
  externalItemId: externalItemType ? 'c1' : null,
});

describe('followUpCallActions: the Follow up menu’s Call now and Review call', () => {
  it.each([
    { row: row('INCOMPLETE_CALL'), callNow: true, reviewCallId: 'c1' },
    { row: row('INCOMPLETE_NOTE_CALL'), callNow: true, reviewCallId: 'c1' },
    { row: row('CALL_BACK'), callNow: true, reviewCallId: null },
    { row: row('FEEDBACK_CALL'), callNow: true, reviewCallId: null },
    { row: row('INCOMPLETE_CALL', null), callNow: true, reviewCallId: null },
    { row: row('CALL_BACK', 'call', null), callNow: false, reviewCallId: null },
    { row: row('INCOMPLETE_NOTE_VISIT', 'visit'), callNow: false, reviewCallId: null },
    { row: row('TEXT_BACK', 'message'), callNow: false, reviewCallId: null },
    { row: row('CALL_AUDIT'), callNow: false, reviewCallId: null },
  ])('$row.type about $row.externalItemType', ({ row: r, callNow, reviewCallId }) => {
    expect(followUpCallActions(r)).toMatchObject({ callNow, reviewCallId });
  });

  it('Text now for a Text back with a member only', () => {
    expect(followUpCallActions(row('TEXT_BACK', 'message')).textNow).toBe(true);
    expect(followUpCallActions(row('TEXT_BACK', 'message', null)).textNow).toBe(false);
    expect(followUpCallActions(row('CALL_BACK')).textNow).toBe(false);
  });

  // Issue #38: the Follow up menu had no Edit (spec part 1 section 2).
  it('Edit for a visit still to complete, with its interaction; not for calls, texts or a visit without a member', () => {
    expect(followUpCallActions(row('INCOMPLETE_VISIT', 'visit')).editVisitId).toBe('c1');
    expect(followUpCallActions(row('INCOMPLETE_NOTE_VISIT', 'visit')).editVisitId).toBe('c1');
    expect(followUpCallActions(row('INCOMPLETE_VISIT', 'visit', null)).editVisitId).toBeNull();
    expect(followUpCallActions(row('INCOMPLETE_VISIT', null)).editVisitId).toBeNull();
    expect(followUpCallActions(row('INCOMPLETE_NOTE_CALL')).editVisitId).toBeNull();
    expect(followUpCallActions(row('TEXT_BACK', 'message')).editVisitId).toBeNull();
  });
});
