import { useId, useState } from 'react';
import { ArrowLeft, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { FEEDBACK_COMMENT_MAX } from '../../domain/index.ts';
import { Button, TextareaField, useToast } from '../../ui/index.ts';
import { useMutation } from '../data/index.ts';
import { feedbackBody, ISSUES_OF, type FeedbackPart } from './recording-feedback.ts';

export interface RecordingFeedbackProps {
  part: FeedbackPart;
  recordingId: string;
  /** The answer given so far: null unanswered, true thumbs-up, false thumbs-down. */
  answer: boolean | null;
}

/**
 * Feedback on the generated summary or the transcription (spec part 1 section 2 "Post-call
 * feedback"): a thumbs-up submits at once; a thumbs-down opens 'What went wrong?' with the issue
 * toggles and optional free text; the back arrow resets.
 */
export function RecordingFeedback({ part, recordingId, answer }: RecordingFeedbackProps) {
  const { t } = useLingui();
  const showToast = useToast();
  const headingId = useId();
  const [wrong, setWrong] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const failed = {
    onFailure: () => showToast({ tone: 'error', message: t`Failed to submit feedback. Please try again.` }),
    onInvalid: () => showToast({ tone: 'error', message: t`Failed to submit feedback. Please try again.` }),
  };
  const submit = useMutation('submitRecordingFeedback', failed);
  const labels: Record<string, string> = {
    'missing-words': t`Missing words`,
    'missing-topics': t`Missing topics`,
    'only-one-speaker': t`Only one speaker`,
  };

  const send = async (accurate: boolean) => {
    setBusy(true);
    const done = await submit({ recordingId, ...feedbackBody(part, accurate, issues, comment) });
    setBusy(false);
    if (!done) return;
    showToast({ tone: 'success', message: t`Thank you for your feedback!` });
    reset();
  };
  const reset = () => {
    setWrong(false);
    setIssues([]);
    setComment('');
  };
  const question = part === 'summary' ? t`Were these notes accurate?` : t`Was this transcript accurate?`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {question}
        </h3>
        <Button
          size="sm"
          aria-pressed={answer === true}
          aria-label={t`Yes, accurate`}
          disabled={busy}
          onClick={() => void send(true)}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="sm"
          aria-pressed={answer === false || wrong}
          aria-label={t`No, not accurate`}
          disabled={busy}
          onClick={() => setWrong(true)}
        >
          <ThumbsDown aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {wrong ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <div className="flex items-center gap-2">
            <Button size="sm" variant="ghost" aria-label={t`Back`} onClick={reset}>
              <ArrowLeft aria-hidden="true" className="size-4" />
            </Button>
            <h4 className="font-semibold text-slate-900">{t`What went wrong?`}</h4>
          </div>
          <div role="group" aria-label={t`Issues`} className="flex flex-wrap gap-2">
            {ISSUES_OF[part].map((issue) => {
              const on = issues.includes(issue);
              return (
                <Button
                  key={issue}
                  size="sm"
                  aria-pressed={on}
                  onClick={() =>
                    setIssues((current) => (on ? current.filter((i) => i !== issue) : [...current, issue]))
                  }
                >
                  {labels[issue]}
                </Button>
              );
            })}
          </div>
          <TextareaField
            label={t`Tell us more (optional)`}
            value={comment}
            onChange={setComment}
            maxLength={FEEDBACK_COMMENT_MAX}
          />
          <div>
            <Button type="submit" variant="primary" disabled={busy}>
              {t`Submit`}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
