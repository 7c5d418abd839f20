/**
 * What a calls or texts row shows in its From and To columns, and which number the row's 'Assign
 * phone number' and 'Call back' mean: the member's side by name when the row is assigned, the
 * staff side by name when known, else the number.
 */
import type { CallLogRow, CallReviewRow, TextLogRow } from '../../sync/client/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';

export interface Parties {
  from: string;
  to: string;
}

const nameOr = (name: string | null | undefined, number: string | null | undefined) =>
  name || formatPhoneNumber(number ?? '');

export function callParties(row: CallLogRow): Parties {
  return row.incoming
    ? { from: nameOr(row.memberName, row.originatorPhoneNumber), to: nameOr(row.receiverName, row.receiverPhoneNumber) }
    : {
        from: nameOr(row.originatorName, row.originatorPhoneNumber),
        to: nameOr(row.memberName, row.receiverPhoneNumber),
      };
}

/** The other party's number: the caller of an incoming call, the one called otherwise. */
export function memberSideNumber(
  row: Pick<CallLogRow | CallReviewRow, 'incoming' | 'originatorPhoneNumber' | 'receiverPhoneNumber'>,
): string {
  return (row.incoming ? row.originatorPhoneNumber : row.receiverPhoneNumber) ?? '';
}

export function textParties(row: TextLogRow, guideFallback: string): Parties {
  const member = nameOr(row.memberName, row.phoneNumber);
  const guide = row.guideName || guideFallback;
  return row.incoming ? { from: member, to: guide } : { from: guide, to: member };
}

/**
 * 'Assign call' (spec part 1 section 2: "one time"): a call is assigned to its member once, so it is
 * offered only on a call that has none yet (an unknown caller's, a returned unknown call) and was
 * never assigned by hand. A call placed to or taken from a member came with its member.
 */
export function offersAssignCall(row: Pick<CallLogRow, 'memberId' | 'assignedAt'>): boolean {
  return !row.memberId && !row.assignedAt;
}

/** Dates as MM/dd/yyyy with the time, in the reader's zone (part 1 section 9). */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
