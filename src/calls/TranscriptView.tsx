import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CallReviewRecordingRow } from '../../sync/client/index.ts';
import { Button, cx } from '../../ui/index.ts';
import type { TranscriptLine } from '../../domain/index.ts';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { lineAtMs, plainTranscript, recordingStartMs, speakerSides, transcriptState } from './transcript.ts';

/**
 * The Transcript tab: speech bubbles whose sides alternate by each speaker's first appearance, or
 * the same as plain text; each line is speaker, time and text, the time the clock time it was said
 * in the acting user's zone.
 */
export function TranscriptView({
  recording,
  call,
}: {
  recording: CallReviewRecordingRow | undefined;
  call: { timeStarted: string; timeEnded?: string | null };
}) {
  const { t } = useLingui();
  const formatInstant = useFormatInstant();
  const [plain, setPlain] = useState(false);
  const state = transcriptState(recording);
  if (state === 'waiting')
    return (
      <p className="text-slate-700">{t`No transcript available. Please wait for the transcript to be generated.`}</p>
    );
  if (state === 'none' || !recording) return <p className="text-slate-700">{t`No transcription was found.`}</p>;
  const lines = recording.transcript ?? [];
  const sides = speakerSides(lines);
  const startMs = recordingStartMs(call, recording);
  const timeOf = (line: TranscriptLine) => formatInstant(lineAtMs(startMs, line), 'time');
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t`Transcript view`} className="flex gap-2">
        <Button size="sm" aria-pressed={!plain} onClick={() => setPlain(false)}>
          {t`Speech bubbles`}
        </Button>
        <Button size="sm" aria-pressed={plain} onClick={() => setPlain(true)}>
          {t`Plain text`}
        </Button>
      </div>
      {plain || lines.length === 0 ? (
        <pre className="whitespace-pre-wrap font-sans text-slate-900">
          {plainTranscript(lines, recording.transcriptText, timeOf)}
        </pre>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t`Transcript`}>
          {lines.map((line, index) => {
            const right = sides.get(line.speaker) === 'right';
            return (
              <li
                key={index}
                className={cx(
                  'max-w-[80%] rounded-lg px-3 py-2',
                  right ? 'self-end bg-blue-50 text-blue-950' : 'self-start bg-slate-100 text-slate-900',
                )}
              >
                <p className="text-xs font-semibold">
                  {line.speaker}{' '}
                  <time className="font-normal tabular-nums" dateTime={new Date(lineAtMs(startMs, line)).toISOString()}>
                    {timeOf(line)}
                  </time>
                </p>
                <p className="whitespace-pre-wrap">{line.text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
