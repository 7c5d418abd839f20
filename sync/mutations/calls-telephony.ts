/**
 * The Phone call dialog's writes. Placing a call takes a client-made id, so the dialog follows the
 * call from the first moment; it has no optimistic row (the carrier's number and the first status
 * are the server's), and the call's change, recorded last, confirms it. The outcome and note show
 * at once (sanitized as the server stores them) and roll back on a refusal. Hanging up changes
 * nothing until the carrier reports the end. The review drawer saves the note alone
 * (`saveCallNote`); Call back returns a call by its id (`returnCall`).
 */
import { OPERATIONS, sanitizeRichText, type updateCallBody, type BodyOf } from '../../domain/index.ts';
import { asSent, defineMutation } from './define.ts';

export type PlaceCallArgs = BodyOf<typeof OPERATIONS.placeCall>;

export const placeCall = defineMutation({
  operation: OPERATIONS.placeCall,
  request: (args: PlaceCallArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'call', id: args.id }),
});

export type UpdateCallArgs = BodyOf<typeof OPERATIONS.updateCall> & { callId: string };

export const updateCall = defineMutation({
  operation: OPERATIONS.updateCall,
  request: ({ callId, ...body }: UpdateCallArgs) => ({ params: { callId }, body }),
  optimistic: (collections, { callId, ...body }) => {
    const patch = asSent<typeof updateCallBody>(body);
    if (!collections.call.has(callId)) return;
    collections.call.update(callId, (draft) => {
      if (patch.outcomeId !== undefined) draft.outcomeId = patch.outcomeId;
      draft.note = patch.note === null ? null : sanitizeRichText(patch.note);
    });
  },
  confirms: ({ callId }) => ({ entity: 'call', id: callId }),
});

export interface SaveCallNoteArgs {
  callId: string;
  /** The editor's HTML; empty text is stored as no note. */
  note: string | null;
}

/**
 * The review drawer's autosaved 'My notes': the same PATCH with the note alone, so the outcome
 * stays as it is. The note shows at once everywhere the call does (sanitized as stored).
 */
export const saveCallNote = defineMutation({
  operation: OPERATIONS.updateCall,
  request: ({ callId, note }: SaveCallNoteArgs) => ({ params: { callId }, body: { note } }),
  optimistic: (collections, { callId, note }) => {
    const patch = asSent<typeof updateCallBody>({ note });
    if (!collections.call.has(callId)) return;
    collections.call.update(callId, (draft) => {
      draft.note = patch.note === null ? null : sanitizeRichText(patch.note);
    });
  },
  confirms: ({ callId }) => ({ entity: 'call', id: callId }),
});

export type ReturnCallArgs = BodyOf<typeof OPERATIONS.returnCall>;

/** Call back from the calls page: a new call with a client-made id, confirmed by its change (no optimistic row, as placing a call). */
export const returnCall = defineMutation({
  operation: OPERATIONS.returnCall,
  request: (args: ReturnCallArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (args) => ({ entity: 'call', id: args.id }),
});

export const hangUpCall = defineMutation({
  operation: OPERATIONS.hangUpCall,
  request: ({ callId }: { callId: string }) => ({ params: { callId } }),
  optimistic: () => undefined,
  confirms: ({ callId }) => ({ entity: 'call', id: callId }),
});
