/**
 * Mounts the embedded provider in fastify. The provider is a Koa app: for /oidc/* we hijack the
 * reply and hand it the raw request with the prefix stripped (it reads `originalUrl` to build its
 * own links). The login interaction is ours, served before the catch-all.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, EMBEDDED_PREFIX } from './provider.ts';
import { errorPage, loginPage, pickLanguage } from './pages.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

function parseForm(body: unknown): Record<string, string> {
  return typeof body === 'string' ? Object.fromEntries(new URLSearchParams(body)) : {};
}

export async function mountEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  db: Db,
  throttle: SignInThrottle,
  /** Told of each accepted sign-in (User Administration's Last sign-in); its failure never fails the sign-in. */
  onSignedIn: (user: typeof users.$inferSelect) => Promise<void> = async () => undefined,
): Promise<void> {
  const callback = provider.callback();

  await app.register(async (scope) => {
    // Form posts to the interaction arrive urlencoded; keep the raw text and parse it ourselves.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    scope.get<{ Params: { uid: string }; Querystring: { lang?: string; failed?: string } }>(
      `${EMBEDDED_PREFIX}/interaction/:uid`,
      async (request, reply) => {
        let language = pickLanguage(request.query.lang, request.headers['accept-language']);
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          // The portal passes its chosen language as ui_locales; an explicit ?lang switch still wins.
          const uiLocale = String(details.params.ui_locales ?? '').split(' ')[0];
          if (!request.query.lang && (uiLocale === 'es' || uiLocale === 'en')) language = uiLocale;
        } catch {
          return reply
            .status(400)
            .type('text/html')
            .send(errorPage(pickLanguage(request.query.lang, request.headers['accept-language'])));
        }
        const base = `${EMBEDDED_PREFIX}/interaction/${encodeURIComponent(request.params.uid)}`;
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(
            loginPage({
              lang: language,
              action: `${base}/login`,
              switchLanguageHref: `${base}?lang=${language === 'en' ? 'es' : 'en'}`,
              failed: request.query.failed === '1' ? 'invalid' : undefined,
            }),
          );
      },
    );

    scope.post<{ Params: { uid: string } }>(`${EMBEDDED_PREFIX}/interaction/:uid/login`, async (request, reply) => {
      const form = parseForm(request.body);
      const language = pickLanguage(form.lang, request.headers['accept-language']);
      const email = (form.email ?? '').trim().toLowerCase();
      const base = `${EMBEDDED_PREFIX}/interaction/${encodeURIComponent(request.params.uid)}`;
      const refuse = (status: 401 | 429) =>
        reply
          .status(status)
          .type('text/html')
          .send(
            loginPage({
              lang: language,
              action: `${base}/login`,
              switchLanguageHref: `${base}?lang=${language === 'en' ? 'es' : 'en'}`,
              email,
              failed: status === 401 ? 'invalid' : 'throttled',
            }),
          );
      if (await throttle.blocked(request.clientAddress, email)) return refuse(429);
      const [user] = email
        ? await db
            .select()
            .from(users)
            .where(and(eq(users.loginEmail, email), isNotNull(users.loginEmail)))
            .limit(1)
        : [];
      if (!user || user.isDeleted || form.password !== DEMO_PASSWORD) {
        await throttle.failed(request.clientAddress, email);
        return refuse(401);
      }
      await throttle.succeeded(request.clientAddress, email);
      await onSignedIn(user).catch((error: unknown) =>
        request.log.warn({ err: error }, 'the sign-in could not be told to User Administration'),
      );
      reply.hijack();
      try {
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
      } catch {
        reply.raw.statusCode = 400;
        reply.raw.setHeader('content-type', 'text/html; charset=utf-8');
        reply.raw.end(errorPage(language));
      }
    });
  });

  await app.register(async (scope) => {
    // Leave the body stream unread: the provider parses its own requests.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${EMBEDDED_PREFIX}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(EMBEDDED_PREFIX.length) || '/';
      void callback(raw, reply.raw);
    });
  });
}
