/**
 * Reading a users CSV file in the browser (issue #33) into the import's rows. The header names the
 * columns (`USER_IMPORT_COLUMNS`; case, spaces and order do not matter; "Email" is taken for
 * "E-mail"); first name, last name, e-mail and role are required columns. Cells are sent as text
 * and checked by the server with the create's rules; a cell longer than any field is cut to the
 * longest the server reads, so its own limit is reported on its row instead of refusing the file.
 */
import { USER_IMPORT_COLUMNS, USER_IMPORT_LIMITS, type UserImportRow } from '../../../../domain/index.ts';

export type UsersCsvReading =
  | { ok: true; rows: UserImportRow[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'missingColumns'; missing: string[] }
  | { ok: false; problem: 'tooMany'; count: number };

const FIELDS: Record<(typeof USER_IMPORT_COLUMNS)[number], keyof UserImportRow> = {
  'First name': 'firstName',
  'Last name': 'lastName',
  'E-mail': 'email',
  Role: 'role',
  'Time zone': 'timeZone',
  'Mobile phone': 'mobilePhone',
  'Resourcing number': 'resourceNumber',
  Teams: 'teams',
  'App access': 'appAccess',
};
const REQUIRED: readonly (typeof USER_IMPORT_COLUMNS)[number][] = ['First name', 'Last name', 'E-mail', 'Role'];

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^email$/, 'e-mail');

/** The rows of a parsed table (header first), or why the file cannot be imported. */
export function usersFromTable(table: readonly (readonly string[])[]): UsersCsvReading {
  const [header, ...lines] = table.filter((line) => line.some((cell) => cell.trim() !== ''));
  if (!header || !lines.length) return { ok: false, problem: 'empty' };
  const index = new Map(header.map((text, i) => [headerKey(text), i]));
  const missing = REQUIRED.filter((column) => !index.has(headerKey(column)));
  if (missing.length) return { ok: false, problem: 'missingColumns', missing };
  if (lines.length > USER_IMPORT_LIMITS.rows) return { ok: false, problem: 'tooMany', count: lines.length };
  const rows = lines.map((line) => {
    const row = {} as UserImportRow;
    for (const column of USER_IMPORT_COLUMNS) {
      const at = index.get(headerKey(column));
      row[FIELDS[column]] = (at === undefined ? '' : (line[at] ?? '')).slice(0, USER_IMPORT_LIMITS.cell);
    }
    return row;
  });
  return { ok: true, rows };
}

/** Parses the file's text (loads papaparse only when asked). */
export async function readUsersCsv(text: string): Promise<UsersCsvReading> {
  const { parse } = (await import('papaparse')).default;
  const parsed = parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return usersFromTable(parsed.data);
}
