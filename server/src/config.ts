/**
 * All configuration comes from the environment, parsed once here. An empty
 * string counts as unset, so `FOO=` in a .env file falls back to the default.
 * Invalid values stop start-up with a readable list of what to fix.
 */
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? fallback
        : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase()),
    z.boolean(),
  );
const integer = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

const environmentSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: booleanFlag(false),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),

  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_DIR: optionalString,
  EMBEDDED_PG_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  UPLOADS_DIR: optionalString,
  /** The largest archive Import Archive accepts, in bytes (default 2 GB). */
  ARCHIVE_IMPORT_MAX_BYTES: integer(2 * 1024 * 1024 * 1024),
  CLIENT_DIST_DIR: optionalString,

  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  ALLOW_SIGNUPS: booleanFlag(true),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(20),
  AUTH_ACCOUNT_FAILURE_LIMIT: integer(5),
  WAITLIST_RATE_LIMIT_PER_MINUTE: integer(10),

  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ALLOW_INSECURE_HTTP: booleanFlag(false),

  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TRANSCRIPTION_MODEL: optionalString,
  AI_TIMEOUT_MS: integer(20_000),

  AGENT_PHONE_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?[0-9 ()-]{3,20}$/)
      .default('+1 555 010 0100'),
  ),
});

export type AppConfig = ReturnType<typeof parseConfig>;

/** Parses the environment into the app's configuration, or throws one readable error listing every problem. */
export function parseConfig(environment: Record<string, string | undefined> = process.env) {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Heirloom cannot start: the configuration has problems.\n${problems}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.OIDC_ISSUER_URL && !(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)) {
    throw new Error(
      'Heirloom cannot start: OIDC_ISSUER_URL is set, so OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set too.',
    );
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new Error(
      'Heirloom cannot start: AI_BASE_URL is set, so AI_MODEL must name the model to use (for example llama3.1:8b).',
    );
  }
  return {
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    embeddedPostgres: {
      dataDir: path.resolve(env.EMBEDDED_PG_DIR ?? path.join(dataDir, 'postgres')),
      port: env.EMBEDDED_PG_PORT,
    },
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    archiveImportMaxBytes: env.ARCHIVE_IMPORT_MAX_BYTES,
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR ?? 'client/dist'),
    sessionSecret: env.SESSION_SECRET,
    auth: {
      allowSignups: env.ALLOW_SIGNUPS,
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      accountFailureLimit: env.AUTH_ACCOUNT_FAILURE_LIMIT,
      oidc: env.OIDC_ISSUER_URL
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID!,
            clientSecret: env.OIDC_CLIENT_SECRET!,
            allowInsecureHttp: env.OIDC_ALLOW_INSECURE_HTTP,
          }
        : undefined,
    },
    waitlistRateLimitPerMinute: env.WAITLIST_RATE_LIMIT_PER_MINUTE,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    agentPhoneNumber: env.AGENT_PHONE_NUMBER,
  };
}
