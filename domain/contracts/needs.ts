/**
 * Needs (spec part 2 section 7 "Needs"): the metadata, a member's needs (list, one, add, change,
 * delete, order), each need's history, and the actions and resource referrals recorded on them.
 *
 * Every write answers the row as its change carries it and records that change last, so the sync
 * engine confirms on it; each change to a need writes its history entry in the same transaction.
 */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import {
  actionIdParams,
  createActionBody,
  createNeedBody,
  createReferralBody,
  memberNeedsQuery,
  needCategoryListSchema,
  needIdParams,
  needsMetadataSchema,
  reorderNeedsBody,
  updateNeedBody,
  userNeedParams,
  userNeedsQuery,
} from '../needs.ts';
import { defineOperation } from './define.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;
const updating = { permission: 'CAN_UPDATE_USER_NEEDS' } as const;
const need = ENTITIES.need.schema;

/** Domains, categories, issues, activities and Z-codes (loaded once after sign-in). */
export const needsMetadata = defineOperation({
  method: 'GET',
  path: '/needs/metadata',
  response: needsMetadataSchema,
  access: caseload,
});

/** Categories with their domain's name and their issues. */
export const needCategories = defineOperation({
  method: 'GET',
  path: '/care/need-categories',
  response: needCategoryListSchema,
  access: caseload,
});

/** A member's needs in their order, or (`guideId`) the open needs of the guide's members, soonest expiry first. */
export const userNeeds = defineOperation({
  method: 'GET',
  path: '/care/user-needs',
  query: userNeedsQuery,
  response: type({ data: need.array() }),
  lists: 'need',
  access: caseload,
});

export const userNeedById = defineOperation({
  method: 'GET',
  path: '/care/user-needs/:userNeedId',
  params: userNeedParams,
  response: need,
  lists: 'need',
  one: true,
  access: caseload,
});

/** Identifies a need: its window is the time frame from today, in the guide's zone. */
export const createUserNeed = defineOperation({
  method: 'POST',
  path: '/care/user-needs',
  body: createNeedBody,
  response: need,
  access: updating,
  idempotent: true,
});

/** One change: the issue and/or reason, fulfilled with a comment, shouldExtend, or abandoned. */
export const updateUserNeed = defineOperation({
  method: 'PATCH',
  path: '/care/user-needs/:userNeedId',
  params: userNeedParams,
  body: updateNeedBody,
  response: need,
  access: updating,
  idempotent: true,
});

/** Only a need without actions (`canDelete`). */
export const deleteUserNeed = defineOperation({
  method: 'DELETE',
  path: '/care/user-needs/:userNeedId',
  params: userNeedParams,
  response: type({ id: 'string' }),
  access: updating,
  idempotent: true,
});

/** The member's needs in a new order: `needIds` first, in that order, then any not listed in their current order. */
export const reorderUserNeeds = defineOperation({
  method: 'PATCH',
  path: '/care/user-needs',
  body: reorderNeedsBody,
  response: type({ data: need.array() }),
  access: updating,
  idempotent: true,
});

/** A need's history, oldest first. */
export const needHistory = defineOperation({
  method: 'GET',
  path: '/care/user-needs/history/:userNeedId',
  params: userNeedParams,
  response: type({ data: ENTITIES.needHistoryEntry.schema.array() }),
  lists: 'needHistoryEntry',
  access: caseload,
});

/** Every action on a member's needs. */
export const memberNeedActions = defineOperation({
  method: 'GET',
  path: '/care/user-needs/actions',
  query: memberNeedsQuery,
  response: type({ data: ENTITIES.needAction.schema.array() }),
  lists: 'needAction',
  access: caseload,
});

/** Every resource referral made on a member's needs. */
export const memberResourceReferrals = defineOperation({
  method: 'GET',
  path: '/care/user-needs/referrals',
  query: memberNeedsQuery,
  response: type({ data: ENTITIES.resourceReferral.schema.array() }),
  lists: 'resourceReferral',
  access: caseload,
});

/**
 * Records an action on an open need, with its resource referrals in the same step; with
 * `markAsFulfilled` the need is fulfilled by it.
 */
export const createNeedAction = defineOperation({
  method: 'POST',
  path: '/needs/:needId/action',
  params: needIdParams,
  body: createActionBody,
  response: ENTITIES.needAction.schema,
  access: updating,
  idempotent: true,
});

/** Adds a resource referral to an action already recorded (the resource hub). */
export const createResourceReferral = defineOperation({
  method: 'POST',
  path: '/needs/:actionId/referral',
  params: actionIdParams,
  body: createReferralBody,
  response: ENTITIES.resourceReferral.schema,
  access: updating,
  idempotent: true,
});
