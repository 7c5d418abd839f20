/** Teams Management: the organisation's teams and internal numbers, whole (an admin's lists are small), kept live. */
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const adminTeams = defineQuery({
  name: 'adminTeams',
  pages: () => [page(OPERATIONS.adminTeams, {})],
  query:
    (_params: { attempt: number }, { team }) =>
    (q) =>
      q
        .from({ team })
        .orderBy(({ team }) => team.name, 'asc')
        .select(({ team }) => ({ ...team })),
});
export type AdminTeamRow = RowOf<typeof adminTeams>;

export const internalPhoneNumbers = defineQuery({
  name: 'internalPhoneNumbers',
  pages: () => [page(OPERATIONS.internalPhoneNumbers, {})],
  query:
    (_params: { attempt: number }, { internalPhoneNumber }) =>
    (q) =>
      q
        .from({ internalPhoneNumber })
        .orderBy(({ internalPhoneNumber }) => internalPhoneNumber.displayName, 'asc')
        .select(({ internalPhoneNumber }) => ({ ...internalPhoneNumber })),
});
export type InternalPhoneNumberRow = RowOf<typeof internalPhoneNumbers>;
