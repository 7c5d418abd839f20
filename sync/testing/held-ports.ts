/**
 * The engine's ports to the real server as the tests drive them: its HTTP port (the browser's
 * createFetchHttp, through the server's handlers in process), which counts the requests in flight
 * and can hold or drop them, and its socket's events, which can be held back.
 */
import { pathOf, type ChangeRow } from '../../domain/index.ts';
import type { TestUser } from '../../server/testing/factories.ts';
import type { TestServer } from '../../server/testing/harness.ts';
import type { ChangeSource, Http, SyncError } from '../ports.ts';
import { createFetchHttp } from '../transport/http.ts';

/** The engine's own HTTP port (createFetchHttp), sent to the server's handlers in process. */
export function signedIn(t: TestServer, token: string): Http & { token: string } {
  const http = createFetchHttp({
    apiBase: `${t.baseUrl}/api`,
    session: () => ({ token }),
    fetchImpl: (input, init) => t.transport(new URL(String(input)), init),
  });
  return { call: http.call, token };
}

/** Another user's port; its token is minted on the first call. */
export function lazilySignedIn(t: TestServer, user: TestUser): Http {
  let http: Promise<Http> | undefined;
  return {
    async call(operation, input, options) {
      http ??= t.token(user).then((token) => signedIn(t, token));
      return (await http).call(operation, input, options);
    },
  };
}

/** Counts the requests in flight, notes each, and holds new ones back while asked to. */
export function heldRequests(inner: Http) {
  let inFlight = 0;
  let holding: 'requests' | 'answers' | undefined;
  let dropping = false;
  let held: (() => void)[] = [];
  const requests: string[] = [];
  const http: Http = {
    async call(operation, input, options) {
      requests.push(`${operation.method} ${pathOf(operation, (input as { params?: object }).params)}`);
      inFlight++;
      try {
        const wait = () => new Promise<void>((go) => held.push(go));
        if (holding === 'requests') await wait();
        if (dropping) {
          dropping = false;
          // What createFetchHttp makes of a connection that fails (sync/transport/http.ts).
          throw { status: 0, body: { statusCode: 0, message: 'fetch failed' } } satisfies SyncError;
        }
        const answer = await inner.call(operation, input, options);
        if (holding === 'answers') await wait();
        return answer;
      } finally {
        inFlight--;
      }
    },
  };
  return {
    http,
    requests,
    inFlight: () => inFlight - held.length,
    hold: (what: 'requests' | 'answers') => void (holding = what),
    dropNext: () => void (dropping = true),
    release() {
      holding = undefined;
      const waiting = held;
      held = [];
      waiting.forEach((go) => go());
    },
  };
}

/** The socket's messages, held back while asked to, then delivered in the order they came. */
export function heldEvents(source: ChangeSource) {
  const listeners: ((changes: readonly ChangeRow[]) => void)[] = [];
  let holding = false;
  let held: (readonly ChangeRow[])[] = [];
  source.onChanges((changes) => {
    if (holding) held.push(changes);
    else listeners.forEach((listener) => listener(changes));
  });
  return {
    changes: {
      onChanges: (listener) => void listeners.push(listener),
      onStatus: (listener) => source.onStatus(listener),
    } satisfies ChangeSource,
    holding: () => holding,
    hold: () => void (holding = true),
    release() {
      holding = false;
      const waiting = held;
      held = [];
      waiting.forEach((changes) => listeners.forEach((listener) => listener(changes)));
    },
  };
}
