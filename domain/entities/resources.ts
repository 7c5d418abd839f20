/** The resource hub's community programs (spec part 2 section 3 "Resource (find-help program)"). */
import { type } from 'arktype';
import { defineEntity } from './define.ts';

/**
 * A program of the organisation's directory. `findHelpId` is the directory's own id for it (the
 * local directory's or a directory service's); `clientId` null means every customer may refer to it.
 */
export const resourceProgram = defineEntity({
  kind: 'resourceProgram',
  schema: type({
    id: 'string',
    findHelpId: 'string',
    clientId: 'string | null',
    name: 'string',
    providerName: 'string',
    description: 'string',
    serviceTags: 'string[]',
    phoneNumber: 'string | null',
    url: 'string | null',
    streetAddress: 'string | null',
    city: 'string | null',
    state: 'string | null',
    zipcode: 'string | null',
    /** Serves every zip code (a national hotline, a service by phone). */
    nationwide: 'boolean',
    hours: 'string | null',
    eligibility: 'string | null',
    languages: 'string[]',
    updatedAt: 'string',
  }),
  audience: { kind: 'organisation' },
});
