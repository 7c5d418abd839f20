/**
 * Visits (spec part 2 section 7 "Visits"). A visit is an interaction of type 'visit' (same id:
 * member, guide, start, duration, outcome, note) and a visit row (place, end, outcome details,
 * scheduled event, creator), with a feed item on the member's feed. Every write answers that feed
 * item with both embedded and records it last. A visit without an outcome, or without the note its
 * outcome needs, has an open 'Complete visit' / 'Complete note' follow-up for its guide until it is
 * completed (`domain/visits.ts`).
 */
import { type } from 'arktype';
import { uuid } from '../api/params.ts';
import { ENTITIES } from '../entities/index.ts';
import { createVisitBody, updateVisitBody } from '../visits.ts';
import { defineOperation } from './define.ts';

const recordsVisits = { permission: 'CAN_CREATE_VISITS' } as const;
const visitParams = type({ visitId: uuid });

export const createVisit = defineOperation({
  method: 'POST',
  path: '/visits',
  body: createVisitBody,
  response: ENTITIES.feedItem.schema,
  access: recordsVisits,
  idempotent: true,
});

/** Its creator may edit it, and holders of CAN_MANAGE_OTHER_GUIDES_WORK any visit. */
export const updateVisit = defineOperation({
  method: 'PATCH',
  path: '/visits/:visitId',
  params: visitParams,
  body: updateVisitBody,
  response: ENTITIES.feedItem.schema,
  access: recordsVisits,
  idempotent: true,
});

/** Only as `canDeleteVisit` allows: its creator the same day, an auditor the same month (403 otherwise). */
export const deleteVisit = defineOperation({
  method: 'DELETE',
  path: '/visits/:visitId',
  params: visitParams,
  response: type({ id: 'string', feedItemId: 'string' }),
  access: recordsVisits,
  idempotent: true,
});
