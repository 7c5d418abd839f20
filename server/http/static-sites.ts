/**
 * Serves the built portal and the consent site from one dist folder. A host whose first label is
 * `consent` gets the consent site at its root; elsewhere it lives under /consent/. Unknown paths
 * fall back to the matching index.html so client-side routes survive a reload. Text (scripts,
 * styles, HTML) goes out compressed when the browser accepts it: brotli, else gzip.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientConfigBlock } from '../../domain/embedded-client-config.ts';
import { errorBody } from './errors.ts';

export function isConsentHost(host: string | undefined): boolean {
  return (host ?? '').split('.')[0]?.toLowerCase() === 'consent';
}

const reserved = /^\/(api|oidc|socket\.io)(\/|$)/;

type Encoding = 'br' | 'gzip';
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a few milliseconds for the consent site's scripts, within 10% of the best brotli.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** brotli if the request accepts it, else gzip, else nothing (`;q=0` refuses an encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
}

const streamToBuffer = async (stream: AsyncIterable<Buffer | string>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/**
 * An onSend hook compressing text responses. A file's compressed copies are made once per version
 * (path + ETag) and kept; HTML pages, a few kB, are compressed on each send.
 */
function compressText() {
  const files = new Map<string, Promise<Buffer>>();
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      reply.hasHeader('content-encoding') ||
      !compressible.test(type)
    )
      return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || payload === null || payload === undefined) return payload;
    let compressed: Promise<Buffer>;
    if (typeof payload === 'string' || Buffer.isBuffer(payload))
      compressed = compressors[encoding](Buffer.from(payload));
    else {
      const stream = payload as NodeJS.ReadableStream & { destroy?(): void };
      const etag = reply.getHeader('etag');
      const key = `${encoding} ${request.url.split('?')[0]} ${String(etag)}`;
      const cached = etag ? files.get(key) : undefined;
      if (cached) stream.destroy?.();
      compressed = cached ?? streamToBuffer(stream).then(compressors[encoding]);
      if (etag && !cached) {
        if (files.size >= 500) files.clear();
        files.set(key, compressed);
        compressed.catch(() => files.delete(key));
      }
    }
    const body = await compressed;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  };
}

export interface StaticSitesOptions {
  /** The portal's runtime configuration, written into its page (`domain/embedded-client-config.ts`). */
  portalConfig?: () => unknown;
}

export async function serveStaticSites(
  root: FastifyInstance,
  staticDir: string,
  options: StaticSitesOptions = {},
): Promise<void> {
  // Its own context, so the compression hook sees the sites' responses only, never the API's.
  await root.register(async (app) => {
    app.addHook('onSend', compressText());
    await staticRoutes(app, staticDir, options);
  });
}

/** The portal's page with its configuration in its head. */
function withPortalConfig(html: string | undefined, config: unknown): string | undefined {
  return html && config !== undefined ? html.replace('</head>', `${clientConfigBlock(config)}</head>`) : html;
}

async function staticRoutes(app: FastifyInstance, staticDir: string, options: StaticSitesOptions): Promise<void> {
  const portalIndex = path.join(staticDir, 'index.html');
  const consentIndex = path.join(staticDir, 'consent', 'index.html');
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      serve: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; HTML must always be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendHtml = (reply: FastifyReply, html: string | undefined, request: FastifyRequest) => {
    if (!html)
      return reply
        .status(503)
        .send(errorBody(503, 'The web app has not been built yet: run npm run build', request.url));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (reserved.test(url)) return reply.status(404).send(errorBody(404, 'No record found', url, 'No record found'));
    const asset = path.normalize(url).replace(/^(\.\.[/\\])+/, '');
    // A document that names no icon (an API answer opened as a page) makes browsers ask for
    // /favicon.ico: the sites' one icon answers it.
    if (url === '/favicon.ico' && existsSync(path.join(staticDir, 'favicon.svg'))) return reply.sendFile('favicon.svg');
    if (path.extname(asset)) {
      // A missing file is a 404, not the app's HTML (a browser asking for /favicon.ico must not get a page).
      if (existsSync(path.join(staticDir, asset))) return reply.sendFile(asset.slice(1));
      return reply.status(404).send(errorBody(404, 'No record found', url, 'No record found'));
    }
    if (isConsentHost(request.headers.host) || url === '/consent' || url.startsWith('/consent/'))
      return sendHtml(reply, read(consentIndex), request);
    return sendHtml(reply, withPortalConfig(read(portalIndex), options.portalConfig?.()), request);
  });
}
