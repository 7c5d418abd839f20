/** A stay as the API and the change log carry it (the `hospitalization` entity). */
import type { EntityShape } from '../../domain/index.ts';
import type { hospitalizations } from '../db/schema/index.ts';

export function presentHospitalization(h: typeof hospitalizations.$inferSelect): EntityShape<'hospitalization'> {
  return {
    id: h.id,
    memberId: h.memberId,
    clientId: h.clientId,
    hospital: h.hospital,
    hospitalInfo: h.hospitalInfo ?? null,
    admitDate: h.admitDate,
    dischargeDate: h.dischargeDate,
    guideEnteredDischargedAt: h.guideEnteredDischargedAt,
    admitComplaint: h.admitComplaint,
    followUpType: h.followUpType,
    dischargeDisposition: h.dischargeDisposition,
    isEnrolledInBehavioralHealth: h.isEnrolledInBehavioralHealth,
    note: h.note,
    visitNumber: h.visitNumber,
  };
}
