import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, SelectField } from '../../../ui/index.ts';
import { MembershipDates } from './MembershipDates.tsx';

export interface AuditorLine {
  clientId: string;
  startDate: number | null;
  endDate: number | null;
}

/** The customers a guide supervisor audits (spec part 3 section 3 `clientAuditors`): add, date and remove. */
export function ClientAuditorsField({
  label,
  value,
  onChange,
  customers,
  error,
}: {
  label: string;
  value: readonly AuditorLine[];
  onChange: (lines: AuditorLine[]) => void;
  customers: readonly { id: string; name: string }[];
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const [clientId, setClientId] = useState('');
  const nameOf = (id: string) => customers.find((customer) => customer.id === id)?.name ?? id;
  const add = () => {
    if (!clientId || value.some((line) => line.clientId === clientId)) return;
    onChange([...value, { clientId, startDate: null, endDate: null }]);
    setClientId('');
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-medium text-slate-900">{label}</legend>
      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((line) => {
            const name = nameOf(line.clientId);
            return (
              <li key={line.clientId} className="flex flex-col gap-2 border-b border-slate-200 pb-2 last:border-b-0">
                <span className="flex items-center justify-between gap-2">
                  <span className="font-medium">{name}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Remove ${name}`}
                    onClick={() => onChange(value.filter((other) => other.clientId !== line.clientId))}
                  >
                    {t`Remove`}
                  </Button>
                </span>
                <MembershipDates
                  line={line}
                  of={name}
                  zones={{ start: 'auditor', end: 'auditor' }}
                  onChange={(dated) =>
                    onChange(value.map((other) => (other.clientId === line.clientId ? dated : other)))
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t`No customers audited yet.`}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t`Customer to audit`}
          value={clientId}
          onChange={setClientId}
          placeholder={t`Choose a customer`}
          options={customers
            .filter((customer) => !value.some((line) => line.clientId === customer.id))
            .map((customer) => ({ value: customer.id, label: customer.name }))}
        />
        <Button variant="secondary" onClick={add} disabled={!clientId}>
          {t`Add customer`}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
