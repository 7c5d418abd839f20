/** Consent writes made by staff for the member (Consent accept/reject, Send consent text; part 2). */
import { OPERATIONS, type BodyOf } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export type RecordConsentArgs = BodyOf<typeof OPERATIONS.recordStaffConsent> & { termKey: string };

const answerId = (args: Pick<RecordConsentArgs, 'memberId' | 'termId'>) => `${args.memberId}:${args.termId}`;

/**
 * Accepts or rejects a term for the member: the term's state changes at once; the history entry
 * arrives with the server's change. A term that needs identity takes the id from POST /consent/identity.
 */
export const recordConsent = defineMutation({
  operation: OPERATIONS.recordStaffConsent,
  request: ({ termKey: _termKey, ...body }: RecordConsentArgs) => ({ body }),
  optimistic: (collections, args, now) => {
    const id = answerId(args);
    if (collections.consent.has(id)) {
      collections.consent.update(id, (draft) => {
        draft.consented = args.consented;
        draft.updatedAt = now;
      });
    } else {
      collections.consent.insert({
        id,
        memberId: args.memberId,
        termId: args.termId,
        termKey: args.termKey,
        consented: args.consented,
        updatedAt: now,
        lastSubmissionId: null,
      });
    }
  },
  confirms: (args) => ({ entity: 'consent', id: answerId(args) }),
});

export type SendConsentTextArgs = BodyOf<typeof OPERATIONS.sendConsentText>;

/**
 * Send consent text: texts the member a new consent link. No optimistic row: the server makes the
 * link and the text (its words and link are the server's); the text's feed item, recorded last,
 * confirms the write and shows it on the member's feed.
 */
export const sendConsentText = defineMutation({
  operation: OPERATIONS.sendConsentText,
  request: (args: SendConsentTextArgs) => ({ body: args }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'feedItem', id: answer.feedItemId }),
});
