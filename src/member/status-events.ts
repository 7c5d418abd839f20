import { hasPermission } from '../../domain/index.ts';

/** Only these statuses may be dismissed from the feed (spec part 1 section 4). */
export const DISMISSABLE_STATUS_KEYS: readonly string[] = ['unable-to-newly-engage', 'unable-to-re-engage'];

/** The dismiss menu shows for a dismissable status, to holders of CAN_DISMISS_MEMBER_STATUS. */
export function canDismissStatus(statusKey: string | undefined, userPermissions: readonly string[]): boolean {
  return (
    statusKey !== undefined &&
    DISMISSABLE_STATUS_KEYS.includes(statusKey) &&
    hasPermission(userPermissions, 'CAN_DISMISS_MEMBER_STATUS')
  );
}
