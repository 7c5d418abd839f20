/**
 * User Administration (spec part 3 sections 3 to 9): the admin view of a staff user, the create and
 * update bodies with their limits, and the rules both the form and the server keep. The spec leaves
 * the full schema open; these are the limits a server must keep. Messages are the server's English;
 * the admin pages say them in the reader's language.
 */
import { type } from 'arktype';
import { integerString, uuid } from './api/params.ts';
import { ROLES, type Role } from './roles.ts';
import { dayOfMillis, startOfDayMillis } from './time.ts';

export const ADMIN_USER_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  /** The resourcing number's input takes at most 10 characters; its base is 3 digits (100 to 999). */
  resourcingInput: 10,
  teams: 50,
  clientAuditors: 50,
} as const;

/** The roles the user form may give (spec part 3 section 6); ADMIN and SUPER_ADMIN are not changed there. */
export const ASSIGNABLE_ROLES = ['GUIDE', 'PROVIDER', 'GUIDE_SUPERVISOR', 'COMMUNITY_OUTREACH_SPECIALIST'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const isAssignableRole = (role: string): role is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/** Roles a resourcing number is bought for (only when the user is created). */
export const RESOURCING_ROLES: readonly Role[] = ['GUIDE', 'GUIDE_SUPERVISOR'];

/** The administrators an organisation must always keep one of, active. */
export const ADMINISTRATOR_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/** The zones staff work in (the form's choices). */
export const STAFF_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;

export const TEAM_ROLES = ['MEMBER', 'VIEWER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const ADMIN_USER_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: `A name must be at most ${ADMIN_USER_LIMITS.name} characters.`,
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'A user with this e-mail already exists.',
  roleNotAssignable: 'This role cannot be given here.',
  roleLocked: "This user's role cannot be changed here.",
  resourcingNumber: 'Resourcing Number is required and must be 3 digits',
  noAvailableNumber: 'No available phone numbers with that resourcing number',
  oneMemberTeam: 'User may only be MEMBER for one team',
  auditorsOnlyForSupervisors: 'Client auditors are only for guide supervisors.',
  appAccessSuperAdminOnly: 'Only a super admin may change app access.',
  lastAdministrator: 'The organisation must keep at least one active administrator.',
  phoneInvalid: 'Enter a phone number of 10 digits.',
  endBeforeStart: 'The end date must be on or after the start date.',
} as const;

const trimmed = (max: number, required: string) =>
  type('string')
    .pipe((value) => value.trim())
    .to(
      type('string > 0')
        .configure({ message: required })
        .and(type(`string <= ${max}`).configure({ message: ADMIN_USER_MESSAGES.nameTooLong })),
    );

export const adminUserFirstName = trimmed(ADMIN_USER_LIMITS.name, ADMIN_USER_MESSAGES.firstNameRequired);
export const adminUserLastName = trimmed(ADMIN_USER_LIMITS.name, ADMIN_USER_MESSAGES.lastNameRequired);

/** Lower-cased and trimmed: the login e-mail is matched that way. */
export const adminUserEmail = type('string')
  .pipe((value) => value.trim().toLowerCase())
  .to(
    type(`string <= ${ADMIN_USER_LIMITS.email}`)
      .and(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
      .configure({ message: ADMIN_USER_MESSAGES.emailInvalid }),
  );

/** A US mobile number as digits (10, or 11 with the leading 1), or null; stored in E.164. */
export const mobilePhone = type('string | null')
  .pipe((value) => (value === null || value.trim() === '' ? null : value.replace(/[\s().-]/g, '')))
  .to(
    type('null').or(
      type(/^(\+?1)?\d{10}$/)
        .configure({ message: ADMIN_USER_MESSAGES.phoneInvalid })
        .pipe((digits) => `+1${digits.replace(/^\+?1?(?=\d{10}$)/, '')}`),
    ),
  );

/** The resourcing number's base: exactly 3 digits, 100 to 999. */
export const resourcingBase = type('string')
  .pipe((value) => value.trim())
  .to(type(/^[1-9]\d{2}$/).configure({ message: ADMIN_USER_MESSAGES.resourcingNumber }));

/** Epoch ms at the start of a day, or none. */
const day = type('0 <= number.integer <= 253402300799999').or('null');

/**
 * The zones membership dates are kept in (spec part 3 section 9): a team's start day begins in New
 * York; a team's end day and a customer audit's days begin in Los Angeles. The form shows and takes
 * days; the wire carries the day's first instant in its zone.
 */
export const MEMBERSHIP_DATE_ZONES = {
  teamStart: 'America/New_York',
  teamEnd: 'America/Los_Angeles',
  auditor: 'America/Los_Angeles',
} as const;
export type MembershipDateKind = keyof typeof MEMBERSHIP_DATE_ZONES;
export const membershipDateMs = (day: string, kind: MembershipDateKind): number =>
  startOfDayMillis(day, MEMBERSHIP_DATE_ZONES[kind]);
export const membershipDay = (epochMs: number, kind: MembershipDateKind): string =>
  dayOfMillis(epochMs, MEMBERSHIP_DATE_ZONES[kind]);

/** An end before its start: refused on the end. */
const inOrder = (line: { startDate: number | null; endDate: number | null }) =>
  line.startDate === null || line.endDate === null || line.endDate >= line.startDate;

export const adminUserTeam = type({
  teamId: uuid,
  isPrimary: 'boolean',
  isManager: 'boolean',
  startDate: day,
  endDate: day,
}).narrow(
  (line, ctx) => inOrder(line) || ctx.reject({ path: ['endDate'], message: ADMIN_USER_MESSAGES.endBeforeStart }),
);
export const clientAuditor = type({ clientId: uuid, startDate: day, endDate: day }).narrow(
  (line, ctx) => inOrder(line) || ctx.reject({ path: ['endDate'], message: ADMIN_USER_MESSAGES.endBeforeStart }),
);

const role = type.enumerated(...ASSIGNABLE_ROLES, 'ADMIN', 'SUPER_ADMIN');
const timeZone = type.enumerated(...STAFF_TIME_ZONES);

const common = {
  firstName: adminUserFirstName,
  lastName: adminUserLastName,
  role,
  timeZone,
  mobilePhone,
  teams: adminUserTeam.array().atMostLength(ADMIN_USER_LIMITS.teams),
  clientAuditors: clientAuditor.array().atMostLength(ADMIN_USER_LIMITS.clientAuditors),
  hasAppAccess: 'boolean',
} as const;

/** POST /users/administration: the client makes the id; the resourcing number's base, or null for none. */
export const createAdminUserBody = type({
  id: uuid,
  email: adminUserEmail,
  resourceNumber: resourcingBase.or('null'),
  ...common,
});

/** PATCH /users/administration/{userId}: the e-mail is not edited, the resourcing number only chosen on create. */
export const updateAdminUserBody = type(common);

export const adminUserParams = type({ userId: uuid });
export const availableNumbersQuery = type({ baseNumber: resourcingBase });

/** A form's teams break the one-MEMBER rule when two of them are primary. */
export const memberTeamCount = (teams: readonly { isPrimary: boolean }[]) => teams.filter((t) => t.isPrimary).length;

/** Bulk operations on selected users (spec part 3 section 7); app access and delete are a super admin's. */
export const BULK_USER_OPERATIONS = ['TOGGLE_APP_ACCESS', 'ASSIGN_TEAMS', 'REMOVE_TEAMS', 'DELETE_USERS'] as const;
export type BulkUserOperation = (typeof BULK_USER_OPERATIONS)[number];
export const SUPER_ADMIN_BULK_OPERATIONS: readonly BulkUserOperation[] = ['TOGGLE_APP_ACCESS', 'DELETE_USERS'];

export const BULK_MESSAGES = {
  teamsRequired: 'Select at least one team.',
  appAccessRequired: 'Choose whether the users get app access.',
  superAdminOnly: 'Only a super admin may do this.',
  userNotFound: 'User not found.',
} as const;

/** POST /users/administration/bulk-operations: the client makes the operation's id, to read its outcome by. */
export const bulkUserOperationBody = type({
  id: uuid,
  userIds: uuid.array().moreThanLength(0).atMostLength(1000),
  operation: type.enumerated(...BULK_USER_OPERATIONS),
  data: { 'hasAppAccess?': 'boolean', 'teamIds?': uuid.array().atMostLength(ADMIN_USER_LIMITS.teams) },
});

/**
 * The User Administration list, searched, filtered, sorted and cut on the server (issue #33: an
 * organisation may hold 100,000 staff users). A page is at most 500 rows (the screen shows 25 to
 * 100; the CSV export reads 500 at a time); the count is exact up to `countCap` and says
 * `countCap + 1` beyond it (counting 100,000 rows for every keystroke costs more than the page
 * itself), and offsets reach no further than the cap: past it, the screen asks the admin to narrow
 * the search, and the export pages on by `after-id` (rows after that user in the sort), which
 * reaches the end of any list.
 */
export const ADMIN_USER_LIST = {
  maxPageSize: 500,
  defaultPageSize: 50,
  exportPageSize: 500,
  countCap: 10_000,
  searchWords: 5,
} as const;

/**
 * The table's sortable columns; each is read off an index in its order (name, then id, break ties).
 * Last sign-in ascending puts those who never signed in first, then the longest idle: the accounts
 * an admin looks for when tidying access.
 */
export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'hasAppAccess', 'lastSignInAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** Roles User Administration lists (members and the system's user are not staff). */
export const STAFF_ROLES = ROLES.filter((role) => role !== 'PATIENT' && role !== 'SYSTEM');

/**
 * A search as the server matches it: lower-cased, accents dropped ("Peña" is found by "pena"),
 * split into words; each word must begin the first name, the last name or the e-mail.
 */
export function adminUserSearchWords(search: string): string[] {
  return search
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, ADMIN_USER_LIST.searchWords);
}

/** GET /users/administration: search (name or e-mail), role and team, sort, and the page (an offset). */
export const adminUsersQuery = type({
  'search?': type('string')
    .pipe((value) => value.trim())
    .to('string <= 100'),
  'role?': type.enumerated(...STAFF_ROLES),
  'teamId?': uuid,
  'sort-by?': type.enumerated(...ADMIN_USER_SORTS),
  'sort-direction?': "'ASC'|'DESC'",
  'page-start?': integerString.to(`0 <= number <= ${ADMIN_USER_LIST.countCap}`),
  'page-size?': integerString.to(`1 <= number <= ${ADMIN_USER_LIST.maxPageSize}`),
  /** Keyset: only the users after this one in the sort (none when it is not listed). */
  'after-id?': uuid,
  /** Only this user (an edit link for a user not on the page the admin has open). */
  'id?': uuid,
});
export type AdminUsersQuery = typeof adminUsersQuery.infer;
