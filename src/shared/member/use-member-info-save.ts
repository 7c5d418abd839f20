import { useCallback } from 'react';
import type { MutationArgs, MutationName, SyncError } from '../../../sync/client/index.ts';
import {
  applyServerErrors,
  propertyErrorsToFieldErrors,
  useToast,
  type DescribeServerError,
  type ServerErrorTarget,
} from '../../../ui/index.ts';
import type { PropertyError } from '../../../domain/index.ts';
import { useMutation } from '../../data/index.ts';

/**
 * A Member info write with its success toast (spec part 2 section 8). A 400's property errors go
 * to the form's fields (in the reader's words, `describe`); a 400 naming no field of the form goes
 * to the error toast (in the reader's words too, given `describe`), as does any other failure.
 * Resolves true when the server confirmed it.
 */
export function useMemberInfoSave<N extends MutationName>(
  name: N,
  success: string,
  form?: ServerErrorTarget,
  describe?: DescribeServerError,
): (args: MutationArgs<N>) => Promise<boolean> {
  const showToast = useToast();
  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) => {
      const placed = form ? applyServerErrors(form, errors, describe) : [];
      if (placed.length) return;
      const worded = describe ? Object.values(propertyErrorsToFieldErrors(errors, describe))[0] : undefined;
      showToast({
        tone: 'error',
        message: worded || failure.body?.userMessage || failure.body?.message || String(failure.status),
      });
    },
    [form, describe, showToast],
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
