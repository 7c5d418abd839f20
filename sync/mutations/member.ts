/** The member page's writes. */
import { OPERATIONS } from '../../domain/index.ts';
import { defineMutation } from './define.ts';

export interface DismissMemberStatusArgs {
  statusEventId: string;
}

/** Dismisses a status event (unable-to-newly-engage, unable-to-re-engage): it leaves the feed at once. */
export const dismissMemberStatus = defineMutation({
  operation: OPERATIONS.dismissMemberStatus,
  request: (args: DismissMemberStatusArgs) => ({ params: { statusEventId: args.statusEventId } }),
  optimistic: (collections, args) => collections.memberStatusEvent.delete(args.statusEventId),
  confirms: (args) => ({ entity: 'memberStatusEvent', id: args.statusEventId }),
});

export interface DismissAlertArgs {
  alertId: string;
  /** The acting user: the dismissal is theirs alone. */
  userId: string;
}

export const dismissAlert = defineMutation({
  operation: OPERATIONS.dismissAlert,
  request: (args: DismissAlertArgs) => ({ params: { alertId: args.alertId } }),
  optimistic: (collections, args, now) =>
    collections.alertDismissal.insert({
      id: `${args.alertId}:${args.userId}`,
      alertId: args.alertId,
      userId: args.userId,
      dismissedAt: now,
    }),
  confirms: (args) => ({ entity: 'alertDismissal', id: `${args.alertId}:${args.userId}` }),
});
