/**
 * A guide's work about one member: follow-up todos derived from the member's history, scheduled
 * events, priority contacts, notifications and hospitalizations.
 */
import { SCHEDULED_EVENT_TYPES, type TodoType } from '../../domain/index.ts';
import {
  DAY,
  HOUR,
  fullName,
  localDay,
  localMoment,
  localTime,
  type Activity,
  type MemberRef,
  type Moment,
  type SeedContext,
  type StaffRef,
} from './context.ts';
import { ADMIT_COMPLAINTS, DISCHARGE_DISPOSITIONS, NOTIFICATION_TEXT, eventNote } from './phrases.ts';
import { randomHospital } from './places.ts';
import type { Rng } from './random.ts';

/** The follow-up types the docket's Follow up tab lists (part 1 section 9 plus feedback calls). */
export const FOLLOW_UP_TYPES: readonly TodoType[] = [
  'CALL_BACK',
  'TEXT_BACK',
  'INCOMPLETE_CALL',
  'INCOMPLETE_NOTE_CALL',
  'INCOMPLETE_VISIT',
  'INCOMPLETE_NOTE_VISIT',
  'CALL_AUDIT',
  'FEEDBACK_CALL',
];

export interface TodoSpec {
  type: TodoType;
  at: number;
  open: boolean;
  memberId: string | null;
  external?: { type: string; id: string } | null;
  scheduledEventId?: string | null;
  snoozedUntil?: number | null;
}

export function addTodo(ctx: SeedContext, rng: Rng, guide: StaffRef, spec: TodoSpec): string {
  const id = rng.uuid();
  const doneAfter = rng.int(1, 30) * HOUR;
  ctx.rows.todos.push({
    id,
    clientId: (spec.memberId && ctx.memberClients.get(spec.memberId)) || ctx.clientId,
    userId: guide.id,
    memberId: spec.memberId,
    type: spec.type,
    date: new Date(spec.at),
    completedAt: spec.open ? null : new Date(Math.min(ctx.now, spec.at + doneAfter)),
    snoozedUntil: spec.snoozedUntil ? new Date(spec.snoozedUntil) : null,
    scheduledEventId: spec.scheduledEventId ?? null,
    externalItemType: spec.external?.type ?? null,
    externalItemId: spec.external?.id ?? null,
    createdAt: new Date(Math.min(ctx.now, spec.at)),
  });
  return id;
}

/**
 * Turns the follow-ups a member's history calls for into todos: recent ones mostly still open,
 * older ones done. Returns how many open follow-ups were created, dated today or earlier.
 */
export function followUpTodos(ctx: SeedContext, rng: Rng, m: MemberRef, history: readonly Activity[]): number {
  let open = 0;
  for (const item of history) {
    if (!item.followUp) continue;
    const age = item.ageDays;
    let isOpen: boolean;
    if (item.alwaysOpen) isOpen = true;
    else if (age <= 3) isOpen = rng.chance(0.75);
    else if (age <= 14) isOpen = rng.chance(0.15);
    else if (rng.chance(0.5)) isOpen = false;
    else continue;
    addTodo(ctx, rng, m.guide, {
      type: item.followUp,
      at: item.at,
      open: isOpen,
      memberId: m.id,
      external: { type: item.kind, id: item.id },
    });
    if (isOpen) open++;
  }
  return open;
}

const EVENT_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
];

/** Past (resolved), late (past, unresolved) and upcoming events; late ones and today's get a todo. */
export function scheduledEventsFor(ctx: SeedContext, rng: Rng, m: MemberRef, home: string): void {
  const plans: { days: number; resolved: boolean }[] = [];
  if (m.stage !== 'outreach' && rng.chance(0.55)) plans.push({ days: -rng.int(7, 80), resolved: true });
  if (rng.chance(0.15)) plans.push({ days: -rng.int(1, 10), resolved: false });
  if (rng.chance(0.06)) plans.push({ days: 0, resolved: false });
  const upcoming = rng.chance(m.stage === 'outreach' ? 0.35 : 0.6);
  if (upcoming) plans.push({ days: rng.int(1, 14), resolved: false });
  for (const plan of plans) {
    const type = rng.weighted(
      SCHEDULED_EVENT_TYPES.map((t) => [t, { call: 35, message: 15, visit: 25, tbd: 10, reminder: 15 }[t]] as const),
    );
    const id = rng.uuid();
    const createdBy = rng.chance(0.08) ? ctx.supervisor : m.guide;
    ctx.rows.scheduledEvents.push({
      id,
      clientId: ctx.clientId,
      memberId: m.id,
      userId: m.guide.id,
      createdBy: createdBy.id,
      type,
      date: localDay(ctx.now, plan.days, m.city),
      time: type === 'tbd' ? null : rng.pick(EVENT_TIMES),
      note: rng.chance(0.6) ? eventNote(rng) : null,
      visitLocation: type === 'visit' ? (rng.chance(0.7) ? home : 'Community health center') : null,
      resolved: plan.resolved,
      snoozedUntil: null,
      createdAt: new Date(ctx.now - (rng.int(2, 20) - Math.min(plan.days, 0)) * DAY),
    });
    if (plan.days <= 0 && !plan.resolved && rng.chance(0.5)) {
      addTodo(ctx, rng, m.guide, {
        type: 'SCHEDULED_EVENT',
        at: localTime(ctx.now, -plan.days, 8, m.city),
        open: true,
        memberId: m.id,
        scheduledEventId: id,
      });
    }
  }
}

