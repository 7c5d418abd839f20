import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OutreachPhase } from '../../domain/index.ts';
import type { MemberFilterKey } from './filter-config.ts';

export interface MemberListLabels {
  /** The Filters dialog's names for the filter list's keys (the data's own labels come from the server). */
  filterKey: Readonly<Record<MemberFilterKey, string>>;
  /** An outreach phase key in words; an unknown one as it is. */
  outreachPhase(value: string): string;
  /** A last event's type (call, message, visit, note) in words. */
  eventType(type: string): string;
}

/** The member list's words for keys and codes, in the reader's language. */
export function useMemberListLabels(): MemberListLabels {
  const { t } = useLingui();
  return useMemo(() => {
    const phases: Record<OutreachPhase, string> = {
      'initial-outreach': t`Initial outreach`,
      'follow-up-outreach': t`Follow-up outreach`,
      'final-outreach': t`Final outreach`,
      'completed-outreach': t`Outreach completed`,
    };
    const events: Record<string, string> = { call: t`Call`, message: t`Message`, visit: t`Visit`, note: t`Note` };
    return {
      filterKey: {
        clientIds: t`Customer`,
        guideIds: t`Guide`,
        memberStatusIds: t`Status`,
        memberStageIds: t`Stage`,
        outreachPhases: t`Outreach phase`,
      },
      outreachPhase: (value) => (Object.hasOwn(phases, value) ? phases[value as OutreachPhase] : value),
      eventType: (type) => (Object.hasOwn(events, type) ? events[type]! : t`Other`),
    };
  }, [t]);
}
