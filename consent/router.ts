/**
 * A history router small enough to read in a minute: the site has two routes, `/` (welcome) and
 * `/{termKey}`, under a base that is empty on a `consent.` host and `/consent` anywhere else
 * (spec part 3 section 1). React subscribes through useSyncExternalStore; nothing else is needed.
 */
import { useSyncExternalStore } from 'react';

export type Route = { name: 'welcome' } | { name: 'term'; termKey: string } | { name: 'unknown' };

export function isConsentHost(hostname: string): boolean {
  return hostname.split('.')[0]?.toLowerCase() === 'consent';
}

/** The path prefix the site lives under on this host. */
export function siteBase(hostname: string): string {
  return isConsentHost(hostname) ? '' : '/consent';
}

/** Which page a pathname shows. A term key is one path segment; anything deeper is unknown. */
export function routeOf(pathname: string, base: string): Route {
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return { name: 'unknown' };
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  if (!rest) return { name: 'welcome' };
  if (rest.includes('/')) return { name: 'unknown' };
  try {
    return { name: 'term', termKey: decodeURIComponent(rest) };
  } catch {
    return { name: 'unknown' };
  }
}

/** A site URL: `path` is '/' or '/{termKey}'; the key travels on every link. */
export function siteHref(base: string, path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return `${base}${path === '/' ? '/' : path}${search ? `?${search}` : ''}`;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current location (path + query), re-rendering on navigation. */
export function useLocationKey(): string {
  return useSyncExternalStore(subscribe, snapshot);
}

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
}
