import { useLingui } from '@lingui/react/macro';
import { callClock } from '../../../domain/index.ts';
import { useLive } from '../../data/index.ts';

/**
 * After the call: the generated notes and the transcript (speaker, time, text), arriving live some
 * seconds after the call ends, as the transcription service answers. The spec's empty texts until then.
 */
export function CallSummary({ callId }: { callId: string }) {
  const { t } = useLingui();
  const recordings = useLive('callRecordingsOfCall', { callId });
  const transcribed = recordings.rows.find((r) => r.transcribedAt !== null);
  const notes = recordings.rows.find((r) => r.generatedNotes)?.generatedNotes ?? null;
  return (
    <section aria-label={t`Call summary`} className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-slate-900">{t`Generated notes`}</h3>
        {notes ? (
          <div className="mt-1 flex flex-col gap-2 text-slate-800" data-testid="generated-notes">
            {notes.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="mt-1 text-slate-600">{t`No generated notes available.`}</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t`Transcript`}</h3>
        {transcribed?.transcript?.length ? (
          <ol className="mt-1 flex flex-col gap-1 text-slate-800" aria-label={t`Transcript`}>
            {transcribed.transcript.map((line, i) => (
              <li key={i}>
                <span className="font-medium">{line.speaker}</span>{' '}
                <span className="font-mono text-sm text-slate-600">{callClock(line.startSeconds)}</span>: {line.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-slate-600">{t`No transcript available. Please wait for the transcript to be generated.`}</p>
        )}
      </div>
    </section>
  );
}
