/** The needs metadata as the sync engine keeps it (spec part 3 "Needs content"; `domain/needs-content.ts`). */
import { needsMetadataRowSchema } from '../needs-content.ts';
import { defineEntity } from './define.ts';

/**
 * One row per organisation (id `NEEDS_METADATA_ROW_ID`): domains, categories, issues, activities and
 * Z-codes together. Everyone who records needs hears of an admin's change, so an open need dialog
 * follows it live.
 */
export const needsMetadata = defineEntity({
  kind: 'needsMetadata',
  schema: needsMetadataRowSchema,
  audience: { kind: 'permission', permission: 'CAN_VIEW_CASELOAD' },
});
