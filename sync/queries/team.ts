/** The guides the acting user may view (the shell's guide names, Switch Guide View), kept live. */
import { inArray } from '@tanstack/db';
import { GUIDE_ROLES, OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/**
 * Every guide of the organisation (staff may view every guide of it). `attempt` only gives a new
 * query identity: a screen retries a failed load by asking again with the next number.
 */
export const teamGuides = defineQuery({
  name: 'teamGuides',
  pages: () => [page(OPERATIONS.team, { query: { allViewable: true } })],
  query:
    (_params: { attempt: number }, { user }) =>
    (q) =>
      q
        .from({ user })
        .where(({ user }) => inArray(user.role, [...GUIDE_ROLES]))
        .orderBy(({ user }) => user.id, 'asc')
        .select(({ user }) => ({ id: user.id, guideId: user.id, guideName: user.name, location: user.location })),
});
export type TeamGuideRow = RowOf<typeof teamGuides>;
