/**
 * Roles and permissions as data (spec part 1 section 6, part 2 section 6). The server enforces
 * these on every route; the portal uses the same table to decide what to show.
 */
export const ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'PATIENT',
  'SOCIAL_WORKER',
  'COMMUNITY_HEALTH_WORKER',
  'COMMUNITY_OUTREACH_SPECIALIST',
  'NURSE_PRACTITIONER',
  'GUIDE',
  'GUIDE_SUPERVISOR',
  'PROVIDER',
  'SYSTEM',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'CAN_ACCESS_ADMIN_TOOLS',
  'CAN_IMPERSONATE_USERS',
  'CAN_ASSIGN_CALL_REVIEWS',
  'CAN_MANAGE_MEMBER_FEEDBACK',
  'CAN_AUDIT_MEMBER_TRANSFER_REQUESTS',
  'CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS',
  'CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS',
  'CAN_CREATE_MEMBER_STATUS_CHANGE_REQUESTS',
  'CAN_REQUEST_ADMIN_LEVEL_STATUSES',
  'CAN_REOPEN_SURVEYS',
  /** Answering and submitting a member's assigned surveys (part 2 section 6, survey complete). */
  'CAN_COMPLETE_SURVEYS',
  /** Writing notes and recording visits (spec part 2 section 6); providers read them only. */
  'CAN_CREATE_NOTES',
  'CAN_CREATE_VISITS',
  'CAN_DISMISS_MEMBER_STATUS',
  /** Reading caseload data (docket, members, feed) at all; every staff role with app access has it. */
  'CAN_VIEW_CASELOAD',
  /** Changing a guide's work items (snooze, no action needed) for guides other than oneself. */
  'CAN_MANAGE_OTHER_GUIDES_WORK',
  /** Placing phone calls to members from the portal (part 2 section 6). */
  'CAN_CALL_MEMBERS',
  /** Recording a call's outcome before the 2-minute mark and the customer's engagement length (part 2 section 4). */
  'CAN_OVERRIDE_UNDER_TWO_MINUTE_ENGAGEMENT',
  /** Adding, changing and closing a member's needs and recording actions on them (part 2 section 6). */
  'CAN_UPDATE_USER_NEEDS',
  /** Texting members from the portal, now or scheduled (part 2 section 6). */
  'CAN_SEND_PATIENT_MESSAGE',
  /** Creating and editing customers (spec part 3 section 6); admins only. */
  'CAN_MODIFY_CLIENTS',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const caseworker: Permission[] = ['CAN_VIEW_CASELOAD', 'CAN_CREATE_MEMBER_STATUS_CHANGE_REQUESTS'];
/** Those who work with members themselves also write notes and record visits. */
const careWorker: Permission[] = [
  ...caseworker,
  'CAN_COMPLETE_SURVEYS',
  'CAN_CREATE_NOTES',
  'CAN_CREATE_VISITS',
  'CAN_CALL_MEMBERS',
  'CAN_UPDATE_USER_NEEDS',
  'CAN_SEND_PATIENT_MESSAGE',
];
const supervisor: Permission[] = [
  ...careWorker,
  'CAN_ASSIGN_CALL_REVIEWS',
  'CAN_MANAGE_MEMBER_FEEDBACK',
  'CAN_AUDIT_MEMBER_TRANSFER_REQUESTS',
  'CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS',
  'CAN_MANAGE_OTHER_GUIDES_WORK',
  'CAN_DISMISS_MEMBER_STATUS',
  'CAN_OVERRIDE_UNDER_TWO_MINUTE_ENGAGEMENT',
];
const admin: Permission[] = [
  ...supervisor,
  'CAN_ACCESS_ADMIN_TOOLS',
  'CAN_ALTER_COMPLETE_MEMBER_STATUS_REQUESTS',
  'CAN_REQUEST_ADMIN_LEVEL_STATUSES',
  'CAN_REOPEN_SURVEYS',
  'CAN_MODIFY_CLIENTS',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  SUPER_ADMIN: [...admin, 'CAN_IMPERSONATE_USERS'],
  ADMIN: admin,
  GUIDE_SUPERVISOR: supervisor,
  GUIDE: careWorker,
  COMMUNITY_HEALTH_WORKER: careWorker,
  COMMUNITY_OUTREACH_SPECIALIST: careWorker,
  SOCIAL_WORKER: careWorker,
  NURSE_PRACTITIONER: careWorker,
  PROVIDER: caseworker,
  PATIENT: [],
  SYSTEM: [],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: Role): boolean {
  return role !== 'PATIENT' && role !== 'SYSTEM';
}

/** The role's permissions plus the user's own additions, without duplicates, in catalogue order. */
export function effectivePermissions(role: Role, extra: readonly string[]): Permission[] {
  const granted = new Set<string>([...ROLE_PERMISSIONS[role], ...extra]);
  return PERMISSIONS.filter((p) => granted.has(p));
}

/** A check on a member passes if either the acting user's or the member's list holds it. */
export function hasPermission(
  userPermissions: readonly string[],
  permission: Permission,
  memberPermissions: readonly string[] = [],
): boolean {
  return userPermissions.includes(permission) || memberPermissions.includes(permission);
}

/** User-level access roles on a client. */
/** Roles that carry a caseload: the guides of the team list and Switch Guide View. */
export const GUIDE_ROLES: readonly Role[] = [
  'GUIDE',
  'GUIDE_SUPERVISOR',
  'COMMUNITY_HEALTH_WORKER',
  'COMMUNITY_OUTREACH_SPECIALIST',
  'SOCIAL_WORKER',
  'NURSE_PRACTITIONER',
];

export const ACCESS_ROLES = { ADMIN: 0, MEMBER: 1, VIEWER: 2 } as const;
