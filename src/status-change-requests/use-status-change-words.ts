import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STATUS_CHANGE_MESSAGES, type StatusChangeRequestStatus } from '../../domain/index.ts';
import type { BadgeTone, DescribeServerError } from '../../ui/index.ts';
import type { ChecklistItem } from './status-change-form.ts';

export interface StatusChangeWords {
  chip: Record<StatusChangeRequestStatus, string>;
  checklist: Record<ChecklistItem, string>;
  /** The server's English refusals in the reader's language (anything else as it came). */
  server: DescribeServerError;
  /** The spec's texts the form also shows on its own. */
  currentMonthOnwards: string;
  graceElapsed: string;
  beforeAlgorithmStart: string;
}

export const CHIP_TONES: Record<StatusChangeRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  scheduled: 'info',
};

/** The words of status change requests, in the reader's language. */
export function useStatusChangeWords(): StatusChangeWords {
  const { t } = useLingui();
  return useMemo(() => {
    const known: Record<string, string> = {
      [STATUS_CHANGE_MESSAGES.currentMonthOnwards]: t`You can only request status changes for the current month onwards.`,
      [STATUS_CHANGE_MESSAGES.graceElapsed]: t`This request is for a date that is no longer allowed for status change requests. The grace period for previous month changes has elapsed.`,
      [STATUS_CHANGE_MESSAGES.beforeAlgorithmStart]: t`The effective date cannot be before the algorithm start date.`,
      [STATUS_CHANGE_MESSAGES.notSelectable]: t`This status cannot be requested for this member.`,
      [STATUS_CHANGE_MESSAGES.sameStatus]: t`The member already has this status.`,
      [STATUS_CHANGE_MESSAGES.checklist]: t`Confirm every item of the minimum engagement checklist.`,
      'Comment must be at most 500 characters.': t`Comment must be at most 500 characters.`,
      'Auditor comment must be at most 500 characters.': t`Comment must be at most 500 characters.`,
    };
    return {
      chip: { pending: t`Pending`, approved: t`Approved`, declined: t`Declined`, scheduled: t`Scheduled` },
      checklist: {
        'introduced-program': t`I introduced the program and the guide's role to the member.`,
        'member-agreed': t`The member agreed to work with their guide.`,
        'contact-confirmed': t`I confirmed the member's preferred phone number and contact times.`,
        'next-step-scheduled': t`We scheduled the next conversation.`,
      },
      server: (_path, constraints) =>
        constraints.map((constraint) => known[constraint.message] ?? constraint.message).join(' '),
      currentMonthOnwards: known[STATUS_CHANGE_MESSAGES.currentMonthOnwards] ?? '',
      graceElapsed: known[STATUS_CHANGE_MESSAGES.graceElapsed] ?? '',
      beforeAlgorithmStart: known[STATUS_CHANGE_MESSAGES.beforeAlgorithmStart] ?? '',
    };
  }, [t]);
}
