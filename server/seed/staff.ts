/** The demo organisation, its customers with their numbers and teams, and its staff: the fixture accounts plus generated guides. */
import { ACCESS_ROLES } from '../../domain/index.ts';
import { DAY, localMoment, type SeedContext, type StaffRef } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_CLIENT, DEMO_CLIENTS, DEMO_ORGANISATION, type DemoAccount } from './fixtures.ts';
import { randomName } from './names.ts';
import { cityLabel, cityNamed, randomGuideCity, type City } from './places.ts';
import { rngFor, type Rng } from './random.ts';
import { addTodo } from './work.ts';

export const CLIENT_FEATURE_FLAGS = ['scheduled-sms', 'goals-tracking', 'needs-call', 'call-data-quality'];

/** One guide per this many members (the demo guide included). */
export const MEMBERS_PER_GUIDE = 80;

export interface Staff {
  /** Guides who carry a caseload: the demo guide first, then the generated ones. */
  guides: StaffRef[];
  supervisor: StaffRef;
  teamIds: string[];
}

/** Client market numbers use the 555-01xx range reserved for fiction, so no real line is dialled. */
const workPhone = (city: City, n: number) => `+1${city.areaCodes[0] ?? '312'}55501${String(n % 100).padStart(2, '0')}`;

function cityOf(account: DemoAccount): City {
  const [name = '', state = ''] = account.location.split(', ');
  return cityNamed(name, state);
}

/** Each customer's settings beyond its name (the first is the BH customer, with a medical center). */
const CLIENT_SETTINGS = [
  {
    website: 'https://sunrise-health.example.org',
    callEngagementLengthRequirementInMinutes: 5,
    smsReEngagementThreshold: 3,
    featureFlags: CLIENT_FEATURE_FLAGS,
    averageMonthsInProgram: 7.5,
    area: '312',
  },
  {
    website: 'https://lakeshore-care.example.org',
    callEngagementLengthRequirementInMinutes: 4,
    smsReEngagementThreshold: 2,
    featureFlags: ['needs-call'],
    averageMonthsInProgram: 5.2,
    area: '773',
  },
  {
    website: 'https://prairie-community.example.org',
    callEngagementLengthRequirementInMinutes: 6,
    smsReEngagementThreshold: 3,
    featureFlags: ['needs-call', 'goals-tracking'],
    averageMonthsInProgram: 9.1,
    area: '217',
  },
] as const;

/** The organisation, its customers, their market and feedback numbers (internal ids from `firstPhoneId`) and teams. */
function addOrganisationAndCustomers(ctx: Omit<SeedContext, 'supervisor'>, rng: Rng, firstPhoneId: number): string[][] {
  const { rows } = ctx;
  rows.organisations.push({
    id: DEMO_ORGANISATION.id,
    name: DEMO_ORGANISATION.name,
    createdAt: new Date(ctx.now - 500 * DAY),
  });
  // Seeding is the initial state: no change rows, and the sequence starts at 0.
  rows.organisationSequences.push({ head: 0 });
  let phoneId = firstPhoneId;
  DEMO_CLIENTS.forEach((client, i) => {
    const settings = CLIENT_SETTINGS[i % CLIENT_SETTINGS.length] ?? CLIENT_SETTINGS[0];
    const { area, ...record } = settings;
    const market = phoneId++,
      feedback = phoneId++;
    rows.internalPhoneNumbers.push(
      {
        id: market,
        displayName: `${client.displayName} line`,
        description: 'Market number',
        number: `+1${area}5550${180 + 2 * i}`,
        timezone: 'America/Chicago',
        isDefault: i === 0,
        sid: `PN${rng.hex(32)}`,
      },
      {
        id: feedback,
        displayName: `${client.displayName} feedback`,
        description: 'Feedback calls',
        number: `+1${area}5550${181 + 2 * i}`,
        timezone: 'America/Chicago',
        isFeedbackNumber: true,
        sid: `PN${rng.hex(32)}`,
      },
    );
    rows.clients.push({
      id: client.id,
      name: client.name,
      displayName: client.displayName,
      medicalCenterId: client.medicalCenterId,
      ...record,
      featureFlags: [...record.featureFlags],
      internalPhoneNumberId: market,
      feedbackNumberId: feedback,
      createdAt: new Date(ctx.now - (400 - 60 * i) * DAY),
    });
    rows.clientMarketNumbers.push(
      { clientId: client.id, internalPhoneNumberId: market, type: 'phoneNumber' },
      { clientId: client.id, internalPhoneNumberId: feedback, type: 'feedbackNumber' },
    );
  });
  // Sunrise: North Side is the umbrella team, South and West Side sit under it in the hierarchy.
  // The other customers have one team each.
  const north = rng.uuid(),
    south = rng.uuid(),
    west = rng.uuid();
  const [sunrise, ...others] = DEMO_CLIENTS;
  rows.teams.push(
    { id: north, clientId: sunrise?.id ?? DEMO_CLIENT.id, name: 'North Side', parentTeamId: null },
    { id: south, clientId: sunrise?.id ?? DEMO_CLIENT.id, name: 'South Side', parentTeamId: north },
    { id: west, clientId: sunrise?.id ?? DEMO_CLIENT.id, name: 'West Side', parentTeamId: north },
  );
  const teams = [[north, south, west]];
  for (const client of others) {
    const id = rng.uuid();
    rows.teams.push({
      id,
      clientId: client.id,
      name: client.displayName.split(' ')[0] ?? client.displayName,
      parentTeamId: null,
    });
    teams.push([id]);
  }
  return teams;
}

