import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the callback needs to finish a provider sign-in (state, PKCE verifier,
 * and whether the person asked to link the provider to their signed-in account).
 * It lives in a signed, httpOnly cookie for 10 minutes, not in a database
 * session, so anonymous visits to /api/login store nothing on the server.
 */
export interface OidcSignInState {
  state: string;
  codeVerifier: string;
  /** Set when a signed-in person started the flow to link the provider to their account. */
  linkUserId?: string;
  /** Epoch milliseconds; the cookie's own expiry is only the browser's promise. */
  expiresAt: number;
}

const COOKIE = 'heirloom.oidc';
const LIFETIME_SECONDS = 10 * 60;
// Sent back on the provider's redirect (a top-level GET from another site), so Lax, and only to the callback.
const cookieOptions = { path: '/api/callback', httpOnly: true, sameSite: 'lax', secure: 'auto' } as const;

export function rememberSignInState(reply: FastifyReply, state: Omit<OidcSignInState, 'expiresAt'>) {
  const value: OidcSignInState = { ...state, expiresAt: Date.now() + LIFETIME_SECONDS * 1000 };
  reply.setCookie(COOKIE, JSON.stringify(value), {
    ...cookieOptions,
    signed: true,
    maxAge: LIFETIME_SECONDS,
  });
}

/** The state this browser started with, or undefined when it is missing, altered or older than 10 minutes. */
export function recallSignInState(request: FastifyRequest): OidcSignInState | undefined {
  const raw = request.cookies[COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<OidcSignInState>;
    if (typeof parsed.state !== 'string' || typeof parsed.codeVerifier !== 'string') return undefined;
    if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= Date.now()) return undefined;
    if (parsed.linkUserId !== undefined && typeof parsed.linkUserId !== 'string') return undefined;
    return parsed as OidcSignInState;
  } catch {
    return undefined;
  }
}

/** A state is used once. */
export function forgetSignInState(reply: FastifyReply) {
  reply.clearCookie(COOKIE, cookieOptions);
}
