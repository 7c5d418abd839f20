/**
 * A member's contact history: calls, texts, visits and notes, each with its interaction and feed
 * item. The `add*` builders are shared with the hand-made demo member.
 */
import { CALL_OUTCOME_KEYS, VISIT_OUTCOME_KEYS } from '../../domain/index.ts';
import {
  HISTORY_DAYS,
  localMoment,
  type Activity,
  type MemberRef,
  type Moment,
  type SeedContext,
  type StaffRef,
} from './context.ts';
import { callNote, freeNote, incomingText, outgoingText, visitNote } from './phrases.ts';
import type { Rng } from './random.ts';

type CallOutcome = (typeof CALL_OUTCOME_KEYS)[number];
type VisitOutcome = (typeof VISIT_OUTCOME_KEYS)[number];
/** Reference data numbers call outcomes from 1 and visit outcomes from 101 (server/db/reference-data.ts). */
const callOutcomeId = (key: CallOutcome) => CALL_OUTCOME_KEYS.indexOf(key) + 1;
const visitOutcomeId = (key: VisitOutcome) => 100 + VISIT_OUTCOME_KEYS.indexOf(key) + 1;

export interface CallSpec {
  incoming: boolean;
  status: 'ENDED' | 'FAILED' | 'MISSED' | 'BUSY';
  voicemail?: boolean;
  outcome?: CallOutcome | null;
  /** Talk (or voicemail) seconds. */
  duration?: number;
  errorCode?: number | null;
  insufficientNotes?: boolean;
  feedback?: boolean;
  note?: string | null;
}

function addInteraction(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  by: StaffRef,
  kind: Activity['kind'],
  at: number,
  extra: { duration?: number | null; incoming?: boolean; outcomeId?: number | null; note?: string | null },
): string {
  const id = rng.uuid();
  ctx.rows.interactions.push({
    id,
    clientId: ctx.clientId,
    interactionType: kind,
    memberId: m.id,
    guideId: by.id,
    timestamp: new Date(at),
    duration: extra.duration ?? null,
    incoming: extra.incoming ?? false,
    outcomeId: extra.outcomeId ?? null,
    note: extra.note ?? null,
  });
  return id;
}

/** Answers the feed item's id. */
function addFeedItem(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  kind: Activity['kind'],
  externalItemId: string,
  at: number,
): string {
  const id = rng.uuid();
  ctx.rows.feedItems.push({
    id,
    clientId: ctx.clientId,
    memberId: m.id,
    timestamp: new Date(at),
    externalItemType: kind,
    externalItemId,
  });
  return id;
}

export function addCall(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  by: StaffRef,
  when: Moment,
  spec: CallSpec,
): Activity {
  const connected = spec.status === 'ENDED';
  const duration = connected
    ? (spec.duration ?? 0)
    : spec.status === 'MISSED' && spec.voicemail
      ? (spec.duration ?? 0)
      : 0;
  const ring = rng.int(4, 28);
  // A call placed minutes ago must have ended by now: start it earlier if it would not have.
  const at = Math.min(when.at, ctx.now - (ring + duration) * 1000 - 60_000);
  const outcomeId = spec.outcome ? callOutcomeId(spec.outcome) : null;
  const note = spec.note === undefined ? (outcomeId && !spec.voicemail ? callNote(rng) : null) : spec.note;
  const interactionId = addInteraction(ctx, rng, m, by, 'call', at, {
    duration,
    incoming: spec.incoming,
    outcomeId,
    note,
  });
  const id = rng.uuid();
  const staff = { userId: by.id, phone: spec.feedback ? ctx.supervisor.workPhone : by.workPhone };
  const member = { userId: m.id, phone: m.phone };
  const [from, to] = spec.incoming ? [member, staff] : [staff, member];
  ctx.rows.calls.push({
    id,
    clientId: ctx.clientId,
    sid: `CA${rng.hex(32)}`,
    status: spec.status,
    incoming: spec.incoming,
    originatorUserId: from.userId,
    originatorPhoneNumber: from.phone,
    originatorErrorCode: null,
    receiverUserId: to.userId,
    receiverPhoneNumber: to.phone,
    receiverErrorCode: spec.errorCode ?? null,
    outcomeId,
    subjectId: m.id,
    note,
    wentToVoicemail: spec.voicemail ?? false,
    timeStarted: new Date(at),
    timeConnected: connected || spec.voicemail ? new Date(at + ring * 1000) : null,
    timeEnded: new Date(at + (ring + duration) * 1000),
    duration,
    isFeedbackCall: spec.feedback ?? false,
    insufficientNotes: spec.insufficientNotes ?? false,
    noFollowUpNeeded: false,
    interactionId,
  });
  const feedItemId = addFeedItem(ctx, rng, m, 'call', id, at);
  const followUp = spec.feedback
    ? 'FEEDBACK_CALL'
    : spec.incoming && spec.status === 'MISSED'
      ? spec.voicemail && rng.chance(0.4)
        ? 'CALL_AUDIT'
        : 'CALL_BACK'
      : connected && !spec.voicemail && !outcomeId
        ? 'INCOMPLETE_CALL'
        : connected && spec.insufficientNotes
          ? 'INCOMPLETE_NOTE_CALL'
          : null;
  const alwaysOpen = followUp === 'INCOMPLETE_CALL' || followUp === 'INCOMPLETE_NOTE_CALL';
  return { kind: 'call', id, feedItemId, at, ageDays: when.ageDays, followUp, alwaysOpen };
}

