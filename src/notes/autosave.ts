/**
 * The rich-text autosave (spec part 2 sections 4 and 9) as a small state machine without React:
 * each edit restarts a 1.5 s idle timer; when it fires, the text is saved if `shouldAutosave`
 * allows (changed by 5 characters or more from the last saved, not empty). The indicator goes
 * IDLE -> SAVING -> SAVED, and back to IDLE 1.75 s later; a failed save is logged (never its text)
 * and the indicator returns to IDLE. Timers are injected, so tests run on a fake clock.
 */
import { AUTOSAVE, shouldAutosave } from '../../domain/index.ts';

export type SaveIndicatorState = 'IDLE' | 'SAVING' | 'SAVED';

export interface AutosaveTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutosaveOptions {
  /** The text as saved before (the draft the dialog opened with), '' for none. */
  lastSaved: string;
  save(text: string): Promise<void>;
  onState(state: SaveIndicatorState): void;
  /** Told of a failed save (the error only: the text may hold PHI). */
  onError(error: unknown): void;
  timers?: AutosaveTimers;
}

export interface Autosave {
  /** The editor's text changed. */
  edit(text: string): void;
  /** The text now saved elsewhere (the note itself): later edits compare with it. */
  markSaved(text: string): void;
  /** Stops the timers (the dialog closed); a save in flight finishes without touching the indicator. */
  stop(): void;
}

export function createAutosave({
  lastSaved: initial,
  save,
  onState,
  onError,
  timers = globalThis,
}: AutosaveOptions): Autosave {
  let lastSaved = initial;
  let current = initial;
  let idle: unknown;
  let shown: unknown;
  let stopped = false;
  let saving: Promise<void> | undefined;

  const show = (state: SaveIndicatorState) => {
    if (!stopped) onState(state);
  };

  const flush = async () => {
    // One save at a time: an idle timer firing during a save waits for it, then compares again.
    if (saving) await saving;
    const text = current;
    if (stopped || !shouldAutosave(lastSaved, text)) return;
    timers.clearTimeout(shown);
    show('SAVING');
    saving = save(text).then(
      () => {
        lastSaved = text;
        show('SAVED');
        shown = timers.setTimeout(() => show('IDLE'), AUTOSAVE.savedShownMs);
      },
      (error: unknown) => {
        onError(error);
        show('IDLE');
      },
    );
    await saving;
    saving = undefined;
  };

  return {
    edit(text) {
      current = text;
      timers.clearTimeout(idle);
      idle = timers.setTimeout(() => void flush(), AUTOSAVE.idleMs);
    },
    markSaved(text) {
      lastSaved = text;
    },
    stop() {
      stopped = true;
      timers.clearTimeout(idle);
      timers.clearTimeout(shown);
    },
  };
}
