import { describe, expect, it } from 'vitest';
import { callChip, callFailureText } from './call-chips.ts';

const ended = { status: 'ENDED', wentToVoicemail: false, insufficientNotes: false, outcomeId: 3 };

describe("a call's chip in the feed", () => {
  it('Failed, with the code and its reason, or the unlisted words', () => {
    expect(callChip({ ...ended, status: 'FAILED', outcomeId: null })).toBe('failed');
    expect(callFailureText(30003, (reason) => reason)).toBe('30003: deviceUnreachable');
    expect(callFailureText(99999, (reason) => reason)).toBe('unlisted');
    expect(callFailureText(null, (reason) => reason)).toBe('unlisted');
  });
  it('Went to voicemail, before Incomplete', () => {
    expect(callChip({ ...ended, wentToVoicemail: true, outcomeId: null })).toBe('voicemail');
    expect(callChip({ ...ended, status: 'MISSED', wentToVoicemail: true, outcomeId: null })).toBe('voicemail');
  });
  it('Incomplete for an ended call without an outcome or with insufficient notes; none when documented', () => {
    expect(callChip({ ...ended, outcomeId: null })).toBe('incomplete');
    expect(callChip({ ...ended, insufficientNotes: true })).toBe('incomplete');
    expect(callChip(ended)).toBeNull();
    expect(callChip({ ...ended, status: 'MISSED', outcomeId: null })).toBeNull();
    expect(callChip({ ...ended, status: null })).toBeNull();
  });
});