export interface TextSpec {
  incoming: boolean;
  status?: 'delivered' | 'failed' | 'undelivered';
  errorCode?: number | null;
  text?: string;
  byCronJob?: boolean;
}

export function addText(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  by: StaffRef,
  when: Moment,
  spec: TextSpec,
): Activity {
  const { at } = when;
  const status = spec.status ?? 'delivered';
  const text =
    spec.text ??
    (spec.incoming ? incomingText(rng, m.spanish) : outgoingText(rng, m.spanish, m.firstName, by.firstName));
  const interactionId = addInteraction(ctx, rng, m, by, 'message', at, { incoming: spec.incoming });
  const id = rng.uuid();
  ctx.rows.smsMessages.push({
    id,
    clientId: ctx.clientId,
    subjectId: m.id,
    text,
    phoneNumberId: m.phoneId,
    userId: by.id,
    incoming: spec.incoming,
    sentAt: status === 'failed' ? null : new Date(at),
    createdAt: new Date(at),
    smsStatus: status,
    smsErrorCode: spec.errorCode ?? null,
    smsPhoneNumber: m.phone,
    noFollowUpNeeded: false,
    wasSentByCronJob: spec.byCronJob ?? false,
    interactionId,
  });
  const feedItemId = addFeedItem(ctx, rng, m, 'message', id, at);
  return { kind: 'message', id, feedItemId, ...when, followUp: spec.incoming ? 'TEXT_BACK' : null, alwaysOpen: false };
}

export interface VisitSpec {
  outcome: VisitOutcome | null;
  duration: number;
  note: string | null;
}

export function addVisit(
  ctx: SeedContext,
  rng: Rng,
  m: MemberRef,
  by: StaffRef,
  when: Moment,
  spec: VisitSpec,
): Activity {
  const { at } = when;
  const outcomeId = spec.outcome ? visitOutcomeId(spec.outcome) : null;
  const id = addInteraction(ctx, rng, m, by, 'visit', at, { duration: spec.duration, outcomeId, note: spec.note });
  const feedItemId = addFeedItem(ctx, rng, m, 'visit', id, at);
  const followUp = !outcomeId ? 'INCOMPLETE_VISIT' : !spec.note ? 'INCOMPLETE_NOTE_VISIT' : null;
  return { kind: 'visit', id, feedItemId, ...when, followUp, alwaysOpen: followUp !== null };
}

export function addNote(ctx: SeedContext, rng: Rng, m: MemberRef, by: StaffRef, when: Moment, note: string): Activity {
  const { at } = when;
  const id = addInteraction(ctx, rng, m, by, 'note', at, { note });
  const feedItemId = addFeedItem(ctx, rng, m, 'note', id, at);
  return { kind: 'note', id, feedItemId, ...when, followUp: null, alwaysOpen: false };
}

const FAILED_CALL_CODES = [30003, 30005, 13224, 15003];
/** Weighted toward the codes carriers really return most (unreachable, unknown, landline, blocked). */
const SMS_FAILURES: readonly (readonly [number, number])[] = [
  [30003, 4],
  [30005, 3],
  [30006, 3],
  [30007, 2],
  [30008, 1],
  [21211, 1],
  [30034, 1],
  [21610, 0.3],
  [30019, 0.3],
  [60005, 0.5],
];

