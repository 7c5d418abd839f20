import { Temporal } from 'temporal-polyfill';
import type { AuditTrailFilters } from '../../domain/index.ts';

/** The examiner's filter form as typed: ids as text, days as yyyy-MM-dd ('' when unset). */
export interface AuditFilterForm {
  memberId: string;
  userId: string;
  operation: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterForm = { memberId: '', userId: '', operation: '', fromDay: '', toDay: '' };

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AuditFilterProblem = 'memberId' | 'userId' | 'range';

/** The first instant of a day (or of the day after it) in the zone; undefined for a day that does not exist. */
function startOfDay(day: string, timeZone: string, daysLater = 0): Temporal.ZonedDateTime | undefined {
  try {
    return Temporal.PlainDate.from(day, { overflow: 'reject' }).add({ days: daysLater }).toZonedDateTime({ timeZone });
  } catch {
    return undefined;
  }
}

/**
 * The server's filters from the form, days read in the examiner's zone: from the start of the
 * first day to the start of the day after the last (so the last day is whole, whatever its
 * length on a daylight-saving change). A field that cannot be a filter is a problem, not ignored.
 */
export function auditQueryOf(
  form: AuditFilterForm,
  timeZone: string,
): { filters: AuditTrailFilters } | { problems: AuditFilterProblem[] } {
  const problems: AuditFilterProblem[] = [];
  const memberId = form.memberId.trim();
  const userId = form.userId.trim();
  if (memberId && !ID_PATTERN.test(memberId)) problems.push('memberId');
  if (userId && !ID_PATTERN.test(userId)) problems.push('userId');
  const from = form.fromDay ? startOfDay(form.fromDay, timeZone) : undefined;
  const to = form.toDay ? startOfDay(form.toDay, timeZone, 1) : undefined;
  if ((form.fromDay && !from) || (form.toDay && !to) || (from && to && Temporal.ZonedDateTime.compare(from, to) >= 0))
    problems.push('range');
  if (problems.length) return { problems };
  return {
    filters: {
      ...(memberId ? { memberId: memberId.toLowerCase() } : {}),
      ...(userId ? { userId: userId.toLowerCase() } : {}),
      ...(form.operation ? { operation: form.operation } : {}),
      ...(from ? { from: from.toInstant().toString() } : {}),
      ...(to ? { to: to.toInstant().toString() } : {}),
    },
  };
}
