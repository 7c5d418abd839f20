/** The text dialog's words in the reader's language: the spec's messages for the text and the attachments. */
import { useLingui } from '@lingui/react/macro';
import { ATTACHMENT_MAX_BYTES, formatBytes, MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '../../domain/index.ts';
import type { AttachmentProblem, TextProblem } from './text-form.ts';
import { serverLimitProblem } from './schedule-rules.ts';

export function useTextWords() {
  const { t } = useLingui();
  const size = formatBytes(ATTACHMENT_MAX_BYTES);
  // The starting catalogue's names in the reader's language; a name an admin gave is shown as written.
  const categories: Record<string, string> = {
    Introductions: t`Introductions`,
    Appointments: t`Appointments`,
    'Check-ins': t`Check-ins`,
  };
  return {
    optedOut: t`This Member texted STOP for do not contact. Instruct member to text START to opt back in and receive text messages.`,
    attachmentHint: t`Up to ${MAX_ATTACHMENTS} files: images, audio, video, text or PDF, ${size} each.`,
    categoryName: (_id: string, name: string) => categories[name] ?? name,
    /** The server's scheduling refusal in the spec's words (part 2 section 8). */
    scheduleFailure: (body: { message?: string; userMessage?: string } | undefined): string => {
      const limit = serverLimitProblem(body?.message);
      if (limit?.code === 'perDay')
        return t`Scheduling limit reached: You can only schedule ${limit.limit} messages per day.`;
      if (limit?.code === 'toBeSent') return t`Daily scheduled message limit reached...Manual messages are unlimited.`;
      return body?.userMessage || t`Failed to schedule message`;
    },
    textProblem: (problem: TextProblem): string | undefined =>
      problem === 'required'
        ? t`Message is required.`
        : problem === 'tooLong'
          ? t`Message must be less than ${MESSAGE_MAX_LENGTH} characters`
          : undefined,
    attachmentProblem: (problem: AttachmentProblem | null): string | undefined => {
      if (!problem) return undefined;
      if (problem.code === 'tooMany') return t`You may only upload ${problem.max} files at once`;
      if (problem.code === 'tooLarge') return t`File must not be larger than ${size}`;
      return t`File of type ${problem.type} not supported`;
    },
  };
}
