/** The training page: the training characters and the training client's provider status, whole and live. */
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: the page retries a failed load by asking again with the next number. */
export const trainingCharacters = defineQuery({
  name: 'trainingCharacters',
  pages: () => [page(OPERATIONS.trainingCharacters, {})],
  query:
    (_params: { attempt: number }, { trainingCharacter }) =>
    (q) =>
      q
        .from({ trainingCharacter })
        .orderBy(({ trainingCharacter }) => trainingCharacter.lastName, 'asc')
        .orderBy(({ trainingCharacter }) => trainingCharacter.firstName, 'asc')
        .select(({ trainingCharacter }) => ({ ...trainingCharacter })),
});
export type TrainingCharacterRow = RowOf<typeof trainingCharacters>;

/** One row: the organisation's training client (a 404 when it has none, which the page reports). */
export const trainingProviderStatus = defineQuery({
  name: 'trainingProviderStatus',
  pages: () => [page(OPERATIONS.trainingProviderStatus, {})],
  query:
    (_params: { attempt: number }, { trainingProviderStatus }) =>
    (q) =>
      q.from({ status: trainingProviderStatus }).select(({ status }) => ({ ...status })),
});
export type TrainingProviderStatusRow = RowOf<typeof trainingProviderStatus>;
