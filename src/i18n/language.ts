/**
 * The interface language: English (the fallback) or Spanish, kept in local storage and defaulting
 * to the browser's preferred languages (spec part 1 section 1).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, so a reader finds theirs whatever is showing now. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language among the browser's, matched on the primary subtag (es-MX -> es). */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

export function detectLanguage(storage: Pick<Storage, 'getItem'>, browserLanguages: readonly string[]): Language {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the browser language still works.
  }
  return isLanguage(stored) ? stored : languageFromBrowser(browserLanguages);
}

export function storeLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the choice then lasts for this page only.
  }
}