function randomCall(rng: Rng, m: MemberRef, age: number): CallSpec {
  const outreach = m.stage === 'outreach';
  // Incomplete calls and visits exist only in the last week: older ones were completed long ago.
  const recent = age <= 7;
  if (rng.chance(outreach ? 0.08 : 0.22)) {
    if (rng.chance(0.03))
      return { incoming: true, status: 'ENDED', outcome: 'other', duration: rng.int(60, 420), feedback: true };
    if (rng.chance(0.3))
      return { incoming: true, status: 'MISSED', voicemail: rng.chance(0.5), duration: rng.int(12, 95) };
    return {
      incoming: true,
      status: 'ENDED',
      outcome: rng.weighted([
        ['engaged', 6],
        ['answered', 4],
      ] as const),
      duration: rng.int(90, 1500),
    };
  }
  const r = rng.next();
  if (r < 0.07) return { incoming: false, status: 'FAILED', errorCode: rng.pick(FAILED_CALL_CODES) };
  if (r < 0.1) return { incoming: false, status: 'BUSY' };
  if (r < (outreach ? 0.62 : 0.3))
    return { incoming: false, status: 'ENDED', voicemail: true, duration: rng.int(22, 75), note: null };
  const outcome =
    recent && rng.chance(0.1)
      ? null
      : rng.weighted([
          ['engaged', 55],
          ['answered', 30],
          ['another-person', 10],
          ['other', 5],
        ] as const);
  const duration = outcome === 'engaged' ? rng.int(300, 2400) : rng.int(35, 420);
  const insufficientNotes = recent && outcome !== null && rng.chance(0.1);
  return {
    incoming: false,
    status: 'ENDED',
    outcome,
    duration,
    insufficientNotes,
    note: insufficientNotes ? 'ok' : undefined,
  };
}

function randomText(rng: Rng, m: MemberRef): TextSpec {
  if (rng.chance(m.stage === 'outreach' ? 0.15 : 0.42)) return { incoming: true };
  const r = rng.next();
  if (r < 0.06) return { incoming: false, status: 'failed', errorCode: rng.weighted(SMS_FAILURES) };
  if (r < 0.1) return { incoming: false, status: 'undelivered', errorCode: rng.weighted(SMS_FAILURES) };
  return { incoming: false, byCronJob: rng.chance(0.05) };
}

function randomVisit(rng: Rng, age: number): VisitSpec {
  const recent = age <= 7;
  const outcome =
    recent && rng.chance(0.12)
      ? null
      : rng.weighted([
          ['engaged', 75],
          ['answered', 10],
          ['another-person', 3],
          ['other', 2],
          ['wrong-address', 5],
          ['inaccessible', 5],
        ] as const);
  const note = outcome && recent && rng.chance(0.12) ? null : visitNote(rng);
  return { outcome, duration: rng.int(15, 95) * 60, note };
}

/** How busy a member's file is, relative to the caseload average, and how long ago it went quiet. */
export function activityProfile(status: MemberRef['status']): { weight: number; quietDays: number } {
  switch (status) {
    case 'new':
      return { weight: 0.25, quietDays: 0 };
    case 'queued':
      return { weight: 0.4, quietDays: 0 };
    case 'attempted':
    case 'no-contact':
    case 'unable-to-newly-engage':
      return { weight: 0.6, quietDays: 0 };
    case 'paused':
      return { weight: 0.5, quietDays: 14 };
    case 'discharged':
    case 'graduated':
    case 'refused-services':
      return { weight: 0.5, quietDays: 25 };
    default:
      return { weight: 1.3, quietDays: 0 };
  }
}

/** `count` random events over the history window, oldest first. */
export function randomHistory(ctx: SeedContext, rng: Rng, m: MemberRef, count: number): Activity[] {
  const { quietDays } = activityProfile(m.status);
  const outreach = m.stage === 'outreach';
  const kinds = outreach
    ? ([
        ['call', 55],
        ['message', 40],
        ['note', 5],
      ] as const)
    : ([
        ['call', 38],
        ['message', 34],
        ['visit', 10],
        ['note', 18],
      ] as const);
  const slots: { when: Moment; kind: Activity['kind'] }[] = [];
  for (let i = 0; i < count; i++) {
    const daysAgo = quietDays + Math.floor(rng.next() * (HISTORY_DAYS - quietDays));
    slots.push({ when: localMoment(ctx.now, daysAgo, 8.5 + rng.next() * 10, m.city), kind: rng.weighted(kinds) });
  }
  // Oldest first by drawn age, never by clock time, so the draw order is the same at any hour.
  slots.sort((a, b) => b.when.ageDays - a.when.ageDays);
  return slots.map(({ when, kind }) => {
    switch (kind) {
      case 'call':
        return addCall(ctx, rng, m, m.guide, when, randomCall(rng, m, when.ageDays));
      case 'message':
        return addText(ctx, rng, m, m.guide, when, randomText(rng, m));
      case 'visit':
        return addVisit(ctx, rng, m, m.guide, when, randomVisit(rng, when.ageDays));
      case 'note':
        return addNote(ctx, rng, m, rng.chance(0.05) ? ctx.supervisor : m.guide, when, freeNote(rng));
    }
  });
}
