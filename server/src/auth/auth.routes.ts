import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appApi } from '#shared/app-api.ts';
import { PASSWORD_MIN_LENGTH, signInFormSchema } from '#shared/user.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { RateLimitCounters } from '../lib/rate-limit/rate-limit-counters.ts';
import { registerSharedRateLimit } from '../lib/rate-limit/shared-rate-limit.ts';
import { registerEndpoint } from '../lib/route.ts';
import { createLocalAccountsService, PASSWORD_TOO_SHORT } from './local-accounts.service.ts';
import type { OidcClient, OidcProfile } from './oidc.ts';
import { createOidcAccountsService } from './oidc-accounts.service.ts';
import { forgetSignInState, recallSignInState, rememberSignInState } from './oidc-sign-in-state.ts';
import { SESSION_COOKIE, signedInUserId } from './session-plugin.ts';
import {
  type FormProblem,
  type InvitedSignUp,
  renderEmailUsedElsewherePage,
  renderSignInPage,
  renderSignOutCheckPage,
  type SignInPageMode,
  signInPageStyles,
} from './sign-in-page.ts';
import { fieldOf, problemsOf } from './sign-in-problems.ts';
import { signInSource } from './sign-in-source.ts';
import { CONFIRM_SIGN_UP_PATH, type SignUpByMail, signUpByMailMessages } from './sign-up-by-mail.ts';
import { renderCheckEmailPage, renderConfirmSignUpPage, renderSignUpProblemPage } from './sign-up-pages.ts';
import { toCurrentUser, type UsersRepository } from './users.repository.ts';

const TOO_MANY_FROM_DEVICE =
  'Too many sign-in attempts from this device. Please wait a minute and try again.';
const SERVER_PROBLEM = 'Something went wrong on our side. Please try again in a moment.';

interface AuthRouteOptions {
  config: AppConfig;
  users: UsersRepository;
  rateLimitCounters: RateLimitCounters;
  oidc?: OidcClient;
  /** With e-mail set up, new accounts are made from a mailed link (decision 543). */
  signUpByMail: SignUpByMail;
  /**
   * The open invitation a token names (counted like a look at the invitation page, and refused when there is
   * none), so the create-account form reached from it can hold the invited address (issue 31, N14).
   */
  invitationFor?: (token: string, source: string) => Promise<InvitedSignUp>;
}

/** Where the browser is sent back after signing in with the provider. */
function callbackUrl(request: FastifyRequest, config: AppConfig) {
  const base = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL('/api/callback', base).href;
}

