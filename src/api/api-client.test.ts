import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { OPERATIONS } from '../../domain/index.ts';

const errorBody = {
  statusCode: 403,
  message: 'Forbidden',
  userMessage: 'You may not',
  errors: [],
  timestamp: '2026-01-01T00:00:00.000Z',
  path: '/x',
};

function client(fetchImpl: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://api.example.org/api',
    getAccessToken: async () => 'token-1',
    getLanguage: () => 'es',
    fetch: fetchImpl,
    now: () => new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the token, the language, the impersonation header and comma-joined arrays', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ ok: true }));
    const api = client(fetchImpl, { getImpersonatedUserId: () => 'u-2' });
    await expect(
      api.get('/todos', { query: { types: ['CALL_BACK', 'TEXT_BACK'], skipped: undefined, size: 10 } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.org/api/todos?types=CALL_BACK%2CTEXT_BACK&size=10');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Accept-Language': 'es',
      'x-impersonated-user-id': 'u-2',
    });
  });

  it('sends an empty Authorization when no token can be had', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({}));
    await client(fetchImpl, { getAccessToken: async () => undefined }).get('/a');
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: '' });
  });

  it('asks nothing of the server for a signed-in operation once no token can be had, and answers 401', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({}));
    const onUnhandledError = vi.fn();
    const signedOut = client(fetchImpl, { getAccessToken: async () => undefined, onUnhandledError });
    const refused = signedOut.call(OPERATIONS.verify, {});
    await expect(refused).rejects.toMatchObject({ code: 401 });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(onUnhandledError).toHaveBeenCalledWith(expect.objectContaining({ code: 401 }));
    // A public operation still goes, with an empty Authorization.
    await signedOut.call(OPERATIONS.consentAllTerms, { query: { key: 'k' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('posts JSON and reads a 204 as undefined', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await expect(client(fetchImpl).post('/auth/logout', { a: 1 })).resolves.toBeUndefined();
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws an ApiError with the status as code and the server body, and reports it unless handled', async () => {
    const onUnhandledError = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => json(errorBody, 403));
    const api = client(fetchImpl, { onUnhandledError });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(403);
    expect((error as ApiError).body).toEqual(errorBody);
    expect(onUnhandledError).toHaveBeenCalledTimes(1);
    await api.get('/x', { handledStatuses: [403] }).catch(() => undefined);
    expect(onUnhandledError).toHaveBeenCalledTimes(1);
    await api.get('/x', { handledStatuses: 'all' }).catch(() => undefined);
    expect(onUnhandledError).toHaveBeenCalledTimes(1);
  });

  it('never reports a 400: forms show those next to their fields', async () => {
    const onUnhandledError = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ ...errorBody, statusCode: 400 }, 400));
    await client(fetchImpl, { onUnhandledError })
      .post('/x', {})
      .catch(() => undefined);
    expect(onUnhandledError).not.toHaveBeenCalled();
  });

  it('turns a non-JSON failure and a network failure into the same error shape', async () => {
    const html = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const proxyError = (await client(html)
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(proxyError.body).toMatchObject({ statusCode: 502, message: 'Bad Gateway', errors: [], path: '/x' });

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const networkError = (await client(offline)
      .get('/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(networkError.code).toBe(0);
    expect(networkError.body.message).toBe('Failed to fetch');
  });

  it('merges identical GETs in flight, and only while in flight', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => json({ n: 1 }));
    const api = client(fetchImpl);
    const [a, b] = await Promise.all([api.get('/same', { query: { q: 1 } }), api.get('/same', { query: { q: 1 } })]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await api.get('/same', { query: { q: 1 } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await Promise.all([api.get('/same', { query: { q: 1 } }), api.get('/same', { query: { q: 2 } })]);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});
