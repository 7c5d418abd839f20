import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NEEDS_CONTENT_MESSAGES, type NeedsContentKind } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/**
 * Needs Content's words: the kinds' names (the side list), their add buttons and success toasts
 * (spec part 3 sections 2, 8), the fields' labels, and the schema's and server's English in the
 * reader's words.
 */
export function useNeedsContentWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      key: t`Key`,
      name: t`Label`,
      label: t`Label`,
      sortOrder: t`Sort order`,
      domainId: t`Domain`,
      categoryId: t`Category`,
      overview: t`Overview`,
      defaultMinutes: t`Default time frame (minutes)`,
      defaultTimeFrameDays: t`Default time frame (days)`,
      icon: t`Icon`,
      zCode: t`Z-code`,
      tags: t`Tag cloud`,
      activityIds: t`Activities`,
      needRequiresAction: t`A need of this issue requires an action`,
      code: t`Label`,
      title: t`Overview`,
      issues: t`Issues`,
      assistances: t`Assistances`,
    }),
    [t],
  );
  const kinds = useMemo<
    Record<NeedsContentKind, { name: string; add: string; created: string; updated: string; edit: string }>
  >(
    () => ({
      issues: {
        name: t`Issues`,
        add: t`Add New Needs Issue`,
        created: t`Issue created successfully`,
        updated: t`Issue updated successfully`,
        edit: t`Edit Issue`,
      },
      activities: {
        name: t`Activities`,
        add: t`Add New Needs Activity`,
        created: t`Activity created successfully`,
        updated: t`Activity updated successfully`,
        edit: t`Edit Activity`,
      },
      categories: {
        name: t`Categories`,
        add: t`Add New Needs Category`,
        created: t`Category created successfully`,
        updated: t`Category updated successfully`,
        edit: t`Edit Category`,
      },
      domains: {
        name: t`Domains`,
        add: t`Add New Needs Domain`,
        created: t`Domain created successfully`,
        updated: t`Domain updated successfully`,
        edit: t`Edit Domain`,
      },
      zcodes: {
        name: t`Zcodes`,
        add: t`Add New Needs Zcode`,
        created: t`Zcode created successfully`,
        updated: t`Zcode updated successfully`,
        edit: t`Edit Zcode`,
      },
    }),
    [t],
  );
  const known = useMemo<Record<string, string>>(
    () => ({
      [NEEDS_CONTENT_MESSAGES.labelRequired]: t`Label is required.`,
      [NEEDS_CONTENT_MESSAGES.labelTooLong]: t`Label must be at most 200 characters.`,
      [NEEDS_CONTENT_MESSAGES.keyInvalid]: t`Use only lower-case letters, digits and hyphens in the key, at most 100.`,
      [NEEDS_CONTENT_MESSAGES.keyTaken]: t`Another item of this kind already has this key.`,
      [NEEDS_CONTENT_MESSAGES.sortOrder]: t`Sort order must be a whole number from 1 to 9999.`,
      [NEEDS_CONTENT_MESSAGES.domainRequired]: t`Domain is required.`,
      [NEEDS_CONTENT_MESSAGES.categoryRequired]: t`Category is required.`,
      [NEEDS_CONTENT_MESSAGES.overviewTooLong]: t`Overview must be at most 2000 characters.`,
      [NEEDS_CONTENT_MESSAGES.minutes]: t`Default time frame must be a whole number of minutes from 1 to 480.`,
      [NEEDS_CONTENT_MESSAGES.days]: t`Default time frame must be a whole number of days from 1 to 365.`,
      [NEEDS_CONTENT_MESSAGES.iconTooLong]: t`Icon must be at most 16 characters.`,
      [NEEDS_CONTENT_MESSAGES.tags]: t`At most 20 tags of up to 50 characters each.`,
      [NEEDS_CONTENT_MESSAGES.activities]: t`Choose at most 50 activities.`,
      [NEEDS_CONTENT_MESSAGES.zCodeUnknown]: t`Choose a Z-code from the list.`,
      [NEEDS_CONTENT_MESSAGES.codeInvalid]: t`Enter a Z-code such as Z59.0.`,
      [NEEDS_CONTENT_MESSAGES.codeTaken]: t`This Z-code already exists.`,
      [NEEDS_CONTENT_MESSAGES.zCodeOverviewRequired]: t`Overview is required.`,
      [NEEDS_CONTENT_MESSAGES.zCodeOverviewTooLong]: t`Overview must be at most 300 characters.`,
      [NEEDS_CONTENT_MESSAGES.zCodeEntries]: t`At most 30 entries of up to 200 characters each.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  return useMemo(() => ({ labels, kinds, ...words }), [labels, kinds, words]);
}
