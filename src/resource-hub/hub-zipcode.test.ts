import { describe, expect, it } from 'vitest';
import { parseHubZipcode } from './hub-zipcode.ts';

describe('the remembered zip code', () => {
  it.each([
    ['{"zipcode":"60608"}', '60608'],
    ['{"zipcode":"6060"}', ''],
    ['{"zipcode":60608}', ''],
    ['not json', ''],
    ['null', ''],
    [null, ''],
  ])('%s reads as %j', (raw, zipcode) => {
    expect(parseHubZipcode(raw)).toBe(zipcode);
  });
});
