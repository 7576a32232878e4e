import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInSource } from '#server/auth/sign-in-source.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createLinkBase } from '#server/lib/link-base.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import {
  forgotPasswordFormSchema,
  passwordResetMessages,
  resetPasswordFormSchema,
  resetPasswordQuerySchema,
} from '#shared/password-reset.ts';
import type { ModuleContext } from '../module-context.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import {
  type ForgotPageState,
  renderForgotPasswordPage,
  renderResetPasswordPage,
} from './password-reset-pages.ts';

const SERVER_PROBLEM = 'Something went wrong on our side. Please try again in a moment.';

/**
 * "Forgot your password?" (docs/decisions/1502). Like the sign-in form, these are
 * pages and form posts, not JSON: they are public, work without JavaScript, and
 * every answer, refusals included, is a page a person reads.
 */
export async function passwordResetRoutes(app: FastifyInstance, { db, config, mailer }: ModuleContext) {
  const service = createPasswordResetService({
    repository: createPasswordResetRepository(db),
    counters: createRateLimitCounters(db),
    mailer,
    log: app.log,
  });
  const providerOnly = Boolean(config.auth.oidc);
  const linkBase = createLinkBase(config);
  await app.register(formBody, { bodyLimit: 4096 });

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The reset page's address carries the token: no other site may learn it from a link followed here.
      .header('referrer-policy', 'no-referrer')
      .send(html);
  const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode ?? 500;
  const formProblem = (status: number) =>
    status === 413
      ? 'That is more text than this form takes. Please fill it in again.'
      : 'The form could not be read. Please fill it in again.';
  /** The page for a person who cannot get a link by e-mail here: whom to ask instead. */
  const askState = (): ForgotPageState | undefined =>
    providerOnly
      ? { kind: 'ask', message: passwordResetMessages.providerSignIn }
      : !service.mailConfigured
        ? { kind: 'ask', message: passwordResetMessages.notConfigured }
        : undefined;

  app.get('/api/login/forgot', { config: { public: true } }, async (_request, reply) =>
    send(reply, 200, renderForgotPasswordPage(askState() ?? { kind: 'form' })),
  );

  app.post(
    '/api/login/forgot',
    {
      config: { public: true },
      errorHandler: (error, request, reply) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        const typed = typeof email === 'string' ? email.slice(0, 300) : '';
        if (error instanceof AppError && error.statusCode < 500)
          return send(
            reply,
            error.statusCode,
            renderForgotPasswordPage({ kind: 'form', email: typed, error: error.message }),
          );
        const status = statusOf(error);
        if (status >= 400 && status < 500)
          return send(reply, status, renderForgotPasswordPage({ kind: 'form', error: formProblem(status) }));
        request.log.error({ err: error }, 'password-reset request failed');
        return send(
          reply,
          500,
          renderForgotPasswordPage({ kind: 'form', email: typed, error: SERVER_PROBLEM }),
        );
      },
    },
    async (request: FastifyRequest, reply) => {
      const parsed = forgotPasswordFormSchema.safeParse(request.body ?? {});
      if (!parsed.success)
        throw new AppError(
          'BAD_REQUEST',
          parsed.error.issues[0]?.message ?? passwordResetMessages.emailInvalid,
        );
      const ask = askState();
      if (ask) return send(reply, 200, renderForgotPasswordPage(ask));
      await service.requestLink(parsed.data.email, signInSource(request.ip), linkBase(request));
      return send(
        reply,
        200,
        renderForgotPasswordPage({ kind: 'sent', message: passwordResetMessages.linkSent }),
      );
    },
  );

  const invalidLink = () =>
    renderResetPasswordPage({ kind: 'invalid', message: passwordResetMessages.linkInvalid });

  // Opening the link changes nothing (mail scanners open links too): only the form's post uses it up.
  app.get(
    '/api/login/reset',
    {
      config: { public: true },
      errorHandler: (error, request, reply) => {
        const status = statusOf(error);
        if (status >= 400 && status < 500) return send(reply, 400, invalidLink());
        request.log.error({ err: error }, 'password-reset page failed');
        return send(reply, 500, renderResetPasswordPage({ kind: 'invalid', message: SERVER_PROBLEM }));
      },
    },
    async (request, reply) => {
      const query = resetPasswordQuerySchema.safeParse(request.query ?? {});
      const token = query.success ? query.data.token : undefined;
      if (!token || !(await service.isLinkValid(token))) return send(reply, 400, invalidLink());
      return send(reply, 200, renderResetPasswordPage({ kind: 'form', token }));
    },
  );

  app.post(
    '/api/login/reset',
    {
      config: { public: true },
      errorHandler: (error, request, reply) => {
        const token = (request.body as { token?: unknown } | undefined)?.token;
        const status = statusOf(error);
        if (error instanceof AppError && error.message === passwordResetMessages.linkInvalid)
          return send(reply, 400, invalidLink());
        if (status >= 400 && status < 500) {
          const message = error instanceof AppError ? error.message : formProblem(status);
          return typeof token === 'string' && token.length > 0 && token.length <= 200
            ? send(reply, status, renderResetPasswordPage({ kind: 'form', token, error: message }))
            : send(reply, 400, invalidLink());
        }
        request.log.error({ err: error }, 'password reset failed');
        return send(reply, 500, renderResetPasswordPage({ kind: 'invalid', message: SERVER_PROBLEM }));
      },
    },
    async (request, reply) => {
      const parsed = resetPasswordFormSchema.safeParse(request.body ?? {});
      if (!parsed.success)
        throw new AppError(
          'BAD_REQUEST',
          parsed.error.issues[0]?.message ?? passwordResetMessages.linkInvalid,
        );
      await service.resetPassword(parsed.data.token, parsed.data.newPassword);
      return send(reply, 200, renderResetPasswordPage({ kind: 'done', message: passwordResetMessages.done }));
    },
  );
}
