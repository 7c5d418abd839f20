/**
 * Kept for the Needs tab benchmark only (test/bench/needs-tab.ts, which is not ours to change):
 * a need as the server presents it, and the docket's read of a guide's open needs. The engine's
 * tests of needs run on the real server (sync/needs.test.ts, sync/docket-needs.test.ts). Delete
 * once the benchmark answers its read with `HandDrivenBackend.serve`.
 */
import { OPERATIONS, type EntityShape } from '../../domain/index.ts';
import type { Http } from '../ports.ts';
import type { HandDrivenBackend } from './hand-driven.ts';

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
export function withGuideNeeds(backend: HandDrivenBackend): Http {
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
