/**
 * The user list as CSV (beyond the spec, as admins expect): the rows the filters show, in the
 * columns the table shows, in the reader's words. A cell starting like a formula is escaped, so a
 * name cannot run in a spreadsheet (papaparse's `escapeFormulae`).
 */
export interface CsvUser {
  firstName: string;
  lastName: string;
  email: string | null;
  role: string;
  teams: readonly { teamId: string }[];
  hasAppAccess: boolean;
  lastSignInAt: string | null;
}

export interface CsvWords {
  headers: readonly [string, string, string, string, string, string];
  roleName: (role: string) => string;
  teamName: (teamId: string) => string | undefined;
  yes: string;
  no: string;
  never: string;
  formatInstant: (at: string) => string;
}

/** The header and one line per user, as papaparse's `unparse` takes them. */
export function usersCsvTable(users: readonly CsvUser[], words: CsvWords): string[][] {
  return [
    [...words.headers],
    ...users.map((user) => [
      `${user.firstName} ${user.lastName}`,
      user.email ?? '',
      words.roleName(user.role),
      user.teams
        .map((team) => words.teamName(team.teamId))
        .filter(Boolean)
        .join('; '),
      user.hasAppAccess ? words.yes : words.no,
      user.lastSignInAt ? words.formatInstant(user.lastSignInAt) : words.never,
    ]),
  ];
}

/** The CSV text (loads papaparse only when asked). */
export async function usersCsv(users: readonly CsvUser[], words: CsvWords): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  return unparse(usersCsvTable(users, words), { escapeFormulae: true });
}
