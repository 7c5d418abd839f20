/**
 * The report's rows as the page and its CSV show them: the answer names each customer, guide and person
 * once (a customer of 20,000 members made about 9 MB of JSON with every name on every row), and each row
 * gets its names and its customer's thresholds back here.
 */
import type { LiveRow } from '../data/index.ts';

type Report = LiveRow<'chwMinutes'>;
type Row = Report['rows'][number];

export interface NamedChwRow extends Omit<Row, 'byStaff'> {
  clientName: string;
  /** Null when the member has no guide. */
  guideName: string | null;
  /** The member's customer's thresholds the billing was read against. */
  initialMinutes: number;
  addOnMinutes: number;
  byStaff: { staffId: string; staffName: string; minutes: number }[];
}

export function namedChwRows(report: Pick<Report, 'rows' | 'customers' | 'people'>): NamedChwRow[] {
  const customers = new Map(report.customers.map((customer) => [customer.id, customer]));
  const names = new Map(report.people.map((person) => [person.id, person.name]));
  return report.rows.map((row) => {
    const customer = customers.get(row.clientId);
    return {
      ...row,
      clientName: customer?.name ?? '',
      guideName: row.guideId ? (names.get(row.guideId) ?? '') : null,
      initialMinutes: customer?.initialMinutes ?? 0,
      addOnMinutes: customer?.addOnMinutes ?? 0,
      byStaff: row.byStaff.map((share) => ({ ...share, staffName: names.get(share.staffId) ?? '' })),
    };
  });
}
