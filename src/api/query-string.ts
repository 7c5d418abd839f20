/** Query values the API accepts; arrays are sent comma-joined (spec part 1 section 7). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `?a=1&ids=x,y` from `{ a: 1, ids: ['x', 'y'], skipped: undefined }`. Null and undefined are left
 * out; keys keep their order so identical calls build identical URLs (the in-flight merge relies on it).
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
