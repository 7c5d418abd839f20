/**
 * The tab's own copy of a draft in local storage, written on every edit, so a tab that crashes
 * before the 1.5 s autosave loses nothing: the dialog opens with the newer of it and the server's.
 * Keyed by user, member and type. Clearing removes it only if it still holds the text that was
 * saved, so a note saved in one tab never throws away what another tab typed since.
 */
import type { DraftType } from '../../domain/index.ts';

export interface LocalDraft {
  text: string;
  /** Epoch ms of the edit. */
  at: number;
}

export interface DraftAddress {
  userId: string;
  subjectId: string;
  type: DraftType;
}

/** The portal's local storage port (no removal: an empty entry reads as none). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = ({ userId, subjectId, type }: DraftAddress) => `noteDraft:v1:${userId}:${subjectId}:${type}`;

/** The stored copy; undefined when none or unreadable (a damaged entry is ignored, never thrown). */
export function readLocalDraft(storage: DraftStorage, address: DraftAddress): LocalDraft | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(address)) || 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as LocalDraft).text === 'string' &&
      typeof (value as LocalDraft).at === 'number'
    )
      return value as LocalDraft;
  } catch {
    // A damaged entry reads as none.
  }
  return undefined;
}

export function writeLocalDraft(storage: DraftStorage, address: DraftAddress, draft: LocalDraft): void {
  try {
    storage.setItem(keyOf(address), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the server's autosave still keeps the draft.
  }
}

/** Removes the copy if it holds `savedText` (or nothing): another tab's newer text stays. */
export function clearLocalDraft(storage: DraftStorage, address: DraftAddress, savedText: string): void {
  const stored = readLocalDraft(storage, address);
  if (stored && stored.text !== savedText) return;
  try {
    storage.setItem(keyOf(address), '');
  } catch {
    // Refused: the stale copy is older than the server's next draft, or equal to the saved note.
  }
}

/** The text to start from: the newer of the server's draft and the local copy (the server's on a tie). */
export function startingText(
  server: { text: string; updatedAt: string } | null,
  local: LocalDraft | undefined,
): string {
  if (!local) return server?.text ?? '';
  if (!server) return local.text;
  return local.at > Date.parse(server.updatedAt) ? local.text : server.text;
}
