import { useMemo } from 'react';
import type { FieldOption } from '../../../ui/index.ts';
import { useLive } from '../../data/index.ts';

/**
 * The organisation's needs issues as an option's choices (by key: a survey names the same issue in
 * every organisation), labelled with their Z-code; live, so an issue added in Needs Content is
 * offered at once. Stable while the issues are, so the memoised question cards keep their memo.
 */
export function useNeedIssueChoices(): readonly FieldOption[] {
  const live = useLive('needsMetadata', { attempt: 0 });
  const issues = live.rows[0]?.issues;
  return useMemo(
    () =>
      [...(issues ?? [])]
        .sort((a, b) => a.label.localeCompare(b.label))
        .map((issue) => ({ value: issue.key, label: issue.zCode ? `${issue.label} (${issue.zCode})` : issue.label })),
    [issues],
  );
}
