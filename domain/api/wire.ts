/**
 * Wire conventions every caller of the API shares (the portal, its sync worker, the consent site,
 * the server): header names, the query-string encoding and where the API lives.
 */

/** Header names, lower case as HTTP/2 and fastify see them. */
export const HEADERS = {
  authorization: 'authorization',
  acceptLanguage: 'accept-language',
  /** Makes a call act as another user; honoured only with CAN_IMPERSONATE_USERS. */
  impersonatedUser: 'x-impersonated-user-id',
  /** A write with this key runs once; a retry gets the first answer back. */
  idempotencyKey: 'idempotency-key',
  /** Set on a replayed answer. */
  idempotentReplay: 'idempotent-replay',
  /** On every read: the change sequence the server read before the data. */
  changeHead: 'x-change-head',
  /** On a write: the sequence of the last change it produced. */
  changeSeq: 'x-change-seq',
} as const;

/** Query values the API accepts; arrays are sent comma-joined (spec part 1 section 7). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `?a=1&ids=x,y` from `{ a: 1, ids: ['x', 'y'], skipped: undefined }`. Null and undefined are left
 * out; keys keep their order so identical calls build identical URLs (in-flight merging relies on it).
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every route is mounted under this prefix. */
export const API_PATH = '/api';

export interface PageLocation {
  protocol: string;
  host: string;
}

/**
 * Where the API lives (spec part 3 section 1): on a host whose first label is `care` or `consent`,
 * the API host replaces that label with `api` (care.example.org -> api.example.org); anywhere else
 * (localhost, a single-host deployment) the API is same-origin.
 */
export function apiBaseUrl(location: PageLocation): string {
  const [first, ...rest] = location.host.split('.');
  const label = first?.toLowerCase();
  if ((label === 'care' || label === 'consent') && rest.length > 0)
    return `${location.protocol}//${['api', ...rest].join('.')}${API_PATH}`;
  return `${location.protocol}//${location.host}${API_PATH}`;
}
