/**
 * The engine's HTTP port over fetch: bearer token, JSON, comma-joined arrays, the impersonation
 * and language headers, and the change head/sequence headers the store's versioning relies on.
 * Failures become a SyncError carrying the API's error body.
 */
import { HEADERS, toQueryString, wireRequest, type QueryParams } from '../../domain/index.ts';
import type { Http, HttpResult, SyncError } from '../ports.ts';

export interface Session {
  token: string;
  impersonatedUserId?: string | null;
  language?: string;
}

export function createFetchHttp(options: {
  apiBase: string;
  session: () => Session | undefined;
  fetchImpl?: typeof fetch;
}): Http {
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function send<T>(
    method: string,
    path: string,
    query: QueryParams | undefined,
    body: unknown,
    extra: Record<string, string> = {},
  ): Promise<HttpResult<T>> {
    const session = options.session();
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADERS.authorization]: session?.token ? `Bearer ${session.token}` : '',
      ...extra,
    };
    if (session?.impersonatedUserId) headers[HEADERS.impersonatedUser] = session.impersonatedUserId;
    if (session?.language) headers[HEADERS.acceptLanguage] = session.language;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${options.apiBase}${path}${toQueryString(query)}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const failure: SyncError = {
        status: 0,
        body: { statusCode: 0, message: error instanceof Error ? error.message : 'Network error' },
      };
      throw failure;
    }
    const text = response.status === 204 ? '' : await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!response.ok) {
      const failure: SyncError = { status: response.status, body: (parsed as SyncError['body']) ?? null };
      throw failure;
    }
    const head = response.headers.get(HEADERS.changeHead);
    const seq = response.headers.get(HEADERS.changeSeq);
    return {
      body: parsed as T,
      ...(head !== null ? { head: Number(head) } : {}),
      ...(seq !== null ? { seq: Number(seq) } : {}),
    };
  }

  return {
    call(operation, input, opts) {
      const { method, path, query, body } = wireRequest(operation, input);
      return send(
        method,
        path,
        query,
        body,
        opts?.idempotencyKey ? { [HEADERS.idempotencyKey]: opts.idempotencyKey } : {},
      );
    },
  };
}
