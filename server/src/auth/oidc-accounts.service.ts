import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { OidcProfile } from './oidc.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

export const IDENTITY_TAKEN =
  'This sign-in from your provider already belongs to another Heirloom account. Please sign in with it there, or ask the owner of this server for help.';

/** An address that can never receive mail, for an account whose email is not known (or not free) yet. */
const placeholderEmail = () => `${randomUUID()}@users.invalid`;

/**
 * Accounts of people who sign in through the OpenID Connect provider. An
 * identity is the pair (issuer, subject) and nothing else: an email claim,
 * verified or not, never finds, enters or links an account. Linking a provider to
 * an existing account happens only from inside that account (`link`).
 */
export function createOidcAccountsService(
  users: UsersRepository,
  options: { allowSignups: boolean; log: FastifyBaseLogger },
) {
  const fromClaims = (profile: OidcProfile) => ({
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(profile.profileImageUrl ? { profileImageUrl: profile.profileImageUrl } : {}),
  });

  /** The provider's email, when the provider vouches for it and no other account uses it. */
  const usableEmail = async (profile: OidcProfile, current?: UserRow) => {
    if (!profile.email || !profile.emailVerified || profile.email === current?.email) return undefined;
    return (await users.emailInUse(profile.email)) ? undefined : profile.email;
  };

  /** The identity's account; a row linked before identities carried their issuer is claimed by it. */
  const findAccount = async ({ issuer, subject }: OidcProfile) =>
    (await users.findByOidcIdentity(issuer, subject)) ??
    (await users.claimLegacyOidcIdentity(issuer, subject));

  return {
    /**
     * Signs in: the identity's account, refreshed from the claims, or a new account on first sign-in.
     * `emailUsedElsewhere` is the provider's verified address when a new account could not take it
     * because another account has it: the person is told (it is their own verified address, so
     * this tells them nothing about anyone else's).
     */
    async signIn(profile: OidcProfile): Promise<{ user: UserRow; emailUsedElsewhere?: string }> {
      const existing = await findAccount(profile);
      if (existing) {
        const email = await usableEmail(profile, existing);
        const user =
          (await users.update(existing.id, { ...fromClaims(profile), ...(email ? { email } : {}) })) ??
          existing;
        return { user };
      }
      if (!options.allowSignups) {
        throw new AppError(
          'FORBIDDEN',
          'New accounts cannot be created on this server. Please ask its owner for access.',
        );
      }
      const email = await usableEmail(profile);
      const emailUsedElsewhere = profile.email && profile.emailVerified && !email ? profile.email : undefined;
      if (emailUsedElsewhere) {
        // Another account uses this address; that account is not this person's to enter. The new account
        // starts without an email; the person can add theirs ("Change email") once it is free.
        options.log.warn(
          'a first sign-in carried an email that another account uses; the new account has none',
        );
      }
      const values = { ...fromClaims(profile), oidcIssuer: profile.issuer, oidcSubject: profile.subject };
      const created =
        (await users.insert({ ...values, email: email ?? placeholderEmail() })) ??
        // The address was taken in the meantime (or the identity was created by a concurrent sign-in).
        (await findAccount(profile)) ??
        (await users.insert({ ...values, email: placeholderEmail() }));
      if (!created)
        throw new AppError('CONFLICT', 'Signing in with your provider did not complete. Please try again.');
      return {
        user: created,
        ...(emailUsedElsewhere && created.email !== emailUsedElsewhere ? { emailUsedElsewhere } : {}),
      };
    },

    /** Links the identity to the signed-in person's account, unless it already belongs to another account. */
    async link(userId: string, profile: OidcProfile): Promise<UserRow> {
      const existing = await findAccount(profile);
      if (existing && existing.id !== userId) throw new AppError('CONFLICT', IDENTITY_TAKEN);
      if (existing) return existing;
      const linked = await users.linkOidcIdentity(userId, profile.issuer, profile.subject);
      if (!linked) throw new AppError('CONFLICT', IDENTITY_TAKEN);
      return linked;
    },
  };
}
