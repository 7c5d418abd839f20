/**
 * Needs Content's writes. None is optimistic: the metadata is one row the server answers whole (its
 * keys checked, references resolved), and a write confirms once the store holds that answer.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { NEEDS_METADATA_ROW_ID } from '../../domain/needs-metadata-row.ts';
import { defineMutation } from './define.ts';

const confirmsMetadata = () => ({ entity: 'needsMetadata' as const, id: NEEDS_METADATA_ROW_ID });
const noOptimisticRow = () => undefined;

export const createNeedIssue = defineMutation({
  operation: OPERATIONS.createNeedIssue,
  request: (body: BodyOf<typeof OPERATIONS.createNeedIssue>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
export const updateNeedIssue = defineMutation({
  operation: OPERATIONS.updateNeedIssue,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateNeedIssue> & { id: string }) => ({ params: { id }, body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});

export const createNeedActivity = defineMutation({
  operation: OPERATIONS.createNeedActivity,
  request: (body: BodyOf<typeof OPERATIONS.createNeedActivity>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
export const updateNeedActivity = defineMutation({
  operation: OPERATIONS.updateNeedActivity,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateNeedActivity> & { id: string }) => ({
    params: { id },
    body,
  }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});

export const createNeedCategory = defineMutation({
  operation: OPERATIONS.createNeedCategory,
  request: (body: BodyOf<typeof OPERATIONS.createNeedCategory>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
export const updateNeedCategory = defineMutation({
  operation: OPERATIONS.updateNeedCategory,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateNeedCategory> & { id: string }) => ({
    params: { id },
    body,
  }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});

export const createNeedDomain = defineMutation({
  operation: OPERATIONS.createNeedDomain,
  request: (body: BodyOf<typeof OPERATIONS.createNeedDomain>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
export const updateNeedDomain = defineMutation({
  operation: OPERATIONS.updateNeedDomain,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateNeedDomain> & { id: string }) => ({ params: { id }, body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});

export const createNeedZCode = defineMutation({
  operation: OPERATIONS.createNeedZCode,
  request: (body: BodyOf<typeof OPERATIONS.createNeedZCode>) => ({ body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
export const updateNeedZCode = defineMutation({
  operation: OPERATIONS.updateNeedZCode,
  request: ({ id, ...body }: BodyOf<typeof OPERATIONS.updateNeedZCode> & { id: string }) => ({ params: { id }, body }),
  optimistic: noOptimisticRow,
  confirms: confirmsMetadata,
});
