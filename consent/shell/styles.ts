/** Shared Tailwind classes: large touch targets and a visible focus ring everywhere. */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export const primaryButton =
  `inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-blue-700 px-5 py-3 text-lg font-semibold text-white ` +
  `hover:bg-blue-800 disabled:cursor-wait disabled:bg-blue-500 sm:w-auto ${focusRing}`;

export const secondaryButton =
  `inline-flex min-h-12 w-full items-center justify-center rounded-lg border-2 border-blue-700 bg-white px-5 py-3 text-lg font-semibold ` +
  `text-blue-800 hover:bg-blue-50 sm:w-auto ${focusRing}`;
