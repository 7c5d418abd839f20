/**
 * The resource directory port (spec part 2 section 7 "Resource hub"). The hub's routes ask a
 * directory for tags, searches and programs and never know which one answers: the default is the
 * organisation's local directory in the database (`local-directory.ts`); a directory service
 * (findhelp, a 211 feed) plugs into the same port in `server/app.ts`. Such an adapter answers
 * programs under stable uuids of its own ids (a uuid v5 of `findHelpId`, say), since the hub's
 * paths and the sync engine's store key programs by uuid.
 */
import type { EntityShape, ResourceSearchQuery, ServiceTag } from '../../domain/index.ts';

export type ResourceProgram = EntityShape<'resourceProgram'>;

/** Whose directory: the tenant, always; a directory answers nothing of another organisation. */
export interface DirectoryScope {
  organisationId: string;
}

export interface ProgramSearch {
  /** The customer whose programs may be referred to (null: any of the organisation's). */
  clientId: string | null;
  zipcode: string | null;
  terms: string | null;
  serviceTags: readonly string[];
  offset: number;
  limit: number;
}

export interface ResourceDirectory {
  /** The service tags the directory offers, in the taxonomy's order. */
  tags(scope: DirectoryScope): Promise<readonly ServiceTag[]>;
  /** One window of matching programs, best first, and how many match in all. */
  search(scope: DirectoryScope, search: ProgramSearch): Promise<{ programs: ResourceProgram[]; count: number }>;
  /** One program, or null when the directory has none by that id for this scope. */
  program(scope: DirectoryScope, id: string): Promise<ResourceProgram | null>;
}

/** The port's search from the contract's query. */
export function programSearchOf(query: ResourceSearchQuery, defaultSize: number): ProgramSearch {
  return {
    clientId: query.clientId ?? null,
    zipcode: query.zipcode ?? null,
    terms: query.terms || null,
    serviceTags: query.serviceTags ?? [],
    offset: query['page-start'] ?? 0,
    limit: query['page-size'] ?? defaultSize,
  };
}
