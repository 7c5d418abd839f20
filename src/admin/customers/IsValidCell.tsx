import { Check } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { customerCompleteness } from '../../../domain/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { useCustomerWords } from './use-customer-words.ts';

/** The list's Is Valid column: a check mark, or the missing items (spec part 3 section 2). */
export function IsValidCell({ customer }: { customer: LiveRow<'adminCustomers'> }) {
  const { t } = useLingui();
  const words = useCustomerWords();
  const { missing } = customerCompleteness(customer);
  if (missing.length === 0)
    return (
      <span className="inline-flex items-center gap-1 text-green-800">
        <Check aria-hidden className="size-5" />
        <span className="sr-only">{t`Valid`}</span>
      </span>
    );
  return <span className="text-red-800">{t`Missing: ${words.missing(missing)}`}</span>;
}
