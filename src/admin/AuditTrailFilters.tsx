import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OPERATIONS } from '../../domain/index.ts';
import { Button, DateField, SelectField, TextField } from '../../ui/index.ts';
import { EMPTY_AUDIT_FILTERS, type AuditFilterForm, type AuditFilterProblem } from './audit-filters.ts';

const OPERATION_NAMES = Object.keys(OPERATIONS).sort();

export interface AuditTrailFiltersProps {
  /** The filters the table shows. */
  applied: AuditFilterForm;
  problems: readonly AuditFilterProblem[];
  onApply: (form: AuditFilterForm) => void;
}

/** Member, user, operation and days; applied together with 'Apply filters' (Enter in any field). */
export function AuditTrailFilters({ applied, problems, onApply }: AuditTrailFiltersProps) {
  const { t } = useLingui();
  const [form, setForm] = useState(applied);
  const set = (field: keyof AuditFilterForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  const idHint = t`An id, as in the address of the member's or user's page.`;
  return (
    <form
      onSubmit={submit}
      aria-label={t`Audit trail filters`}
      className="grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label={t`Member`}
        hint={idHint}
        value={form.memberId}
        onChange={set('memberId')}
        error={problems.includes('memberId') ? t`Enter a member id.` : undefined}
      />
      <TextField
        label={t`User`}
        hint={idHint}
        value={form.userId}
        onChange={set('userId')}
        error={problems.includes('userId') ? t`Enter a user id.` : undefined}
      />
      <SelectField
        label={t`Operation`}
        value={form.operation}
        onChange={set('operation')}
        placeholder={t`Any operation`}
        options={OPERATION_NAMES.map((name) => ({ value: name, label: name }))}
      />
      <DateField
        label={t`From`}
        value={form.fromDay}
        onChange={set('fromDay')}
        error={problems.includes('range') ? t`The first day must be on or before the last.` : undefined}
      />
      <DateField label={t`To`} value={form.toDay} onChange={set('toDay')} />
      <div className="flex items-end gap-2">
        <Button type="submit" variant="primary">
          <Trans>Apply filters</Trans>
        </Button>
        <Button
          type="button"
          onClick={() => {
            setForm(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </form>
  );
}
