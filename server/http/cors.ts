/**
 * Cross-origin access for the split-host deployment of spec part 3 section 1: the portal on
 * `care.<domain>` and the consent site on `consent.<domain>` call the API on `api.<domain>`. An
 * origin is allowed when it is one of those siblings of the API's own host, the public URL, or
 * listed in CORS_ORIGINS. Nothing else gets CORS headers, so browsers keep other sites out.
 */
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, x-impersonated-user-id, idempotency-key';
const EXPOSED_HEADERS = 'x-change-head, x-change-seq, idempotent-replay';

export function isAllowedOrigin(origin: string, requestHost: string | undefined, extra: readonly string[]): boolean {
  if (extra.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const [first, ...rest] = (requestHost ?? '').split('.');
  if (first !== 'api' || rest.length === 0) return false;
  const domain = rest.join('.');
  return host === `care.${domain}` || host === `consent.${domain}`;
}

export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/')) return;
    if (!isAllowedOrigin(origin, request.headers.host, allowedOrigins)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin').header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .status(204)
        .send();
    }
  });
}
