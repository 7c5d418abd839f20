/**
 * The training page's writes. The provider status shows at once and a refusal rolls it back; a
 * reset waits for the server (only it knows the seeded state) and confirms on the last character
 * of the refreshed list, whose change the server records last.
 */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export const resetTrainingCharacters = defineMutation({
  operation: OPERATIONS.resetTrainingCharacters,
  request: (_args: Record<string, never>) => ({}),
  optimistic: () => undefined,
  // The server answers 404 rather than an empty list, so a confirmed reset always names a character.
  confirms: (_args, answer) => ({ entity: 'trainingCharacter', id: answer.data.at(-1)?.id ?? '' }),
});

export type SetTrainingProviderStatusArgs = BodyOf<typeof OPERATIONS.setTrainingProviderStatus> & { clientId: string };

export const setTrainingProviderStatus = defineMutation({
  operation: OPERATIONS.setTrainingProviderStatus,
  request: ({ isProviderClient }: SetTrainingProviderStatusArgs) => ({ body: { isProviderClient } }),
  optimistic: (collections, { clientId, isProviderClient }) => {
    if (!collections.trainingProviderStatus.has(clientId)) return;
    collections.trainingProviderStatus.update(clientId, (draft) => {
      draft.isProviderClient = isProviderClient;
    });
  },
  confirms: ({ clientId }) => ({ entity: 'trainingProviderStatus', id: clientId }),
});
