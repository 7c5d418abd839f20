/**
 * The docket's embedded dashboard (spec part 1 sections 2 and 4): which month to ask for, when to
 * ask again (at the signed URL's expiry), and whether the URL is the portal's own dashboard page
 * (shown in place, its code loaded lazily) or an external workbook (shown in a frame).
 */
export const OWN_DASHBOARD_PATH = '/analytics/docket';

/** `yyyyMM` of a calendar day `YYYY-MM-DD`. */
export function yearMonthOf(day: string): string {
  return day.slice(0, 4) + day.slice(5, 7);
}

/** Milliseconds until the URL must be asked for again (never negative; at most a day, so a timer stays sane). */
export function refreshDelay(expirationTimestamp: number, now: number): number {
  return Math.min(Math.max(expirationTimestamp - now, 0), 86_400_000);
}

export interface OwnDashboard {
  guideId: string;
  yearMonth: string;
  expires: number;
  signature: string;
}

/** The own page's signed parameters, or null for any other address (an external workbook). */
export function ownDashboardOf(url: string, origin: string): OwnDashboard | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.pathname !== OWN_DASHBOARD_PATH) return null;
  const q = parsed.searchParams;
  const [guideId, yearMonth, expires, signature] = [
    q.get('guideId'),
    q.get('yearMonth'),
    Number(q.get('expires')),
    q.get('signature'),
  ];
  return guideId && yearMonth && signature && Number.isFinite(expires)
    ? { guideId, yearMonth, expires, signature }
    : null;
}
