import * as client from 'openid-client';
import type { AppConfig } from '../config.ts';

type OidcSettings = NonNullable<AppConfig['auth']['oidc']>;

export interface OidcProfile {
  /** The provider that vouches for the subject (the ID token's `iss`); with `subject`, the identity. */
  issuer: string;
  subject: string;
  email?: string;
  /** Only true when the provider says it verified the address. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
}

/**
 * Authorization code + PKCE against the configured OpenID Connect provider.
 * Discovery happens on first use and is retried on the next sign-in if the
 * provider was unreachable.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.allowInsecureHttp ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async startSignIn(redirectUri: string) {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.href, codeVerifier, state };
    },

    async finishSignIn(
      callbackUrl: URL,
      expected: { codeVerifier: string; state: string },
    ): Promise<OidcProfile> {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The sign-in provider did not return an ID token.');
      let info: Record<string, unknown> = { ...claims };
      try {
        info = { ...info, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch {
        // The ID token alone is enough; userinfo only adds detail.
      }
      const name = typeof info.name === 'string' ? info.name.trim() : '';
      const [first, ...rest] = name.split(/\s+/);
      const text = (key: string) =>
        typeof info[key] === 'string' && info[key] ? (info[key] as string) : undefined;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text('email')?.trim().toLowerCase(),
        // Some providers send the flag as a string.
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        firstName: text('given_name') ?? (first || undefined),
        lastName: text('family_name') ?? (rest.join(' ') || undefined),
        profileImageUrl: text('picture'),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
