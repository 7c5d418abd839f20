import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { customerType } from '../../../domain/index.ts';
import { Button, Dialog } from '../../../ui/index.ts';
import type { LiveRow } from '../../data/index.ts';
import { CompletenessList, TeamsList } from './CustomerFacts.tsx';
import { ReadField } from './EditableBlock.tsx';
import { useCustomerDetails } from './use-customer-details.ts';
import { useCustomerWords } from './use-customer-words.ts';

/**
 * View Details (spec part 3 sections 2, 3): a customer's record, configs, numbers, consents, teams
 * and what it still lacks, in the 530 px drawer; its page is one link away.
 */
export function CustomerDetailsDrawer({
  customer,
  onClose,
}: {
  customer: LiveRow<'adminCustomers'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { labels } = useCustomerWords();
  const details = useCustomerDetails(customer);
  const named = (type: 'phoneNumber' | 'feedbackNumber') =>
    customer.clientMarketNumbers
      .filter((n) => n.type === type)
      .map((n) => details.numberName.get(n.id) ?? String(n.id))
      .join(', ');
  const name = customer.displayName;
  return (
    <Dialog
      open
      drawer
      onClose={onClose}
      title={t`Customer details: ${name}`}
      actions={
        <>
          <Link href={`/${customer.id}`} className="font-medium text-blue-800 underline">
            {t`Open customer page`}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t`Close`}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <CompletenessList completeness={details.completeness} />
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ReadField label={labels.name}>{customer.name}</ReadField>
          <ReadField label={labels.displayName}>{customer.displayName}</ReadField>
          <ReadField label={labels.website}>{customer.website}</ReadField>
          <ReadField label={t`Type`}>
            {customerType(customer) === 'BH_CUSTOMER' ? t`BH Customer` : t`CG Only`}
          </ReadField>
          <ReadField label={labels.marketNumberIds}>{named('phoneNumber')}</ReadField>
          <ReadField label={labels.feedbackNumberIds}>{named('feedbackNumber')}</ReadField>
          <ReadField label={labels.averageMonthsInProgram}>{customer.averageMonthsInProgram ?? ''}</ReadField>
          <ReadField label={t`Consents`}>{customer.terms.map((term) => term.name).join(', ')}</ReadField>
        </dl>
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">{t`Teams`}</h3>
          <TeamsList teams={details.teams} />
        </div>
      </div>
    </Dialog>
  );
}