export function addPriorityContact(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  sortOrder: number,
  level?: 'high' | 'medium' | 'low',
): void {
  const priorityLevel =
    level ??
    rng.weighted([
      ['high', 2],
      ['medium', 3],
      ['low', 2],
    ] as const);
  ctx.rows.priorityContacts.push({
    id: rng.uuid(),
    clientId: ctx.clientId,
    memberId: m.id,
    guideId: m.guide.id,
    sortOrder,
    priorityLevel,
  });
}

type Group = keyof typeof NOTIFICATION_TEXT;

export function addNotification(
  ctx: SeedContext,
  rng: Rng,
  guide: StaffRef,
  m: MemberRef | null,
  group: Group,
  when: Moment,
): void {
  const text = NOTIFICATION_TEXT[group];
  // Older notifications have mostly been read; the last day's mostly not.
  const seen = rng.chance(when.ageDays > 1 ? 0.85 : 0.2);
  ctx.rows.notifications.push({
    id: rng.uuid(),
    clientId: ctx.clientId,
    guideId: guide.id,
    memberId: m?.id ?? null,
    label: text.label,
    description: text.description(m ? fullName(m) : 'a member'),
    notificationGroupType: group,
    seenAt: seen ? new Date(Math.min(ctx.now, when.at + rng.int(5, 600) * 60_000)) : null,
    createdAt: new Date(when.at),
  });
}

/** A notification `hours` before now. */
export const hoursAgo = (ctx: SeedContext, hours: number): Moment => ({
  at: ctx.now - hours * HOUR,
  ageDays: hours / 24,
});

/** Notifications for recent incoming texts and missed calls. */
export function notificationsFor(ctx: SeedContext, rng: Rng, m: MemberRef, history: readonly Activity[]): void {
  for (const item of history) {
    if (item.ageDays > 14) continue;
    if (item.followUp === 'TEXT_BACK' && rng.chance(0.8)) addNotification(ctx, rng, m.guide, m, 'messages', item);
    else if (item.followUp === 'CALL_BACK' && rng.chance(0.8)) addNotification(ctx, rng, m.guide, m, 'calls', item);
  }
  if (rng.chance(0.01)) addNotification(ctx, rng, m.guide, m, 'requests', hoursAgo(ctx, rng.int(1, 300)));
}

export interface HospitalizationSpec {
  admitDaysAgo: number;
  stayDays: number | null;
  behavioral: boolean;
  complaint?: string;
}

export function addHospitalization(ctx: SeedContext, rng: Rng, m: MemberRef, spec: HospitalizationSpec): void {
  const id = rng.uuid();
  const admission = localMoment(ctx.now, spec.admitDaysAgo, rng.int(0, 23), m.city);
  const admitted = admission.at;
  const discharged = spec.stayDays === null ? null : Math.min(ctx.now, admitted + spec.stayDays * DAY);
  const complaint =
    spec.complaint ?? rng.pick(spec.behavioral ? ADMIT_COMPLAINTS.behavioral : ADMIT_COMPLAINTS.medical);
  // HEDIS measures: FUH/FUM/FUA follow behavioural stays and ED visits, TRC any other transition of care.
  const followUpType = spec.behavioral
    ? complaint.includes('lcohol') || complaint.includes('verdose')
      ? 'FUA'
      : rng.pick(['FUH', 'FUM'])
    : 'TRC';
  const day = (ms: number) => localDay(ms, 0, m.city);
  ctx.rows.hospitalizations.push({
    id,
    clientId: ctx.clientId,
    memberId: m.id,
    ...randomHospital(rng, m.city),
    admitDate: day(admitted),
    dischargeDate: discharged === null ? null : day(discharged),
    guideEnteredDischargedAt: discharged !== null && rng.chance(0.3) ? day(Math.min(ctx.now, discharged + DAY)) : null,
    admitComplaint: complaint,
    followUpType,
    dischargeDisposition: discharged === null ? null : rng.pick(DISCHARGE_DISPOSITIONS),
    isEnrolledInBehavioralHealth: spec.behavioral,
    note: null,
  });
  addNotification(ctx, rng, m.guide, m, 'hospitalizations', admission);
  const followUpAt = discharged ?? admitted;
  const recent = spec.admitDaysAgo - (spec.stayDays ?? 0) < 5;
  addTodo(ctx, rng, m.guide, {
    type: 'HOSPITALIZATION_FOLLOW_UP',
    at: followUpAt,
    open: recent,
    memberId: m.id,
    // As the ADT feed writes them, so the docket reads 'Admission follow up' or 'Discharge follow up'.
    external: { type: discharged === null ? 'hospitalization_admission' : 'hospitalization_discharge', id },
  });
}

export function randomHospitalization(ctx: SeedContext, rng: Rng, m: MemberRef): void {
  // Skewed toward recent admissions so the dashboard has members still in hospital.
  const admitDaysAgo = Math.floor(rng.next() ** 1.6 * 61);
  const stay = rng.int(1, 9);
  addHospitalization(ctx, rng, m, {
    admitDaysAgo,
    stayDays: admitDaysAgo < stay ? null : stay,
    behavioral: rng.chance(0.25),
  });
}
