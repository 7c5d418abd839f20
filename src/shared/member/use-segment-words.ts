import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CUSTOMER_SEGMENT_MESSAGES } from '../../../domain/index.ts';
import { useFormIssueWords } from './use-member-info-words.ts';

/** A segment's name label and the schema's and server's messages about segments in the reader's words. */
export function useSegmentWords() {
  const { t } = useLingui();
  const nameLabel = t`Segment name`;
  const labels = useMemo<Record<string, string>>(() => ({ name: nameLabel }), [nameLabel]);
  const known = useMemo<Record<string, string>>(
    () => ({
      [CUSTOMER_SEGMENT_MESSAGES.nameRequired]: t`Name is required.`,
      [CUSTOMER_SEGMENT_MESSAGES.nameTooLong]: t`A segment's name has at most 80 characters.`,
      [CUSTOMER_SEGMENT_MESSAGES.nameTaken]: t`Another segment of this customer has this name.`,
      [CUSTOMER_SEGMENT_MESSAGES.tooMany]: t`A customer has at most 50 segments.`,
      [CUSTOMER_SEGMENT_MESSAGES.inUse]: t`A survey's assignment criteria use this segment. Remove it from them first.`,
      [CUSTOMER_SEGMENT_MESSAGES.notMembersCustomer]: t`The segment must be one of the member's customer's.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  return useMemo(() => ({ nameLabel, ...words }), [nameLabel, words]);
}
