import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useOutreachPhaseText } from '../shared/member/use-outreach-phase-text.ts';
import type { MemberFilterKey } from './filter-config.ts';

export interface MemberListLabels {
  /** The Filters dialog's names for the filter list's keys (the data's own labels come from the server). */
  filterKey: Readonly<Record<MemberFilterKey, string>>;
  /** An outreach phase in words (`useOutreachPhaseText`: the docket's Outreach tab reads them alike). */
  outreachPhase(value: string): string;
  /** A last event's type (call, message, visit, note) in words. */
  eventType(type: string): string;
}

/** The member list's words for keys and codes, in the reader's language. */
export function useMemberListLabels(): MemberListLabels {
  const { t } = useLingui();
  const phaseText = useOutreachPhaseText();
  return useMemo(() => {
    const events: Record<string, string> = { call: t`Call`, message: t`Message`, visit: t`Visit`, note: t`Note` };
    return {
      filterKey: {
        clientIds: t`Customer`,
        guideIds: t`Guide`,
        memberStatusIds: t`Status`,
        memberStageIds: t`Stage`,
        outreachPhases: t`Outreach phase`,
      },
      outreachPhase: phaseText,
      eventType: (type) => (Object.hasOwn(events, type) ? events[type]! : t`Other`),
    };
  }, [t, phaseText]);
}