export function addClientAndStaff(
  ctx: Omit<SeedContext, 'supervisor'>,
  guideCount: number,
  firstInternalPhoneId = 1,
): Staff {
  const rng = rngFor(ctx.seed, 'staff');
  const { rows, clientId } = ctx;
  const customerTeams = addOrganisationAndCustomers(ctx, rngFor(ctx.seed, 'customers'), firstInternalPhoneId);
  const [north = '', south = '', west = ''] = customerTeams[0] ?? [];
  const teamIds = customerTeams.flat();

  const staffRow = (
    id: string,
    first: string,
    last: string,
    role: string,
    city: City,
    login: DemoAccount | null,
    hasAppAccess: boolean,
    home = clientId,
  ) => {
    rows.users.push({
      id,
      clientId: home,
      role,
      firstName: first,
      lastName: last,
      loginEmail: login?.email ?? null,
      authSubject: login ? id : null,
      hasAppAccess,
      extraPermissions: [],
      location: cityLabel(city),
      timeZone: city.timeZone,
      language: 'en',
      createdAt: new Date(ctx.now - rng.int(200, 390) * DAY),
      updatedAt: new Date(ctx.now - rng.int(1, 30) * DAY),
    });
  };
  const refs = new Map<string, StaffRef>();
  let phoneNo = 0;
  for (const account of Object.values(DEMO_ACCOUNTS) as DemoAccount[]) {
    const city = cityOf(account);
    staffRow(account.id, account.firstName, account.lastName, account.role, city, account, account.hasAppAccess);
    const admin = account.role === 'ADMIN' || account.role === 'SUPER_ADMIN';
    // Administrators administer every customer; the supervisor administers their own (the
    // hospitalizations dashboard is a customer administrator's) and audits the second one.
    if (admin)
      for (const client of DEMO_CLIENTS)
        rows.userClientAccess.push({ userId: account.id, clientId: client.id, accessRole: ACCESS_ROLES.ADMIN });
    else
      rows.userClientAccess.push({
        userId: account.id,
        clientId,
        accessRole: account.role === 'GUIDE_SUPERVISOR' ? ACCESS_ROLES.ADMIN : ACCESS_ROLES.MEMBER,
      });
    const audited = DEMO_CLIENTS[1];
    if (account.role === 'GUIDE_SUPERVISOR' && audited)
      rows.userClientAccess.push({ userId: account.id, clientId: audited.id, accessRole: ACCESS_ROLES.VIEWER });
    refs.set(account.id, {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      city,
      workPhone: workPhone(city, phoneNo++),
    });
  }
  const demoGuide = refs.get(DEMO_ACCOUNTS.guide.id) as StaffRef;
  const supervisor = refs.get(DEMO_ACCOUNTS.supervisor.id) as StaffRef;
  const fixtureTeams: [string, string, boolean][] = [
    [north, DEMO_ACCOUNTS.guide.id, false],
    [north, DEMO_ACCOUNTS.supervisor.id, true],
    [south, DEMO_ACCOUNTS.supervisor.id, false],
    [west, DEMO_ACCOUNTS.supervisor.id, false],
    [north, DEMO_ACCOUNTS.admin.id, false],
    [south, DEMO_ACCOUNTS.provider.id, false],
    [west, DEMO_ACCOUNTS.noAccess.id, false],
  ];
  for (const [teamId, userId, isLead] of fixtureTeams) rows.teamMemberships.push({ teamId, userId, isLead });

  const guides = [demoGuide];
  for (let i = 1; i < guideCount; i++) {
    const grng = rngFor(ctx.seed, 'guide', i);
    const name = randomName(grng, 0.3);
    const city = randomGuideCity(grng);
    const id = grng.uuid();
    // Generated guides have no login e-mail: they exist to carry caseloads, not to sign in.
    // Guides are spread over every customer's teams; their home customer is their team's.
    const team = i % teamIds.length;
    const home = DEMO_CLIENTS[customerTeams.findIndex((ids) => ids.includes(teamIds[team] ?? ''))]?.id ?? clientId;
    staffRow(id, name.firstName, name.lastName, 'GUIDE', city, null, true, home);
    rows.userClientAccess.push({ userId: id, clientId: home, accessRole: ACCESS_ROLES.MEMBER });
    rows.teamMemberships.push({ teamId: teamIds[team] as string, userId: id, isLead: false });
    guides.push({
      id,
      firstName: name.firstName,
      lastName: name.lastName,
      city,
      workPhone: workPhone(city, phoneNo++),
    });
  }
  return { guides, supervisor, teamIds };
}

