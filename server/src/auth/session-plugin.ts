import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { PostgresSessionStore } from './session-store.ts';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by the app-wide gate (`requireUser`). Read it with `signedInUserId`. */
    userId: string;
  }
}

export const SESSION_COOKIE = 'heirloom.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export async function registerSessions(app: FastifyInstance, options: { db: Database; secret: string }) {
  // Signed cookies other than the session's (the provider sign-in state) use a key of their own.
  await app.register(fastifyCookie, {
    secret: createHmac('sha256', options.secret).update('heirloom signed cookies').digest('hex'),
  });
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE,
    store: new PostgresSessionStore(options.db),
    saveUninitialized: false,
    // Every request pushes the expiry 30 days ahead: people who keep coming back stay signed in.
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure when the request came over https (directly or through a trusted proxy).
      secure: 'auto',
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
  app.decorateRequest('userId', '');
}

/**
 * The check of the app-wide gate (buildApp's onRequest hook, docs/decisions/602): every /api route that is not
 * marked public runs it before anything else. Routes do not call it themselves.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const userId = request.session.get('userId');
  if (!userId) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  request.userId = userId;
}

/**
 * The signed-in user's id for a handler. The gate has already refused visitors, so a missing id means a route
 * was reached without it (marked public by mistake, or the gate gone): a fault of ours, answered 500 without
 * acting for anyone, and loud enough that the authorization matrix notices.
 */
export function signedInUserId(request: FastifyRequest): string {
  if (!request.userId)
    throw new Error(`${request.method} ${request.url} was reached without the sign-in gate`);
  return request.userId;
}
