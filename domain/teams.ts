/**
 * Teams Management (spec part 3 sections 2, 3, 7): a team's name, customer and the internal number
 * its calls show. The spec leaves the form's schema open; these are the limits a server must keep.
 * The messages are the server's English; the admin pages say them in the reader's language.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';

export const TEAM_LIMITS = { name: 100, teamsPerOrganisation: 2000 } as const;

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required.',
  nameTooLong: `Team name must be at most ${TEAM_LIMITS.name} characters.`,
  nameTaken: 'A team with this name already exists.',
} as const;

/** A team's name, trimmed: required, at most 100 characters (the form checks it with the server's schema). */
export const teamName = type('string')
  .pipe((value) => value.trim())
  .to(
    type('string > 0')
      .configure({ message: TEAM_MESSAGES.nameRequired })
      .and(type(`string <= ${TEAM_LIMITS.name}`).configure({ message: TEAM_MESSAGES.nameTooLong })),
  );

/** The internal number's id, or null for none (the customer's market number). */
const internalNumberId = type('1 <= number.integer <= 2147483647').or('null');

/** POST /users/admin/teams: the client makes the id, so the new row shows before the server answers. */
export const createTeamBody = type({
  id: uuid,
  name: teamName,
  clientId: uuid,
  internalPhoneNumberId: internalNumberId,
});

/** PATCH /users/admin/teams/{id}: the spec's body, name and internalPhoneNumberId. */
export const updateTeamBody = type({
  name: teamName,
  internalPhoneNumberId: internalNumberId,
});

export const teamParams = type({ id: uuid });
