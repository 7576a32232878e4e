import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInFormSchema } from '../../../shared/user.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { createLocalAccountsService } from './local-accounts.service.ts';
import type { OidcClient, OidcProfile } from './oidc.ts';
import { requireUser } from './session-plugin.ts';
import { renderSignInPage, signInPageStyles } from './sign-in-page.ts';
import { toCurrentUser, type UsersRepository } from './users.repository.ts';

interface AuthRouteOptions {
  config: AppConfig;
  users: UsersRepository;
  oidc?: OidcClient;
}

/** Where the browser is sent back after signing in with the provider. */
function callbackUrl(request: FastifyRequest, config: AppConfig) {
  const base = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL('/api/callback', base).href;
}

export async function authRoutes(app: FastifyInstance, { config, users, oidc }: AuthRouteOptions) {
  const localAccounts = createLocalAccountsService(users, config.auth);
  const allowSignups = config.auth.allowSignups;
  await app.register(formBody, { bodyLimit: 4096 });
  await app.register(rateLimit, { global: false });

  const sendPage = (reply: FastifyReply, status: number, email?: string, error?: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSignInPage({ email, error, allowSignups }));

  /** Starts a fresh session for the user: a new id defeats session fixation. */
  const startSession = async (request: FastifyRequest, userId: string) => {
    await request.session.regenerate();
    request.session.set('userId', userId);
    await request.session.save();
  };

  app.get('/api/login/styles.css', { config: { public: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(signInPageStyles),
  );

  app.get('/api/login', { config: { public: true } }, async (request, reply) => {
    if (!oidc) return sendPage(reply, 200);
    const { url, codeVerifier, state } = await oidc.startSignIn(callbackUrl(request, config));
    request.session.set('oidc', { codeVerifier, state });
    return reply.redirect(url, 302);
  });

  app.post(
    '/api/login',
    {
      config: { public: true, rateLimit: { max: config.auth.rateLimitPerMinute, timeWindow: '1 minute' } },
      errorHandler: (error, request, reply) => {
        const email =
          typeof (request.body as { email?: unknown })?.email === 'string'
            ? (request.body as { email: string }).email
            : '';
        if (error instanceof AppError) return sendPage(reply, error.statusCode, email, error.message);
        if ((error as { statusCode?: number }).statusCode === 429) {
          return sendPage(
            reply,
            429,
            email,
            'Too many sign-in attempts from this device. Please wait a minute and try again.',
          );
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 400 && status < 500) {
          // A form too large or not a form at all: the visitor's request, not our failure.
          return sendPage(
            reply,
            status,
            email,
            status === 413
              ? 'That is more text than the sign-in form takes. Please check your email and password.'
              : 'The sign-in form could not be read. Please fill it in again.',
          );
        }
        request.log.error({ err: error }, 'sign-in failed');
        return sendPage(reply, 500, email, 'Something went wrong on our side. Please try again in a moment.');
      },
    },
    async (request, reply) => {
      if (oidc)
        throw new AppError(
          'BAD_REQUEST',
          'This server signs people in through its identity provider. Please use the sign-in link.',
        );
      const parsed = signInFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const rawEmail = (request.body as { email?: unknown })?.email;
        return sendPage(
          reply,
          400,
          typeof rawEmail === 'string' ? rawEmail : '',
          parsed.error.issues[0]?.message,
        );
      }
      const { email, password, intent } = parsed.data;
      const user =
        intent === 'signup'
          ? await localAccounts.signUp(email, password)
          : await localAccounts.signIn(email, password);
      await startSession(request, user.id);
      return reply.redirect('/', 303);
    },
  );

  app.get('/api/callback', { config: { public: true } }, async (request, reply) => {
    const expected = request.session.get('oidc');
    if (!oidc || !expected) return reply.redirect('/api/login', 302);
    let profile: OidcProfile;
    try {
      profile = await oidc.finishSignIn(new URL(request.url, callbackUrl(request, config)), expected);
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC callback failed');
      throw new AppError('UNAUTHORIZED', 'Signing in with your provider did not complete. Please try again.');
    }
    const user = await upsertOidcUser(users, profile, allowSignups);
    await startSession(request, user.id);
    return reply.redirect('/', 303);
  });

  app.get('/api/logout', { config: { public: true } }, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie('heirloom.sid', { path: '/' });
    return reply.redirect('/', 303);
  });

  app.get('/api/auth/user', { preHandler: requireUser }, async (request) => {
    const user = await users.findById(request.userId);
    if (!user) {
      await request.session.destroy();
      throw new AppError('UNAUTHORIZED', 'Unauthorized');
    }
    return toCurrentUser(user);
  });
}

/** Creates the user on first sign-in, and refreshes name, email and picture from the claims afterwards. */
async function upsertOidcUser(users: UsersRepository, profile: OidcProfile, allowSignups: boolean) {
  const fromClaims = {
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(profile.profileImageUrl ? { profileImageUrl: profile.profileImageUrl } : {}),
  };
  const existing =
    (await users.findByOidcSubject(profile.subject)) ??
    (profile.email ? await users.findByEmail(profile.email) : undefined);
  if (existing) {
    const emailFree =
      profile.email && profile.email !== existing.email && !(await users.findByEmail(profile.email));
    return (await users.update(existing.id, {
      ...fromClaims,
      oidcSubject: profile.subject,
      ...(emailFree ? { email: profile.email } : {}),
    }))!;
  }
  if (!allowSignups)
    throw new AppError(
      'FORBIDDEN',
      'New accounts cannot be created on this server. Please ask its owner for access.',
    );
  const created = await users.insert({
    ...fromClaims,
    email: profile.email ?? `${profile.subject}@users.invalid`,
    oidcSubject: profile.subject,
  });
  if (!created) throw new AppError('CONFLICT', 'An account with this email already exists.');
  return created;
}
