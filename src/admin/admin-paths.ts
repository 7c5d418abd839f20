import { ADMIN_DASHBOARD_PATH } from '../shared/paths/sections.ts';

/** The admin portal's pages, relative to its nested route (`/admin-dashboard`). */
export const AUDIT_TRAIL_ROUTE = '/audit-trail';
export const AUDIT_TRAIL_PATH = `${ADMIN_DASHBOARD_PATH}${AUDIT_TRAIL_ROUTE}`;
export const TEAMS_ROUTE = '/teams';
export const TEAMS_PATH = `${ADMIN_DASHBOARD_PATH}${TEAMS_ROUTE}`;
