/**
 * What the demo promises whatever the hour it is seeded (issue 38): the demo guide has events still
 * to come today (Pending events is never empty), a member whose feed runs past one page, a member
 * one approval away from engagement (the supervisor's approval plays the confetti), and priority
 * contacts in an outreach phase still to reach today (the Outreach tab's Phase column); the
 * demo supervisor administers the main customer, so the hospitalizations dashboard is theirs too
 * (staff.ts). Each writes the same number of rows at any hour, from a stream of its own, so every
 * other row stays as it was: only the times follow the clock.
 */
import { Temporal } from 'temporal-polyfill';
import { FEED_PAGE_SIZE, outreachWindow, priorityContactDone } from '../../domain/index.ts';
import { DAY, HOUR, localMoment, type Activity, type MemberRef, type SeedContext, type StaffRef } from './context.ts';
import { addNote, addText } from './history.ts';
import { statusId } from './members.ts';
import { addPriorityContact } from './work.ts';
import { freeNote } from './phrases.ts';
import { rngFor } from './random.ts';

/** The demo guide's members the promises are kept with (the demo member aside). */
export interface DemoCaseload {
  /** Members in the program, with their home address (a visit goes there). */
  engaged: { member: MemberRef; address: string }[];
  /** Outreach members whose status is 'attempted': one approval from 'newly-engaged'. */
  attempted: MemberRef[];
  /**
   * Outreach members with a phase, not yet priority contacts, that nothing the seed wrote takes off
   * the Outreach tab (no contact today, no event this month): `stillToReach` says which.
   */
  toReach: MemberRef[];
}

export const LATER_TODAY_EVENTS = 3;
/**
 * Priority contacts of the demo guide's with an outreach phase and still to reach today. More than
 * one: an end-to-end test schedules an event for one (which takes it off the tab), another reads the
 * phases of those left.
 */
export const PHASED_OUTREACH_CONTACTS = 3;
/** Old contacts beyond the 90 days of history, enough to page the feed. */
export const LONG_HISTORY_ITEMS = FEED_PAGE_SIZE + 20;

/**
 * Events later today in the guide's zone: a visit and a call at the next free half hours, and one
 * for any time today, so the tab has rows even at 11:55 PM. Late in the evening the timed ones fall
 * back to 'any time' too rather than spill into tomorrow.
 */
export function eventsLaterToday(ctx: SeedContext, guide: StaffRef, caseload: DemoCaseload): void {
  const rng = rngFor(ctx.seed, 'later-today');
  const local = Temporal.Instant.fromEpochMilliseconds(ctx.now).toZonedDateTimeISO(guide.city.timeZone);
  const firstSlot = Math.ceil((local.hour * 60 + local.minute + 30) / 30) * 30;
  const plans = [
    { type: 'visit' as const, minute: firstSlot, note: 'Drop off the pharmacy delivery form' },
    { type: 'call' as const, minute: firstSlot + 60, note: 'Confirm the ride to the clinic' },
    { type: 'tbd' as const, minute: null, note: 'Call back about the food pantry hours' },
  ];
  plans.forEach((plan, i) => {
    const entry = caseload.engaged[i % Math.max(caseload.engaged.length, 1)];
    if (!entry) return;
    const fits = plan.minute !== null && plan.minute < 24 * 60;
    const type = fits ? plan.type : 'tbd';
    ctx.rows.scheduledEvents.push({
      id: rng.uuid(),
      clientId: ctx.memberClients.get(entry.member.id) ?? ctx.clientId,
      memberId: entry.member.id,
      userId: guide.id,
      createdBy: guide.id,
      type,
      date: local.toPlainDate().toString(),
      time: fits ? minutesToTime(plan.minute!) : null,
      note: plan.note,
      visitLocation: type === 'visit' ? entry.address : null,
      resolved: false,
      snoozedUntil: null,
      createdAt: new Date(ctx.now - (i + 1) * DAY),
    });
  });
}

