import { describe, expect, it } from 'vitest';
import { canDismissStatus } from './status-events.ts';

describe('dismissing a status event', () => {
  const may = ['CAN_VIEW_CASELOAD', 'CAN_DISMISS_MEMBER_STATUS'];

  it('is offered for unable-to-newly-engage and unable-to-re-engage, with the permission', () => {
    expect(canDismissStatus('unable-to-newly-engage', may)).toBe(true);
    expect(canDismissStatus('unable-to-re-engage', may)).toBe(true);
  });

  it('is not offered for other statuses, an unknown one, or without the permission', () => {
    expect(canDismissStatus('re-engaged', may)).toBe(false);
    expect(canDismissStatus(undefined, may)).toBe(false);
    expect(canDismissStatus('unable-to-re-engage', ['CAN_VIEW_CASELOAD'])).toBe(false);
  });
});
