import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_TEMPLATE_MESSAGES, type MemberStageKey } from '../../../domain/index.ts';
import { useFormIssueWords } from '../../shared/member/use-member-info-words.ts';

/** Message Templates' labels, stage names, and the schema's and server's English in the reader's words. */
export function useMessageTemplateWords() {
  const { t } = useLingui();
  const labels = useMemo(
    () => ({
      name: t`Category name`,
      sortOrder: t`Sort order`,
      stageKey: t`Member stage`,
      template: t`Template`,
      categoryId: t`Category`,
      allClients: t`All customers`,
      clientIds: t`Customers`,
    }),
    [t],
  );
  const stages = useMemo<Record<MemberStageKey, string>>(
    () => ({ outreach: t`Outreach`, 'in-program': t`In program`, independence: t`Independence` }),
    [t],
  );
  const known = useMemo<Record<string, string>>(
    () => ({
      [MESSAGE_TEMPLATE_MESSAGES.nameRequired]: t`Category name is required.`,
      [MESSAGE_TEMPLATE_MESSAGES.nameTooLong]: t`Category name must be at most 100 characters.`,
      [MESSAGE_TEMPLATE_MESSAGES.nameTaken]: t`A category with this name already exists.`,
      [MESSAGE_TEMPLATE_MESSAGES.sortOrder]: t`Sort order must be a whole number from 1 to 9999.`,
      [MESSAGE_TEMPLATE_MESSAGES.templateRequired]: t`Template is required.`,
      [MESSAGE_TEMPLATE_MESSAGES.templateTooLong]: t`Template must be at most 1600 characters.`,
      [MESSAGE_TEMPLATE_MESSAGES.unknownVariable]: t`The template names a variable the text dialog cannot fill.`,
      [MESSAGE_TEMPLATE_MESSAGES.clientsRequired]: t`Choose at least one customer, or all customers.`,
      [MESSAGE_TEMPLATE_MESSAGES.stageUnknown]: t`Choose a stage from the list.`,
      [MESSAGE_TEMPLATE_MESSAGES.categoryRequired]: t`Category is required.`,
    }),
    [t],
  );
  const words = useFormIssueWords(labels, known);
  return useMemo(
    () => ({
      labels,
      stageName: (key: string | null) => (key === null ? t`Any stage` : (stages[key as MemberStageKey] ?? key)),
      stages,
      ...words,
    }),
    [labels, words, stages, t],
  );
}