const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A member of the guide's with a year of notes and texts before the usual 90 days: their feed runs
 * past one page, so 'load more' has something to load. Older than every other row about them, so
 * nothing they owe on the docket changes.
 */
export function longHistory(ctx: SeedContext, caseload: DemoCaseload): void {
  const entry = caseload.engaged[0];
  if (!entry) return;
  const { member } = entry;
  const rng = rngFor(ctx.seed, 'long-history');
  const memberCtx = { ...ctx, clientId: ctx.memberClients.get(member.id) ?? ctx.clientId };
  for (let i = 0; i < LONG_HISTORY_ITEMS; i++) {
    const when = localMoment(ctx.now, 91 + Math.floor((i * 270) / LONG_HISTORY_ITEMS), 9 + rng.next() * 8, member.city);
    if (rng.chance(0.5)) addNote(memberCtx, rng, member, member.guide, when, freeNote(rng));
    else
      addText(memberCtx, rng, member, member.guide, when, {
        incoming: false,
        status: 'delivered',
        text: 'Checking in: how are you doing this week?',
      });
  }
}

/**
 * The guide asked yesterday to mark an outreach member newly engaged after a visit; it waits for the
 * supervisor. Approving it moves the member into the program: the guide's page plays the confetti.
 */
export function pendingEngagement(ctx: SeedContext, guide: StaffRef, caseload: DemoCaseload): void {
  const member = caseload.attempted[0];
  if (!member) return;
  const rng = rngFor(ctx.seed, 'pending-engagement');
  const asked = ctx.now - 20 * HOUR;
  ctx.rows.memberStatusChangeRequests.push({
    id: rng.uuid(),
    clientId: ctx.memberClients.get(member.id) ?? ctx.clientId,
    memberId: member.id,
    memberStatusId: statusId('newly-engaged'),
    effectiveAt: new Date(asked),
    creatorId: guide.id,
    creatorComment: 'Met her at home; she agreed to the program and set goals with me.',
    createdAt: new Date(asked),
    updatedAt: new Date(asked),
  });
}

/**
 * Whether a member the seed just wrote stays on the Outreach tab today (the rule the tab applies,
 * `priorityContactDone`, over the member's seeded history and the scheduled events written so far
 * for them), in the guide's zone.
 */
export function stillToReach(ctx: SeedContext, m: MemberRef, history: readonly Activity[]): boolean {
  const window = outreachWindow(ctx.now, m.guide.city.timeZone);
  const activity = {
    interactions: history.map((item) => ({ interactionType: item.kind, timestampMs: item.at })),
    eventDates: ctx.rows.scheduledEvents.filter((event) => event.memberId === m.id).map((event) => event.date),
    lastEventAt: history.length ? new Date(Math.max(...history.map((item) => item.at))).toISOString() : null,
  };
  return !priorityContactDone(activity, window);
}

/**
 * Makes priority contacts of the demo guide's from members in an outreach phase nothing has reached
 * today, so the Outreach tab shows its Phase column filled at any hour. The member one approval from
 * engagement is left out (its request is about something else).
 */
export function phasedOutreachContacts(
  ctx: SeedContext,
  guide: StaffRef,
  caseload: DemoCaseload,
  slots: Map<string, number>,
): void {
  const rng = rngFor(ctx.seed, 'phased-outreach-contacts');
  const candidates = caseload.toReach.filter((member) => member.id !== caseload.attempted[0]?.id);
  const levels = ['high', 'medium', 'low'] as const;
  candidates.slice(0, PHASED_OUTREACH_CONTACTS).forEach((member, i) => {
    const slot = (slots.get(guide.id) ?? 0) + 1;
    slots.set(guide.id, slot);
    addPriorityContact(
      { ...ctx, clientId: ctx.memberClients.get(member.id) ?? ctx.clientId },
      rng,
      member,
      slot,
      levels[i % levels.length],
    );
  });
}
