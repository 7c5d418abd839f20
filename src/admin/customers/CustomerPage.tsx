import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LiveViewState } from '../../../ui/index.ts';
import { CUSTOMERS_PATH, TEAMS_PATH } from '../admin-paths.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { ConfigsBlock } from './ConfigsBlock.tsx';
import { ConsentTermsBlock } from './ConsentTermsBlock.tsx';
import { CustomerSegmentsBlock } from './CustomerSegmentsBlock.tsx';
import { CompletenessList, TeamsList } from './CustomerFacts.tsx';
import { RecordBlock } from './RecordBlock.tsx';
import { useCustomerDetails } from './use-customer-details.ts';

/**
 * A customer's page (`/admin-dashboard/customer/{id}`, spec part 3 section 2): what it still lacks,
 * then its record and configs, each edited on its own, then its consents and its member segments
 * (added and edited here) and its teams (edited in Teams Management). Live: another
 * admin's save shows in the read mode at once.
 */
export function CustomerPage({ id, canModify }: { id: string; canModify: boolean }) {
  const { t } = useLingui();
  const customers = useLive('adminCustomers', { attempt: 0 });
  useReportLiveError(customers);
  const customer = customers.rows.find((c) => c.id === id);
  return (
    <div className="flex flex-col gap-4">
      <Link href={`~${CUSTOMERS_PATH}`} className="self-start font-medium text-blue-800 underline">
        {t`Back to customers`}
      </Link>
      <LiveViewState
        status={customers.status}
        count={customer ? 1 : 0}
        loadingLabel={t`Loading customer`}
        failed={t`The customer could not be loaded. Reload the page to try again.`}
        empty={{ title: t`This customer does not exist.` }}
      >
        {customer ? <CustomerContent customer={customer} canModify={canModify} /> : null}
      </LiveViewState>
    </div>
  );
}

function CustomerContent({ customer, canModify }: { customer: LiveRow<'adminCustomers'>; canModify: boolean }) {
  const { t } = useLingui();
  const details = useCustomerDetails(customer);
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{customer.displayName}</h1>
      <section aria-label={t`Completeness`} className="rounded-lg border border-slate-200 bg-white p-4">
        <CompletenessList completeness={details.completeness} />
      </section>
      <RecordBlock customer={customer} numbers={details.numbers} numberName={details.numberName} canEdit={canModify} />
      <ConfigsBlock customer={customer} canEdit={canModify} />
      <ConsentTermsBlock clientId={customer.id} canEdit={canModify} />
      <CustomerSegmentsBlock clientId={customer.id} canEdit={canModify} />
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">
          <Trans>Teams</Trans>
        </h2>
        <TeamsList teams={details.teams} />
        <Link href={`~${TEAMS_PATH}`} className="mt-2 inline-block font-medium text-blue-800 underline">
          {t`Manage teams in Teams Management`}
        </Link>
      </section>
    </>
  );
}
