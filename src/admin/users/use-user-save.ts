import { useCallback } from 'react';
import type { MutationArgs, MutationName, SyncError } from '../../../sync/client/index.ts';
import { applyServerErrors, useToast, type ServerErrorTarget } from '../../../ui/index.ts';
import type { PropertyError } from '../../../domain/index.ts';
import { useMutation } from '../../data/index.ts';
import type { UserWords } from './use-user-words.ts';

/**
 * A User Administration write with its success toast (spec part 3 section 8). Property errors go to
 * the form's fields in the reader's words; a refusal naming no field (the last administrator) and
 * any other failure go to the error toast, in the reader's words when the server's text is known.
 * Resolves true when the server confirmed it.
 */
export function useUserSave<N extends MutationName>(
  name: N,
  success: string,
  words: UserWords,
  form?: ServerErrorTarget,
): (args: MutationArgs<N>) => Promise<boolean> {
  const showToast = useToast();
  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) => {
      const placed = form ? applyServerErrors(form, errors, words.server) : [];
      if (!placed.length)
        showToast({
          tone: 'error',
          message: words.message(failure.body?.userMessage || failure.body?.message || String(failure.status)),
        });
    },
    [form, words, showToast],
  );
  const run = useMutation(name, { onInvalid });
  return useCallback(
    async (args: MutationArgs<N>) => {
      const saved = await run(args);
      if (saved) showToast({ tone: 'success', message: success });
      return saved;
    },
    [run, showToast, success],
  );
}
