import type { Server as HttpServer } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { appApi } from '#shared/app-api.ts';
import { LISTEN_PAGE_PREFIX } from '#shared/book.ts';
import { GOODBYE_PAGE_PATH, INVITE_PAGE_PREFIX } from '#shared/page-paths.ts';
import { STORYTELLER_PAGE_PREFIX } from '#shared/storyteller-links.ts';
import { installPlainValidationMessages } from '#shared/validation-messages.ts';
import type { AiProvider } from './ai/ai-provider.ts';
import { createAiRequestLimit } from './ai/ai-request-limit.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createOidcClient } from './auth/oidc.ts';
import { registerSessions, requireUser, SESSION_COOKIE } from './auth/session-plugin.ts';
import { createSignUpByMail } from './auth/sign-up-by-mail.ts';
import { createStorytellerGate, handOverStorytellerToken } from './auth/storyteller-gate.ts';
import { createUsersRepository } from './auth/users.repository.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobs } from './jobs/jobs-plugin.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { guardJsonBodies } from './lib/json-body.ts';
import { loggerOptions } from './lib/log-options.ts';
import { createRateLimitCounters } from './lib/rate-limit/rate-limit-counters.ts';
import { registerEndpoint } from './lib/route.ts';
import { refuseCrossSiteWrites } from './lib/same-origin.ts';
import { serveClient } from './lib/static-client.ts';
import { toFastifyTrustProxy } from './lib/trust-proxy.ts';
import { createMailer } from './mail/mailer.ts';
import { createInvitationsRepository } from './modules/family-access/invitations.repository.ts';
import { createInvitationsService } from './modules/family-access/invitations.service.ts';
import { registerFeatureModules } from './modules/index.ts';
import { createStorage } from './storage/create-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, recorded as it is registered (the security tests walk this table). */
    routeTable: { method: string; url: string; public: boolean; storyteller: boolean }[];
  }
  interface FastifyContextConfig {
    /** Marks a route that answers without a signed-in user. */
    public?: boolean;
    /**
     * Marks a token route: it answers to a working storyteller link's token and to nothing else, not even a
     * signed-in owner (docs/decisions/721).
     */
    storyteller?: boolean;
  }
}

export interface AppDependencies {
  db: Database;
  ai: AiProvider;
  sessionSecret: string;
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The time it is, for what depends on the calendar day (dated releases); tests set it. */
  now?: () => Date;
}

