import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitch } from '../../i18n/index.ts';

/** Pages anyone may see (login, no-access): the product name and the language switch. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2">
        <span className="text-lg font-bold text-blue-900">
          <Trans>Care Portal</Trans>
        </span>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-center justify-center p-6">{children}</main>
    </div>
  );
}
