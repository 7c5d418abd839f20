/**
 * The hand-driven backend's resource hub, answered as server/resources/local-directory.ts does in
 * small: programs of the zip code (located there, then nationwide), with any of the tags, whose
 * name, provider or description holds every word of the terms, then by name; one window with its count.
 */
import { OPERATIONS, searchWords, type CallInput, type EntityShape, type Operation } from '../../domain/index.ts';
import type { Http, HttpResult } from '../ports.ts';

/** What these answers need of the fake backend (described here: importing it would make a cycle). */
interface FakeBackend {
  readonly tables: { readonly resourceProgram: Map<string, EntityShape<'resourceProgram'>> };
  readonly head: number;
}

type Program = EntityShape<'resourceProgram'>;

export function makeProgram(id: string, name: string, overrides: Partial<Program> = {}): Program {
  return {
    id,
    findHelpId: `local-${id}`,
    clientId: null,
    name,
    providerName: 'Neighbors United',
    description: 'Free groceries every week.',
    serviceTags: ['food-pantry'],
    phoneNumber: '+13125550100',
    url: null,
    streetAddress: '100 Main St',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60608',
    nationwide: false,
    hours: null,
    eligibility: null,
    languages: ['en'],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function answerResourceRead(backend: FakeBackend, operation: Operation, input: object): HttpResult | undefined {
  if (operation === OPERATIONS.resourceHubProgram) {
    const program = backend.tables.resourceProgram.get(
      (input as CallInput<typeof OPERATIONS.resourceHubProgram>).params.resourceId,
    );
    if (!program) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
    return { body: structuredClone(program), head: backend.head };
  }
  if (operation !== OPERATIONS.resourceHubSearch) return undefined;
  const query = (input as CallInput<typeof OPERATIONS.resourceHubSearch>).query ?? {};
  const words = searchWords(query.terms);
  const matching = [...backend.tables.resourceProgram.values()]
    .filter((p) => !query.zipcode || p.nationwide || p.zipcode === query.zipcode)
    .filter((p) => !query.serviceTags?.length || p.serviceTags.some((tag) => query.serviceTags!.includes(tag)))
    .filter((p) => words.every((word) => `${p.name} ${p.providerName} ${p.description}`.toLowerCase().includes(word)))
    .sort(
      (a, b) => Number(a.nationwide) - Number(b.nationwide) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
  const start = query['page-start'] ?? 0;
  const data = matching.slice(start, start + (query['page-size'] ?? 25));
  return {
    body: { data: structuredClone(data), ...(query.includeCount ? { count: matching.length } : {}) },
    head: backend.head,
  };
}

type Need = EntityShape<'need'>;

/** A need as the server presents it (its member's summary embedded), for the docket and goals tests. */
export function makeNeed(id: string, member: EntityShape<'user'>, overrides: Partial<Need> = {}): Need {
  return {
    id,
    memberId: member.id,
    member: {
      id: member.id,
      name: member.name,
      firstName: member.firstName,
      lastName: member.lastName,
      assignedGuideId: member.assignedGuideId ?? null,
    },
    issueId: null,
    issueLabel: 'Food insecurity',
    zCode: 'Z59.41',
    categoryId: null,
    domainId: null,
    reason: '<p>Skips meals</p>',
    identifiedAt: '2026-11-01T15:00:00.000Z',
    expiresAt: '2026-12-01T06:00:00.000Z',
    abandonedAt: null,
    closedById: null,
    fulfilledAt: null,
    fulfilledComment: null,
    needRequiresAction: true,
    canDelete: true,
    sortOrder: 0,
    createdById: 'g1',
    assignedSurveyId: null,
    lastActionAt: null,
    updatedAt: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}

/**
 * The docket's read of a guide's open needs (`GET /care/user-needs?guideId=`), as server/routes/needs.ts
 * answers it, soonest expiry first; every other call goes to the backend. Wraps the backend's Http.
 */
export function withGuideNeeds(
  backend: FakeBackend & {
    readonly tables: { readonly need: Map<string, Need>; readonly user: Map<string, EntityShape<'user'>> };
    readonly http: Http;
  },
): Http {
  return {
    call: async (operation, input) => {
      const guideId = (input as { query?: { guideId?: string } }).query?.guideId;
      if ((operation as unknown) !== OPERATIONS.userNeeds || !guideId) return backend.http.call(operation, input);
      const data = [...backend.tables.need.values()]
        .filter(
          (need) =>
            backend.tables.user.get(need.memberId)?.assignedGuideId === guideId &&
            !need.fulfilledAt &&
            !need.abandonedAt,
        )
        .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id.localeCompare(b.id));
      return { body: { data: structuredClone(data) }, head: backend.head } as never;
    },
  };
}
