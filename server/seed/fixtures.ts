/**
 * Named demo fixtures that tests, the README and the e2e suite refer to by name. Their ids are
 * fixed so a test can say "the demo guide" and mean the same row on every machine.
 */
/** The tenant. Databases migrated from before organisations existed get this id too. */
export const DEMO_ORGANISATION = {
  id: '00000000-0000-4000-8000-000000000010',
  name: 'Sunrise Care Collaborative',
} as const;

/** The main customer: has a medical center, so the admin screens show it as a BH customer. */
export const DEMO_CLIENT = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'sunrise-health',
  displayName: 'Sunrise Health Partners',
  medicalCenterId: 'SHP-0001',
} as const;

export interface DemoClient {
  id: string;
  name: string;
  displayName: string;
  medicalCenterId: string | null;
}

/** The organisation's customers: the demo member and the fixture staff belong to the first. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  DEMO_CLIENT,
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'lakeshore-care',
    displayName: 'Lakeshore Care Plan',
    medicalCenterId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'prairie-community',
    displayName: 'Prairie Community Health',
    medicalCenterId: null,
  },
];

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'GUIDE' | 'GUIDE_SUPERVISOR' | 'ADMIN' | 'SUPER_ADMIN' | 'PROVIDER';
  hasAppAccess: boolean;
  location: string;
}

/** Staff who can sign in to the embedded provider with the demo password. */
export const DEMO_ACCOUNTS = {
  guide: {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'guide@example.org',
    firstName: 'Gabriela',
    lastName: 'Reyes',
    role: 'GUIDE',
    hasAppAccess: true,
    location: 'Chicago, IL',
  },
  supervisor: {
    id: '00000000-0000-4000-8000-000000000102',
    email: 'supervisor@example.org',
    firstName: 'Samuel',
    lastName: 'Okafor',
    role: 'GUIDE_SUPERVISOR',
    hasAppAccess: true,
    location: 'Chicago, IL',
  },
  admin: {
    id: '00000000-0000-4000-8000-000000000103',
    email: 'admin@example.org',
    firstName: 'Alice',
    lastName: 'Nguyen',
    role: 'ADMIN',
    hasAppAccess: true,
    location: 'Denver, CO',
  },
  superAdmin: {
    id: '00000000-0000-4000-8000-000000000104',
    email: 'superadmin@example.org',
    firstName: 'Sofia',
    lastName: 'Martinez',
    role: 'SUPER_ADMIN',
    hasAppAccess: true,
    location: 'New York, NY',
  },
  provider: {
    id: '00000000-0000-4000-8000-000000000105',
    email: 'provider@example.org',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'PROVIDER',
    hasAppAccess: true,
    location: 'Los Angeles, CA',
  },
  noAccess: {
    id: '00000000-0000-4000-8000-000000000106',
    email: 'noaccess@example.org',
    firstName: 'Nathan',
    lastName: 'Brooks',
    role: 'GUIDE',
    hasAppAccess: false,
    location: 'Houston, TX',
  },
} as const satisfies Record<string, DemoAccount>;

/** The member with a full history (calls, texts, visits, notes, todos, a hospitalization), on the demo guide's caseload. */
export const DEMO_MEMBER = {
  id: '00000000-0000-4000-8000-000000000201',
  firstName: 'Rosa',
  lastName: 'Delgado',
  assignedGuideId: DEMO_ACCOUNTS.guide.id,
} as const;

/**
 * The demo's backend client (SMART Backend Services, `server/auth/backend-clients.ts`): the main
 * customer's data warehouse, reading FHIR with no user. Its private key is here as the demo
 * password is in the README: a credential of the demo organisation only, seeded only where demo
 * identities are allowed. Real clients keep their private keys (`npm run backend-client -- register`).
 */
export const DEMO_BACKEND_CLIENT = {
  id: '00000000-0000-4000-8000-000000000401',
  clientId: 'demo-sunrise-data-warehouse',
  name: 'Sunrise Health Partners data warehouse',
  privateJwk: {
    kty: 'EC',
    crv: 'P-384',
    x: 'W55U6XBZj3GcUCO9Y33uxhsM5yAiCIl7PV6fTiHXI1ny_BgcEHGJbM7jnhKYkDbx',
    y: 'iW1uCcczJ_LQ0PSRfzDaeeUXQyKUUgAVeRp_aXC1vYubZKf9pPBp36TES8oaNxJR',
    d: '619hsyYxUZO1NBBo0tcExIq9NapIMszTBqdKXvDWh3IZ5zlCxyNvWkTm7YffqXEF',
    kid: 'demo-warehouse-2026',
    alg: 'ES384',
    use: 'sig',
  },
} as const;
