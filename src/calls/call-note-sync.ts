/**
 * When the review drawer's 'My notes' takes the note the store holds (saved in another browser or
 * tab) and when it keeps what the guide is typing. Pure, so the rule is tested without an editor.
 */
import { sanitizeRichText } from '../../domain/index.ts';

export interface NoteEditState {
  /** What the editor holds. */
  local: string;
  /** The text last known to be saved: the note the drawer opened with, or the last save that succeeded. */
  saved: string;
}

/**
 * The editor's text after the store's note changed to `live`. Our own save comes back sanitized
 * (it may differ from the editor's HTML by attributes): it changes nothing. Another writer's note
 * replaces the editor's text only while the guide has nothing unsaved, so typing is never lost.
 */
export function adoptLiveNote(state: NoteEditState, live: string | null): NoteEditState {
  const incoming = live ?? '';
  if (incoming === state.saved || incoming === sanitizeRichText(state.saved)) return state;
  if (state.local !== state.saved) return state;
  return { local: incoming, saved: incoming };
}

/** Whether closing the drawer must save at once: anything typed since the last save, even under the autosave's 5 characters. */
export function unsavedOnClose(state: NoteEditState): boolean {
  return state.local !== state.saved;
}
