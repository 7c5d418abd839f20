/**
 * The mass-assignment attacker of the write walk (server/http/write-walk.test.ts): a valid request,
 * sent as the test would send it, plus keys its contract does not declare, carrying another
 * organisation's and another guide's ids. The request is changed on its way out (a wrapper of
 * `fetch` and of the test server's in-process transport), so every scenario of the walk, API call or signed webhook alike, is attacked the same
 * way without a second copy of its setup:
 * - a JSON object body (or none) gets the keys added; a signed webhook is signed again, as an
 *   attacker holding the secret would, so the closed contract is what refuses it, not the signature;
 * - a body that is not JSON (an upload's bytes, an HL7 message) gets them in the query instead.
 * Keys the operation does declare (a transfer's `memberId`, a new row's `id`) are left out: the
 * attack is on what the contract does not name.
 */
import { randomUUID } from 'node:crypto';
import { type } from 'arktype';
import type { Operation } from '../../domain/index.ts';
import { signWebhook } from '../providers/webhook-signing.ts';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER } from '../providers/sms-webhook-signature.ts';
import { TELEPHONY_SIGNATURE_HEADER, TELEPHONY_TIMESTAMP_HEADER } from '../telephony/webhook-signature.ts';
import { isUndeclaredKey } from '../http/validate.ts';
import type { TestOrganisation } from './factories.ts';
import type { TestServer, Transport } from './harness.ts';

/** Ownership, tenancy and privilege columns a handler that spread its body would write. */
export function hostileKeys(other: TestOrganisation): Record<string, unknown> {
  const guide = other.guide.id;
  return {
    organisationId: other.organisationId,
    clientId: other.clientId,
    memberId: other.member.id,
    subjectId: other.member.id,
    userId: guide,
    guideId: guide,
    assignedGuideId: guide,
    receivingGuideId: guide,
    createdBy: guide,
    creatorId: guide,
    ownerId: guide,
    id: randomUUID(),
    role: 'SUPER_ADMIN',
    accessRole: 'SUPER_ADMIN',
    hasAppAccess: true,
    deletedAt: null,
  };
}

/** The keys of `candidates` that `schema` does not declare (at its top level). */
export function undeclaredOf(schema: Operation['body'], candidates: Record<string, unknown>): Record<string, unknown> {
  if (!schema) return candidates;
  return Object.fromEntries(
    Object.entries(candidates).filter(([key, value]) => {
      const result = schema({ [key]: value });
      return (
        result instanceof type.errors &&
        result.some((error) => error.path.length === 1 && error.path[0] === key && isUndeclaredKey(error))
      );
    }),
  );
}

type Signer = { signature: string; timestamp: string; secret: (t: TestServer) => string };
const SIGNERS: Signer[] = [
  { signature: SMS_SIGNATURE_HEADER, timestamp: SMS_TIMESTAMP_HEADER, secret: (t) => t.config.smsWebhookSecret },
  {
    signature: TELEPHONY_SIGNATURE_HEADER,
    timestamp: TELEPHONY_TIMESTAMP_HEADER,
    secret: (t) => t.config.telephonyWebhookSecret,
  },
];

/** What `send` asked of the server, each request with the keys added; `injected` says where they went. */
export async function withUndeclaredKeys<T>(
  t: TestServer,
  operation: Operation,
  other: TestOrganisation,
  send: () => Promise<T>,
): Promise<{ result: T; injected: string[] }> {
  const injected: string[] = [];
  const attacking =
    (original: Transport): Transport =>
    async (url, init = {}) => {
      if (!url.href.startsWith(`${t.baseUrl}/api/`)) return original(url, init);
      const headers = new Headers(init.headers);
      const isJson =
        init.body === undefined ||
        init.body === null ||
        (typeof init.body === 'string' && /json/.test(headers.get('content-type') ?? ''));
      const parsed: unknown = isJson && typeof init.body === 'string' ? JSON.parse(init.body) : {};
      if (isJson && typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const keys = undeclaredOf(operation.body, hostileKeys(other));
        const body = JSON.stringify({ ...parsed, ...keys });
        headers.set('content-type', 'application/json');
        for (const signer of SIGNERS) {
          const timestamp = headers.get(signer.timestamp);
          if (headers.has(signer.signature) && timestamp)
            headers.set(signer.signature, signWebhook(signer.secret(t), timestamp, body));
        }
        injected.push(`body: ${Object.keys(keys).join(', ')}`);
        return original(url, { ...init, headers, body });
      }
      const keys = undeclaredOf(operation.query, hostileKeys(other));
      for (const [key, value] of Object.entries(keys)) url.searchParams.set(key, String(value));
      injected.push(`query: ${Object.keys(keys).join(', ')}`);
      return original(url, { ...init, headers });
    };
  // Webhooks are sent with fetch (they sign what goes on the wire); API calls through `t.request`.
  const { fetch } = globalThis;
  const transport = t.transport;
  globalThis.fetch = (input, init) =>
    attacking((url, options) => fetch(url, options))(
      new URL(input instanceof Request ? input.url : String(input)),
      init,
    );
  t.transport = attacking(transport);
  try {
    return { result: await send(), injected };
  } finally {
    globalThis.fetch = fetch;
    t.transport = transport;
  }
}
