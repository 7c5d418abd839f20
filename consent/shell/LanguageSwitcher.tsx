import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { activateLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../language.ts';
import { focusRing } from './styles.ts';

/** A native select: the most reliable control on phones and with screen readers. */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          if (isLanguage(event.target.value)) activateLanguage(event.target.value, { remember: true });
        }}
        className={`min-h-11 rounded-md border border-white/70 bg-blue-900 px-2 text-base text-white ${focusRing} focus-visible:outline-white`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
