/**
 * The rich-text field, its own entry because Tiptap is heavy: only screens that edit notes import
 * it (lazily, where they can), and the consent site never does.
 */
export { FormRichTextField, RichTextField, type RichTextFieldProps } from './RichTextField.tsx';
