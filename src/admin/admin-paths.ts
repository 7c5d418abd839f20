import { ADMIN_DASHBOARD_PATH } from '../shared/paths/sections.ts';

/** The admin portal's pages, relative to its nested route (`/admin-dashboard`). */
export const AUDIT_TRAIL_ROUTE = '/audit-trail';
export const AUDIT_TRAIL_PATH = `${ADMIN_DASHBOARD_PATH}${AUDIT_TRAIL_ROUTE}`;
export const TEAMS_ROUTE = '/teams';
export const TEAMS_PATH = `${ADMIN_DASHBOARD_PATH}${TEAMS_ROUTE}`;
export const PHONE_NUMBERS_ROUTE = '/phone-numbers';
export const PHONE_NUMBERS_PATH = `${ADMIN_DASHBOARD_PATH}${PHONE_NUMBERS_ROUTE}`;
export const MESSAGE_TEMPLATES_ROUTE = '/message-templates';
export const MESSAGE_TEMPLATES_PATH = `${ADMIN_DASHBOARD_PATH}${MESSAGE_TEMPLATES_ROUTE}`;
/** User Administration: the list, and its drawer at `/create` and `/edit/{userId}` below it. */
export const USERS_ROUTE = '/user-creation';
export const USERS_PATH = `${ADMIN_DASHBOARD_PATH}${USERS_ROUTE}`;
