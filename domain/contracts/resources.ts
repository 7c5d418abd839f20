/** The resource hub (spec part 2 section 7 "Resource hub"): its service tags, the program search and one program. */
import { type } from 'arktype';
import { ENTITIES } from '../entities/index.ts';
import { resourceProgramParams, resourceSearchQuery, SERVICE_CATEGORIES } from '../resources.ts';
import { defineOperation } from './define.ts';
import { listOf } from './shapes.ts';

const caseload = { permission: 'CAN_VIEW_CASELOAD' } as const;

/** The taxonomy's tags the directory offers, by category (a catalogue: read once per session). */
export const resourceHubTags = defineOperation({
  method: 'GET',
  path: '/resourcing/hub/tags',
  response: type({
    data: type({ key: 'string', category: type.enumerated(...SERVICE_CATEGORIES), name: 'string' }).array(),
  }),
  access: caseload,
});

/**
 * Programs matching the search, best first: with terms, by text rank; then programs located in the
 * zip code before those serving it from elsewhere and nationwide ones; then by name. One window
 * at `page-start` with its `count`. The customer narrows to programs open to that customer.
 */
export const resourceHubSearch = defineOperation({
  method: 'GET',
  path: '/resourcing/hub/search',
  query: resourceSearchQuery,
  response: listOf(ENTITIES.resourceProgram.schema),
  lists: 'resourceProgram',
  access: caseload,
});

export const resourceHubProgram = defineOperation({
  method: 'GET',
  path: '/resourcing/hub/programs/:resourceId',
  params: resourceProgramParams,
  response: ENTITIES.resourceProgram.schema,
  lists: 'resourceProgram',
  one: true,
  access: caseload,
});
