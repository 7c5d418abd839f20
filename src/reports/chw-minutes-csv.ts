/**
 * The CHW minutes report as CSV (papaparse, RFC 4180, with cells a spreadsheet would read as a
 * formula escaped): one line per member; the header names data fields in English, like the API.
 */
import Papa from 'papaparse';
import type { NamedChwRow } from './chw-report-rows.ts';

export function chwMinutesCsv(report: { month: string; timeZone: string; rows: readonly NamedChwRow[] }): string {
  return Papa.unparse(
    {
      fields: [
        'month',
        'timeZone',
        'memberId',
        'memberName',
        'customer',
        'guide',
        'minutes',
        'g0019',
        'g0022Units',
        'g0019ThresholdMinutes',
        'g0022BlockMinutes',
        'minutesByStaff',
      ],
      data: report.rows.map((row) => [
        report.month,
        report.timeZone,
        row.memberId,
        row.memberName,
        row.clientName,
        row.guideName ?? '',
        row.minutes,
        row.g0019 ? 'yes' : 'no',
        row.g0022Units,
        row.initialMinutes,
        row.addOnMinutes,
        row.byStaff.map((staff) => `${staff.staffName}: ${staff.minutes}`).join('; '),
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/** Month options, newest first: this month and the `count - 1` before it (yyyy-MM). */
export function recentMonths(today: string, count: number): string[] {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
