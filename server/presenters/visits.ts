/** API shapes of visits and drafts; the change log carries exactly these. */
import { ENTITIES, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { noteDrafts, visits } from '../db/schema/index.ts';

/** A visit as clients receive it: its declared columns, and its start from the interaction. */
export function presentVisit(v: typeof visits.$inferSelect, startTime: Date): EntityShape<'visit'> {
  return toWire(ENTITIES.visit.table.columns, v, { startTime: startTime.toISOString() });
}

/** A draft as clients receive it: its declared columns (`domain/entities/visits.ts`). */
export function presentNoteDraft(d: typeof noteDrafts.$inferSelect): EntityShape<'noteDraft'> {
  return toWire(ENTITIES.noteDraft.table.columns, d, {});
}
