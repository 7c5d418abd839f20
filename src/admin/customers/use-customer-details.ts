import { useMemo } from 'react';
import { customerCompleteness, sortTeamUsers } from '../../../domain/index.ts';
import { useLive, useReportLiveError, type LiveRow } from '../../data/index.ts';

/**
 * What the details drawer and the customer page show beside the record: its teams (users sorted,
 * managers first), the names of its numbers, and the full completeness messages. All live.
 */
export function useCustomerDetails(customer: LiveRow<'adminCustomers'>) {
  const details = useLive('customerDetails', { id: customer.id });
  const numbers = useLive('internalPhoneNumbers', { attempt: 0 });
  useReportLiveError(details);
  useReportLiveError(numbers);
  const loaded = details.rows[0];
  const teams = useMemo(() => loaded?.teams.map((team) => ({ ...team, users: sortTeamUsers(team.users) })), [loaded]);
  const numberName = useMemo(
    () => new Map(numbers.rows.map((n) => [Number(n.id), `${n.displayName} (${n.number})`])),
    [numbers.rows],
  );
  const completeness = customerCompleteness({ ...customer, teams, surveyCount: loaded?.surveyCount });
  return { status: details.status, teams, numbers: numbers.rows, numberName, completeness };
}
