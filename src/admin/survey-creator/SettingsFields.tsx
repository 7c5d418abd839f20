import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import type { CreatorForm } from './creator-form.ts';

export interface SettingsFieldsProps {
  form: CreatorForm;
  surveyKey: string;
  learnMore: readonly LiveRow<'adminLearnMoreRecords'>[];
  onEdit: (change: (form: CreatorForm) => CreatorForm) => void;
}

/** The Settings section's fields (part 3 section 2): name, read-only key, action survey, display name, summary, learn more. */
export const SettingsFields = memo(function SettingsFields({
  form,
  surveyKey,
  learnMore,
  onEdit,
}: SettingsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Survey Name`}
        required
        value={form.name}
        maxLength={200}
        onChange={(name) => onEdit((f) => ({ ...f, name }))}
      />
      <TextField label={t`Survey Key`} value={surveyKey} readOnly onChange={() => undefined} />
      <CheckboxField
        label={t`Is action survey`}
        checked={form.isActionSurvey}
        onChange={(isActionSurvey) => onEdit((f) => ({ ...f, isActionSurvey }))}
      />
      <TextField
        label={t`Survey Display Name`}
        required
        value={form.displayName}
        maxLength={200}
        onChange={(displayName) => onEdit((f) => ({ ...f, displayName }))}
      />
      <TextareaField
        label={t`Survey Summary`}
        required
        rows={3}
        value={form.summary}
        maxLength={2000}
        onChange={(summary) => onEdit((f) => ({ ...f, summary }))}
      />
      {learnMore.length > 0 ? (
        <SelectField
          label={t`Choose learn more content for this survey`}
          value={form.learnMoreRecordId ?? '-1'}
          options={[
            { value: '-1', label: t`None` },
            ...learnMore.map((row) => ({ value: row.id, label: row.learnMoreContent.title })),
          ]}
          onChange={(id) => onEdit((f) => ({ ...f, learnMoreRecordId: id === '-1' ? null : id }))}
        />
      ) : null}
    </>
  );
});
