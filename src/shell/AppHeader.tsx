import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { cx } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { DOCKET_PATH } from '../shared/paths/docket-paths.ts';
import { LanguageSwitch } from '../i18n/index.ts';
import { NotificationCentre } from '../notifications/NotificationCentre.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { RAINBOW_BACKGROUND } from './rainbow.ts';
import { administersAClient, analyticsUrlOf } from '../shared/paths/sections.ts';
import { useActingUserState } from '../services/use-acting-user.ts';

/** The portal's header: product name (a rainbow in June), the section tabs, language and profile. */
export function AppHeader({ prideMonth }: { prideMonth: boolean }) {
  const { config } = useServices();
  const state = useActingUserState();
  if (state.status !== 'success') return null;
  const { user } = state.data;
  return (
    // One row from 640 px up (a tablet's 820 px included: issue #38): the tabs take what the name and the
    // controls leave and scroll sideways when a language's words need more. Narrower (a phone), the
    // controls leave the tabs no room, so the tabs take a row of their own below, the whole width.
    <header className="flex flex-wrap items-center justify-between gap-x-2 border-b border-slate-200 bg-white px-3 sm:flex-nowrap sm:gap-x-4 sm:px-4 lg:gap-x-6">
      <Link
        href={DOCKET_PATH}
        data-rainbow={prideMonth ? '' : undefined}
        className={cx(
          'shrink-0 whitespace-nowrap py-2 text-base font-bold sm:text-lg focus-visible:outline-3 focus-visible:outline-blue-600',
          prideMonth ? cx(RAINBOW_BACKGROUND, 'bg-clip-text text-transparent') : 'text-blue-900',
        )}
      >
        <Trans>Care Portal</Trans>
      </Link>
      {/* Before the controls in reading and tab order at every width; below them on a phone. */}
      <div className="order-last flex min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-auto">
        <HeaderTabs analyticsUrl={analyticsUrlOf(state.data, config)} showHospitalizations={administersAClient(user)} />
      </div>
      <div className="flex shrink-0 items-center gap-2 py-2 sm:gap-3">
        <NotificationCentre />
        <LanguageSwitch />
        <ProfileMenu />
      </div>
    </header>
  );
}