export async function authRoutes(
  app: FastifyInstance,
  { config, users, rateLimitCounters, oidc, signUpByMail, invitationFor }: AuthRouteOptions,
) {
  const localAccounts = createLocalAccountsService(users, rateLimitCounters, config.auth);
  const oidcAccounts = createOidcAccountsService(users, {
    allowSignups: config.auth.allowSignups,
    log: app.log,
  });
  const allowSignups = config.auth.allowSignups;
  /** Per client address, shared by every instance (the address as TRUST_PROXY lets us see it). */
  const perAddress = { max: config.auth.rateLimitPerMinute, timeWindow: '1 minute' };
  await app.register(formBody, { bodyLimit: 4096 });
  await registerSharedRateLimit(app, rateLimitCounters);

  /** A page of the sign-in family; the address may carry a mailed token, which no other site may learn. */
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  /**
   * The sign-in or create-account form; one that failed comes back as the form the person was filling in, with
   * what they typed (never the password) and the problem.
   */
  const sendPage = async (
    reply: FastifyReply,
    status: number,
    problem: string | FormProblem[] | undefined,
    posted?: unknown,
  ) => {
    const problems =
      typeof problem === 'string' ? [{ field: fieldOf(problem), message: problem }] : (problem ?? []);
    const form = posted as
      | { intent?: unknown; email?: unknown; name?: unknown; invitation?: unknown }
      | undefined;
    const mode: SignInPageMode = form?.intent === 'signup' ? 'signup' : 'signin';
    const typed = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
    const invited = mode === 'signup' ? await invitedBy(form?.invitation, reply.request.ip) : undefined;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSignInPage({
          mode,
          email: invited?.email ?? typed(form?.email),
          name: typed(form?.name),
          problems,
          allowSignups,
          invited,
        }),
      );
  };

  /** The invitation a create-account form came from, or nothing when the token names no open one. */
  async function invitedBy(token: unknown, ip: string) {
    if (!invitationFor || typeof token !== 'string' || token.length === 0 || token.length > 100)
      return undefined;
    try {
      return { ...(await invitationFor(token, signInSource(ip))), token };
    } catch {
      // Used, expired, made up or looked at too often: the ordinary form, which still works.
      return undefined;
    }
  }

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

  // With a provider, each visit starts a sign-in there: limited, and nothing is stored on the server for it.
  app.get(
    '/api/login',
    { config: { public: true, ...(oidc ? { rateLimit: perAddress } : {}) } },
    async (request, reply) => {
      if (!oidc) {
        const query = request.query as { account?: unknown; invitation?: unknown };
        if (query.account === 'new')
          return sendPage(reply, 200, undefined, { intent: 'signup', invitation: query.invitation });
        return sendPage(reply, 200, undefined, { intent: 'signin' });
      }
      const { url, codeVerifier, state } = await oidc.startSignIn(callbackUrl(request, config));
      // "Link" only means something to a signed-in person: the callback adds the provider to their account.
      const signedInUserId = request.session.get('userId');
      const linkUserId =
        (request.query as { intent?: unknown }).intent === 'link' && signedInUserId
          ? signedInUserId
          : undefined;
      rememberSignInState(reply, { codeVerifier, state, ...(linkUserId ? { linkUserId } : {}) });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.post(
    '/api/login',
    {
      config: { public: true, rateLimit: perAddress },
      errorHandler: (error, request, reply) => {
        if (error instanceof AppError) return sendPage(reply, error.statusCode, error.message, request.body);
        if ((error as { statusCode?: number }).statusCode === 429) {
          return sendPage(reply, 429, TOO_MANY_FROM_DEVICE, request.body);
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 400 && status < 500) {
          // A form too large or not a form at all: the visitor's request, not our failure.
          return sendPage(
            reply,
            status,
            status === 413
              ? 'That is more text than the sign-in form takes. Please check your email and password.'
              : 'The sign-in form could not be read. Please fill it in again.',
            request.body,
          );
        }
        request.log.error({ err: error }, 'sign-in failed');
        return sendPage(reply, 500, SERVER_PROBLEM, request.body);
      },
    },
    async (request, reply) => {
      if (oidc)
        throw new AppError(
          'BAD_REQUEST',
          'This server signs people in through its identity provider. Please use the sign-in link.',
        );
      const parsed = signInFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendPage(reply, 400, problemsOf(parsed.error.issues), request.body);
      const { email, password, intent, name } = parsed.data;
      if (intent === 'signup' && signUpByMail.enabled && allowSignups && !oidc) {
        if (password.length < PASSWORD_MIN_LENGTH) throw new AppError('BAD_REQUEST', PASSWORD_TOO_SHORT);
        // The same page for every address, new or not: what is true is in the mail (decision 543).
        await signUpByMail.request(email, password, name, config.publicUrl!);
        return sendHtml(reply, 200, renderCheckEmailPage(email));
      }
      const user =
        intent === 'signup'
          ? await localAccounts.signUp(email, password, name)
          : await localAccounts.signIn(email, password, signInSource(request.ip));
      await startSession(request, user.id);
      return reply.redirect('/', 303);
    },
  );

  registerSignUpConfirmation(signUpByMail);

  /**
   * The mailed link's page, and its button, which makes the account and signs the person in. Always there, so
   * the route table is the same on every server; without e-mail no link exists that it could accept.
   */
  function registerSignUpConfirmation(service: SignUpByMail) {
    const tokenOf = (input: unknown) => {
      const token = (input as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && token.length <= 100 ? token : undefined;
    };
    app.get(
      CONFIRM_SIGN_UP_PATH,
      { config: { public: true, rateLimit: perAddress } },
      async (request, reply) => {
        const token = tokenOf(request.query);
        if (token && (await service.isLinkValid(token)))
          return sendHtml(reply, 200, renderConfirmSignUpPage(token));
        return sendHtml(reply, 400, renderSignUpProblemPage(signUpByMailMessages.linkInvalid));
      },
    );
    app.post(
      CONFIRM_SIGN_UP_PATH,
      {
        config: { public: true, rateLimit: perAddress },
        errorHandler: (error, request, reply) => {
          const status = (error as { statusCode?: number }).statusCode ?? 500;
          if (error instanceof AppError && status < 500)
            return sendHtml(reply, status, renderSignUpProblemPage(error.message));
          if (status === 429) return sendHtml(reply, 429, renderSignUpProblemPage(TOO_MANY_FROM_DEVICE));
          request.log.error({ err: error }, 'could not finish a sign-up');
          return sendHtml(reply, 500, renderSignUpProblemPage(SERVER_PROBLEM));
        },
      },
      async (request, reply) => {
        const token = tokenOf(request.body);
        if (!token) throw new AppError('BAD_REQUEST', signUpByMailMessages.linkInvalid);
        const user = await service.confirm(token);
        await startSession(request, user.id);
        return reply.redirect('/', 303);
      },
    );
  }

  app.get(
    '/api/callback',
    { config: { public: true, ...(oidc ? { rateLimit: perAddress } : {}) } },
    async (request, reply) => {
      const expected = recallSignInState(request);
      if (!oidc || !expected) return reply.redirect('/api/login', 302);
      forgetSignInState(reply);
      let profile: OidcProfile;
      try {
        profile = await oidc.finishSignIn(new URL(request.url, callbackUrl(request, config)), expected);
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC callback failed');
        throw new AppError(
          'UNAUTHORIZED',
          'Signing in with your provider did not complete. Please try again.',
        );
      }
      if (expected.linkUserId) {
        // Only the account that asked, still signed in in this browser, gets the provider linked.
        if (request.session.get('userId') !== expected.linkUserId) {
          throw new AppError(
            'UNAUTHORIZED',
            'Signing in with your provider did not complete. Please try again.',
          );
        }
        await oidcAccounts.link(expected.linkUserId, profile);
        return reply.redirect('/', 303);
      }
      const { user, emailUsedElsewhere } = await oidcAccounts.signIn(profile);
      await startSession(request, user.id);
      if (emailUsedElsewhere) {
        // Not silent: the person learns why their new account has no email, and what to do.
        return reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderEmailUsedElsewherePage(emailUsedElsewhere));
      }
      return reply.redirect('/', 303);
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  };

  // A navigation signs out only when the browser says it came from our own pages or was typed
  // (Sec-Fetch-Site same-origin or none). Anything else (another site, or no header at all, as on a
  // plain-http LAN address where browsers send none) is asked first: the button posts back below.
  // The app's own Sign out posts (client/src/lib/sign-out.ts), so it is one step everywhere (decision 539).
  app.get('/api/logout', { config: { public: true } }, async (request, reply) => {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'same-origin' || fetchSite === 'none') return signOut(request, reply);
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSignOutCheckPage(
          fetchSite === 'cross-site' || fetchSite === 'same-site' ? 'another-site' : 'unknown',
        ),
      );
  });

  // State-changing, so the app-wide same-origin check refuses it from other sites.
  app.post('/api/logout', { config: { public: true } }, signOut);

  registerEndpoint(app, appApi.currentUser, {}, async (request) => {
    const user = await users.findById(signedInUserId(request));
    if (!user) {
      await request.session.destroy();
      throw new AppError('UNAUTHORIZED', 'Unauthorized');
    }
    return toCurrentUser(user);
  });
}
