import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from './language.ts';
import { useLanguage } from './LanguageProvider.tsx';

/** A labelled native select: the most keyboard- and screen-reader-friendly switch there is. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-3 focus-visible:outline-blue-600"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
