import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NeedDateLine, NeedHistoryKind, NeedStatus } from '../../domain/index.ts';
import type { ArktypeResolverOptions, DescribeServerError } from '../../ui/index.ts';

export interface NeedWords {
  status: Readonly<Record<NeedStatus, string>>;
  /** 'Unknown needs status.' (part 2 section 4) for anything else. */
  statusText: (status: string) => string;
  dateLine: (line: NeedDateLine) => string;
  /** History headings (part 2 section 4). */
  heading: (kind: NeedHistoryKind, viaSurvey: boolean) => string;
  labels: {
    issue: string;
    reason: string;
    activity: string;
    date: string;
    duration: string;
    description: string;
    resourceName: string;
    contactName: string;
    phoneNumber: string;
    url: string;
    streetAddress: string;
    city: string;
    state: string;
    zipcode: string;
  };
  resolver: ArktypeResolverOptions;
  server: DescribeServerError;
}

/** The Needs tab's and dialogs' words, in the reader's language. */
export function useNeedWords(): NeedWords {
  const { t } = useLingui();
  return useMemo(() => {
    const status: Record<NeedStatus, string> = {
      Identified: t`Identified`,
      Unresolved: t`Unresolved`,
      Fulfilled: t`Fulfilled`,
      StoppedPursuing: t`Stopped pursuing`,
    };
    const labels = {
      issue: t`Issue`,
      reason: t`Reason`,
      activity: t`Activity`,
      date: t`Date`,
      duration: t`Duration in minutes`,
      description: t`Description`,
      resourceName: t`Resource name`,
      contactName: t`Contact name`,
      phoneNumber: t`Phone number`,
      url: t`Website`,
      streetAddress: t`Street address`,
      city: t`City`,
      state: t`State`,
      zipcode: t`Zip`,
    };
    const byPath: Record<string, string> = {
      ...labels,
      comment: labels.description,
      durationInMinutes: labels.duration,
      activityId: labels.activity,
      issueId: labels.issue,
    };
    const labelOf = (path: string) => byPath[path.split('.').at(-1) ?? path] ?? path;
    // The schemas' and server's English, in the reader's words.
    const word = (message: string, path: string): string | undefined => {
      const label = labelOf(path);
      const atMost =
        /must be at most (\d+) characters/.exec(message) ??
        /less than length (\d+)/.exec(message) ??
        /at most length (\d+)/.exec(message);
      if (atMost) return t`${label} must be at most ${atMost[1]} characters.`;
      if (message === 'Reason is required') return t`Reason is required`;
      if (message === 'Resource name is required') return t`Resource name is required`;
      if (message === 'Phone number requires 10 digits.') return t`Phone number requires 10 digits.`;
      if (message === 'Zip must be 5 digits.') return t`Zip must be 5 digits.`;
      if (message === 'The date must be within the last 7 days') return t`The date must be within the last 7 days`;
      if (message === 'Date is not valid.') return t`Date is not valid.`;
      if (message === 'Duration must be a whole number of minutes.')
        return t`Duration must be a whole number of minutes.`;
      if (/ is required\.$/.test(message)) return t`${label} is required.`;
      return undefined;
    };
    const headings: Record<NeedHistoryKind, string> = {
      identified: t`Need identified`,
      actionTaken: t`Action taken`,
      resourceReferred: t`Resource referred`,
      fulfilled: t`Need fulfilled`,
      stoppedPursuing: t`Stopped pursuing need`,
      timeWindowExtended: t`Time window extended`,
      reasonModified: t`Reason modified`,
      issueUpdated: t`Issue updated`,
    };
    return {
      status,
      statusText: (value) => (value in status ? status[value as NeedStatus] : t`Unknown needs status.`),
      dateLine: (line) =>
        line.kind === 'closed'
          ? t`Closed`
          : line.kind === 'lastDay'
            ? t`Last day`
            : line.days === 1
              ? t`1 day remaining`
              : t`${line.days} days remaining`,
      heading: (kind, viaSurvey) =>
        kind === 'identified' && viaSurvey ? t`Need identified via a survey` : headings[kind],
      labels,
      resolver: { describe: (issue) => word(issue.message, issue.path) },
      server: (path, constraints) =>
        constraints.map((constraint) => word(constraint.message, path) ?? constraint.message).join(' '),
    };
  }, [t]);
}
