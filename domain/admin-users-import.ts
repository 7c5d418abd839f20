/**
 * Importing users from a CSV file (issue #33: "CSV import of users with a dry run that lists each
 * row's errors before anything is written"). The browser parses the file and sends its rows as
 * text; the server turns each row into a create body (`createAdminUserBody`) and keeps every rule
 * of a create. A row's own problems are answered per row; only a request too large or malformed is
 * refused whole. The columns mirror the create form; the first team named is the user's MEMBER
 * team, the others are viewed.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

export const USER_IMPORT_LIMITS = {
  rows: 1000,
  /** A cell as read from the file: longer than any field allows, so its own limit is reported on its row. */
  cell: 300,
} as const;

export const USER_IMPORT_MESSAGES = {
  tooManyRows: 'At most 1,000 users can be imported at once.',
  noRows: 'The file has no users to import.',
  teamUnknown: 'No team has this name.',
  appAccessInvalid: 'App access must be yes or no.',
} as const;

/** The file's columns, in order (the header row names them; case and spaces do not matter). */
export const USER_IMPORT_COLUMNS = [
  'First name',
  'Last name',
  'E-mail',
  'Role',
  'Time zone',
  'Mobile phone',
  'Resourcing number',
  'Teams',
  'App access',
] as const;

const cell = type(`string <= ${USER_IMPORT_LIMITS.cell}`);

/** One line of the file, as text: the server parses it as a create would. */
export const userImportRow = type({
  firstName: cell,
  lastName: cell,
  email: cell,
  role: cell,
  timeZone: cell,
  mobilePhone: cell,
  resourceNumber: cell,
  /** Team names separated by semicolons, as the list's CSV export writes them. */
  teams: cell,
  appAccess: cell,
});
export type UserImportRow = typeof userImportRow.infer;

/** POST /users/administration/import: `id` names the outcome the portal then reads. */
export const importAdminUsersBody = type({
  id: uuid,
  dryRun: 'boolean',
  rows: type('unknown[]')
    .narrow((rows, ctx) => rows.length > 0 || ctx.reject({ message: USER_IMPORT_MESSAGES.noRows }))
    .narrow(
      (rows, ctx) =>
        rows.length <= USER_IMPORT_LIMITS.rows || ctx.reject({ message: USER_IMPORT_MESSAGES.tooManyRows }),
    )
    .to(userImportRow.array()),
});
