/** A member's hospital stay (spec part 1 "Hospitalizations"), written by the hospitals' ADT feed (server/adt). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';
import { memberSummarySchema } from './people.ts';

/**
 * Days are the hospital's calendar days (`YYYY-MM-DD`, as the feed gives them). `followUpType` is
 * the HEDIS measure the follow-up counts toward (TRC, FUH, FUA). Everyone in the organisation hears
 * of it: the hospitalizations dashboard and the member page read it.
 */
export const hospitalization = defineEntity({
  kind: 'hospitalization',
  schema: type({
    id: 'string',
    memberId: 'string',
    clientId: 'string',
    hospital: 'string',
    hospitalInfo: 'Record<string, string> | null',
    admitDate: 'string',
    dischargeDate: 'string | null',
    guideEnteredDischargedAt: 'string | null',
    admitComplaint: 'string | null',
    followUpType: 'string | null',
    dischargeDisposition: 'string | null',
    isEnrolledInBehavioralHealth: 'boolean',
    note: 'string | null',
    /** The hospital's visit number (PV1-19), when the stay came from the feed. */
    visitNumber: 'string | null',
    /** The member (spec: "member (id, assignedGuideId)") with the status the dashboard shows; lists carry it, feed changes may not. */
    'member?': memberSummarySchema.and({ 'memberStatusId?': 'number | null' }).or('null'),
  }),
  audience: { kind: 'organisation' },
  embeds: { member: 'user' },
});