/** Calls and texts from numbers matching no member: the calls page's 'Only unassigned' view. */
export function unknownCallers(ctx: SeedContext, rng: Rng, guide: StaffRef): void {
  const count = rng.int(0, 2);
  for (let i = 0; i < count; i++) {
    const { at, ageDays } = localMoment(ctx.now, rng.int(0, 12), 9 + rng.next() * 9, guide.city);
    const caller = `+1${rng.pick(guide.city.areaCodes)}${rng.int(201, 554)}${rng.digits(4)}`;
    if (rng.chance(0.5)) {
      const id = rng.uuid();
      const voicemail = rng.chance(0.6);
      ctx.rows.calls.push({
        id,
        clientId: ctx.clientId,
        sid: `CA${rng.hex(32)}`,
        status: 'MISSED',
        incoming: true,
        originatorUserId: null,
        originatorPhoneNumber: caller,
        receiverUserId: guide.id,
        receiverPhoneNumber: guide.workPhone,
        subjectId: null,
        wentToVoicemail: voicemail,
        timeStarted: new Date(at),
        timeEnded: new Date(at + 30_000),
        duration: voicemail ? rng.int(10, 60) : 0,
      });
      if (voicemail)
        addTodo(ctx, rng, guide, {
          type: 'CALL_AUDIT',
          at,
          open: ageDays < 4,
          memberId: null,
          external: { type: 'call', id },
        });
    } else {
      ctx.rows.smsMessages.push({
        id: rng.uuid(),
        clientId: ctx.clientId,
        subjectId: null,
        text: rng.pick(['Hi who is this?', 'Call me back please', 'Stop', 'Is this the clinic?']),
        userId: guide.id,
        incoming: true,
        sentAt: new Date(at),
        createdAt: new Date(at),
        smsStatus: 'delivered',
        smsPhoneNumber: caller,
      });
    }
  }
}
