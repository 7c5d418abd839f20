import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FollowUpRow } from '../../sync/client/index.ts';
import { followUpEvent, followUpTask, type FollowUpEvent, type FollowUpTask } from './follow-up-kinds.ts';
import type { FollowUpLabels } from './follow-up-sort.ts';

export interface DocketLabels extends FollowUpLabels {
  /** An activity row's interaction type (call, visit, message, note). */
  interaction(type: string): string;
}

/** The docket's words for tasks, events and interactions in the reader's language. */
export function useDocketLabels(): DocketLabels {
  const { t } = useLingui();
  return useMemo(() => {
    const tasks: Record<FollowUpTask, string> = {
      completeCall: t`Complete call`,
      completeNote: t`Complete note`,
      completeVisit: t`Complete visit`,
      callBack: t`Call back`,
      textBack: t`Text back`,
      hospitalizationFollowUp: t`Hospitalization follow up`,
      dischargeFollowUp: t`Discharge follow up`,
      admissionFollowUp: t`Admission follow up`,
      reviewCall: t`Review call`,
      other: t`Follow up`,
    };
    const events: Record<FollowUpEvent, string> = {
      call: t`Call`,
      message: t`Message`,
      visit: t`Visit`,
      note: t`Note`,
      hospitalization: t`Hospitalization`,
      other: t`Other`,
    };
    const eventOf = (type: string): FollowUpEvent => (Object.hasOwn(events, type) ? (type as FollowUpEvent) : 'other');
    return {
      task: (row: FollowUpRow) => tasks[followUpTask(row)],
      event: (row: FollowUpRow) => events[followUpEvent(row)],
      interaction: (type: string) => events[eventOf(type)],
    };
  }, [t]);
}
