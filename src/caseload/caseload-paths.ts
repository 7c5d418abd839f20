/** The supervisor's caseload view (issue #35), for supervisors and admins (`OVERSEES_CARE`). */
export const CASELOAD_PATH = '/caseload';
