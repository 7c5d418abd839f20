import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language.ts';

/*
 * Catalogs are the .po files themselves, compiled by @lingui/vite-plugin on import; each language
 * is its own chunk, so Spanish costs nothing to an English reader.
 */
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
};

/** Loads the language's messages and makes it the active one; `<html lang>` follows for screen readers. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
