/**
 * Applies one read ADT message to the member's stay, inside the feed's write transaction, with a
 * change row for every row it touches (the `hospitalization` and `todo` kinds, audience: the
 * organisation). Guarantees:
 * - the patient is looked for only among the members of the feed's customer (PID-3 against
 *   `external_patient_id`, then PID-5 and PID-7), so one organisation's feed never reaches
 *   another's member;
 * - the stay is keyed by the member and the visit number (PV1-19, unique per member), so A08, A03,
 *   A11 and A13 find what A01 wrote;
 * - order does not matter for admits, updates and discharges: a field is only ever set from a
 *   message that carries it (an A01 after its A03 does not reopen the stay), and a discharge that
 *   comes first creates the stay from its own admit date;
 * - A11 removes the stay and its open follow-ups, A13 clears the discharge and its open follow-up;
 *   follow-ups a guide already completed are history and stay. A cancel that comes before what it
 *   cancels (an A11 with no stay yet, an A13 with no discharge yet) is kept as unmatched and waits:
 *   a message of the visit with an earlier event time (EVN-2) then opens no stay (after an A11) or
 *   no discharge (after an A13), whichever order they come in; one with a later time (the visit
 *   admitted again) does.
 * Follow-ups are HOSPITALIZATION_FOLLOW_UP todos for the member's guide, `externalItemType`
 * 'hospitalization_admission' or 'hospitalization_discharge' (the docket's 'Admission follow up' /
 * 'Discharge follow up') and `externalItemId` the stay; an admission follow-up only while the
 * member is still in hospital.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ChangeRecorder } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { adtMessages, hospitalizations, todos, users } from '../db/schema/index.ts';
import { memberSummaries } from '../presenters/people.ts';
import { presentTodo } from '../presenters/work.ts';
import { followUpTypeOf, type AdtFacts, type AdtPatient } from './hl7-adt.ts';
import { presentHospitalization } from './present.ts';
import { notify } from '../notifications/notify.ts';

/** The customer (and its organisation) a feed belongs to. */
export interface AdtFeed {
  organisationId: string;
  clientId: string;
}

export type AdtOutcome =
  | { status: 'applied'; memberId: string; hospitalizationId: string | null; reason?: string }
  | { status: 'unmatched'; memberId: string | null; reason: string };

type Member = typeof users.$inferSelect;
type Stay = typeof hospitalizations.$inferSelect;
type FollowUp = 'hospitalization_admission' | 'hospitalization_discharge';

/** The member the message is about, locked for the rest of the write (one member's messages apply one at a time). */
export async function findAdtMember(
  tx: Tx,
  feed: AdtFeed,
  patient: AdtPatient,
): Promise<Member | { unmatched: string }> {
  const ofFeed = and(
    eq(users.organisationId, feed.organisationId),
    eq(users.clientId, feed.clientId),
    eq(users.role, 'PATIENT'),
    eq(users.isDeleted, false),
  );
  if (patient.identifiers.length > 0) {
    const [byId] = await tx
      .select()
      .from(users)
      .where(and(ofFeed, inArray(users.externalPatientId, patient.identifiers)))
      .limit(1)
      .for('update');
    if (byId) return byId;
  }
  if (!patient.familyName || !patient.givenName || !patient.birthDate)
    return { unmatched: 'no member with the PID-3 patient id' };
  const byName = await tx
    .select()
    .from(users)
    .where(
      and(
        ofFeed,
        eq(users.birthDate, patient.birthDate),
        sql`lower(${users.lastName}) = lower(${patient.familyName})`,
        sql`lower(${users.firstName}) = lower(${patient.givenName})`,
      ),
    )
    .limit(2)
    .for('update');
  if (byName.length > 1) return { unmatched: 'several members share the PID-5 name and PID-7 date of birth' };
  return byName[0] ?? { unmatched: 'no member with the PID-3 patient id, or the PID-5 name and PID-7 date of birth' };
}

