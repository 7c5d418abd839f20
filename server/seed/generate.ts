/**
 * Deterministic demo organisation: its customers (the demo client first), their teams, the staff, a caseload of members
 * with 90 days of history, and the guides' docket work.
 *
 * Determinism: every id, name, count and choice comes from seeded streams (random.ts), so the same
 * (members, seed, feedItemsPerMember) always yields the same rows. Timestamps are offsets from
 * `now` (default: the real current time) so the data always looks recent; pass a fixed `now` to
 * get byte-identical rows. Members are generated and written in chunks so memory stays flat for
 * the large preset; the whole seed runs in one transaction, so an interrupted run leaves nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { rowsOf } from '../db/changes.ts';
import { ensureReferenceData } from '../db/reference-data.ts';
import { HOUR, type Activity, type MemberRef, type SeedContext, type StaffRef } from './context.ts';
import { seedConsentDemo, type SeedConsentResult } from '../consent/seed-consent.ts';
import { ensureTransferReasons } from '../transfers/reasons.ts';
import { ensureMessageTemplates } from '../routes/admin-message-templates-defaults.ts';
import { seedSurveyDemo } from '../surveys/seed.ts';
import { seedSurveyRecords } from '../routes/admin-survey-records-seed.ts';
import { seedWorkflowsDemo } from './workflows.ts';
import { seedNeedsDemo } from './needs-catalogue-demo.ts';
import { seedResourcePrograms } from './resource-programs.ts';
import { addDemoMember } from './demo-member.ts';
import { seedCallRecordings } from '../telephony/seed-recordings.ts';
import { ensureTrainingData } from './training.ts';
import { seedSegments } from './segments.ts';
import { seedDemoBackendClient } from './backend-client.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_CLIENTS, DEMO_MEMBER, DEMO_ORGANISATION } from './fixtures.ts';
import { coverTodoTypes, topUpDemoFollowUps, type CaseloadCall } from './guarantees.ts';
import { activityProfile, randomHistory } from './history.ts';
import { CASELOAD, addMember, statusEventsFor } from './members.ts';
import { rngFor } from './random.ts';
import {
  eventsLaterToday,
  longHistory,
  pendingEngagement,
  phasedOutreachContacts,
  stillToReach,
  type DemoCaseload,
} from './alive-at-any-hour.ts';
import { MEMBERS_PER_GUIDE, addClientAndStaff, unknownCallers } from './staff.ts';
import {
  addNotification,
  addPriorityContact,
  hoursAgo,
  followUpTodos,
  notificationsFor,
  randomHospitalization,
  scheduledEventsFor,
} from './work.ts';
import { BatchWriter, emptyRows } from './writer.ts';
import { seedClosedChwMonth } from './chw-closing.ts';
import { recordBaselines } from '../audit/baselines.ts';

export const DEFAULT_FEED_ITEMS_PER_MEMBER = 14;
const CHUNK_MEMBERS = 500;

export interface SeedOptions {
  /** Members to create, the demo member included (at least 1). */
  members: number;
  seed: number;
  /** Average feed items (calls, texts, visits, notes) per member over 90 days. */
  feedItemsPerMember?: number;
  /** The moment all timestamps are relative to; defaults to the current time. */
  now?: Date;
  log?: (line: string) => void;
  /** Origin the printed consent links point at. */
  publicUrl?: string;
  /** Every member in the main customer (a benchmark's customer of 20,000); by default they are spread over three. */
  oneCustomer?: boolean;
}

export interface SeedSummary {
  organisationId: string;
  /** The main customer (the demo member's). */
  clientId: string;
  seed: number;
  members: number;
  guides: number;
  /** Rows written per table (SQL table name). */
  counts: Record<string, number>;
  elapsedMs: number;
  /** The demo consent links. Their keys are credentials: only `npm run seed` prints them, never a log. */
  consent: SeedConsentResult;
}

/** Mean activity weight of the caseload mix, so per-member counts average out to the requested figure. */
const MEAN_ACTIVITY = (() => {
  let total = 0,
    weighted = 0;
  for (const [[, status], w] of CASELOAD) {
    total += w;
    weighted += w * activityProfile(status).weight;
  }
  return weighted / total;
})();

