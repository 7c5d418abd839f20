import { useState } from 'react';
import { useLocation } from 'wouter';
import { UNKNOWN_GUIDE_ID, viewedGuideOf } from '../shared/paths/sections.ts';

/**
 * The current guide: whose docket or member list the user last looked at in this session (Switch
 * Guide View, a link to another guide's list), the acting user's own at first. A path with a guide
 * in it switches it; other pages leave it, so /member-list (the Members tab) opens the list of the
 * guide being viewed. 'unknown' (a member without a guide) names no guide and switches nothing.
 */
export function currentGuideAfter(previous: string, pathname: string): string {
  const viewed = viewedGuideOf(pathname);
  return viewed && viewed !== UNKNOWN_GUIDE_ID ? viewed : previous;
}

/** The current guide, kept while the protected shell is mounted (a sign-out ends it). */
export function useCurrentGuide(actingUserId: string): string {
  const [pathname] = useLocation();
  const [current, setCurrent] = useState(actingUserId);
  const next = currentGuideAfter(current, pathname);
  // Switched during render (not in an effect), so a redirect in this same render already sees it.
  if (next !== current) setCurrent(next);
  return next;
}
