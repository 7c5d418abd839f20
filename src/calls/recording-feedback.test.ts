import { describe, expect, it } from 'vitest';
import { recordingFeedbackBody } from '../../domain/index.ts';
import { feedbackBody } from './recording-feedback.ts';

describe('the post-call feedback request', () => {
  it('sends a thumbs-up alone', () => {
    expect(feedbackBody('summary', true, ['missing-words'], 'ignored')).toEqual({ isAccurateSummary: true });
  });

  it('sends a thumbs-down with its issues in the catalogue’s order and its comment, leaving out what is empty', () => {
    expect(feedbackBody('transcription', false, ['only-one-speaker', 'missing-words'], '  Names wrong ')).toEqual({
      isAccurateTranscription: false,
      accuracyIssues: ['missing-words', 'only-one-speaker'],
      accuracyFeedback: 'Names wrong',
    });
    expect(feedbackBody('summary', false, [], '   ')).toEqual({ isAccurateSummary: false });
    // A transcription issue is no summary issue.
    expect(feedbackBody('summary', false, ['only-one-speaker'])).toEqual({ isAccurateSummary: false });
  });

  it('builds only what the server accepts', () => {
    for (const body of [
      feedbackBody('summary', true),
      feedbackBody('summary', false, ['missing-topics'], 'x'),
      feedbackBody('transcription', false, ['only-one-speaker']),
    ]) {
      expect(recordingFeedbackBody.allows(body)).toBe(true);
    }
    expect(recordingFeedbackBody.allows({})).toBe(false);
    expect(recordingFeedbackBody.allows({ isAccurateSummary: true, summaryAccuracyIssues: ['missing-words'] })).toBe(
      false,
    );
  });
});
