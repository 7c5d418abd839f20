/**
 * Serves the built portal and the consent site from one dist folder. A host whose first label is
 * `consent` gets the consent site at its root; elsewhere it lives under /consent/. Unknown paths
 * fall back to the matching index.html so client-side routes survive a reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

export function isConsentHost(host: string | undefined): boolean {
  return (host ?? '').split('.')[0]?.toLowerCase() === 'consent';
}

const reserved = /^\/(api|oidc|socket\.io)(\/|$)/;

export async function serveStaticSites(app: FastifyInstance, staticDir: string): Promise<void> {
  const portalIndex = path.join(staticDir, 'index.html');
  const consentIndex = path.join(staticDir, 'consent', 'index.html');
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, cacheControl: false, serve: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; HTML must always be revalidated.
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendHtml = (reply: FastifyReply, html: string | undefined, request: FastifyRequest) => {
    if (!html) return reply.status(503).send(errorBody(503, 'The web app has not been built yet: run npm run build', request.url));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (reserved.test(url)) return reply.status(404).send(errorBody(404, 'No record found', url, 'No record found'));
    const asset = path.normalize(url).replace(/^(\.\.[/\\])+/, '');
    if (path.extname(asset) && existsSync(path.join(staticDir, asset))) return reply.sendFile(asset.slice(1));
    if (isConsentHost(request.headers.host) || url === '/consent' || url.startsWith('/consent/')) return sendHtml(reply, read(consentIndex), request);
    return sendHtml(reply, read(portalIndex), request);
  });
}
