/**
 * Notes and their autosaved drafts (spec part 2 sections 2, 3, 4 and 7): the limits, the request
 * schemas the server validates with and the dialog resolves with, and the autosave rule.
 *
 * A note's text is rich text (HTML of the editor's starter kit, `rich-text.ts`), at most
 * `NOTE_LIMITS.html` characters of HTML: 20,000, room for about ten pages of formatted text, far
 * under the 2 MB body limit. The server stores it sanitized.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import { richTextPlain } from './rich-text.ts';

export const NOTE_LIMITS = {
  /** Characters of HTML a note (or a draft) may hold. */
  html: 20_000,
} as const;

/** What a draft is the draft of (part 2 section 3 "Autosaved draft"). */
export const DRAFT_TYPES = ['notes', 'events', 'visits'] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];

/** Part 2 sections 4 and 9: autosave after 1.5 s idle, a change of at least 5 characters; Saved shows 1.75 s. */
export const AUTOSAVE = { idleMs: 1500, minimumChange: 5, savedShownMs: 1750 } as const;

export const NOTE_REQUIRED_MESSAGE = 'Note is required.';
export const NOTE_TOO_LONG_MESSAGE = `Note must be at most ${NOTE_LIMITS.html} characters.`;

/** Rich text: within the limit, and not empty to a reader (an empty editor's '<p></p>' is empty). */
export const noteText = type('string')
  .narrow((value, ctx) => value.length <= NOTE_LIMITS.html || ctx.reject({ message: NOTE_TOO_LONG_MESSAGE }))
  .narrow((value, ctx) => richTextPlain(value) !== '' || ctx.reject({ message: NOTE_REQUIRED_MESSAGE }));

/** POST /notes: the member (`userId`, as the spec names it) and the text. */
export const createNoteBody = type({ userId: uuid, text: noteText });
export const updateNoteBody = type({ text: noteText });

/** The draft's address: whose subject and what kind of text. */
export const draftQuery = type({ subjectId: uuid, type: type.enumerated(...DRAFT_TYPES) });
/**
 * DELETE /notes/auto-save: with `version`, only that version (or an older one) goes, so saving a
 * note in one tab never throws away a draft another tab wrote since.
 */
export const deleteDraftQuery = draftQuery.and({
  'version?': type('string.integer.parse').to('1 <= number <= 2147483647'),
});
/** A draft may be anything the editor holds, even empty, within the note's limit. */
export const saveDraftBody = type({
  text: type('string').narrow(
    (value, ctx) => value.length <= NOTE_LIMITS.html || ctx.reject({ message: NOTE_TOO_LONG_MESSAGE }),
  ),
});

/**
 * How many characters differ between two texts: the span left once their common start and end are
 * set aside. An insertion or deletion counts its length; a replacement in place counts too (a bare
 * length difference would miss it).
 */
export function changedCharacters(before: string, after: string): number {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start++;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return Math.max(before.length, after.length) - start - end;
}

/**
 * The autosave rule (part 2 section 4), asked once the editor has been idle for 1.5 s: save when
 * the text differs from the last saved one by at least 5 characters and is not empty to a reader.
 */
export function shouldAutosave(lastSaved: string, current: string): boolean {
  if (current === lastSaved || richTextPlain(current) === '') return false;
  return changedCharacters(lastSaved, current) >= AUTOSAVE.minimumChange;
}
