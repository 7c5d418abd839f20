import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AUTOSAVE, type PropertyError } from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import { useServices } from '../services/services.tsx';
import { useMutation } from '../data/index.ts';
import { createAutosave, type Autosave, type SaveIndicatorState } from '../notes/autosave.ts';
import { adoptLiveNote, unsavedOnClose, type NoteEditState } from './call-note-sync.ts';

export interface CallNoteAutosave {
  /** The editor's text. */
  text: string;
  indicator: SaveIndicatorState;
  /** Why the last save failed (the text stays in the editor); null when it did not. */
  error: string | null;
  edit(text: string): void;
  /** Saves the editor's text now (after a failure). */
  retry(): void;
  /** Saves what is unsaved at once (the drawer closing); answers whether nothing is left unsaved. */
  flush(): Promise<boolean>;
}

/**
 * The review drawer's 'My notes' (spec part 1 section 2), autosaved by the rich-text rule of part 2
 * section 4 through the notes' autosave machine (`createAutosave`: 1.5 s idle, a change of 5
 * characters, not empty; IDLE -> SAVING -> SAVED -> IDLE after 1.75 s). The write is PATCH
 * /calls/{id} with the note alone (`saveCallNote`). Beyond the spec's "a failure is logged", a
 * failed save keeps the text, says so and offers Retry; closing saves any smaller change too, so
 * nothing typed is lost. The store's note (another browser's save) replaces the text only while
 * nothing is unsaved here.
 */
export function useCallNoteAutosave(callId: string, liveNote: string | null): CallNoteAutosave {
  const { t } = useLingui();
  const { clock } = useServices();
  const [state, setState] = useState<NoteEditState>(() => ({ local: liveNote ?? '', saved: liveNote ?? '' }));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [indicator, setIndicator] = useState<SaveIndicatorState>('IDLE');
  const [error, setError] = useState<string | null>(null);

  const failed = t`Your note was not saved. It is still here: try again.`;
  const onFailure = useCallback((failure: SyncError) => setError(failure.body?.userMessage || failed), [failed]);
  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) =>
      setError(
        errors[0]?.constraints
          ? (Object.values(errors[0].constraints)[0] ?? failed)
          : failure.body?.userMessage || failed,
      ),
    [failed],
  );
  const mutate = useMutation('saveCallNote', { onFailure, onInvalid });

  /** One save: the store shows it at once; on success it is the new baseline. Throws on failure (the machine's contract). */
  const save = useCallback(
    async (text: string) => {
      if (!(await mutate({ callId, note: text === '' ? null : text }))) throw new Error('call note not saved');
      setError(null);
      setState((s) => ({ ...s, saved: text }));
      stateRef.current = { ...stateRef.current, saved: text };
    },
    [callId, mutate],
  );

  const machine = useRef<Autosave | null>(null);
  useEffect(() => {
    const autosave = createAutosave({
      lastSaved: stateRef.current.saved,
      save,
      onState: setIndicator,
      // The error only: the note may hold PHI. The words for the guide are set by `onFailure`.
      onError: () => undefined,
      timers: clock,
    });
    machine.current = autosave;
    return () => {
      autosave.stop();
      if (machine.current === autosave) machine.current = null;
    };
  }, [save, clock]);

  // Another browser's save arrives through the live query.
  useEffect(() => {
    setState((s) => adoptLiveNote(s, liveNote));
  }, [liveNote]);

  const edit = useCallback((text: string) => {
    setState((s) => ({ ...s, local: text }));
    stateRef.current = { ...stateRef.current, local: text };
    machine.current?.edit(text);
  }, []);

  const saveNow = useCallback(async () => {
    const { local } = stateRef.current;
    setIndicator('SAVING');
    try {
      await save(local);
      machine.current?.markSaved(local);
      setIndicator('SAVED');
      clock.setTimeout(() => setIndicator((shown) => (shown === 'SAVED' ? 'IDLE' : shown)), AUTOSAVE.savedShownMs);
      return true;
    } catch {
      setIndicator('IDLE');
      return false;
    }
  }, [save, clock]);

  const retry = useCallback(() => void saveNow(), [saveNow]);
  const flush = useCallback(async () => (unsavedOnClose(stateRef.current) ? saveNow() : true), [saveNow]);

  return useMemo(
    () => ({ text: state.local, indicator, error, edit, retry, flush }),
    [state.local, indicator, error, edit, retry, flush],
  );
}
