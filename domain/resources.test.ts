/** The hub's search words: what reaches the text-search query, whatever is typed. */
import { describe, expect, it } from 'vitest';
import { prefixQueryText, resourceSearchQuery, searchWords } from './resources.ts';

describe('search words', () => {
  it.each([
    ['Food pantry', ['food', 'pantry']],
    ["pantry's & | ! :* (meals)", ['pantrys', 'meals']],
    ['  Nutrición  ', ['nutricion']],
    ['', []],
    [
      'one two three four five six seven eight nine ten',
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
    ],
    [`${'x'.repeat(60)}`, ['x'.repeat(40)]],
  ])('%j -> %j', (terms, words) => {
    expect(searchWords(terms)).toEqual(words);
  });

  it('asks for every word as a prefix, and for nothing without words', () => {
    expect(prefixQueryText(['food', 'pant'])).toBe('food:* & pant:*');
    expect(prefixQueryText([])).toBeNull();
  });

  it('takes a 5-digit zip code and taxonomy tags only', () => {
    expect(resourceSearchQuery({ zipcode: '60608', serviceTags: 'food-pantry,meals' })).toEqual({
      zipcode: '60608',
      serviceTags: ['food-pantry', 'meals'],
    });
    expect(resourceSearchQuery({ zipcode: '6060' }).toString()).toContain('zipcode');
    expect(resourceSearchQuery({ serviceTags: 'food-pantry,bogus' }).toString()).toContain('serviceTags');
  });
});
