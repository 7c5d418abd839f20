import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ServiceCategory } from '../../domain/index.ts';
import { MultiSelectField, SelectField, TextField } from '../../ui/index.ts';
import { useDebouncedCallback } from '../shared/use-debounced-callback.ts';
import type { OrganisationClient } from '../services/verify-response.ts';
import { useServiceTagWords } from './use-service-tag-words.ts';

export interface SearchCriteria {
  clientId: string | null;
  /** '' or five digits. */
  zipcode: string;
  terms: string;
  serviceTags: string[];
}

export interface ResourceSearchFormProps {
  criteria: SearchCriteria;
  clients: readonly OrganisationClient[];
  tags: readonly { key: string; category: ServiceCategory; name: string }[];
  maxTerms: number;
  onChange: (criteria: SearchCriteria) => void;
}

/** The spec's typeahead debounce (part 2 section 9). */
const TERMS_DEBOUNCE_MS = 500;
const ZIP = /^\d{5}$/;

/**
 * Customer, zip code, terms and service tags. Terms search 500 ms after the last keystroke; a zip
 * code searches once it has five digits (or is cleared), and says what is wrong otherwise.
 */
export function ResourceSearchForm({ criteria, clients, tags, maxTerms, onChange }: ResourceSearchFormProps) {
  const { t } = useLingui();
  const words = useServiceTagWords();
  const [terms, setTerms] = useState(criteria.terms);
  const [zipcode, setZipcode] = useState(criteria.zipcode);
  const searchTerms = useDebouncedCallback(
    (next: string) => onChange({ ...criteria, terms: next.trim() }),
    TERMS_DEBOUNCE_MS,
  );
  const zipError = zipcode !== '' && !ZIP.test(zipcode) ? t`Zip code must be 5 digits.` : undefined;
  const tagOptions = tags.map((tag) => ({
    value: tag.key,
    label: `${words.category(tag.category)}: ${words.tag(tag.key, tag.name)}`,
  }));

  return (
    <form
      role="search"
      aria-label={t`Search programs`}
      className="flex flex-wrap items-start gap-x-6 gap-y-3"
      onSubmit={(event) => event.preventDefault()}
    >
      {clients.length > 1 ? (
        <SelectField
          label={t`Customer`}
          value={criteria.clientId ?? ''}
          onChange={(clientId) => onChange({ ...criteria, clientId: clientId || null })}
          options={clients.map((client) => ({ value: client.id, label: client.displayName }))}
          className="w-56"
        />
      ) : null}
      <TextField
        label={t`Zip code`}
        value={zipcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={zipError}
        onChange={(value) => {
          const next = value.replace(/\D/g, '').slice(0, 5);
          setZipcode(next);
          if (next === '' || ZIP.test(next)) onChange({ ...criteria, zipcode: next });
        }}
        className="w-32"
      />
      <TextField
        label={t`Search terms`}
        type="search"
        value={terms}
        maxLength={maxTerms}
        placeholder={t`e.g. food pantry, rent, rides`}
        onChange={(value) => {
          setTerms(value);
          searchTerms(value);
        }}
        className="w-72"
      />
      <MultiSelectField
        label={t`Services`}
        value={criteria.serviceTags}
        onChange={(serviceTags) => onChange({ ...criteria, serviceTags })}
        options={tagOptions}
        summary={(chosen) =>
          chosen.length ? chosen.map((option) => option.label.split(': ').pop()).join(', ') : t`Any service`
        }
        className="w-80"
      />
    </form>
  );
}
