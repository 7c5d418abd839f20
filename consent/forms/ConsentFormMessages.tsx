/**
 * The forms kit's words (`ui/forms/FormMessages.tsx`) from the consent site's own catalog, so the
 * site shares the portal's fields without carrying the portal's strings.
 */
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormMessagesProvider, type FormMessages } from '../../ui/forms/index.ts';

export function ConsentFormMessages({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const messages = useMemo<FormMessages>(
    () => ({
      required: (label) => t`${label} is required.`,
      requiredChoice: (label) => t`${label} is required`,
      // Spec part 3 section 5: the word is Required (English) or Requerido (Spanish).
      requiredMark: t`Required`,
      unsavedChangesTitle: t`Unsaved changes`,
      unsavedChangesQuestion: t`You have unsaved changes. Are you sure you want to close without saving?`,
      discardChanges: t`Close without saving`,
      keepEditing: t`Keep editing`,
      noMatches: t`No matches`,
      removeFile: (fileName) => t`Remove ${fileName}`,
      formatting: t`Formatting`,
      bold: t`Bold`,
      italic: t`Italic`,
      bulletList: t`Bulleted list`,
      numberedList: t`Numbered list`,
    }),
    [t],
  );
  return <FormMessagesProvider messages={messages}>{children}</FormMessagesProvider>;
}
