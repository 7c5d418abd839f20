import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TransferStatus, transferReasonSchema } from '../../domain/index.ts';
import type { ArktypeResolverOptions, DescribeServerError } from '../../ui/index.ts';

type Reason = typeof transferReasonSchema.infer;

export interface TransferWords {
  labels: {
    reason: string;
    receivingGuide: string;
    comment: string;
    approval: string;
    effectiveDate: string;
    auditorComment: string;
  };
  /** A reason's text and detail label: the default reasons' in the reader's language, others as the organisation wrote them. */
  reasonText: (reason: Reason) => string;
  detailLabel: (reason: Reason) => string;
  status: Readonly<Record<TransferStatus, string>>;
  approve: string;
  deny: string;
  /** Resolver and server messages for fields labelled as above. */
  resolver: ArktypeResolverOptions;
  server: DescribeServerError;
}

/** The transfer forms' and feed entry's words, in the reader's language. */
export function useTransferWords(): TransferWords {
  const { t } = useLingui();
  return useMemo(() => {
    const labels = {
      reason: t`Reason`,
      receivingGuide: t`Receiving guide`,
      comment: t`Comment to receiving guide`,
      approval: t`Approval`,
      effectiveDate: t`Effective date`,
      auditorComment: t`Comment`,
    };
    const defaults: Record<string, { text: string; detailLabel: string }> = {
      'member-moved': { text: t`Member moved`, detailLabel: t`New address` },
      'caseload-balancing': { text: t`Guide caseload balancing`, detailLabel: t`Details` },
      'member-request': { text: t`Member request`, detailLabel: t`What the member asked for` },
      'language-match': { text: t`Language or cultural match`, detailLabel: t`Language or need` },
      'guide-leaving': { text: t`Guide leaving`, detailLabel: t`Last day of the guide` },
    };
    const byPath: Record<string, string> = {
      commentToReceivingGuide: labels.comment,
      auditorComment: labels.auditorComment,
      receivingGuideId: labels.receivingGuide,
      transferReasonId: labels.reason,
    };
    // The server's and arktype's English, in the reader's words.
    const word = (message: string, path: string): string => {
      const atMost =
        /must be at most (\d+) characters/.exec(message) ??
        /less than length (\d+)/.exec(message) ??
        /at most length (\d+)/.exec(message);
      const label = byPath[path] ?? path;
      if (atMost) return t`${label} must be at most ${atMost[1]} characters.`;
      if (message === 'The member is already assigned to this guide.')
        return t`The member is already assigned to this guide.`;
      if (message === "The address must be one of the member's addresses.")
        return t`The address must be one of the member's addresses.`;
      if (message === 'The receiving guide must be a guide with access to the portal.')
        return t`The receiving guide must be a guide with access to the portal.`;
      if (/ is required\.$/.test(message)) return t`${label} is required.`;
      return message;
    };
    return {
      labels,
      reasonText: (reason) => defaults[reason.key]?.text ?? reason.text,
      detailLabel: (reason) => defaults[reason.key]?.detailLabel ?? reason.detailLabel,
      status: { pending: t`Pending review`, approved: t`Approved`, denied: t`Denied`, deleted: t`Deleted` },
      approve: t`Approve`,
      deny: t`Deny`,
      resolver: { describe: (issue) => word(issue.message, issue.path) },
      server: (path, constraints) => constraints.map((constraint) => word(constraint.message, path)).join(' '),
    };
  }, [t]);
}
