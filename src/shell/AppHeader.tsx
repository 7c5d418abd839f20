import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LanguageSwitch } from '../i18n/index.ts';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The portal's header: product name, the section tabs (more arrive with their screens), language and profile. */
export function AppHeader() {
  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-2">
      <div className="flex items-center gap-6">
        <Link href="/docket" className="text-lg font-bold text-blue-900 focus-visible:outline-3 focus-visible:outline-blue-600">
          <Trans>Care Portal</Trans>
        </Link>
        <nav>
          <Link href="/docket" className="rounded px-2 py-1 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600">
            <Trans>Docket</Trans>
          </Link>
        </nav>
      </div>
      <div className="flex items-center gap-3">
        <LanguageSwitch />
        <ProfileMenu />
      </div>
    </header>
  );
}