export async function seedDemoOrganisation(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const memberCount = Math.max(1, Math.floor(options.members));
  const perMember = options.feedItemsPerMember ?? DEFAULT_FEED_ITEMS_PER_MEMBER;
  const guideCount = Math.max(1, Math.round(memberCount / MEMBERS_PER_GUIDE));
  await ensureReferenceData(db);

  const { counts, consent } = await db.transaction(async (tx) => {
    const next = rowsOf<{ next: number | string }>(
      await tx.execute(sql`select coalesce(max(id), 0) + 1 as next from phone_numbers`),
    );
    let phoneId = Number(next[0]?.next ?? 1);
    const nextInternal = rowsOf<{ next: number | string }>(
      await tx.execute(sql`select coalesce(max(id), 0) + 1 as next from internal_phone_numbers`),
    );
    const firstInternalPhoneId = Number(nextInternal[0]?.next ?? 1);
    const writer = new BatchWriter(tx, DEMO_ORGANISATION.id);
    const rows = emptyRows();
    const base = {
      seed: options.seed,
      clientId: DEMO_CLIENT.id,
      memberClients: new Map<string, string>(),
      now: (options.now ?? new Date()).getTime(),
      rows,
      nextPhoneId: () => phoneId++,
    };
    const staff = addClientAndStaff(base, guideCount, firstInternalPhoneId);
    const ctx: SeedContext = { ...base, supervisor: staff.supervisor };
    const demoGuide = staff.guides[0] as StaffRef;
    const prioritySlots = new Map<string, number>();
    let demoOpen = 0;
    let demoHistory: Activity[] = [];
    const demoCalls: CaseloadCall[] = [];
    const demoCaseload: DemoCaseload = { engaged: [], attempted: [], toReach: [] };
    const todoTypes = new Set<string>();
    /** Members who get demo consent links: the demo member first. */
    const consentMemberIds: string[] = [];

    for (let i = 0; i < memberCount; i++) {
      const rng = rngFor(options.seed, 'member', i);
      let history: Activity[];
      if (i === 0) {
        const demo = addDemoMember(ctx, rng, demoGuide);
        history = demo.history;
        demoHistory = history;
        demoOpen += demo.openFollowUps;
        prioritySlots.set(demoGuide.id, 1);
        setLastEvent(demo.member.user, history);
        consentMemberIds.push(demo.member.ref.id);
        for (const call of history) if (call.kind === 'call') demoCalls.push({ memberId: demo.member.ref.id, call });
      } else {
        const guide = staff.guides[Math.floor(rng.next() * staff.guides.length)] as StaffRef;
        // Members are spread over the customers (a stream of its own, so the rest stays as it was);
        // every row about the member carries the member's customer.
        const mctx: SeedContext = {
          ...ctx,
          clientId: options.oneCustomer ? DEMO_CLIENT.id : customerOf(options.seed, i),
        };
        const { ref: m, user, address } = addMember(mctx, rng, i, guide);
        if (consentMemberIds.length < 4 && mctx.clientId === DEMO_CLIENT.id) consentMemberIds.push(m.id);
        const { weight } = activityProfile(m.status);
        const count = Math.round(perMember * (weight / MEAN_ACTIVITY) * (0.6 + 0.8 * rng.next()));
        history = randomHistory(mctx, rng, m, count);
        setLastEvent(user, history);
        statusEventsFor(mctx, m, history);
        memberAlert(mctx, m);
        const open = followUpTodos(mctx, rng, m, history);
        scheduledEventsFor(mctx, rng, m, address);
        notificationsFor(mctx, rng, m, history);
        const priorityContact = rng.chance(m.stage === 'outreach' ? 0.12 : 0.06);
        if (priorityContact) {
          const slot = (prioritySlots.get(guide.id) ?? 0) + 1;
          prioritySlots.set(guide.id, slot);
          addPriorityContact(mctx, rng, m, slot);
        }
        if (rng.chance(0.03)) randomHospitalization(mctx, rng, m);
        if (guide === demoGuide) {
          if (m.stage === 'in-program') demoCaseload.engaged.push({ member: m, address });
          if (m.status === 'attempted') demoCaseload.attempted.push(m);
          if (!priorityContact && user.outreachPhase && stillToReach(mctx, m, history)) demoCaseload.toReach.push(m);
          demoOpen += open;
          for (const call of history) if (call.kind === 'call') demoCalls.push({ memberId: m.id, call });
        }
      }
      if ((i + 1) % CHUNK_MEMBERS === 0 || i === memberCount - 1) {
        for (const todo of rows.todos) todoTypes.add(todo.type);
        await writer.flush(rows);
        if (memberCount >= 5 * CHUNK_MEMBERS && ((i + 1) % (10 * CHUNK_MEMBERS) === 0 || i === memberCount - 1)) {
          log(`seed: ${i + 1}/${memberCount} members written`);
        }
      }
    }

    topUpDemoFollowUps(ctx, rngFor(options.seed, 'demo-guide-top-up'), demoGuide, demoOpen, demoCalls);
    staff.guides.forEach((guide, i) => unknownCallers(ctx, rngFor(options.seed, 'guide-work', i), guide));
    addOrganisationItems(ctx, staff.supervisor);
    eventsLaterToday(ctx, demoGuide, demoCaseload);
    longHistory(ctx, demoCaseload);
    pendingEngagement(ctx, demoGuide, demoCaseload);
    phasedOutreachContacts(ctx, demoGuide, demoCaseload, prioritySlots);
    for (const todo of rows.todos) todoTypes.add(todo.type);
    coverTodoTypes(ctx, rngFor(options.seed, 'todo-coverage'), demoGuide, DEMO_MEMBER.id, demoHistory, todoTypes);
    await writer.flush(rows);
    // Consent terms and a few links; link keys come from the system's random source, never the seed.
    const consentRng = rngFor(options.seed, 'consent');
    // Each customer has its own terms; the demo links are for the main customer's members.
    const consent = await seedConsentDemo(tx, {
      organisationId: DEMO_ORGANISATION.id,
      clientId: DEMO_CLIENT.id,
      memberIds: consentMemberIds,
      now: new Date(base.now),
      random: () => consentRng.next(),
      publicUrl: options.publicUrl ?? 'http://localhost:8080',
    });
    for (const client of DEMO_CLIENTS.slice(1)) {
      await seedConsentDemo(tx, {
        organisationId: DEMO_ORGANISATION.id,
        clientId: client.id,
        memberIds: [],
        now: new Date(base.now),
        random: () => consentRng.next(),
      });
    }
    await ensureTransferReasons(tx, DEMO_ORGANISATION.id);
    await ensureMessageTemplates(tx, DEMO_ORGANISATION.id, new Date(base.now));
    await seedSurveyDemo(tx, {
      organisationId: DEMO_ORGANISATION.id,
      clientId: DEMO_CLIENT.id,
      memberIds: consentMemberIds,
      now: new Date(base.now),
    });
    await seedSurveyRecords(tx, DEMO_ORGANISATION.id, new Date(base.now));
    await seedWorkflowsDemo(tx, {
      organisationId: DEMO_ORGANISATION.id,
      guideId: demoGuide.id,
      demoMemberId: DEMO_MEMBER.id,
      now: new Date(base.now),
    });
    await seedNeedsDemo(tx, {
      organisationId: DEMO_ORGANISATION.id,
      clientId: DEMO_CLIENT.id,
      demoGuideId: demoGuide.id,
      creatorId: demoGuide.id,
      now: new Date(base.now),
    });
    await seedResourcePrograms(tx, DEMO_ORGANISATION.id, options.seed);
    await seedCallRecordings(tx, DEMO_ORGANISATION.id);
    await ensureTrainingData(tx, {
      organisationId: DEMO_ORGANISATION.id,
      guideId: demoGuide.id,
      now: new Date(base.now),
    });
    await seedSegments(tx, {
      organisationId: DEMO_ORGANISATION.id,
      clientIds: DEMO_CLIENTS.map((client) => client.id),
      seed: options.seed,
    });
    await seedDemoBackendClient(tx, DEMO_ORGANISATION.id);
    // Phone ids were assigned explicitly (so texts can point at them); move the serials past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('phone_numbers', 'id'), ${phoneId - 1})`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('internal_phone_numbers', 'id'), ${firstInternalPhoneId + 2 * DEMO_CLIENTS.length - 1})`,
    );
    return { counts: writer.counts, consent };
  });
  await seedClosedChwMonth(db, DEMO_ORGANISATION.id, options.now ?? new Date());
  // The seed inserts its customers, staff and content without change rows: an admin's first edit of
  // one then audits its before from these (server/audit/baselines.ts).
  await recordBaselines(db, DEMO_ORGANISATION.id);

  const elapsedMs = Math.round(performance.now() - started);
  return {
    organisationId: DEMO_ORGANISATION.id,
    clientId: DEMO_CLIENT.id,
    seed: options.seed,
    members: memberCount,
    guides: guideCount,
    counts,
    elapsedMs,
    consent,
  };
}

