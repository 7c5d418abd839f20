import { dateTimeFormat } from '../shared/format/date-time.ts';

/**
 * A last event's day as the portal writes dates outside the docket (spec part 1 section 9:
 * MM/dd/yyyy, in the reader's own order for other languages), in the user's zone. Formatters are
 * built once per locale and zone (rows re-render on every live update).
 */
export function formatEventDay(iso: string | null, locale: string, timeZone: string): string | null {
  if (!iso) return null;
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return null;
  return dateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}
