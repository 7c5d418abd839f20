/**
 * The reader's language: English (fallback) or Spanish, kept in local storage and defaulting to
 * the browser's languages. Both catalogs are small and bundled, so switching never waits on the
 * network (members are often on slow connections).
 */
import { i18n, type Messages } from '@lingui/core';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
/** Each language named in itself, so a reader finds theirs whatever is showing now. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

const catalogs: Record<Language, Messages> = { en, es };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Activates the language for the whole page; `<html lang>` follows for screen readers. */
export function activateLanguage(language: Language, options: { remember?: boolean } = {}): void {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  document.documentElement.lang = language;
  if (options.remember) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }
}

export function startingLanguage(): Language {
  return detectLanguage(readStored(), navigator.languages?.length ? navigator.languages : [navigator.language]);
}
