/**
 * Where the API lives (spec part 3 section 1): on a host whose first label is `care` or `consent`,
 * the API host replaces that label with `api` (care.example.org -> api.example.org); anywhere else
 * (localhost, a single-host deployment) the API is same-origin. The server mounts every route under
 * /api, so the path prefix is the same on both.
 */
export const API_PATH = '/api';

export interface PageLocation {
  protocol: string;
  host: string;
}

export function apiBaseUrl(location: PageLocation): string {
  const [first, ...rest] = location.host.split('.');
  const label = first?.toLowerCase();
  if ((label === 'care' || label === 'consent') && rest.length > 0) {
    return `${location.protocol}//${['api', ...rest].join('.')}${API_PATH}`;
  }
  return `${location.protocol}//${location.host}${API_PATH}`;
}
