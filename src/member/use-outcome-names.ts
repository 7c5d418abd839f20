import { useMemo } from 'react';
import { useActingUserState } from '../services/use-acting-user.ts';

export type OutcomeNames = (interactionType: string | null, outcomeId: number | string | null) => string | undefined;

/** Call and visit outcome names by id, from verify's catalogues (undefined when unknown). */
export function useOutcomeNames(): OutcomeNames {
  const state = useActingUserState();
  const verify = state.status === 'success' ? state.data : undefined;
  return useMemo(() => {
    const calls = new Map((verify?.voiceCallOutcomes ?? []).map((outcome) => [String(outcome.id), outcome.name]));
    const visits = new Map((verify?.visitOutcomes ?? []).map((outcome) => [String(outcome.id), outcome.name]));
    return (interactionType, outcomeId) => {
      if (outcomeId === null) return undefined;
      return (interactionType === 'visit' ? visits : calls).get(String(outcomeId));
    };
  }, [verify]);
}
