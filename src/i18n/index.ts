/** Interface language: detection, persistence, Lingui activation and the switch. */
export { activateLanguage } from './activate.ts';
export {
  detectLanguage,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageFromBrowser,
  storeLanguage,
  type Language,
} from './language.ts';
export { LanguageProvider, useLanguage } from './LanguageProvider.tsx';
export { LanguageSwitch } from './LanguageSwitch.tsx';
