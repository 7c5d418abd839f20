import { useCallback, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../ui/index.ts';
import { useMutation, type MutationOptions } from '../data/index.ts';

/**
 * 'No action needed' on a follow-up. The engine takes the row off the docket at once and puts it
 * back if the server refuses; the refusal shows as any failed call does (the error toast with a
 * copy button), except a 400, which names what was wrong instead (spec part 1 section 8).
 */
export function useNoActionNeeded(guideId: string): (todoId: string) => void {
  const { t } = useLingui();
  const showToast = useToast();
  const options = useMemo<MutationOptions>(
    () => ({
      onInvalid: (_errors, failure) =>
        showToast({ tone: 'error', message: failure.body?.userMessage ?? t`This follow-up could not be updated.` }),
    }),
    [showToast, t],
  );
  const snooze = useMutation('snoozeTodo', options);
  return useCallback((todoId: string) => void snooze({ guideId, todoId }), [guideId, snooze]);
}
