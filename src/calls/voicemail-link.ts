/** A signed link is asked for again this long before it expires, so playing never hits a dead link (part 2 section 4 "Audio player"). */
export const LINK_REFRESH_LEAD_MS = 10_000;

/** How long to wait before asking for a fresh link: until 10 s before `expires`, at once if that has passed. */
export function refreshDelay(expires: string, now: number): number {
  const at = Date.parse(expires);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, at - LINK_REFRESH_LEAD_MS - now);
}
