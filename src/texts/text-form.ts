/**
 * The text message dialog's rules, without React: what the attachments lack, what the text lacks,
 * which template variables are still unfilled, and the words of the server's scheduling refusals.
 */
import {
  ATTACHMENT_MAX_BYTES,
  MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  acceptedTypes,
  isAllowedType,
  templateVariables,
} from '../../domain/index.ts';

export const ATTACHMENT_TYPES = acceptedTypes('attachment');

export type AttachmentProblem =
  { code: 'tooMany'; max: number } | { code: 'tooLarge'; name: string } | { code: 'type'; type: string };

/** The first problem with the chosen files (part 2 section 5: count, size, type). */
export function attachmentProblem(files: readonly File[]): AttachmentProblem | null {
  if (files.length > MAX_ATTACHMENTS) return { code: 'tooMany', max: MAX_ATTACHMENTS };
  for (const file of files) {
    if (file.size > ATTACHMENT_MAX_BYTES) return { code: 'tooLarge', name: file.name };
    if (!isAllowedType('attachment', file.type)) return { code: 'type', type: file.type || file.name };
  }
  return null;
}

export type TextProblem = 'required' | 'tooLong' | null;

export function textProblem(text: string): TextProblem {
  if (text.trim() === '') return 'required';
  return text.length > MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}

/** `{{variables}}` still in the text: a template filled for a member without those values. */
export function missingVariables(text: string): string[] {
  return templateVariables(text);
}
