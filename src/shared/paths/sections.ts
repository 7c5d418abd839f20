import type { ClientConfig } from '../../platform/client-config.ts';
import type { ActingUser, VerifyResponse } from '../../services/verify-response.ts';

/**
 * Route sections, recognised by the first path segment (spec part 1 section 2). The header
 * highlights the tab of the current section.
 */
export type Section =
  'docket' | 'member-list' | 'calls' | 'dashboard' | 'hospitalizations' | 'guides' | 'admin-dashboard' | 'other';

export const MEMBER_LIST_PATH = '/member-list';
export const CALLS_PATH = '/calls';
export const HOSPITALIZATIONS_PATH = '/hospitalizations';
export const GUIDES_PATH = '/guides';
export const ADMIN_DASHBOARD_PATH = '/admin-dashboard';
/** The CHW minutes report (issue #36), for supervisors and admins. */
export const CHW_MINUTES_PATH = '/reports/chw-minutes';

const SECTIONS: readonly Section[] = [
  'docket',
  'member-list',
  'calls',
  'dashboard',
  'hospitalizations',
  'guides',
  'admin-dashboard',
];

export function sectionOf(pathname: string): Section {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : 'other';
}

/** "Only for users who administer at least one client" (spec part 1 sections 1 and 6), as verify reports it. */
export function administersAClient(user: Pick<ActingUser, 'administeredClientIds'>): boolean {
  return user.administeredClientIds.length > 0;
}

/** The analytics workbook the Dashboard tab opens: the client's own, else the deployment's; none hides the tab. */
export function analyticsUrlOf(
  verify: Pick<VerifyResponse, 'clients'>,
  config: Pick<ClientConfig, 'analyticsUrl'>,
): string | undefined {
  const url = verify.clients[0]?.analyticsUrl || config.analyticsUrl;
  return url && isWebUrl(url) ? url : undefined;
}

/** Only http(s): a configured `javascript:` URL must never become a link. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The guide whose docket or member list (or member page) is on screen, from the path; 'unknown' marks a member without a guide. */
export function viewedGuideOf(pathname: string): string | undefined {
  const match = /^\/(?:docket|member-list)\/guide\/([^/]+)(?:\/member\/[^/]+)?\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The path segment the member routes use when the member's guide is not known (spec: /members/{oldMemberId}). */
export const UNKNOWN_GUIDE_ID = 'unknown';

export function isMemberPath(pathname: string): boolean {
  return /^\/(?:docket|member-list)\/guide\/[^/]+\/member\/[^/]+\/?$/.test(pathname);
}
