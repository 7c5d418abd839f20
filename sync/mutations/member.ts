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
}

export const dismissAlert = defineMutation({
  operation: OPERATIONS.dismissAlert,
  request: (args: DismissAlertArgs) => ({ params: { alertId: args.alertId } }),
  optimistic: (collections, args) => collections.alert.delete(args.alertId),
  confirms: (args) => ({ entity: 'alert', id: args.alertId }),
});
