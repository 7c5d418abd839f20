/**
 * The post-call feedback's request (spec part 1 section 2): a thumbs-up is the answer alone; a
 * thumbs-down carries the chosen issues and the comment, and an empty issue list or comment is
 * left out.
 */
import { SUMMARY_ISSUES, TRANSCRIPTION_ISSUES, type RecordingFeedbackBody } from '../../domain/index.ts';

export type FeedbackPart = 'summary' | 'transcription';

export const ISSUES_OF: Record<FeedbackPart, readonly string[]> = {
  summary: SUMMARY_ISSUES,
  transcription: TRANSCRIPTION_ISSUES,
};

export function feedbackBody(
  part: FeedbackPart,
  accurate: boolean,
  issues: readonly string[] = [],
  comment = '',
): RecordingFeedbackBody {
  const text = comment.trim();
  const chosen = accurate ? [] : ISSUES_OF[part].filter((issue) => issues.includes(issue));
  if (part === 'summary') {
    return {
      isAccurateSummary: accurate,
      ...(chosen.length > 0 ? { summaryAccuracyIssues: chosen as RecordingFeedbackBody['summaryAccuracyIssues'] } : {}),
      ...(!accurate && text ? { summaryAccuracyFeedback: text } : {}),
    };
  }
  return {
    isAccurateTranscription: accurate,
    ...(chosen.length > 0 ? { accuracyIssues: chosen as RecordingFeedbackBody['accuracyIssues'] } : {}),
    ...(!accurate && text ? { accuracyFeedback: text } : {}),
  };
}
