/**
 * Members (role PATIENT): profile, caseload status and stage, status history, external patient id,
 * phones, e-mails and addresses.
 */
import {
  MEMBER_STAGE_KEYS,
  MEMBER_STATUS_KEYS,
  type MemberStageKey,
  type MemberStatusKey,
  type OutreachPhase,
} from '../../domain/index.ts';
import { seededPatientId } from '../providers/external-records.ts';
import { DAY, HOUR, type Activity, type MemberRef, type SeedContext, type StaffRef } from './context.ts';
import { asciiSlug, randomName, type PersonName } from './names.ts';
import { memberAttributesFor } from './member-attributes.ts';
import { personalInfoFor } from './personal-info.ts';
import { CITIES, randomAddress, randomPhone, type City } from './places.ts';
import { rngFor, type Rng } from './random.ts';
import type { Rows } from './writer.ts';

/** Reference data numbers statuses and stages from 1 in catalogue order (server/db/reference-data.ts). */
export const statusId = (key: MemberStatusKey) => MEMBER_STATUS_KEYS.indexOf(key) + 1;
export const stageId = (key: MemberStageKey) => MEMBER_STAGE_KEYS.indexOf(key) + 1;

/** A caseload as it looks in practice: mostly engaged in-program members, a quarter in outreach, a few closed. */
export const CASELOAD: readonly (readonly [readonly [MemberStageKey, MemberStatusKey], number])[] = [
  [['in-program', 'newly-engaged'], 13],
  [['in-program', 're-engaged'], 8],
  [['in-program', 'skill-building'], 22],
  [['in-program', 'interacted'], 15],
  [['in-program', 'unable-to-re-engage'], 1],
  [['in-program', 'paused'], 3],
  [['in-program', 'discharged'], 2],
  [['independence', 'graduated'], 3],
  [['outreach', 'new'], 8],
  [['outreach', 'attempted'], 13],
  [['outreach', 'queued'], 6],
  [['outreach', 'no-contact'], 2],
  [['outreach', 'unable-to-newly-engage'], 2],
  [['outreach', 'refused-services'], 1],
];

/** How far outreach has got, by the member's outreach status: new members are at the start, closed ones done. */
const OUTREACH_PHASE_MIX: Partial<Record<MemberStatusKey, readonly (readonly [OutreachPhase, number])[]>> = {
  new: [['initial-outreach', 1]],
  attempted: [
    ['initial-outreach', 4],
    ['follow-up-outreach', 4],
    ['final-outreach', 2],
  ],
  queued: [
    ['initial-outreach', 1],
    ['follow-up-outreach', 2],
    ['final-outreach', 1],
  ],
  'no-contact': [
    ['final-outreach', 1],
    ['completed-outreach', 2],
  ],
};
const OUTREACH_DONE: readonly (readonly [OutreachPhase, number])[] = [['completed-outreach', 1]];

/**
 * The outreach phase of a member in the outreach stage (null in other stages). Drawn from a stream of
 * its own, so every other row of the seed stays as it was before phases existed.
 */
export function outreachPhaseOf(
  seed: number,
  index: number,
  stage: MemberStageKey,
  status: MemberStatusKey,
): OutreachPhase | null {
  if (stage !== 'outreach') return null;
  return rngFor(seed, 'outreach-phase', index).weighted(OUTREACH_PHASE_MIX[status] ?? OUTREACH_DONE);
}

const CARRIERS = ['Verizon', 'T-Mobile', 'AT&T', 'Cricket Wireless', 'Metro by T-Mobile', 'Boost Mobile'];
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

export interface MemberOptions {
  id?: string;
  name?: PersonName;
  city?: City;
  stage?: MemberStageKey;
  status?: MemberStatusKey;
  language?: string;
  birthDate?: string;
  withEmail?: boolean;
  /** Registered with the external record system (about half of the members are, by a stream of its own). */
  registered?: boolean;
}

