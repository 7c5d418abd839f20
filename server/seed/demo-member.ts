/**
 * The DEMO_MEMBER fixture: a hand-written history that shows every kind of feed item and chip
 * (failed call, voicemail, failed text 30007, incomplete notes), status events (one dismissable),
 * an alert, an external patient id, and open follow-ups on the demo guide's docket. Times are
 * relative to now; the rest is fixed or drawn from the member's stream.
 */
import type { MemberStatusKey } from '../../domain/index.ts';
import {
  DAY,
  HOUR,
  localDay,
  localMoment,
  localTime,
  minutesAgo,
  type Activity,
  type SeedContext,
  type StaffRef,
} from './context.ts';
import { DEMO_MEMBER } from './fixtures.ts';
import { addCall, addNote, addText, addVisit } from './history.ts';
import { addMember, statusId, type NewMember } from './members.ts';
import { cityNamed } from './places.ts';
import { rngFor, type Rng } from './random.ts';
import { addHospitalization, addNotification, addPriorityContact, addTodo } from './work.ts';

export interface DemoMemberResult {
  member: NewMember;
  history: Activity[];
  openFollowUps: number;
}

export function addDemoMember(ctx: SeedContext, rng: Rng, guide: StaffRef): DemoMemberResult {
  const chicago = cityNamed('Chicago', 'IL');
  // Her birthday falls three days from now, so the member page shows the birthday icon.
  const soon = localDay(ctx.now, 3, chicago).slice(5).replace('02-29', '02-28');
  const member = addMember(ctx, rng, 0, guide, {
    id: DEMO_MEMBER.id,
    name: { firstName: DEMO_MEMBER.firstName, lastName: DEMO_MEMBER.lastName, spanish: true, female: true },
    city: chicago,
    stage: 'in-program',
    status: 're-engaged',
    language: 'es',
    birthDate: `1958-${soon}`,
    withEmail: true,
    registered: true,
  });
  const m = member.ref;
  const at = (daysAgo: number, hour: number) => localMoment(ctx.now, daysAgo, hour, chicago);
  const history: Activity[] = [];
  const push = (a: Activity) => (history.push(a), a);

  const intake = push(
    addVisit(ctx, rng, m, guide, at(62, 10), {
      outcome: 'engaged',
      duration: 3600,
      note: 'Intake home visit. Lives with her grandson; manages diabetes and heart failure. Prefers Spanish.',
    }),
  );
  push(addNote(ctx, rng, m, guide, at(61, 15), 'Member requested materials in Spanish.'));
  push(
    addCall(ctx, rng, m, guide, at(48, 11), { incoming: false, status: 'ENDED', outcome: 'engaged', duration: 1320 }),
  );
  push(
    addText(ctx, rng, m, guide, at(41, 9.5), {
      incoming: false,
      text: 'Hola Rosa, soy Gabriela. Le recuerdo su cita con la doctora el martes a las 10.',
    }),
  );
  push(addText(ctx, rng, m, guide, at(41, 10), { incoming: true, text: 'Gracias Gabriela, ahí estaré' }));
  push(addCall(ctx, rng, m, guide, at(33, 14), { incoming: false, status: 'FAILED', errorCode: 30003 }));
  push(
    addCall(ctx, rng, m, guide, at(31, 16), {
      incoming: false,
      status: 'ENDED',
      voicemail: true,
      duration: 41,
      note: null,
    }),
  );
  const backInTouch = push(
    addCall(ctx, rng, m, guide, at(30, 12), { incoming: true, status: 'ENDED', outcome: 'engaged', duration: 1080 }),
  );
  addHospitalization(ctx, rng, m, { admitDaysAgo: 21, stayDays: 4, behavioral: false, complaint: 'CHF exacerbation' });
  push(
    addNote(
      ctx,
      rng,
      m,
      guide,
      at(16, 13),
      'Discharged home after CHF admission. Reviewed discharge papers with grandson by phone.',
    ),
  );
  push(
    addCall(ctx, rng, m, guide, at(15, 10), {
      incoming: false,
      status: 'ENDED',
      outcome: 'engaged',
      duration: 1500,
      note: 'Post-discharge call: new furosemide dose, daily weights, cardiology follow-up booked.',
    }),
  );
  push(
    addVisit(ctx, rng, m, guide, at(12, 11), {
      outcome: 'engaged',
      duration: 2700,
      note: 'Home visit; set up pill organiser and scale. Member in good spirits.',
    }),
  );
  push(
    addText(ctx, rng, m, guide, at(9, 9), {
      incoming: false,
      status: 'failed',
      errorCode: 30007,
      text: 'Hola Rosa, ¿cómo va su peso esta semana?',
    }),
  );
  push(
    addText(ctx, rng, m, guide, at(9, 9.2), {
      incoming: false,
      text: 'Hola Rosa, ¿cómo va su peso esta semana? (reenviado)',
    }),
  );
  const answered = push(addText(ctx, rng, m, guide, at(8, 18), { incoming: true, text: 'Bien, 152 libras hoy' }));
  push(
    addCall(ctx, rng, m, guide, at(5, 15), {
      incoming: false,
      status: 'ENDED',
      outcome: 'answered',
      duration: 240,
      insufficientNotes: true,
      note: 'ok',
    }),
  );
  push(addVisit(ctx, rng, m, guide, at(3, 10.5), { outcome: 'engaged', duration: 2400, note: null }));
  const voicemail = push(
    addCall(ctx, rng, m, guide, at(2, 17), { incoming: true, status: 'MISSED', voicemail: true, duration: 38 }),
  );
  const missed = push(addCall(ctx, rng, m, guide, at(1, 16.5), { incoming: true, status: 'MISSED', voicemail: false }));
  // The latest text arrived in the last couple of hours, so it is today's for nearly every clock.
  const latest = push(
    addText(ctx, rng, m, guide, minutesAgo(ctx.now, 100), {
      incoming: true,
      text: '¿Me puede llamar? Tengo una pregunta sobre mi medicina',
    }),
  );

  const todo = (type: Parameters<typeof addTodo>[3]['type'], a: Activity, open: boolean) =>
    addTodo(ctx, rng, guide, { type, at: a.at, open, memberId: m.id, external: { type: a.kind, id: a.id } });
  todo('TEXT_BACK', answered, false);
  todo('TEXT_BACK', latest, true);
  todo('CALL_BACK', missed, true);
  todo('CALL_AUDIT', voicemail, true);
  const incomplete = history.filter((a) => a.alwaysOpen);
  for (const a of incomplete) if (a.followUp) todo(a.followUp, a, true);

  const eventBase = {
    clientId: ctx.clientId,
    memberId: m.id,
    userId: guide.id,
    createdBy: guide.id,
    snoozedUntil: null,
  };
  const lateCall = rng.uuid();
  ctx.rows.scheduledEvents.push(
    {
      ...eventBase,
      id: rng.uuid(),
      type: 'visit',
      date: localDay(ctx.now, -12, chicago),
      time: '11:00',
      note: 'Set up pill organiser',
      visitLocation: member.address,
      resolved: true,
      createdAt: new Date(ctx.now - 15 * DAY),
    },
    {
      ...eventBase,
      id: lateCall,
      type: 'call',
      date: localDay(ctx.now, -1, chicago),
      time: '14:00',
      note: 'Check daily weights',
      visitLocation: null,
      resolved: false,
      createdAt: new Date(ctx.now - 6 * DAY),
    },
    {
      ...eventBase,
      id: rng.uuid(),
      type: 'visit',
      date: localDay(ctx.now, 2, chicago),
      time: '10:30',
      note: 'Bring cardiology appointment letter',
      visitLocation: member.address,
      resolved: false,
      createdAt: new Date(ctx.now - 3 * DAY),
    },
    {
      ...eventBase,
      id: rng.uuid(),
      type: 'reminder',
      date: localDay(ctx.now, 6, chicago),
      time: '09:00',
      note: 'Ask about pharmacy delivery',
      visitLocation: null,
      resolved: false,
      createdAt: new Date(ctx.now - DAY),
    },
  );
  addTodo(ctx, rng, guide, {
    type: 'SCHEDULED_EVENT',
    at: localTime(ctx.now, 1, 14, chicago),
    open: true,
    memberId: m.id,
    scheduledEventId: lateCall,
  });
  addPriorityContact(ctx, rng, m, 1, 'high');
  addNotification(ctx, rng, guide, m, 'messages', latest);
  addNotification(ctx, rng, guide, m, 'calls', missed);
  ctx.rows.alerts.push({
    id: rng.uuid(),
    clientId: ctx.clientId,
    memberId: m.id,
    alertType: 'member_info_update',
    severity: 'warning',
    title: 'Member information updated',
    message: 'The health plan sent a new phone number for this member. Please confirm it at the next contact.',
    isDismissable: true,
    createdAt: new Date(ctx.now - 2 * HOUR),
  });
  // Her status history: engaged at intake, unable to re-engage after weeks of missed calls (a status
  // a supervisor may dismiss), re-engaged when she called back. A stream of its own: the rows above stay as they were.
  const statusRng = rngFor(ctx.seed, 'status-events', 0);
  const statusEvent = (status: MemberStatusKey, when: number, cause: Activity | null) =>
    ctx.rows.memberStatusEvents.push({
      id: statusRng.uuid(),
      clientId: ctx.clientId,
      memberId: m.id,
      memberStatusId: statusId(status),
      effectiveAt: new Date(when),
      feedItemId: cause?.feedItemId ?? null,
      dismissedAt: null,
    });
  statusEvent('newly-engaged', intake.at, intake);
  statusEvent('unable-to-re-engage', at(35, 9).at, null);
  statusEvent('re-engaged', backInTouch.at, backInTouch);
  return { member, history, openFollowUps: 3 + incomplete.length };
}
