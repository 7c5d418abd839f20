/**
 * Who oversees members' care across guides: supervisors and admins, the holders of
 * CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS. They read a member's whole record as FHIR (issue #36:
 * "an admin or supervisor can download one member's record") and the CHW minutes report. The
 * portal's bundle carries contracts without their `access`, so screens read it from here.
 */
import type { Permission } from './roles.ts';

export const OVERSEES_CARE = 'CAN_AUDIT_MEMBER_STATUS_CHANGE_REQUESTS' satisfies Permission;
