import { ApiError, errorBodyFrom, syntheticErrorBody } from './api-error.ts';
import {
  HEADERS,
  type HttpMethod,
  toQueryString,
  wireRequest,
  type CallInput,
  type Operation,
  type QueryParams,
  type ResponseOf,
} from '../../domain/index.ts';

/** The header that makes a call act as another user (the server checks the permission). */
export const IMPERSONATION_HEADER = HEADERS.impersonatedUser;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /**
   * Statuses the caller shows its own way, so the global error report (a toast) stays quiet;
   * 400 is always the caller's (forms show it next to the fields). `'all'`: the caller handles
   * every failure, network errors included (e.g. a catalogue whose failure is only logged).
   */
  handledStatuses?: readonly number[] | 'all';
  /**
   * Set by `call` for an operation that is not public: without a token the answer can only be 401,
   * so none is asked for (a timer firing as the session ends sends nothing, and logs nothing).
   */
  needsToken?: boolean;
}

export interface ApiClientOptions {
  /** e.g. https://api.example.org/api or http://localhost:8080/api (see base-url.ts). */
  baseUrl: string;
  /** Resolves to undefined when no token can be had: the call then goes with an empty Authorization. */
  getAccessToken: () => Promise<string | undefined>;
  getLanguage: () => string;
  getImpersonatedUserId?: () => string | undefined;
  /** Told about every failure the caller did not say it handles. */
  onUnhandledError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface ApiClient {
  /** Calls an operation by its contract: the path, method and input types come from `domain/contracts`. */
  call<O extends Operation>(
    operation: O,
    input: CallInput<O>,
    options?: Omit<RequestOptions, 'query'>,
  ): Promise<ResponseOf<O>>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/**
 * The portal's HTTP client: bearer token, JSON both ways, Accept-Language, the impersonation header,
 * comma-joined array queries, 204/empty answers as `undefined`, failures thrown as {@link ApiError}.
 * Identical GETs in flight at the same moment share one request.
 *
 * @example
 *   const api = createApiClient({ baseUrl: apiBaseUrl(location), getAccessToken, getLanguage: () => i18n.locale });
 *   const verify = await api.call(OPERATIONS.verify, {});
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<unknown>>();

  async function send<T>(method: HttpMethod, path: string, body: unknown, request: RequestOptions): Promise<T> {
    const url = `${options.baseUrl}${path}${toQueryString(request.query)}`;
    const token = await options.getAccessToken().catch(() => undefined);
    if (!token && request.needsToken) throw new ApiError(401, syntheticErrorBody(401, 'Not signed in', path, now()));
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
      Authorization: token ? `Bearer ${token}` : '',
    };
    const impersonated = options.getImpersonatedUserId?.();
    if (impersonated) headers[IMPERSONATION_HEADER] = impersonated;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: request.signal,
      });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new ApiError(
        0,
        syntheticErrorBody(0, cause instanceof Error ? cause.message : 'Network error', path, now()),
      );
    }
    const text = response.status === 204 ? '' : await response.text();
    const parsed = parseJson(text);
    if (!response.ok)
      throw new ApiError(response.status, errorBodyFrom(parsed, response.status, response.statusText, path, now()));
    return parsed as T;
  }

  async function call<T>(method: HttpMethod, path: string, body: unknown, request: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, body, request);
    } catch (error) {
      if (error instanceof ApiError && error.code !== 400 && !handles(request.handledStatuses, error.code))
        options.onUnhandledError?.(error);
      throw error;
    }
  }

  function get<T>(path: string, request: RequestOptions = {}): Promise<T> {
    // A caller with its own abort signal gets its own request: aborting must not cancel the others.
    if (request.signal) return call<T>('GET', path, undefined, request);
    const key = [
      path,
      toQueryString(request.query),
      options.getLanguage(),
      options.getImpersonatedUserId?.() ?? '',
    ].join(' ');
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const started = call<T>('GET', path, undefined, request).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  function callOperation<O extends Operation>(
    operation: O,
    input: CallInput<O>,
    request: Omit<RequestOptions, 'query'> = {},
  ): Promise<ResponseOf<O>> {
    const { method, path, query, body } = wireRequest(operation, input);
    const needsToken = operation.access !== 'public';
    if (method === 'GET') return get<ResponseOf<O>>(path, { ...request, query, needsToken });
    return call<ResponseOf<O>>(method, path, body, { ...request, query, needsToken });
  }

  return {
    call: callOperation,
    get,
    post: (path, body, request) => call('POST', path, body, request),
    put: (path, body, request) => call('PUT', path, body, request),
    patch: (path, body, request) => call('PATCH', path, body, request),
    delete: (path, body, request) => call('DELETE', path, body, request),
  };
}

function handles(handled: RequestOptions['handledStatuses'], code: number): boolean {
  return handled === 'all' || (handled?.includes(code) ?? false);
}

/** An empty or non-JSON answer (204, a proxy's HTML page) reads as undefined. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
