/**
 * The site's calls to the public consent endpoints. The API lives on the `api.` host beside a
 * `consent.` host, and same-origin anywhere else (spec part 3 section 1). Every call says the
 * reader's language, so term texts come back in it.
 */
import type {
  ConsentAnswerResult,
  ConsentFormState,
  ConsentIdentityResult,
  ConsentLinkState,
} from '../domain/consent-api.ts';
import type { ApiErrorBody } from '../domain/api/errors.ts';
import type { IdentityFormValues } from '../domain/consent-rules.ts';
import { apiBaseUrl, HEADERS } from '../domain/api/wire.ts';
import { takeEarlyResponse } from './prefetch.ts';

// Where the API lives is one rule for every front end (spec part 3 section 1).
export { apiBaseUrl } from '../domain/api/wire.ts';

/** A failed call: the status (0 when the network failed) and the server's error body, if any. */
export class ConsentApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Request failed (${status})`);
  }

  /** The form (term) does not exist, as opposed to the link: the Application Error page. */
  get isUnknownTerm(): boolean {
    return (
      this.status === 404 && (this.body?.errors ?? []).some((e) => e.property === 'term' || e.property === 'termId')
    );
  }
}

interface CallOptions {
  language: string;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

async function call<T>(method: 'GET' | 'POST', path: string, options: CallOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.language };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  const url = `${apiBaseUrl(window.location)}${path}`;
  const early = method === 'GET' ? takeEarlyResponse(url, options.language) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        // The key is in the path of some calls: never send it on as a referrer.
        referrerPolicy: 'no-referrer',
        credentials: 'omit',
      }));
    // The early request cannot be aborted: its answer must not reach a caller that has moved on.
    options.signal?.throwIfAborted();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ConsentApiError(0, null);
  }
  const text = await response.text();
  options.signal?.throwIfAborted();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const body =
      parsed && typeof parsed === 'object' && Array.isArray((parsed as ApiErrorBody).errors)
        ? (parsed as ApiErrorBody)
        : null;
    throw new ConsentApiError(response.status, body);
  }
  return parsed as T;
}

const q = encodeURIComponent;

export const consentApi = {
  linkState: (key: string, language: string, signal?: AbortSignal) =>
    call<ConsentLinkState>('GET', `/consent/links/${q(key)}`, { language, signal }),
  form: (key: string, termKey: string, language: string, signal?: AbortSignal) =>
    call<ConsentFormState>('GET', `/consent/form/?key=${q(key)}&term=${q(termKey)}`, { language, signal }),
  answer: (
    body: { consented: boolean; termId: string; consentIdentityId: string | null; consentLinkKey: string },
    language: string,
    idempotencyKey: string,
  ) => call<ConsentAnswerResult>('POST', '/consent/form/', { language, body, idempotencyKey }),
  identity: (body: IdentityFormValues & { consentLinkKey: string }, language: string) =>
    call<ConsentIdentityResult>('POST', '/consent/form/identity', { language, body }),
};

/** A request id for one submit: retries and double clicks of that submit carry the same one. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
