/**
 * Builds the whole server: fastify with the API under /api, the embedded identity provider (when
 * no external issuer is set), the static sites, and socket.io on the same HTTP server.
 *
 * @example
 *   const server = await createServer(loadConfig());
 *   await server.listen();
 */
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { deploymentProblems, issuerOf, type ServerConfig } from './config.ts';
import { bearerToken, IMPERSONATION_HEADER, resolveActor } from './auth/actor.ts';
import { createTokenVerifier, type TokenVerifier } from './auth/verify-token.ts';
import { createEmbeddedProvider, EMBEDDED_PREFIX } from './auth/embedded-oidc/provider.ts';
import { IDENTITY_PAGE_INLINE } from './auth/embedded-oidc/pages.ts';
import { mountEmbeddedProvider } from './auth/embedded-oidc/routes.ts';
import { recordSignIn, signInOfToken } from './routes/admin-users-sign-in.ts';
import { createSignInThrottle, type SignInThrottle } from './auth/embedded-oidc/sign-in-throttle.ts';
import { openDatabase, type Database } from './db/connect.ts';
import type { PublishedChange } from './db/changes.ts';
import { ensureReferenceData } from './db/reference-data.ts';
import { CHANGE_HEAD_HEADER, systemClock, type AppContext, type Clock } from './http/context.ts';
import { createDueWorkRunner, DUE_WORK, type DueWorkRunner } from './jobs/index.ts';
import { installClientAddress } from './http/client-address.ts';
import { installCors } from './http/cors.ts';
import { installDrainOnClose } from './http/drain-on-close.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { siteOrigins } from './http/site-origins.ts';
import { clientErrorHandler, describeFailure, installErrorHandling, unauthorized } from './http/errors.ts';
import { isConsentHost, serveStaticSites } from './http/static-sites.ts';
import { attachRealtime, type Realtime } from './realtime/socket-server.ts';
import { createSimulatedExternalRecords } from './providers/external-records.ts';
import { createSimulatedSmsSender } from './providers/sms-simulator.ts';
import { createDatabaseFileStorage } from './files/storage.ts';
import { filesHandlers } from './routes/files.ts';
import { messagesHandlers } from './routes/messages.ts';
import { dispatchQueuedTexts } from './routes/messages-sending.ts';
import { messageTemplateHandlers } from './routes/messages-templates.ts';
import { createSimulatedTelephony } from './providers/telephony.ts';
import { createSimulatedCarrier, type SimulatedCarrier } from './telephony/simulated-carrier.ts';
import { callsTelephonyHandlers } from './routes/calls-telephony.ts';
import { callsReturnHandlers } from './routes/calls-return.ts';
import { telephonyWebhookHandlers } from './routes/telephony-webhooks.ts';
import { consentHandlers } from './consent/routes.ts';
import { registerOperations } from './http/operations.ts';
import { activityHandlers } from './routes/activity.ts';
import { auditTrailHandlers } from './routes/audit-trail.ts';
import { docketHandlers } from './routes/docket.ts';
import { scheduledEventHandlers } from './routes/scheduled-events.ts';
import { memberHandlers } from './routes/member.ts';
import { statusChangeRequestHandlers } from './routes/status-change-requests.ts';
import { memberInfoHandlers } from './routes/member-info.ts';
import { notesHandlers } from './routes/notes.ts';
import { visitsHandlers } from './routes/visits.ts';
import { membersHandlers } from './routes/members.ts';
import { memberSummaryHandlers } from './routes/member-summary.ts';
import { memberTransferHandlers } from './routes/member-transfers.ts';
import { clientConfigOf, platformHandlers } from './routes/platform.ts';
import { usersHandlers } from './routes/users.ts';
import { smsWebhookHandlers } from './routes/sms-webhook.ts';
import { adtFeedHandlers } from './adt/http-feed.ts';
import { startConfiguredMllpListener, type MllpListener } from './adt/mllp-listener.ts';
import { surveyHandlers } from './routes/surveys.ts';
import { workflowHandlers } from './routes/workflows.ts';
import { needHandlers } from './routes/needs.ts';
import { needActionHandlers } from './routes/needs-actions.ts';
import { callsPageHandlers } from './routes/calls-page.ts';
import { callReviewHandlers } from './routes/call-review.ts';
import { recordingFeedbackHandlers } from './routes/call-review-feedback.ts';
import { resourceHubHandlers } from './routes/resources.ts';
import { goalsHandlers } from './routes/goals.ts';
import { hospitalizationsHandlers } from './routes/hospitalizations.ts';
import { adminTeamsHandlers } from './routes/admin-teams.ts';
import { adminSurveyRecordsHandlers } from './routes/admin-survey-records.ts';
import { adminPhoneNumbersHandlers } from './routes/admin-phone-numbers.ts';
import { adminMessageTemplatesHandlers } from './routes/admin-message-templates.ts';
import { adminUsersHandlers } from './routes/admin-users.ts';
import { trainingHandlers } from './routes/training.ts';
import { adminUsersImportHandlers } from './routes/admin-users-import.ts';
import { adminCustomersHandlers } from './routes/admin-customers.ts';
import { adminCustomerTermsHandlers } from './routes/admin-customer-terms.ts';
import { customerSegmentHandlers } from './routes/customer-segments.ts';
import { adminNeedsContentHandlers } from './routes/admin-needs-content.ts';
import { adminSurveyAssignmentHandlers } from './routes/admin-survey-assignment.ts';
import { notificationHandlers } from './routes/notifications.ts';
import { analyticsHandlers } from './routes/analytics.ts';
import { fhirBase, fhirHandlers } from './fhir/routes.ts';
import { fhirExportHandlers } from './fhir/export-routes.ts';
import { chwClosingHandlers } from './reports/chw-closings.ts';
import { reportHandlers } from './reports/chw-minutes.ts';
import { caseloadHandlers } from './routes/caseload.ts';
import { createExportWorker, type ExportWorker } from './fhir/export-worker.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export interface Server {
  app: FastifyInstance;
  database: Database;
  context: AppContext;
  realtime: Realtime;
  verifier: TokenVerifier;
  /** Work due at a time (server/jobs): ticks while the server listens; tests call `runOnce()`. */
  jobs: DueWorkRunner;
  /** The simulated telephony carrier (server/telephony): ticks with the due work; tests move the clock and call `runDue()`. */
  carrier: SimulatedCarrier;
  /** FHIR bulk exports (server/fhir): run when kicked off or polled, swept while the server listens; tests await `idle()`. */
  fhirExports: ExportWorker;
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  close(): Promise<void>;
  /** The part of `close()` still running, if any: what a shutdown that hangs is waiting on. */
  readonly closing: string | undefined;
}

