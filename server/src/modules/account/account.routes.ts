import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, signedInUserId } from '#server/auth/session-plugin.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { confirmEmailQuerySchema } from '#shared/account.ts';
import { accountApi } from '#shared/account-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAccountService } from './account.service.ts';
import { renderEmailConfirmPage } from './email-confirm-page.ts';

/**
 * Sign-in and security (change password, change email, sign out of other
 * devices, delete the account). Every route but the email link needs the
 * session, and the app-wide check refuses these writes from other websites.
 */
export async function accountRoutes(app: FastifyInstance, { db, config, storage, mailer }: ModuleContext) {
  const service = createAccountService({
    repository: createAccountRepository(db),
    counters: createRateLimitCounters(db),
    storage,
    mailer,
    providerConfigured: Boolean(config.auth.oidc),
    log: app.log,
  });
  const bodyLimit = 8 * 1024;
  const linkBase = createLinkBase(config);
  const sid = (request: FastifyRequest) => request.session.sessionId;

  registerEndpoint(app, accountApi.security, {}, async (request) =>
    service.security(signedInUserId(request)),
  );

  registerEndpoint(app, accountApi.changePassword, { bodyLimit }, async (request) =>
    service.changePassword(signedInUserId(request), sid(request), request.body),
  );

  registerEndpoint(app, accountApi.signOutOthers, {}, async (request) =>
    service.signOutOthers(signedInUserId(request), sid(request)),
  );

  registerEndpoint(app, accountApi.changeEmail, { bodyLimit }, async (request) =>
    service.changeEmail(signedInUserId(request), sid(request), request.body, () => linkBase(request)),
  );

  // Opened from the e-mail, possibly in another browser: the token is the proof, not the session.
  // The answer is a page, since a person reads it, not the app, so it stays outside the JSON contract.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/account/email/confirm',
    {
      config: { public: true },
      schema: { querystring: confirmEmailQuerySchema },
      errorHandler: (error, request, reply) => {
        if (error instanceof AppError && error.statusCode < 500)
          return sendPage(reply, error.statusCode, { problem: error.message });
        request.log.error({ err: error }, 'email confirmation failed');
        return sendPage(reply, 500, {
          problem: 'Something went wrong on our side. Please open the link again in a moment.',
        });
      },
    },
    async (request, reply) => {
      const { email } = await service.confirmEmail(request.query.token, {
        userId: request.session.get('userId'),
        sid: sid(request),
      });
      return sendPage(reply, 200, { email });
    },
  );

  registerEndpoint(app, accountApi.delete, { bodyLimit }, async (request, reply) => {
    await service.deleteAccount(signedInUserId(request), sid(request), request.body);
    // The session row went with the account; this also forgets it in the browser.
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { deleted: true as const };
  });
}

function sendPage(reply: FastifyReply, status: number, content: { email?: string; problem?: string }) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderEmailConfirmPage(content));
}
