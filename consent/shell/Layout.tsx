import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 text-blue-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <header className="bg-blue-800 text-white">
        <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <p className="text-lg font-semibold">
            <Trans>Member Enrollment</Trans>
          </p>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
