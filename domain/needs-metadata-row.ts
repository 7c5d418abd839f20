/**
 * The id of an organisation's one needs-metadata row (`domain/needs-content.ts`). Apart from that module's
 * schemas: the sync worker names the row and validates nothing, and importing the schemas made it
 * evaluate arktype at every start, the longest step before a reload's first row (test/bench/RESULTS.md).
 */
export const NEEDS_METADATA_ROW_ID = 'needs-metadata';
