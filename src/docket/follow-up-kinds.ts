/**
 * What a follow-up row means to the guide: its task and the kind of event it is about. Pure, so
 * the labels (DocketLabels) and the sorting share one reading and tests need no React.
 */
import type { FollowUpRow } from '../../sync/client/index.ts';
import type { TodoType } from '../../domain/index.ts';

/** The Task column (spec part 1 section 2, Follow up tab). */
export type FollowUpTask =
  | 'completeCall'
  | 'completeNote'
  | 'completeVisit'
  | 'callBack'
  | 'textBack'
  | 'hospitalizationFollowUp'
  | 'dischargeFollowUp'
  | 'admissionFollowUp'
  | 'reviewCall'
  | 'other';

/** The Event column: the kind of item the follow-up is about. */
export type FollowUpEvent = 'call' | 'message' | 'visit' | 'note' | 'hospitalization' | 'other';

type Row = Pick<FollowUpRow, 'type' | 'externalItemType'>;

/**
 * A hospitalization follow-up reads 'Discharge follow up' or 'Admission follow up' (spec part 1
 * section 2): the ADT feed names which ('hospitalization_admission', 'hospitalization_discharge',
 * server/adt/apply-adt.ts). Only a follow-up that does not say which (the demo seed's
 * 'hospitalization' ones) falls back to the general label.
 */
const HOSPITALIZATION_TASKS: Readonly<Record<string, FollowUpTask>> = {
  discharge: 'dischargeFollowUp',
  hospitalization_discharge: 'dischargeFollowUp',
  admission: 'admissionFollowUp',
  hospitalization_admission: 'admissionFollowUp',
};

export function followUpTask(row: Row): FollowUpTask {
  const type = row.type as TodoType;
  switch (type) {
    case 'INCOMPLETE_CALL':
      return 'completeCall';
    case 'INCOMPLETE_NOTE_CALL':
    case 'INCOMPLETE_NOTE_VISIT':
      return 'completeNote';
    case 'INCOMPLETE_VISIT':
      return 'completeVisit';
    case 'CALL_BACK':
    case 'FEEDBACK_CALL':
      return 'callBack';
    case 'TEXT_BACK':
      return 'textBack';
    case 'HOSPITALIZATION_FOLLOW_UP':
      return HOSPITALIZATION_TASKS[row.externalItemType ?? ''] ?? 'hospitalizationFollowUp';
    case 'CALL_AUDIT':
      return 'reviewCall';
    case 'SCHEDULED_EVENT':
    case 'SCHEDULE_WORKFLOW_PHASE_REMINDER':
      // Pending events, not follow-ups: the Follow up query never yields them.
      return 'other';
    default:
      return 'other';
  }
}

const EVENT_OF_ITEM: Readonly<Record<string, FollowUpEvent>> = {
  call: 'call',
  message: 'message',
  visit: 'visit',
  note: 'note',
  hospitalization: 'hospitalization',
  discharge: 'hospitalization',
  admission: 'hospitalization',
};

/** The item's own type when the server names it, else what the todo type implies. */
export function followUpEvent(row: Row): FollowUpEvent {
  const fromItem = row.externalItemType ? EVENT_OF_ITEM[row.externalItemType.toLowerCase()] : undefined;
  if (fromItem) return fromItem;
  switch (followUpTask(row)) {
    case 'completeCall':
    case 'callBack':
    case 'reviewCall':
      return 'call';
    case 'textBack':
      return 'message';
    case 'completeVisit':
      return 'visit';
    case 'completeNote':
      return row.type === 'INCOMPLETE_NOTE_VISIT' ? 'visit' : 'call';
    case 'hospitalizationFollowUp':
    case 'dischargeFollowUp':
    case 'admissionFollowUp':
      return 'hospitalization';
    case 'other':
      return 'other';
  }
}
