import { Activity, memo, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, useLocation, useRoute, useRouter, useSearch } from 'wouter';
import { DocketPage } from '../docket/DocketPage.tsx';
import { DOCKET_GUIDE_ROUTE } from '../shared/paths/docket-paths.ts';
import {
  DOCKET_MEMBER_ROUTE,
  MEMBER_LIST_MEMBER_ROUTE,
  type MemberPageOrigin,
} from '../shared/paths/member-page-paths.ts';
import { MEMBER_LIST_GUIDE_ROUTE } from '../shared/paths/member-list-paths.ts';
import { Loading, onVisit } from '../shared/screen/on-visit.tsx';
import { usePageLocation } from './page-location.ts';

// The member list and member pages load when first visited: the docket's first load carries neither.
const MemberPageRoute = onVisit(async () => (await import('../member/MemberPageRoute.tsx')).MemberPageRoute);
const MemberListRoute = onVisit(async () => (await import('../members/MemberListRoutes.tsx')).MemberListRoute);

/**
 * Pages guides return to all day stay mounted, hidden, after they leave them: the docket, the
 * member list and the last few member pages. The docket stays live (`KeptPage`'s `live`); the others sit in
 * React Activity (effects paused, live queries released after their linger). Either way coming back
 * shows the page at once, as it was left, with its data caught up, instead of mounting it again. While hidden, a page sees the address it was left at, not the
 * current one.
 */

/** Member pages kept: enough for going back and forth between a few members on a caseload. */
export const KEPT_MEMBER_PAGES = 3;

/** The address as the router sees it, with its query string. */
export function useFullPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/** True on an address one of the kept pages shows; the one-off pages' switch shows nothing there. */
export function useOnKeptPage(): boolean {
  const [onDocket] = useRoute(DOCKET_GUIDE_ROUTE);
  const [onDocketMember] = useRoute(DOCKET_MEMBER_ROUTE);
  const [onMemberList] = useRoute(MEMBER_LIST_GUIDE_ROUTE);
  const [onListMember] = useRoute(MEMBER_LIST_MEMBER_ROUTE);
  return onDocket || onDocketMember || onMemberList || onListMember;
}

/**
 * A page shown when `visible`, else hidden and frozen at the address `path` it was left at (its
 * own `PageLocation`, so neither hiding nor showing it renders any of it).
 *
 * Hidden in React Activity unless `live`. A `live` page (the docket, which guides return to all
 * day) keeps its effects, its live queries and, through content-visibility, its layout while
 * hidden, so coming back only paints: revealing it from Activity re-ran every effect of its tree
 * and styled and laid it out afresh (~130 ms of main-thread CPU in the benchmark, issue #13's
 * target is 50 ms). `inert` takes it out of the tab order and the accessibility tree meanwhile.
 */
function KeptPage({
  visible,
  path,
  live = false,
  children,
}: {
  visible: boolean;
  path: string;
  live?: boolean;
  children: ReactNode;
}) {
  const location = usePageLocation(path);
  // A router with its own address starts from wouter's defaults: the app's parser is passed on.
  const { parser } = useRouter();
  // `path` moves only while the page is shown (its owner keeps the address it was left at).
  useLayoutEffect(() => location.moveTo(path), [location, path]);
  const page = (
    <Router hook={location.hook} searchHook={location.searchHook} parser={parser}>
      <Loading>{children}</Loading>
    </Router>
  );
  const inert = useInertUntilPainted(visible);
  if (live) {
    return (
      <div className={visible ? undefined : '[content-visibility:hidden]'} inert={inert}>
        {page}
      </div>
    );
  }
  return <Activity mode={visible ? 'visible' : 'hidden'}>{page}</Activity>;
}

/**
 * Inert at once when hidden; when shown again, inert until the frame that shows it has painted.
 * Taking `inert` off restyles the page's whole tree (every element's inertness is part of its
 * style), work that sat between the guide's click and the page on screen (issue #37); within that
 * frame no click or key can reach the page anyway. A page mounted visible is never inert.
 */
