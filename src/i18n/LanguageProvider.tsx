import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { activateLanguage } from './activate.ts';
import { isLanguage, storeLanguage, type Language } from './language.ts';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export interface LanguageProviderProps {
  children: ReactNode;
  /** Where the choice is kept (local storage in the app). */
  storage: Pick<Storage, 'setItem'>;
}

/**
 * Lingui's provider plus the current language and a way to change it. The first language must be
 * active before this renders (main.tsx awaits it), so no screen flashes untranslated.
 */
export function LanguageProvider({ children, storage }: LanguageProviderProps) {
  const [language, setCurrent] = useState<Language>(() => (isLanguage(i18n.locale) ? i18n.locale : 'en'));
  const setLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(storage, next);
      await activateLanguage(next);
      setCurrent(next);
    },
    [storage],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside a LanguageProvider');
  return value;
}
