import { describe, expect, it } from 'vitest';
import { formatBirthDate, formatPhoneNumber, languageName } from './member-info-format.ts';

describe('member info formats', () => {
  it('writes a birthday without shifting it by a zone', () => {
    expect(formatBirthDate('1958-01-03', 'en')).toBe('01/03/1958');
    expect(formatBirthDate('1958-01-03', 'es')).toBe('03/01/1958');
    expect(formatBirthDate(null, 'en')).toBeUndefined();
    expect(formatBirthDate('1958-02-30', 'en')).toBeUndefined();
  });

  it("names the member's language in the reader's language", () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('es', 'es')).toBe('español');
    expect(languageName('xx-not-a-language-$', 'en')).toBe('xx-not-a-language-$');
    expect(languageName(null, 'en')).toBeUndefined();
  });

  it('writes US numbers the way people read them', () => {
    expect(formatPhoneNumber('+14155550100')).toBe('(415) 555-0100');
    expect(formatPhoneNumber('+441234567890')).toBe('+441234567890');
  });
});
