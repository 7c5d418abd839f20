import { useMemo } from 'react';
import { useActingUserState } from '../services/use-acting-user.ts';
import type { NamedKey } from '../services/verify-response.ts';
import { useCatalogueWords } from '../shared/member/use-catalogue-words.ts';

export type OutcomeNames = (interactionType: string | null, outcomeId: number | string | null) => string | undefined;

/** Call and visit outcome names by id in the reader's language, from verify's catalogues (undefined when unknown). */
export function useOutcomeNames(): OutcomeNames {
  const state = useActingUserState();
  const words = useCatalogueWords();
  const verify = state.status === 'success' ? state.data : undefined;
  return useMemo(() => {
    const named = (outcome: NamedKey) =>
      [String(outcome.id), words.name('outcome', outcome.key, outcome.name)] as const;
    const calls = new Map((verify?.voiceCallOutcomes ?? []).map(named));
    const visits = new Map((verify?.visitOutcomes ?? []).map(named));
    return (interactionType, outcomeId) => {
      if (outcomeId === null) return undefined;
      return (interactionType === 'visit' ? visits : calls).get(String(outcomeId));
    };
  }, [verify, words]);
}
