/**
 * A supervisor's view of the caseload (issue #35, beyond the spec): per guide and team, members by
 * status and how long they have been in it, members with no contact in 14, 30 and 60 days (lost to
 * follow-up), needs and consent links expiring in the next 10 days, and open hospitalization
 * follow-ups. Read by supervisors and admins (`OVERSEES_CARE`).
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

/** Members whose last contact (last event) is older than these many days, or who never had one. */
export const NO_CONTACT_DAYS = [14, 30, 60] as const;
/** Needs and consent links expiring within this many days from now. */
export const EXPIRING_WITHIN_DAYS = 10;
/**
 * A hospitalization follow-up is open while the stay has a follow-up measure (TRC, FUH, FUA), was
 * discharged within this many days, and the member has had no contact since the discharge.
 */
export const HOSPITAL_FOLLOW_UP_DAYS = 30;

/** `GET /caseload/summary`: the whole organisation, or one guide's caseload. */
export const caseloadQuery = type({ 'guideId?': uuid });

const statusFigure = type({
  memberStatusId: 'number | null',
  members: 'number',
  /** The members' average days since their status took effect (null: none has a recorded change). */
  averageDaysInStatus: 'number | null',
});

export const caseloadGuideSchema = type({
  guideId: 'string',
  guideName: 'string',
  /** The teams the guide is a MEMBER of (ids into `teams`). */
  teamIds: 'string[]',
  members: 'number',
  byStatus: statusFigure.array(),
  noContact14: 'number',
  noContact30: 'number',
  noContact60: 'number',
  needsExpiring: 'number',
  consentsExpiring: 'number',
  hospitalFollowUps: 'number',
});
export type CaseloadGuide = typeof caseloadGuideSchema.infer;

export const caseloadSummarySchema = type({
  /** When the figures were computed (ISO). */
  asOf: 'string',
  guides: caseloadGuideSchema.array(),
  teams: type({ teamId: 'string', teamName: 'string' }).array(),
});
export type CaseloadSummary = typeof caseloadSummarySchema.infer;
