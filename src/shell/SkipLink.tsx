import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key: past the header and banners, straight to the page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-white px-3 py-2 font-semibold text-blue-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-visible:outline-3 focus-visible:outline-blue-600"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
