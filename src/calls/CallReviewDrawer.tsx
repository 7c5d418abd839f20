import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type {
  CallLogRow,
  CallReviewRecordingRow,
  CallReviewRow,
  RecordingFeedbackRow,
} from '../../sync/client/index.ts';
import { Button, cx, LiveViewState, Tabs } from '../../ui/index.ts';
import { useLive, useReportLiveError } from '../data/index.ts';
import { resolveTimeZone } from '../shared/time/days.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { MyNotes } from './MyNotes.tsx';
import { RecordingFeedback } from './RecordingFeedback.tsx';
import { formatInstant } from '../shared/format/date-time.ts';
import { formatDateTime, memberSideNumber } from './log-rows.ts';
import { TranscriptView } from './TranscriptView.tsx';
import { useCallNoteAutosave } from './use-call-note-autosave.ts';

/** What the drawer shows of the call: a calls page row or a call opened by id carry it alike. */
export type ReviewedCall = Pick<
  CallReviewRow | CallLogRow,
  | 'id'
  | 'memberName'
  | 'incoming'
  | 'originatorPhoneNumber'
  | 'receiverPhoneNumber'
  | 'timeStarted'
  | 'timeEnded'
  | 'note'
>;

export interface CallReviewDrawerProps {
  call: ReviewedCall;
  /** The older, narrower drawer: the transcript only (without the call-data-quality flag). */
  narrow: boolean;
  /**
   * 'My notes' is written here (autosaved): where the drawer opens outside the calls page, for the
   * call's guide. Read-only otherwise (the calls page).
   */
  editable?: boolean;
  onClose: () => void;
}

/** A call's recording, else its voicemail: what the drawer's notes and transcript are of. */
const mainRecording = (rows: readonly CallReviewRecordingRow[]) => rows.find((r) => r.kind === 'recording') ?? rows[0];

/**
 * The call review drawer (post-call summary, spec part 1 section 2): the title names the member,
 * the day and the start and end times; 'My notes' on the left (read-only on the calls page,
 * autosaved where `editable`), the 'Generated notes' and 'Transcript' tabs on the right, each with
 * its feedback. Generated notes are shown beside the guide's own note, never written over it.
 * Closing saves what the autosave has not yet; if that fails the drawer stays open with the text.
 */
export function CallReviewDrawer({ call, narrow, editable = false, onClose }: CallReviewDrawerProps) {
  const { t, i18n } = useLingui();
  const user = useActingUser();
  const timeZone = resolveTimeZone(user.timeZone);
  const recordings = useLive('callRecordingsOfCall', { callId: call.id });
  useReportLiveError(recordings);
  const feedback = useLive('recordingFeedback', narrow ? undefined : { callId: call.id });
  const recording = mainRecording(recordings.rows);
  const answer = feedback.rows.find((row) => row.id === recording?.id);
  const [tab, setTab] = useState('notes');
  const notes = useCallNoteAutosave(call.id, call.note);
  const close = () => {
    if (!editable) return onClose();
    void notes.flush().then((saved) => saved && onClose());
  };

  const who = call.memberName ?? formatPhoneNumber(memberSideNumber(call));
  const day = formatDateTime(call.timeStarted, i18n.locale, timeZone).split(',')[0] ?? '';
  const start = formatInstant(call.timeStarted, 'time', timeZone, i18n.locale);
  const end = call.timeEnded ? formatInstant(call.timeEnded, 'time', timeZone, i18n.locale) : '';
  const title = end ? t`${who}, ${day}, ${start} – ${end}` : t`${who}, ${day}, ${start}`;

  const transcript = (
    <LiveViewState
      status={recordings.status}
      count={1}
      loadingLabel={t`Loading the transcript`}
      failed={t`The transcript could not be loaded.`}
      empty={{ title: '' }}
    >
      <TranscriptView recording={recording} call={call} />
      {!narrow && recording?.transcribedAt ? (
        <RecordingFeedback part="transcription" recordingId={recording.id} answer={answerOf(answer, 'transcription')} />
      ) : null}
    </LiveViewState>
  );

  return (
    <Dialog open onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full justify-end">
        <DialogPanel
          className={cx(
            'flex h-full w-full flex-col overflow-y-auto bg-white shadow-xl',
            narrow ? 'max-w-xl' : 'max-w-5xl',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <Button onClick={close}>{t`Close`}</Button>
          </div>
          {narrow ? (
            <section aria-label={t`Transcript`} className="p-4">
              {transcript}
            </section>
          ) : (
            <div className="grid flex-1 gap-6 p-4 md:grid-cols-2">
              <MyNotes note={call.note} editable={editable} autosave={notes} />
              <Tabs
                label={t`Call summary`}
                selectedId={tab}
                onChange={setTab}
                items={[
                  {
                    id: 'notes',
                    label: t`Generated notes`,
                    panel: (
                      <Pane>
                        <LiveViewState
                          status={recordings.status}
                          count={1}
                          loadingLabel={t`Loading the generated notes`}
                          failed={t`The generated notes could not be loaded.`}
                          empty={{ title: '' }}
                        >
                          <GeneratedNotes text={recording?.generatedNotes ?? null} />
                          {recording?.generatedNotes ? (
                            <RecordingFeedback
                              part="summary"
                              recordingId={recording.id}
                              answer={answerOf(answer, 'summary')}
                            />
                          ) : null}
                        </LiveViewState>
                      </Pane>
                    ),
                  },
                  { id: 'transcript', label: t`Transcript`, panel: <Pane>{transcript}</Pane> },
                ]}
              />
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function Pane({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 pt-4">{children}</div>;
}

/** Plain text from the summarizer, paragraphs separated by blank lines. */
function GeneratedNotes({ text }: { text: string | null }) {
  const { t } = useLingui();
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <p className="text-slate-700">{t`No generated notes available.`}</p>;
  return (
    <div className="flex flex-col gap-2 text-slate-900">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-wrap">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function answerOf(row: RecordingFeedbackRow | undefined, part: 'summary' | 'transcription'): boolean | null {
  if (!row) return null;
  return part === 'summary' ? row.isAccurateSummary : row.isAccurateTranscription;
}