/** A configuration production mode refuses (see `deploymentProblems`). */
export class UnsafeConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start in production mode:\n- ${problems.join('\n- ')}`);
  }
}

export interface ServerOptions {
  database?: Database;
  /** The server's time (tests pass a clock they move). */
  clock?: Clock;
  /** How often due work runs; null: never on its own (tests run it with `jobs.runOnce()`). */
  dueWorkIntervalMs?: number | null;
  /** Only the benchmark's comparison server (`test/bench/audit.ts`): no configuration turns the audit trail off. */
  withoutAuditTrail?: true;
}

export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<Server> {
  const { errors } = deploymentProblems(config);
  if (errors.length) throw new UnsafeConfigurationError(errors);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await ensureReferenceData(database.db);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Only the method and route pattern: URLs and bodies may carry PHI or consent link keys.
      serializers: {
        req: (req) => ({ method: req.method, route: (req as { routeOptions?: { url?: string } }).routeOptions?.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      redact: ['req.headers.authorization'],
    },
    // Fastify takes a hop count too, though its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 2 * 1024 * 1024,
    clientErrorHandler,
  });
  installErrorHandling(app);
  installClientAddress(app);
  const connections = installDrainOnClose(app);
  const origins = siteOrigins(config);
  installSecurityHeaders(app, {
    origins,
    issuerOrigin: new URL(issuerOf(config)).origin,
    // The panel frames an external workbook when one is configured (else it renders our own, in place).
    analyticsOrigin: originOf(config.analyticsEmbedUrl ?? config.analyticsUrl),
    staticDir: config.staticDir,
    identityInline: IDENTITY_PAGE_INLINE,
    https: config.publicUrl.startsWith('https:'),
    identityPrefix: EMBEDDED_PREFIX,
    isConsentHost,
  });
  installCors(app, origins.browserOrigins);

  // Routes are registered before the socket server exists; they publish through this slot.
  const socketSlot: { realtime?: Realtime } = {};
  // The carrier posts its webhooks to this very server, once it listens.
  const carrierSlot: { baseUrl?: string } = {};
  const carrier = createSimulatedCarrier({
    clock: options.clock ?? systemClock,
    secret: config.telephonyWebhookSecret,
    baseUrl: () => carrierSlot.baseUrl,
    log: app.log,
  });
  // The simulated carrier posts its delivery receipts to our own status webhook, over loopback, signed.
  const smsSender = createSimulatedSmsSender({
    receiptUrl: () => `http://127.0.0.1:${boundPort}/api/webhooks/sms/status`,
    secret: config.smsWebhookSecret,
    // Its receipts are signed by the server's clock, which the status webhook checks them against.
    clock: options.clock ?? systemClock,
  });
  const context: AppContext = {
    db: database.db,
    clock: options.clock ?? systemClock,
    config,
    publish: (changes: readonly PublishedChange[]) => socketSlot.realtime?.publish(changes),
    externalRecords: createSimulatedExternalRecords(database.db),
    telephony: createSimulatedTelephony(),
    sms: smsSender,
    callProvider: carrier,
    files: createDatabaseFileStorage(database.db),
    ...(options.withoutAuditTrail ? { withoutAuditTrail: true as const } : {}),
  };
  const fhirExports = createExportWorker({
    db: database.db,
    clock: context.clock,
    base: fhirBase(context),
    log: app.log,
  });
  const issuer = issuerOf(config);
  const verifier = createTokenVerifier({
    issuer,
    audience: config.oidc.audience,
    algorithms: config.oidc.allowedAlgorithms,
    // The embedded issuer is this very server: ask it over loopback, whatever the public host.
    fetchImpl: config.oidc.issuer
      ? fetch
      : (input, init) => fetch(String(input).replace(config.publicUrl, `http://127.0.0.1:${boundPort}`), init),
  });
  let boundPort = config.port;

  // With Redis, rate limits count across every instance (a guesser cannot spread over them), and only
  // within this deployment: its keys carry the deployment's prefix, as its socket channels do.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        connectTimeout: 2000,
        keyPrefix: config.redisChannelPrefix,
      })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, skipOnError: false } : {}),
  });

  let signInThrottle: SignInThrottle | undefined;
  if (!config.oidc.issuer) {
    const provider = await createEmbeddedProvider({
      db: database.db,
      issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      portalOrigins: origins.browserOrigins,
    });
    signInThrottle = createSignInThrottle({ redisUrl: config.redisUrl, redisKeyPrefix: config.redisChannelPrefix });
    await mountEmbeddedProvider(app, provider, database.db, signInThrottle, (user) => recordSignIn(context, user));
  }

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.public) return;
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        const header = request.headers[IMPERSONATION_HEADER];
        request.actor = await resolveActor(
          database.db,
          verifier,
          token,
          typeof header === 'string' && header ? header : undefined,
        );
        // A sign-in at an external issuer reaches User Administration's Last sign-in on the token's first use.
        const signedInAt = signInOfToken(request.actor, config.oidc.issuer !== undefined);
        if (signedInAt)
          await recordSignIn(context, request.actor.realUser, signedInAt).catch((err: unknown) =>
            request.log.error({ err: describeFailure(err) }, 'recording a sign-in failed'),
          );
      });
      // Every read says which change sequence it is at least as new as, read before the data (with
      // the actor, in the same round trip): the sync engine never lets a page overwrite a change it
      // has already applied.
      api.addHook('preHandler', async (request, reply) => {
        if (request.method === 'GET' && request.actor)
          reply.header(CHANGE_HEAD_HEADER, String(request.actor.changeHead));
      });
      // Every route comes from a contract in domain/contracts, with its handler here (one per operation, checked by the compiler).
      await registerOperations(api, context, {
        ...platformHandlers(context),
        ...usersHandlers(context),
        ...membersHandlers(context),
        ...memberHandlers(context),
        ...memberInfoHandlers(context),
        ...notesHandlers(context),
        ...visitsHandlers(context),
        ...memberSummaryHandlers(context),
        ...memberTransferHandlers(context),
        ...statusChangeRequestHandlers(context),
        ...docketHandlers(context),
        ...scheduledEventHandlers(context),
        ...activityHandlers(context),
        ...hospitalizationsHandlers(context),
        ...adminTeamsHandlers(context),
        ...adminSurveyRecordsHandlers(context),
        ...adminPhoneNumbersHandlers(context),
        ...adminMessageTemplatesHandlers(context),
        ...adminUsersHandlers(context),
        ...trainingHandlers(context),
        ...adminUsersImportHandlers(context),
        ...adminCustomersHandlers(context),
        ...adminCustomerTermsHandlers(context),
        ...customerSegmentHandlers(context),
        ...adminNeedsContentHandlers(context),
        ...adminSurveyAssignmentHandlers(context),
        ...notificationHandlers(context),
        ...analyticsHandlers(context),
        ...consentHandlers(context, api),
        ...smsWebhookHandlers(context),
        ...adtFeedHandlers(context),
        ...auditTrailHandlers(context),
        ...caseloadHandlers(context),
        ...surveyHandlers(context),
        ...workflowHandlers(context),
        ...callsTelephonyHandlers(context),
        ...callsReturnHandlers(context),
        ...telephonyWebhookHandlers(context),
        ...needHandlers(context),
        ...needActionHandlers(context),
        ...filesHandlers(context),
        ...messagesHandlers(context),
        ...messageTemplateHandlers(context),
        ...callsPageHandlers(context),
        ...callReviewHandlers(context),
        ...recordingFeedbackHandlers(context),
        ...resourceHubHandlers(context),
        ...goalsHandlers(context),
        ...fhirHandlers(context),
        ...reportHandlers(context),
        ...chwClosingHandlers(context),
        ...fhirExportHandlers(context, fhirExports),
      });
    },
    { prefix: '/api' },
  );

  await serveStaticSites(app, config.staticDir, { portalConfig: () => clientConfigOf(config) });
  const realtime = await attachRealtime(app.server, {
    db: database.db,
    verifier,
    redisUrl: config.redisUrl,
    redisChannelPrefix: config.redisChannelPrefix,
    allowedOrigins: origins.browserOrigins,
  });
  socketSlot.realtime = realtime;
  const dueWorkIntervalMs = options.dueWorkIntervalMs === undefined ? 5000 : options.dueWorkIntervalMs;
  const jobs = createDueWorkRunner({
    db: database.db,
    clock: context.clock,
    publish: context.publish,
    handlers: DUE_WORK,
    intervalMs: dueWorkIntervalMs ?? 0,
    log: app.log,
    afterTick: () => dispatchQueuedTexts(context),
  });

  let mllp: MllpListener | undefined;
  let closing: string | undefined;
  return {
    app,
    database,
    context,
    realtime,
    verifier,
    jobs,
    carrier,
    fhirExports,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      if (dueWorkIntervalMs !== null) jobs.start();
      if (dueWorkIntervalMs !== null) fhirExports.start();
      // The ADT feed's MLLP listener (server/adt), only when ADT_MLLP_PORT is set.
      mllp = await startConfiguredMllpListener(
        { db: database.db, clock: context.clock, publish: context.publish, log: app.log },
        config,
      );
      const address = app.server.address();
      boundPort = typeof address === 'object' && address ? address.port : config.port;
      carrierSlot.baseUrl = `http://127.0.0.1:${boundPort}`;
      // The carrier reports every second, like a real one; tests (no due-work ticking) deliver with `carrier.runDue()`.
      if (dueWorkIntervalMs !== null) carrier.start(1000);
      return boundPort;
    },
    get closing() {
      return closing;
    },
    async close() {
      // One step at a time, in this order: nothing new starts, then the sockets and HTTP end, then
      // the connections they used. `closing` names the step, for a shutdown that hangs.
      const steps: [string, () => Promise<unknown> | void][] = [
        ['due work', () => jobs.stop()],
        ['fhir exports', () => fhirExports.stop()],
        ['telephony carrier', () => carrier.stop()],
        // Receipts not yet posted would otherwise reach whatever listens on this port next.
        ['sms receipts', () => smsSender.stop()],
        ['mllp listener', () => mllp?.stop()],
        ['sockets', () => realtime.close()],
        ['http', () => app.close()],
        ['rate-limit redis', () => rateLimitRedis?.quit().catch(() => undefined)],
        ['sign-in throttle', () => signInThrottle?.close()],
        // A database handed in by the caller (tests) is the caller's to close.
        ['database', () => (options.database ? undefined : database.close())],
      ];
      // From here on every response ends its connection (http/drain-on-close.ts).
      connections.drain();
      for (const [name, stop] of steps) {
        closing = name;
        await stop();
      }
      closing = undefined;
    },
  };
}
