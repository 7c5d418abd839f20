import { describe, expect, it } from 'vitest';
import { changedCharacters, createNoteBody, NOTE_LIMITS, saveDraftBody, shouldAutosave } from './notes.ts';

describe('changedCharacters', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['', 'hello', 5],
    ['hello', 'hell', 1],
    ['hello world', 'hello brave world', 6],
    // A replacement in place changes no length but counts its span.
    ['<p>cat sat</p>', '<p>dog sat</p>', 3],
    ['aaaa', 'aaaaa', 1],
  ])('%j -> %j: %i', (before, after, expected) => {
    expect(changedCharacters(before, after)).toBe(expected);
  });
});

describe('the autosave rule (part 2 section 4)', () => {
  it.each([
    { lastSaved: '', current: '<p>Hello</p>', save: true, why: 'a first text of 5 characters or more' },
    { lastSaved: '', current: '<p>Hi</p>', save: true, why: 'the tags count as changed characters too' },
    { lastSaved: '<p>Hello</p>', current: '<p>Hello</p>', save: false, why: 'unchanged' },
    { lastSaved: '<p>Hello</p>', current: '<p>Hello!!</p>', save: false, why: 'a change of 2 characters' },
    { lastSaved: '<p>Hello</p>', current: '<p>Hello the</p>', save: false, why: 'a change of 4 characters' },
    { lastSaved: '<p>Hello</p>', current: '<p>Hello there</p>', save: true, why: 'a change of 6 characters' },
    { lastSaved: '<p>Hello there</p>', current: '<p>Hello</p>', save: true, why: 'a deletion of 6 characters' },
    {
      lastSaved: '<p>Monday 9am</p>',
      current: '<p>Friday 4pm</p>',
      save: true,
      why: 'a replacement of the same length',
    },
    { lastSaved: '<p>Hello there</p>', current: '<p></p>', save: false, why: 'an empty editor is never saved' },
    { lastSaved: '<p>Hello there</p>', current: '', save: false, why: 'empty' },
    { lastSaved: '<p>Hello</p>', current: '<p>   </p><p></p>', save: false, why: 'white space only' },
  ])('$why: $save', ({ lastSaved, current, save }) => {
    expect(shouldAutosave(lastSaved, current)).toBe(save);
  });
});

describe('note request schemas', () => {
  const member = '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c';

  it('takes rich text within the limit', () => {
    expect(createNoteBody({ userId: member, text: '<p>Called the pharmacy.</p>' })).toEqual({
      userId: member,
      text: '<p>Called the pharmacy.</p>',
    });
  });

  it.each([
    ['<p></p>', 'Note is required.'],
    ['<p> </p>', 'Note is required.'],
    [`<p>${'a'.repeat(NOTE_LIMITS.html)}</p>`, `Note must be at most ${NOTE_LIMITS.html} characters.`],
  ])('refuses %j', (text, message) => {
    const out = createNoteBody({ userId: member, text });
    expect(out instanceof Error || (out as { summary?: string }).summary).toBeTruthy();
    expect(String((out as { summary: string }).summary)).toContain(message);
  });

  it('lets a draft be empty, but not longer than a note', () => {
    expect(saveDraftBody({ text: '' })).toEqual({ text: '' });
    expect((saveDraftBody({ text: 'a'.repeat(NOTE_LIMITS.html + 1) }) as { summary?: string }).summary).toContain(
      'at most',
    );
  });
});
