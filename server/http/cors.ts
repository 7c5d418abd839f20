/**
 * Cross-origin access for the split-host deployment of spec part 3 section 1: the portal and the
 * consent site call the API on another host. Only the configured sites and CORS_ORIGINS get CORS
 * headers (`site-origins.ts`), so browsers keep every other site out.
 */
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'authorization, content-type, accept, accept-language, x-impersonated-user-id, idempotency-key';
const EXPOSED_HEADERS = 'x-change-head, x-change-seq, idempotent-replay';

export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}

export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/')) return;
    if (!isAllowedOrigin(origin, allowedOrigins)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-expose-headers', EXPOSED_HEADERS);
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
