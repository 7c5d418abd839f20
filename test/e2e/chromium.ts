/** How the e2e runs start Debian's Chromium (playwright.config.ts), and what the map's spec adds. */

/** Debian's `chromium-headless-shell`: every spec but the map's (.ci/run installs it). */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';
/** Debian's `chromium`, the full browser: the members map's specs, for WebGL on SwiftShader. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * No GPU here: without --disable-gpu Chromium emulates one in software (SwiftShader), which cost a
 * third of a core throughout the run; only the members map needs WebGL, and its spec asks for it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** WebGL for deck.gl on SwiftShader: recent Chromium no longer falls back to software GL on its own. */
export const SOFTWARE_WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] as const;
