/**
 * The resource hub (spec part 2 section 7 "Resource hub"): tags, program search and one program,
 * answered by the resource directory port (the local directory unless `server/app.ts` passes a
 * directory service). What this file guarantees:
 * - Everything is scoped to the acting user's organisation; a customer of another organisation,
 *   or a program of one, answers 404 like a missing one.
 * - The query is the contract's (validated before this runs): zip code 5 digits, terms at most
 *   200 characters, tags of the taxonomy, at most 100 programs a page.
 */
import { and, eq } from 'drizzle-orm';
import { RESOURCE_SEARCH_LIMITS } from '../../domain/index.ts';
import { clients } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { programSearchOf, type ResourceDirectory } from '../resources/directory.ts';
import { createLocalDirectory } from '../resources/local-directory.ts';

type ResourceOperations = 'resourceHubTags' | 'resourceHubSearch' | 'resourceHubProgram';

export function resourceHubHandlers(
  ctx: AppContext,
  directory: ResourceDirectory = createLocalDirectory(ctx.db),
): HandlersOf<ResourceOperations> {
  const { db } = ctx;
  return {
    async resourceHubTags({ actor }) {
      return { data: [...(await directory.tags({ organisationId: actor.organisationId }))] };
    },

    async resourceHubSearch({ actor, query }) {
      const search = programSearchOf(query, RESOURCE_SEARCH_LIMITS.pageSize);
      if (search.clientId) {
        const [client] = await db
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.id, search.clientId), eq(clients.organisationId, actor.organisationId)));
        if (!client) throw notFound();
      }
      const { programs, count } = await directory.search({ organisationId: actor.organisationId }, search);
      return { data: programs, count };
    },

    async resourceHubProgram({ actor, params }) {
      const program = await directory.program({ organisationId: actor.organisationId }, params.resourceId);
      if (!program) throw notFound();
      return program;
    },
  };
}