export async function applyAdtFacts(
  tx: Tx,
  changes: ChangeRecorder,
  feed: AdtFeed,
  facts: AdtFacts,
  eventTime: string | null,
  now: Date,
): Promise<AdtOutcome> {
  const member = await findAdtMember(tx, feed, facts.patient);
  if ('unmatched' in member) return { status: 'unmatched', memberId: null, reason: member.unmatched };
  const [stay] = await tx
    .select()
    .from(hospitalizations)
    .where(and(eq(hospitalizations.memberId, member.id), eq(hospitalizations.visitNumber, facts.stay.visitNumber)))
    .limit(1)
    .for('update');
  const followUps = new FollowUps(tx, changes, member, now);
  const applied = (s: Stay | null): AdtOutcome => ({
    status: 'applied',
    memberId: member.id,
    hospitalizationId: s?.id ?? null,
  });
  switch (facts.event) {
    case 'A01':
    case 'A08':
    case 'A03': {
      const visit = { memberId: member.id, visitNumber: facts.stay.visitNumber, eventTime };
      if (!stay && (await cancelledLater(tx, visit, 'A11')))
        return { ...applied(null), reason: 'cancelled by a later A11 received before it' };
      const discharge =
        facts.event === 'A03' && (await cancelledLater(tx, visit, 'A13')) ? withoutDischarge(facts) : facts;
      if (!stay && !discharge.stay.admitDate) {
        return {
          status: 'unmatched',
          memberId: member.id,
          reason: `no stay with this PV1-19 visit number, and no PV1-44 admit date to open one`,
        };
      }
      const saved = await saveStay(tx, changes, feed, member, stay ?? null, discharge);
      if (facts.event === 'A01' && !saved.dischargeDate) await followUps.ensure(saved, 'hospitalization_admission');
      if (facts.event === 'A03' && discharge.stay.dischargeDate)
        await followUps.ensure(saved, 'hospitalization_discharge');
      return applied(saved);
    }
    case 'A11': {
      if (!stay) return { status: 'unmatched', memberId: member.id, reason: CANCEL_WAITS.A11 };
      await followUps.removeOpen(stay, ['hospitalization_admission', 'hospitalization_discharge']);
      await tx.delete(hospitalizations).where(eq(hospitalizations.id, stay.id));
      changes.record({ entity: 'hospitalization', id: stay.id, op: 'delete', data: null });
      return applied(null);
    }
    case 'A13': {
      if (!stay?.dischargeDate) return { status: 'unmatched', memberId: member.id, reason: CANCEL_WAITS.A13 };
      const [reopened] = await tx
        .update(hospitalizations)
        .set({ dischargeDate: null, dischargeDisposition: null, guideEnteredDischargedAt: null })
        .where(eq(hospitalizations.id, stay.id))
        .returning();
      if (reopened)
        changes.record({
          entity: 'hospitalization',
          id: reopened.id,
          op: 'upsert',
          data: presentHospitalization(reopened),
        });
      await followUps.removeOpen(stay, ['hospitalization_discharge']);
      return applied(reopened ?? stay);
    }
  }
}

/** Why a cancel is kept unmatched: what it cancels has not come (yet). */
export const CANCEL_WAITS = {
  A11: 'A11 for a PV1-19 visit number with no stay: waits for the admission it cancels',
  A13: 'A13 for a PV1-19 visit number not discharged: waits for the discharge it cancels',
} as const;

/**
 * Whether a cancel of this visit with a later event time (EVN-2, the sender's clock) has come
 * already: then what this message opens is cancelled before it is written. A waiting cancel it
 * meets is marked applied. A cancel older than the message does not count, so a visit admitted
 * again after its cancel opens again.
 */
async function cancelledLater(
  tx: Tx,
  visit: { memberId: string; visitNumber: string; eventTime: string | null },
  cancel: 'A11' | 'A13',
): Promise<boolean> {
  if (!visit.eventTime) return false;
  const [later] = await tx
    .select({ id: adtMessages.id, status: adtMessages.status })
    .from(adtMessages)
    .where(
      and(
        eq(adtMessages.memberId, visit.memberId),
        eq(adtMessages.visitNumber, visit.visitNumber),
        eq(adtMessages.messageType, `ADT^${cancel}`),
        inArray(adtMessages.status, ['unmatched', 'applied']),
        gt(adtMessages.eventTime, visit.eventTime),
      ),
    )
    .limit(1)
    .for('update');
  if (!later) return false;
  if (later.status === 'unmatched')
    await tx
      .update(adtMessages)
      .set({ status: 'applied', reason: 'applied when the message it cancels arrived' })
      .where(eq(adtMessages.id, later.id));
  return true;
}

