import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Banner, Button } from '../../ui/index.ts';
import { docketPath } from '../shared/paths/docket-paths.ts';
import { guideNameOf } from '../guides/team-directory.ts';
import { useTeamDirectory } from '../guides/use-team-directory.ts';
import { RAINBOW_BACKGROUND } from './rainbow.ts';
import { UNKNOWN_GUIDE_ID, viewedGuideOf } from '../shared/paths/sections.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { useImpersonation } from '../shared/use-impersonation.ts';
import { useOnline } from './use-online.ts';

/** The strips under the header (spec part 1 section 2, "Protected shell"), most urgent first. */
export function ShellBanners({ prideMonth }: { prideMonth: boolean }) {
  const user = useActingUser();
  const [pathname] = useLocation();
  const viewedGuideId = viewedGuideOf(pathname);
  const online = useOnline();
  return (
    <>
      {online ? null : <OfflineBanner />}
      {user.impersonatedUserId ? <ImpersonationBanner name={user.name} /> : null}
      {viewedGuideId && viewedGuideId !== user.id ? (
        <ViewingAsBanner guideId={viewedGuideId} actingUserId={user.id} />
      ) : null}
      {prideMonth ? <PrideBanner /> : null}
    </>
  );
}

/**
 * Offline (issue #13): what was loaded stays readable from the engine's store, and writes wait in
 * the sync worker and go once the network is back. The spec has no text for it; this one says both.
 */
function OfflineBanner() {
  return (
    <Banner tone="warning">
      <Trans>
        You are offline. What was loaded stays readable; your changes will be saved when the connection returns.
      </Trans>
    </Banner>
  );
}

/** While an admin acts as someone else, with the way back. */
function ImpersonationBanner({ name }: { name: string }) {
  const impersonation = useImpersonation();
  return (
    <Banner
      tone="warning"
      action={
        <Button size="sm" variant="secondary" onClick={() => impersonation.stop()}>
          <Trans>Exit impersonation</Trans>
        </Button>
      }
    >
      <Trans>
        You are impersonating <strong className="font-semibold">{name}</strong>. Everything you do is also recorded
        under your own account.
      </Trans>
    </Banner>
  );
}

/**
 * 'You are viewing as' a guide's name, or 'This member is not assigned to a guide', on docket and
 * member-list/member pages of a guide other than the acting user.
 */
function ViewingAsBanner({ guideId, actingUserId }: { guideId: string; actingUserId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { state } = useTeamDirectory();
  const unassigned = guideId === UNKNOWN_GUIDE_ID;
  const name = guideNameOf(state, guideId);
  // Wait for the name rather than flash a placeholder; a guide missing from the team still gets the banner.
  if (!unassigned && !name && state.status === 'loading') return null;
  const guideName = name ?? t`another guide`;
  return (
    <Banner
      tone="info"
      action={
        <Button size="sm" variant="secondary" onClick={() => navigate(docketPath(actingUserId))}>
          <Trans>Switch to my view</Trans>
        </Button>
      }
    >
      {unassigned ? (
        <Trans>This member is not assigned to a guide</Trans>
      ) : (
        <Trans>
          You are viewing as <strong className="font-semibold">{guideName}</strong>
        </Trans>
      )}
    </Banner>
  );
}

/** June: Pride Month. */
function PrideBanner() {
  return (
    <div>
      <div className={`h-1 ${RAINBOW_BACKGROUND}`} aria-hidden="true" />
      <Banner tone="info">
        <Trans>Happy Pride Month! Thank you for the care you give every member, every day.</Trans>
      </Banner>
    </div>
  );
}
