/** English words for the forms kit in tests (each app fills its own from its catalog). */
import type { FormMessages } from './FormMessages.tsx';

export const testMessages: FormMessages = {
  required: (label) => `${label} is required.`,
  requiredChoice: (label) => `${label} is required`,
  requiredMark: 'Required',
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChangesQuestion: 'You have unsaved changes. Are you sure you want to close without saving?',
  discardChanges: 'Close without saving',
  keepEditing: 'Keep editing',
  noMatches: 'No matches',
  removeFile: (name) => `Remove ${name}`,
  formatting: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
};
