/** Sign-in verification, the team, the hierarchy, catalogues and one user or member. */
import { type } from 'arktype';
import { teamQuery } from '../api/params.ts';
import { guideSchema } from '../entities/index.ts';
import { requestableStatusSchema } from '../status-change-requests.ts';
import { defineOperation } from './define.ts';

const catalogueEntry = type({ id: 'number', key: 'string', name: 'string' });
const outcome = catalogueEntry.and({ deprecatedAt: 'string | null' });

/** The acting user, the customers they may see, and the catalogues the portal needs at start. */
export const verify = defineOperation({
  method: 'GET',
  path: '/users/user/verify',
  response: type({
    user: type({
      id: 'string',
      name: 'string',
      role: 'string',
      userPermissions: 'string[]',
      featureFlags: 'string[]',
      hasAppAccess: 'boolean',
      administeredClientIds: 'string[]',
    }),
    clients: type({ id: 'string', name: 'string', displayName: 'string' }).array(),
    authenticated: 'boolean',
    memberStatuses: catalogueEntry.array(),
    voiceCallOutcomes: outcome.array(),
    visitOutcomes: outcome.array(),
  }),
  access: 'signed-in',
});

export const team = defineOperation({
  method: 'GET',
  path: '/users/team',
  query: teamQuery,
  response: type({ data: guideSchema.and({ guideId: 'string', guideName: 'string' }).array() }),
  // Guides are users: the sync engine keeps them with the rest, current from user changes.
  lists: 'user',
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

const teamSchema = type({ id: 'string', name: 'string', parentTeamId: 'string | null', userIds: 'string[]' });

export const teams = defineOperation({
  method: 'GET',
  path: '/users/teams',
  response: type({ data: teamSchema.array() }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

export const hierarchy = defineOperation({
  method: 'GET',
  path: '/users/hierarchy',
  // Nested teams: children have the team's own shape.
  response: type({ teams: teamSchema.and({ children: 'object[]' }).array() }),
  access: { permission: 'CAN_VIEW_CASELOAD' },
});

/** Every status with its change request fields (the status change request form's choices). */
export const memberStatuses = defineOperation({
  method: 'GET',
  path: '/users/member-statuses',
  response: type({ data: requestableStatusSchema.array() }),
  access: 'app-access',
});
