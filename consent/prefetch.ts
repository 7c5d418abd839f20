/**
 * The page's first API call, started by the inline script in index.html before this bundle has
 * even downloaded (on a slow phone network that saves a whole round trip after the JavaScript).
 * The app takes the response over only when it asks for exactly the same URL in the same
 * language, and only once: any later call (a retry, a language switch, coming back to the
 * welcome page after answering) goes to the network as usual.
 */
export interface EarlyRequest {
  url: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __consentPrefetch?: EarlyRequest;
  }
}

export function takeEarlyResponse(url: string, language: string): Promise<Response> | undefined {
  const early = window.__consentPrefetch;
  if (!early || early.url !== url || early.language !== language) return undefined;
  delete window.__consentPrefetch;
  return early.response;
}
