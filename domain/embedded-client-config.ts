/**
 * The portal's runtime configuration written into its page by the server that serves it (`GET /api/client-config`'s
 * answer, unchanged), so that a page load does not wait a round trip for it before asking for the session: about
 * 45 ms of every load behind a 40 ms network (test/bench/RESULTS.md). A JSON data block, never run, so the page's
 * content security policy needs nothing for it; a page served elsewhere (Vite's dev server) has none and asks.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

/** The data block for a configuration; `<` is escaped so no text in it can close the element. */
export function clientConfigBlock(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`;
}
