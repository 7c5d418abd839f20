import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { outreachPhaseText } from './outreach-phase.ts';

/**
 * An outreach phase in the reader's words (`outreachPhaseText`): the one catalogue of phase labels
 * the member list, the member page and the docket's Outreach tab share.
 *
 * @example
 *   const phaseText = useOutreachPhaseText();
 *   phaseText('follow-up-outreach') // 'Follow-up outreach'; 'Fase de seguimiento' in Spanish
 */
export function useOutreachPhaseText(): (value: string | null | undefined) => string {
  const { t } = useLingui();
  return useMemo(() => {
    const words = {
      known: {
        'initial-outreach': t`Initial outreach`,
        'follow-up-outreach': t`Follow-up outreach`,
        'final-outreach': t`Final outreach`,
        'completed-outreach': t`Outreach completed`,
      },
      phase: (value: string) => t`Phase ${value}`,
    };
    return (value) => outreachPhaseText(value, words);
  }, [t]);
}