/** About half of the members are registered with the external record system. */
export function externalPatientIdOf(seed: number, index: number, registered?: boolean): string | null {
  return (registered ?? rngFor(seed, 'external-patient', index).chance(0.5)) ? seededPatientId(index) : null;
}

export interface NewMember {
  ref: MemberRef;
  /** The pushed users row, so the caller can fill in lastEventAt/lastEventType once the history exists. */
  user: Rows['users'][number];
  address: string;
}

/** Birth dates are absolute (not relative to now) so they stay identical between runs. */
function randomBirthDate(rng: Rng): string {
  const year =
    rng.weighted([
      [1935, 4],
      [1945, 12],
      [1955, 20],
      [1965, 22],
      [1975, 18],
      [1985, 14],
      [1995, 10],
    ] as const) + rng.int(0, 9);
  const month = rng.int(1, 12);
  const day = rng.int(1, month === 2 ? 28 : 30);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addMember(
  ctx: SeedContext,
  rng: Rng,
  index: number,
  guide: StaffRef,
  options: MemberOptions = {},
): NewMember {
  const { rows, clientId } = ctx;
  const id = options.id ?? rng.uuid();
  ctx.memberClients.set(id, clientId);
  const name = options.name ?? randomName(rng);
  // Guides serve their own area: most of a caseload lives in the guide's city.
  const city = options.city ?? (rng.chance(0.85) ? guide.city : rng.pick(CITIES));
  const [stage, status] = options.stage && options.status ? [options.stage, options.status] : rng.weighted(CASELOAD);
  const language = options.language ?? (name.spanish && rng.chance(0.65) ? 'es' : 'en');

  const primaryPhone = randomPhone(rng, city);
  const phoneId = ctx.nextPhoneId();
  rows.phoneNumbers.push({
    id: phoneId,
    clientId,
    userId: id,
    number: primaryPhone,
    description: 'Mobile',
    isPrimary: true,
    type: 'mobile',
    carrier: rng.pick(CARRIERS),
  });
  if (rng.chance(0.3)) {
    const doNotContact = rng.chance(0.04);
    rows.phoneNumbers.push({
      id: ctx.nextPhoneId(),
      clientId,
      userId: id,
      number: randomPhone(rng, city),
      description: rng.pick(['Home', 'Work', 'Daughter', 'Son']),
      isPrimary: false,
      type: rng.pick(['landline', 'mobile']),
      carrier: null,
      doNotContact,
      doNotContactReason: doNotContact ? 'Member asked not to be called at this number' : null,
    });
  }
  if (options.withEmail ?? rng.chance(0.45)) {
    const local = `${asciiSlug(name.firstName)}.${asciiSlug(name.lastName)}${rng.int(1, 99)}`;
    rows.emailAddresses.push({
      id: rng.uuid(),
      clientId,
      userId: id,
      emailAddress: `${local}@${rng.pick(EMAIL_DOMAINS)}`,
      description: 'Personal',
      isPrimary: true,
    });
  }
  const home = randomAddress(rng, city);
  rows.addresses.push({
    id: rng.uuid(),
    clientId,
    userId: id,
    description: 'Home',
    line1: home.line1,
    line2: home.line2,
    city: city.name,
    state: city.state,
    zip: home.zip,
    isPrimary: true,
    latitude: home.latitude,
    longitude: home.longitude,
  });
  if (rng.chance(0.08)) {
    rows.addresses.push({
      id: rng.uuid(),
      clientId,
      userId: id,
      description: 'Mailing',
      line1: `PO Box ${rng.int(100, 9999)}`,
      line2: null,
      city: city.name,
      state: city.state,
      zip: rng.pick(city.zips),
      isPrimary: false,
    });
  }

  const user: Rows['users'][number] = {
    id,
    clientId,
    role: 'PATIENT',
    firstName: name.firstName,
    lastName: name.lastName,
    hasAppAccess: false,
    extraPermissions: [],
    timeZone: city.timeZone,
    language,
    assignedGuideId: guide.id,
    memberStatusId: statusId(status),
    memberStageId: stageId(stage),
    outreachPhase: outreachPhaseOf(ctx.seed, index, stage, status),
    birthDate: options.birthDate ?? randomBirthDate(rng),
    externalPatientId: externalPatientIdOf(ctx.seed, index, options.registered),
    createdAt: new Date(ctx.now - rng.int(95, 900) * DAY),
    updatedAt: new Date(ctx.now - rng.int(0, 20) * DAY),
    ...memberAttributesFor(ctx.seed, index, { firstName: name.firstName, city, status, now: ctx.now }),
    ...personalInfoFor(ctx.seed, index, { spanish: name.spanish, language }),
  };
  rows.users.push(user);
  const ref: MemberRef = {
    id,
    index,
    firstName: name.firstName,
    lastName: name.lastName,
    spanish: name.spanish,
    city,
    guide,
    stage,
    status,
    phoneId,
    phone: primaryPhone,
  };
  return { ref, user, address: [home.line1, home.line2].filter(Boolean).join(', ') };
}

/**
 * The statuses a member plausibly went through before the current one, oldest first: outreach
 * members were new and then attempted; engaged ones were newly engaged, some fell away and came
 * back. A status not listed came straight after 'new'.
 */
const STATUS_PATHS: Partial<Record<MemberStatusKey, readonly MemberStatusKey[]>> = {
  new: [],
  attempted: ['new'],
  queued: ['new', 'attempted'],
  'no-contact': ['new', 'attempted'],
  'unable-to-newly-engage': ['new', 'attempted'],
  'refused-services': ['new', 'attempted'],
  'newly-engaged': ['new', 'attempted'],
  interacted: ['attempted', 'newly-engaged'],
  'skill-building': ['newly-engaged', 'interacted'],
  're-engaged': ['newly-engaged', 'unable-to-re-engage'],
  'unable-to-re-engage': ['newly-engaged', 'skill-building'],
  paused: ['newly-engaged', 'skill-building'],
  discharged: ['newly-engaged', 'skill-building'],
  graduated: ['newly-engaged', 'skill-building'],
};

/**
 * 1 to 3 status events ending in the member's current status (so the newest one is
 * `users.member_status_id`), drawn from a stream of their own so every other row stays as it was.
 * The current status often came with the member's latest call or visit, and links its feed item.
 */
export function statusEventsFor(ctx: SeedContext, m: MemberRef, history: readonly Activity[]): void {
  const rng = rngFor(ctx.seed, 'status-events', m.index);
  const path = STATUS_PATHS[m.status] ?? ['new'];
  const earlier = path.slice(path.length - rng.int(0, Math.min(2, path.length)));
  // By position in the history (drawn age order), never by clock time.
  const cause = [...history].reverse().find((a) => a.kind === 'call' || a.kind === 'visit');
  const linked = cause && rng.chance(0.6) ? cause : undefined;
  let at = linked ? linked.at : ctx.now - rng.int(1, 45) * DAY - rng.int(0, 8) * HOUR;
  const events: { status: MemberStatusKey; at: number; feedItemId: string | null }[] = [
    { status: m.status, at, feedItemId: linked?.feedItemId ?? null },
  ];
  for (const status of [...earlier].reverse()) {
    at -= rng.int(10, 60) * DAY + rng.int(0, 8) * HOUR;
    events.push({ status, at, feedItemId: null });
  }
  const clientId = ctx.memberClients.get(m.id) ?? ctx.clientId;
  for (const e of events) {
    ctx.rows.memberStatusEvents.push({
      id: rng.uuid(),
      clientId,
      memberId: m.id,
      memberStatusId: statusId(e.status),
      effectiveAt: new Date(e.at),
      feedItemId: e.feedItemId,
      dismissedAt: null,
    });
  }
}