function withoutDischarge(facts: AdtFacts): AdtFacts {
  return { ...facts, stay: { ...facts.stay, dischargeDate: null, dischargeDisposition: null } };
}

/** Inserts the stay or updates it with the fields this message carries (never clearing one it leaves empty). */
async function saveStay(
  tx: Tx,
  changes: ChangeRecorder,
  feed: AdtFeed,
  member: Member,
  stay: Stay | null,
  facts: AdtFacts,
): Promise<Stay> {
  const s = facts.stay;
  const behavioral = s.behavioral || (stay?.isEnrolledInBehavioralHealth ?? false);
  const present = {
    hospital: s.hospital,
    hospitalInfo: { ...stay?.hospitalInfo, ...s.hospitalInfo },
    ...(s.admitDate ? { admitDate: s.admitDate } : {}),
    ...(s.dischargeDate ? { dischargeDate: s.dischargeDate } : {}),
    ...(s.admitComplaint ? { admitComplaint: s.admitComplaint } : {}),
    ...(s.dischargeDisposition ? { dischargeDisposition: s.dischargeDisposition } : {}),
    isEnrolledInBehavioralHealth: behavioral,
    followUpType: followUpTypeOf({ behavioral, substanceUse: s.substanceUse || stay?.followUpType === 'FUA' }),
  };
  const [saved] = stay
    ? await tx.update(hospitalizations).set(present).where(eq(hospitalizations.id, stay.id)).returning()
    : await tx
        .insert(hospitalizations)
        .values({
          id: randomUUID(),
          organisationId: feed.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          visitNumber: s.visitNumber,
          admitDate: s.admitDate ?? '',
          ...present,
        })
        .returning();
  if (!saved) throw new Error('ADT: the stay was not written');
  changes.record({
    entity: 'hospitalization',
    id: saved.id,
    op: 'upsert',
    data: presentHospitalization(saved),
    created: !stay,
  });
  return saved;
}

/** The stay's follow-up todos for the member's guide. */
class FollowUps {
  constructor(
    private readonly tx: Tx,
    private readonly changes: ChangeRecorder,
    private readonly member: Member,
    private readonly now: Date,
  ) {}

  /** One follow-up of the kind per stay: a resent or reordered message adds none. A member without a guide gets none. */
  async ensure(stay: Stay, kind: FollowUp): Promise<void> {
    const guideId = this.member.assignedGuideId;
    if (!guideId) return;
    const [existing] = await this.tx
      .select({ id: todos.id })
      .from(todos)
      .where(and(eq(todos.externalItemType, kind), eq(todos.externalItemId, stay.id)))
      .limit(1);
    if (existing) return;
    const [todo] = await this.tx
      .insert(todos)
      .values({
        id: randomUUID(),
        organisationId: stay.organisationId,
        clientId: stay.clientId,
        userId: guideId,
        memberId: this.member.id,
        type: 'HOSPITALIZATION_FOLLOW_UP',
        date: this.now,
        externalItemType: kind,
        externalItemId: stay.id,
      })
      .returning();
    if (!todo) return;
    const summaries = await memberSummaries(this.tx, [this.member.id]);
    this.changes.record({
      entity: 'todo',
      id: todo.id,
      op: 'upsert',
      data: presentTodo(todo, summaries.get(this.member.id)),
      created: true,
    });
    await notify(this.tx, this.changes, {
      organisationId: stay.organisationId,
      clientId: stay.clientId,
      guideId,
      memberId: this.member.id,
      type: kind === 'hospitalization_admission' ? 'hospital_admission' : 'hospital_discharge',
      at: this.now,
    });
  }

  async removeOpen(stay: Stay, kinds: FollowUp[]): Promise<void> {
    const removed = await this.tx
      .delete(todos)
      .where(and(inArray(todos.externalItemType, kinds), eq(todos.externalItemId, stay.id), isNull(todos.completedAt)))
      .returning({ id: todos.id });
    for (const { id } of removed) this.changes.record({ entity: 'todo', id, op: 'delete', data: null });
  }
}
