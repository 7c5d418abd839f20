import { createContext, useContext, type ReactNode } from 'react';

/**
 * The words the forms kit says on its own: required-field messages, the unsaved-changes question,
 * a combobox with no match, a file's remove button, the rich-text toolbar. `ui/` has no catalog of
 * its own (it imports nothing of ours), so each app fills these from its own Lingui catalog, and the
 * consent site never carries the portal's strings.
 */
export interface FormMessages {
  /** Spec part 2 section 5: text and other inputs say '{label} is required.' */
  required: (label: string) => string;
  /** Radio groups and selects say '{label} is required' (no full stop). */
  requiredChoice: (label: string) => string;
  /** Shown beside a required field's label, e.g. "Required" (rendered in parentheses). */
  requiredMark: string;
  unsavedChangesTitle: string;
  /** 'You have unsaved changes. Are you sure you want to close without saving?' */
  unsavedChangesQuestion: string;
  discardChanges: string;
  keepEditing: string;
  /** A combobox whose typed text matches no option. */
  noMatches: string;
  /** The accessible name of the button that removes one chosen file. */
  removeFile: (fileName: string) => string;
  /** The rich-text toolbar's name and buttons. */
  formatting: string;
  bold: string;
  italic: string;
  bulletList: string;
  numberedList: string;
}

const FormMessagesContext = createContext<FormMessages | null>(null);

/**
 * Gives the forms kit its words in the reader's language; mount it once near the app's root.
 *
 * @example
 *   <FormMessagesProvider messages={{ required: (label) => t`${label} is required.`, ... }}>...</FormMessagesProvider>
 */
export function FormMessagesProvider({ messages, children }: { messages: FormMessages; children: ReactNode }) {
  return <FormMessagesContext.Provider value={messages}>{children}</FormMessagesContext.Provider>;
}

/** The kit's words; throws outside a FormMessagesProvider so an untranslated form is loud. */
export function useFormMessages(): FormMessages {
  const messages = useContext(FormMessagesContext);
  if (!messages) throw new Error('Form fields must be used inside a FormMessagesProvider');
  return messages;
}