/** Builds the whole server: plugins, then modules, then one error handler. Does not listen. */
export async function buildApp(
  config: AppConfig,
  { db, ai, sessionSecret, logStream, now = () => new Date() }: AppDependencies,
) {
  // Bad input is answered in plain sentences (decision 402); set here so every app, test or not, answers alike.
  installPlainValidationMessages();
  const app = Fastify({
    // Log lines never carry memory text, SQL values, bodies, cookies or passwords (see lib/log-options.ts).
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients (decision 533): a request must arrive within requestTimeout (long enough for a 2 GB archive
    // on a slow line; uploads are also held to a minimum pace while they stream), headers within 30 s, and an
    // idle kept-alive connection is closed after 72 s.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 72_000,
    // Drain in-flight requests on close instead of cutting them off.
    forceCloseConnections: 'idle',
    // A malformed address gets a sentence, not Fastify's echo of it.
    frameworkErrors: answerFrameworkError,
  });
  (app.server as HttpServer).headersTimeout = 30_000;
  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          storyteller: route.config?.storyteller === true,
        });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON (and multipart for uploads); a text/plain body is refused with 415, not guessed at.
  app.removeContentTypeParser('text/plain');
  guardJsonBodies(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Components position popovers with inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(config.auth.oidc ? [new URL(config.auth.oidc.issuerUrl).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-http self-hosting must keep working; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    // Same-origin requests keep their Referer/Origin (needed by the cross-site check); other sites get nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  refuseCrossSiteWrites(app, config.publicUrl);
  await registerSessions(app, { db, secret: sessionSecret });
  const rateLimitCounters = createRateLimitCounters(db);
  const storytellerGate = createStorytellerGate({
    db,
    counters: rateLimitCounters,
    perMinute: config.storytellerRateLimitPerMinute,
  });
  app.decorateRequest('storyteller', null);
  // Secure by default, and the only gate (docs/decisions/602): every /api route needs a signed-in user unless it
  // is marked `config: { public: true }`. Routes never add a check of their own; handlers read the id with
  // `signedInUserId`. This runs before body parsing and validation, so a visitor learns nothing but a 401.
  // A token route (`config: { storyteller: true }`) needs a working storyteller link instead, and only that
  // (docs/decisions/721): handlers read it with `storytellerActor`.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions;
    if (!route.url?.startsWith('/api/')) return;
    if (route.config?.storyteller === true) await storytellerGate.requireStoryteller(request);
    else if (route.config?.public !== true) await requireUser(request, reply);
  });
  // Before the answer is sent, so the owner's list shows the use as soon as the storyteller sees it succeed.
  app.addHook('onSend', async (request, reply) => {
    await storytellerGate.markUsed(request, reply);
  });

  registerEndpoint(app, appApi.health, { config: { public: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok' as const };
  });
  registerEndpoint(app, appApi.config, { config: { public: true } }, async () => ({
    agentPhoneNumber: config.agentPhoneNumber,
    signInWithProvider: Boolean(config.auth.oidc),
  }));

  const users = createUsersRepository(db);
  const mailer = createMailer(config);
  await app.register(authRoutes, {
    config,
    users,
    rateLimitCounters,
    oidc: config.auth.oidc ? createOidcClient(config.auth.oidc) : undefined,
    // The create-account form opened from an invitation holds the invited address (issue 31, N14).
    invitationFor: createInvitationsService({
      db,
      repository: createInvitationsRepository(db),
      counters: rateLimitCounters,
    }).preview,
    // With e-mail, a new account is made from a mailed link, so sign-up tells nobody who has one (decision 543).
    signUpByMail: createSignUpByMail({
      db,
      users,
      counters: rateLimitCounters,
      mailer,
      signupRateLimitPerMinute: config.auth.signupRateLimitPerMinute,
      log: app.log,
    }),
  });
  // Shared capabilities, created once and handed to every module (docs/decisions/611).
  const storage = createStorage(config);
  const jobs = createJobs({ pool: db.$client as pg.Pool, log: app.log });
  await registerFeatureModules(app, {
    config,
    db,
    ai,
    aiRequests: createAiRequestLimit(),
    storage,
    jobs,
    mailer,
    now,
  });
  // Every module has defined its tasks by now: prepare storage, run the start-up chores, start the queue.
  app.addHook('onReady', async () => {
    await storage.init();
    await jobs.start();
  });
  // The AI engine's worker threads stop first, so tests and a graceful shutdown do not hang: a job still
  // reading with the AI fails at once and is retried later, instead of holding the stop for its whole timeout.
  // Then the queue stops (and hands back whatever it still held).
  app.addHook('onClose', async () => {
    await ai.close?.();
    await jobs.stop();
  });
  await serveClient(
    app,
    config.clientDistDir,
    [
      { url: `${STORYTELLER_PAGE_PREFIX}:token`, prepare: handOverStorytellerToken },
      // An invitation's address carries its token: kept out of caches and of the referrer (decision 1511).
      {
        url: `${INVITE_PAGE_PREFIX}:token`,
        prepare: (_request, reply) => {
          reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        },
      },
      // Where a book's printed code leads (issue 14): the chapter's recordings, for the signed-in owner.
      { url: `${LISTEN_PAGE_PREFIX}:projectId/:chapterId`, prepare: () => {} },
      // Where someone lands once their account is deleted (decision 1525).
      { url: GOODBYE_PAGE_PATH, prepare: () => {} },
    ],
    // A session cookie (valid or not) means a member: their page opens on the loading message, not the landing.
    (request) => !request.cookies[SESSION_COOKIE],
  );
  return app;
}
