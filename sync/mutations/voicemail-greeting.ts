/** The profile menu's Update Voicemail Greeting: an uploaded greeting becomes the caller's. */
import { OPERATIONS } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export interface SetVoicemailGreetingArgs {
  /** The uploaded file (purpose 'voicemail-greeting'). */
  fileId: string;
}

/**
 * No optimistic change: the greeting is not a field any client shows (the user row the server
 * changes, recorded as the write's one change, confirms it).
 */
export const setVoicemailGreeting = defineMutation({
  operation: OPERATIONS.setVoicemailGreeting,
  request: (args: SetVoicemailGreetingArgs) => ({ params: { id: args.fileId } }),
  optimistic: () => undefined,
  confirms: (_args, answer) => ({ entity: 'user', id: answer.userId }),
});
