import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AnswerChannel, ConsentState } from '../shared/member/consent-words.ts';

/** The consent states' words (spec part 2 section 4). */
export function useConsentStateWords(): Record<ConsentState, string> {
  const { t } = useLingui();
  return useMemo(() => ({ incomplete: t`Incomplete`, accepted: t`Accepted`, rejected: t`Rejected` }), [t]);
}

/** How an answer was given, as the consent history says it. */
export function useAnswerChannelWords(): Record<Exclude<AnswerChannel, 'staff'>, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({ sms: t`By SMS reply`, link: t`By the member, through the consent link`, unknown: t`Recorded` }),
    [t],
  );
}
