import { describe, expect, it } from 'vitest';
import { adoptLiveNote, unsavedOnClose } from './call-note-sync.ts';

describe('the review drawer’s My notes and the store’s note', () => {
  it('takes another browser’s note while nothing is unsaved here', () => {
    expect(adoptLiveNote({ local: '<p>a</p>', saved: '<p>a</p>' }, '<p>from the other tab</p>')).toEqual({
      local: '<p>from the other tab</p>',
      saved: '<p>from the other tab</p>',
    });
    expect(adoptLiveNote({ local: '<p>a</p>', saved: '<p>a</p>' }, null)).toEqual({ local: '', saved: '' });
  });

  it('keeps what the guide is typing when another note arrives (regression: typing replaced mid-word)', () => {
    const typing = { local: '<p>Member asked for a ri</p>', saved: '<p>Member asked</p>' };
    expect(adoptLiveNote(typing, '<p>from the other tab</p>')).toBe(typing);
  });

  it('our own save coming back sanitized changes nothing', () => {
    const state = {
      local: '<p>Ride <strong>Tuesday</strong> more</p>',
      saved: '<p class="x">Ride <strong>Tuesday</strong></p>',
    };
    expect(adoptLiveNote(state, '<p>Ride <strong>Tuesday</strong></p>')).toBe(state);
  });

  it('closing saves any change since the last save, even under the autosave’s 5 characters', () => {
    expect(unsavedOnClose({ local: '<p>abc!</p>', saved: '<p>abc</p>' })).toBe(true);
    expect(unsavedOnClose({ local: '<p>abc</p>', saved: '<p>abc</p>' })).toBe(false);
  });
});