/** Which customer member `index` belongs to: most to the main one, the rest to the others. */
function customerOf(seed: number, index: number): string {
  const draw = rngFor(seed, 'customer', index).next();
  const client = draw < 0.6 ? DEMO_CLIENTS[0] : draw < 0.85 ? DEMO_CLIENTS[1] : DEMO_CLIENTS[2];
  return client?.id ?? DEMO_CLIENT.id;
}

function setLastEvent(
  user: { lastEventAt?: Date | null; lastEventType?: string | null },
  history: readonly Activity[],
): void {
  let last: Activity | undefined;
  for (const a of history) if (!last || a.at > last.at) last = a;
  user.lastEventAt = last ? new Date(last.at) : null;
  user.lastEventType = last?.kind ?? null;
}

/** What the health plan's feed tells a guide about a member (dismissable once dealt with). */
const MEMBER_ALERTS = [
  'The health plan sent a new address for this member. Please confirm it at the next visit.',
  'The health plan sent a new phone number for this member. Please confirm it at the next contact.',
  'The health plan updated this member’s primary care provider. Please review the provider information.',
] as const;

/** About one member in 30 has a dismissable information-update alert (a stream of its own). */
function memberAlert(ctx: SeedContext, m: MemberRef): void {
  const rng = rngFor(ctx.seed, 'member-alert', m.index);
  if (!rng.chance(1 / 30)) return;
  ctx.rows.alerts.push({
    id: rng.uuid(),
    clientId: ctx.clientId,
    memberId: m.id,
    alertType: 'member_info_update',
    severity: 'warning',
    title: 'Member information updated',
    message: rng.pick(MEMBER_ALERTS),
    isDismissable: true,
    createdAt: new Date(ctx.now - rng.int(1, 72) * HOUR),
  });
}

/** The organisation's global alert (information, not dismissable) and the supervisor's and admin's own notifications. */
function addOrganisationItems(ctx: SeedContext, supervisor: StaffRef): void {
  const rng = rngFor(ctx.seed, 'organisation');
  ctx.rows.alerts.push({
    id: rng.uuid(),
    clientId: ctx.clientId,
    memberId: null,
    alertType: 'maintenance',
    severity: 'info',
    title: 'Scheduled maintenance',
    message: 'The portal will be unavailable on Sunday from 2:00 to 3:00 AM Central time for maintenance.',
    isDismissable: false,
    createdAt: new Date(ctx.now - 26 * HOUR),
  });
  const admin: StaffRef = { ...supervisor, id: DEMO_ACCOUNTS.admin.id };
  for (let i = 0; i < 6; i++)
    addNotification(ctx, rng, supervisor, null, 'requests', hoursAgo(ctx, rng.int(1, 10 * 24)));
  for (let i = 0; i < 3; i++) addNotification(ctx, rng, admin, null, 'requests', hoursAgo(ctx, rng.int(1, 5) * 24));
}
