/** API shapes of visits and drafts; the change log carries exactly these. */
import type { EntityShape } from '../../domain/index.ts';
import type { noteDrafts, visits } from '../db/schema/index.ts';

export function presentVisit(v: typeof visits.$inferSelect, startTime: Date): EntityShape<'visit'> {
  return {
    id: v.id,
    memberId: v.memberId,
    createdBy: v.createdBy,
    createdAt: v.createdAt.toISOString(),
    startTime: startTime.toISOString(),
    endTime: v.endTime.toISOString(),
    addressId: v.addressId,
    location: v.location,
    outcomeDetails: v.outcomeDetails,
    scheduledEventId: v.scheduledEventId,
  };
}

export function presentNoteDraft(d: typeof noteDrafts.$inferSelect): EntityShape<'noteDraft'> {
  return {
    id: d.id,
    userId: d.userId,
    subjectId: d.subjectId,
    type: d.type,
    text: d.text,
    version: d.version,
    updatedAt: d.updatedAt.toISOString(),
  };
}
