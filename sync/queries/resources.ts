/**
 * The resource hub: one window of programs the directory searched (its order and count are the
 * server's: text rank, then nearness to the zip code), and one program for its detail.
 */
import { eq } from '@tanstack/db';
import { OPERATIONS, type QueryOf } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** The search as the server takes it (customer, zip code, terms, tags, `page-start`, `page-size`). */
export type ResourceSearch = Omit<NonNullable<QueryOf<typeof OPERATIONS.resourceHubSearch>>, 'includeCount'>;

export function resourceSearchPage(search: ResourceSearch) {
  return page(OPERATIONS.resourceHubSearch, { query: { ...search, includeCount: true } }, { window: true });
}

/**
 * @example
 *   useLive('resourceSearch', { search: { zipcode: '60608', terms: 'food', serviceTags: ['food-pantry'], 'page-start': 0, 'page-size': 25 } })
 */
export const resourceSearch = defineQuery({
  name: 'resourceSearch',
  pages: ({ search }: { search: ResourceSearch }) => [resourceSearchPage(search)],
  query:
    ({ search }, { pageSlot, resourceProgram }) =>
    (q) =>
      q
        .from({ slot: pageSlot })
        .join({ program: resourceProgram }, ({ slot, program }) => eq(slot.rowId, program.id), 'inner')
        .where(({ slot }) => eq(slot.pageKey, resourceSearchPage(search).key))
        .orderBy(({ slot }) => slot.index, 'asc')
        .select(({ slot, program }) => ({
          ...program,
          /** The program's place in the window (0-based) and how many match the search in all. */
          position: slot.index,
          total: slot.total,
        })),
});
export type ResourceProgramRow = RowOf<typeof resourceSearch>;

/** One program (its detail), or none when missing or another organisation's (the page then fails with 404). */
export const resourceProgram = defineQuery({
  name: 'resourceProgram',
  pages: ({ programId }: { programId: string }) => [
    page(OPERATIONS.resourceHubProgram, { params: { resourceId: programId } }),
  ],
  query:
    ({ programId }, { resourceProgram }) =>
    (q) =>
      q.from({ program: resourceProgram }).where(({ program }) => eq(program.id, programId)),
});
export type ResourceProgramDetailRow = RowOf<typeof resourceProgram>;
