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
export const NEEDS_CONTENT_ROUTE = '/needs-content';
export const NEEDS_CONTENT_PATH = `${ADMIN_DASHBOARD_PATH}${NEEDS_CONTENT_ROUTE}`;
/** The survey creator and the Learn More Creator (spec part 3 section 2, `/survey-creator`). */
export const SURVEY_CREATOR_ROUTE = '/survey-creator';
export const SURVEY_CREATOR_PATH = `${ADMIN_DASHBOARD_PATH}${SURVEY_CREATOR_ROUTE}`;
/** User Administration: the list, and its drawer at `/create` and `/edit/{userId}` below it. */
export const USERS_ROUTE = '/user-creation';
export const USERS_PATH = `${ADMIN_DASHBOARD_PATH}${USERS_ROUTE}`;
/** The Secret Training Admin Page (spec part 3 section 2, "Training page"). */
export const TRAINING_ROUTE = '/training-admin';
export const TRAINING_PATH = `${ADMIN_DASHBOARD_PATH}${TRAINING_ROUTE}`;
/** Customers: the list, its create drawer at `/new` and a customer's page at `/{id}` below it. */
export const CUSTOMERS_ROUTE = '/customer';
export const CUSTOMERS_PATH = `${ADMIN_DASHBOARD_PATH}${CUSTOMERS_ROUTE}`;
/** Surveys: the list and its Assignment Criteria drawer (spec part 3 section 2). */
export const SURVEYS_ROUTE = '/surveys';
export const SURVEYS_PATH = `${ADMIN_DASHBOARD_PATH}${SURVEYS_ROUTE}`;
