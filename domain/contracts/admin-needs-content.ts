/**
 * Needs Content (spec part 3 section 7 "Needs metadata"): the metadata as one synced row, and its
 * admins' adds (POST /needs/metadata/{type}) and changes (PATCH /needs/metadata/{type}/{id}), one
 * operation per kind. Every write answers the whole metadata as its change carries it.
 */
import { ENTITIES } from '../entities/index.ts';
import {
  createNeedActivityBody,
  createNeedCategoryBody,
  createNeedDomainBody,
  createNeedIssueBody,
  createNeedZCodeBody,
  needActivityFields,
  needCategoryFields,
  needDomainFields,
  needIssueFields,
  needsItemParams,
  needZCodeParams,
  updateNeedZCodeBody,
} from '../needs-content.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const metadata = ENTITIES.needsMetadata.schema;

/** The metadata as the sync engine stores it (the need dialogs and Needs Content read it live). */
export const needsMetadataRow = defineOperation({
  method: 'GET',
  path: '/needs/metadata/row',
  response: metadata,
  lists: 'needsMetadata',
  one: true,
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

export const createNeedIssue = defineOperation({
  method: 'POST',
  path: '/needs/metadata/issues',
  body: createNeedIssueBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
export const updateNeedIssue = defineOperation({
  method: 'PATCH',
  path: '/needs/metadata/issues/:id',
  params: needsItemParams,
  body: needIssueFields,
  response: metadata,
  access: admin,
  idempotent: true,
});

export const createNeedActivity = defineOperation({
  method: 'POST',
  path: '/needs/metadata/activities',
  body: createNeedActivityBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
export const updateNeedActivity = defineOperation({
  method: 'PATCH',
  path: '/needs/metadata/activities/:id',
  params: needsItemParams,
  body: needActivityFields,
  response: metadata,
  access: admin,
  idempotent: true,
});

export const createNeedCategory = defineOperation({
  method: 'POST',
  path: '/needs/metadata/categories',
  body: createNeedCategoryBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
export const updateNeedCategory = defineOperation({
  method: 'PATCH',
  path: '/needs/metadata/categories/:id',
  params: needsItemParams,
  body: needCategoryFields,
  response: metadata,
  access: admin,
  idempotent: true,
});

export const createNeedDomain = defineOperation({
  method: 'POST',
  path: '/needs/metadata/domains',
  body: createNeedDomainBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
export const updateNeedDomain = defineOperation({
  method: 'PATCH',
  path: '/needs/metadata/domains/:id',
  params: needsItemParams,
  body: needDomainFields,
  response: metadata,
  access: admin,
  idempotent: true,
});

/** A Z-code is named by its code; editing changes its overview (the code is read-only). */
export const createNeedZCode = defineOperation({
  method: 'POST',
  path: '/needs/metadata/zcodes',
  body: createNeedZCodeBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
export const updateNeedZCode = defineOperation({
  method: 'PATCH',
  path: '/needs/metadata/zcodes/:id',
  params: needZCodeParams,
  body: updateNeedZCodeBody,
  response: metadata,
  access: admin,
  idempotent: true,
});