function useInertUntilPainted(visible: boolean): boolean {
  const [interactive, setInteractive] = useState(visible);
  if (!visible && interactive) setInteractive(false);
  useEffect(() => {
    if (!visible || interactive) return undefined;
    // A frame's callback runs before that frame paints; a task it posts runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setInteractive(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [visible, interactive]);
  return !interactive;
}

/**
 * The page of a guide's route (the docket, the member list) last visited; another guide's replaces
 * it, as a new guide is a new view. `render` keeps its identity while the page should not render
 * again: navigating elsewhere renders none of a kept page.
 */
function KeptGuidePage({
  route,
  render,
  live = false,
}: {
  route: string;
  render: (guideId: string) => ReactNode;
  live?: boolean;
}) {
  const path = useFullPath();
  const [visible, params] = useRoute<{ guideId: string }>(route);
  const [kept, setKept] = useState<{ guideId: string; path: string } | undefined>();
  if (visible && (kept?.guideId !== params.guideId || kept.path !== path)) setKept({ guideId: params.guideId, path });
  const guideId = kept?.guideId;
  const page = useMemo(() => (guideId === undefined ? null : render(guideId)), [render, guideId]);
  if (!kept) return null;
  return (
    <KeptPage visible={visible} path={kept.path} live={live}>
      {page}
    </KeptPage>
  );
}

const renderDocket = (guideId: string) => <DocketPage key={guideId} guideId={guideId} />;

export function KeptDocket() {
  return <KeptGuidePage live route={DOCKET_GUIDE_ROUTE} render={renderDocket} />;
}

export function KeptMemberList({ currentGuideId }: { currentGuideId: string }) {
  const render = useCallback(
    (guideId: string) => <MemberListRoute guideId={guideId} currentGuideId={currentGuideId} />,
    [currentGuideId],
  );
  return <KeptGuidePage route={MEMBER_LIST_GUIDE_ROUTE} render={render} />;
}

interface KeptMember {
  memberId: string;
  guideId: string;
  origin: MemberPageOrigin;
  path: string;
}

/** The member on screen, from either route form. */
function useCurrentMember(path: string): KeptMember | undefined {
  const [onDocket, docketParams] = useRoute<{ guideId: string; memberId: string }>(DOCKET_MEMBER_ROUTE);
  const [onList, listParams] = useRoute<{ guideId: string; memberId: string }>(MEMBER_LIST_MEMBER_ROUTE);
  if (onDocket) return { ...docketParams, origin: 'docket', path };
  if (onList) return { ...listParams, origin: 'member-list', path };
  return undefined;
}

const sameVisit = (a: KeptMember | undefined, b: KeptMember) =>
  a?.memberId === b.memberId && a.guideId === b.guideId && a.origin === b.origin && a.path === b.path;

/**
 * The member list's and member page's code, for the shell to fetch once the first screen is idle: a
 * guide's first member of the session then opens as fast as the next (556-627 ms before, against
 * 170-250 ms for the later ones: the chunk fetched and evaluated on the click, then React's hold on a
 * Suspense reveal).
 */
export const preloadKeptPages = () => Promise.all([MemberPageRoute.preload(), MemberListRoute.preload()]);

/** The member pages visited last, the current one first; the least recently seen leaves beyond the limit. */
export function KeptMemberPages() {
  const current = useCurrentMember(useFullPath());
  const [kept, setKept] = useState<KeptMember[]>([]);
  if (current && !sameVisit(kept[0], current)) {
    setKept([current, ...kept.filter((member) => member.memberId !== current.memberId)].slice(0, KEPT_MEMBER_PAGES));
  }
  return kept.map((member) => (
    <KeptMemberPage key={member.memberId} {...member} visible={current?.memberId === member.memberId} />
  ));
}

/** One kept member page; memo, so navigating elsewhere renders none of it. */
const KeptMemberPage = memo(function KeptMemberPage({
  memberId,
  guideId,
  origin,
  path,
  visible,
}: KeptMember & { visible: boolean }) {
  return (
    <KeptPage visible={visible} path={path}>
      <MemberPageRoute origin={origin} guideId={guideId} memberId={memberId} />
    </KeptPage>
  );
});
