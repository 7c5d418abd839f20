/** Teams Management and the internal numbers a team may show (spec part 3 section 7), for admins only. */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { createTeamBody, teamParams, updateTeamBody } from '../teams.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const team = ENTITIES.team.schema;

/** Every team of the organisation, by name (an organisation has at most a few thousand). */
export const adminTeams = defineOperation({
  method: 'GET',
  path: '/users/admin/teams',
  response: type({ data: team.array() }),
  lists: 'team',
  access: admin,
});

export const createTeam = defineOperation({
  method: 'POST',
  path: '/users/admin/teams',
  body: createTeamBody,
  response: team,
  access: admin,
  idempotent: true,
});

export const updateTeam = defineOperation({
  method: 'PATCH',
  path: '/users/admin/teams/:id',
  params: teamParams,
  body: updateTeamBody,
  response: team,
  access: admin,
  idempotent: true,
});

/** The organisation's internal numbers (the Teams form's number picker; Phone Number Management's list). */
export const internalPhoneNumbers = defineOperation({
  method: 'GET',
  path: '/users/internal-phone-number/get-all-internal-numbers',
  response: type({ data: ENTITIES.internalPhoneNumber.schema.array() }),
  lists: 'internalPhoneNumber',
  access: admin,
});
