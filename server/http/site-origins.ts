/**
 * The origins of the product's sites, from configuration alone (never from a request's Host
 * header, which anyone can set). One host serves everything by default; in the split-host
 * deployment of spec part 3 section 1 the portal is on `care.<domain>`, the consent site on
 * `consent.<domain>` and the API on `api.<domain>`, and PUBLIC_URL names any one of them.
 */
import type { ServerConfig } from '../config.ts';

export interface SiteOrigins {
  portal: string;
  consent: string;
  api: string;
  /** Every origin allowed to call the API from a browser: the three sites and CORS_ORIGINS. */
  browserOrigins: string[];
  /** The sites are sibling hosts (the consent site at its host's root), not one host (the consent site under /consent/). */
  splitHost: boolean;
}

const SPLIT_HOST_LABELS = ['api', 'care', 'consent'] as const;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** On this machine the same server answers as localhost and 127.0.0.1: a browser may use either. */
function loopbackAliases(url: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function siteOrigins(config: Pick<ServerConfig, 'publicUrl' | 'corsOrigins'>): SiteOrigins {
  const url = new URL(config.publicUrl);
  const [first = '', ...rest] = url.host.split('.');
  const split = (SPLIT_HOST_LABELS as readonly string[]).includes(first.toLowerCase()) && rest.length > 0;
  const sibling = (label: string) => (split ? `${url.protocol}//${label}.${rest.join('.')}` : url.origin);
  const sites = { portal: sibling('care'), consent: sibling('consent'), api: sibling('api') };
  return {
    ...sites,
    splitHost: split,
    browserOrigins: [
      ...new Set([sites.portal, sites.consent, sites.api, ...loopbackAliases(url), ...config.corsOrigins]),
    ],
  };
}
