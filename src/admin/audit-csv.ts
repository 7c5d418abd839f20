import type { AuditEntryView } from '../../domain/index.ts';

/** The export's columns, in order (the header row is English: it names data fields, like the API). */
const COLUMNS: readonly [string, (entry: AuditEntryView) => string | number | null][] = [
  ['seq', (e) => e.seq],
  ['at', (e) => e.at],
  ['userId', (e) => e.userId],
  ['userName', (e) => e.userName],
  ['actingAsUserId', (e) => e.actingAsUserId],
  ['actingAsUserName', (e) => e.actingAsUserName],
  ['operation', (e) => e.operation],
  ['memberIds', (e) => e.memberIds.join(' ')],
  ['statusCode', (e) => e.statusCode],
  ['outcome', (e) => e.outcome],
  ['clientAddress', (e) => e.clientAddress],
  ['changes', (e) => describeChanges(e.changes)],
];

/** An entry's changes as one line: `customer <id> updated: displayName "A" -> "B"; ...`. */
export function describeChanges(changes: AuditEntryView['changes']): string {
  const value = (text: string | null) => (text === null ? '-' : JSON.stringify(text));
  return changes
    .map(
      (change) =>
        `${change.entity} ${change.id} ${change.op}: ${change.fields
          .map((f) => `${f.name} ${change.beforeKnown ? value(f.before) : '?'} -> ${value(f.after)}`)
          .join(', ')}`,
    )
    .join('; ');
}

/**
 * One field: quoted when it holds a comma, quote or line break (RFC 4180), and with a leading
 * apostrophe when a spreadsheet would read it as a formula (=, +, -, @, tab, carriage return).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The entries as CSV, a header row first, CRLF line ends. */
export function auditCsv(entries: readonly AuditEntryView[]): string {
  const lines = [
    COLUMNS.map(([name]) => name).join(','),
    ...entries.map((entry) => COLUMNS.map(([, value]) => csvField(value(entry))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
