import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromBrowser } from './language.ts';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('language', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(detectLanguage(storageWith('es'), ['en-US'])).toBe('es');
    expect(detectLanguage(storageWith(null), ['es-MX', 'en'])).toBe('es');
    expect(detectLanguage(storageWith('fr'), ['de-DE'])).toBe('en');
  });

  it('matches on the primary subtag in the browser order', () => {
    expect(languageFromBrowser(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage(blocked, ['es'])).toBe('es');
  });
});
