/** The forms kit's words from the portal's catalog (ui/ has no catalog of its own); mounted once around the routes. */
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormMessagesProvider, type FormMessages } from '../../ui/forms/index.ts';

export function PortalFormMessages({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const messages = useMemo<FormMessages>(
    () => ({
      required: (label) => t`${label} is required.`,
      requiredChoice: (label) => t`${label} is required`,
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
