/**
 * All configuration comes from the environment, parsed once here. An empty
 * string counts as unset, so `FOO=` in a .env file falls back to the default.
 * Invalid values stop start-up with a readable list of what to fix.
 */
import net from 'node:net';
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
/**
 * Which proxies may tell us the client's address (X-Forwarded-For): a number of
 * hops, or a comma-separated list of addresses, CIDR ranges and proxy-addr's names
 * (loopback, linklocal, uniquelocal). "true" trusted every address, so any client
 * could choose its own rate-limit key: it is refused with a sentence saying what to set.
 */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxySetting = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, context): false | number | string => {
      const text = value?.trim().toLowerCase();
      if (!text || text === 'false' || text === '0' || text === 'no' || text === 'off') return false;
      if (['true', 'yes', 'on'].includes(text)) {
        context.addIssue({
          code: 'custom',
          message:
            '"true" would trust an X-Forwarded-For header from anyone. Set TRUST_PROXY=1 when one reverse proxy sits in front of Heirloom (or the number of proxies, or their addresses, e.g. 10.0.0.0/8).',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every((entry) => TRUST_PROXY_NAMES.has(entry) || isAddressOrRange(entry))) {
        return entries.join(',');
      }
      context.addIssue({
        code: 'custom',
        message:
          'must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.0/8,192.168.1.7).',
      });
      return z.NEVER;
    }),
);

function isAddressOrRange(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

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
  TRUST_PROXY: trustProxySetting,
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
  /** Slow uploads (decision 533): every this many ms an upload must have sent at least UPLOAD_MIN_BYTES_PER_SECOND. */
  UPLOAD_IDLE_TIMEOUT_MS: integer(60_000),
  UPLOAD_MIN_BYTES_PER_SECOND: integer(1024),
  /** Uploads one person may have in flight at once; imports: one per person and this many on one instance. */
  UPLOADS_PER_PERSON: integer(3),
  IMPORTS_AT_ONCE: integer(2),
  /** Longest any one request may take to arrive (a 2 GB archive at 1 Mbit/s needs about 4.5 hours). */
  REQUEST_TIMEOUT_MS: integer(6 * 60 * 60 * 1000),
  CLIENT_DIST_DIR: optionalString,

  /** Originals, recordings and books in an S3-compatible bucket instead of on local disk (decision 1601). */
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (e.g. heirloom-files).',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag(false),

  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  ALLOW_SIGNUPS: booleanFlag(true),
  AUTH_RATE_LIMIT_PER_MINUTE: integer(20),
  AUTH_ACCOUNT_FAILURE_LIMIT: integer(5),
  /** Wrong passwords for one account from all places together, per 15 minutes, before everyone waits. */
  AUTH_ACCOUNT_FAILURE_CEILING: integer(100),
  /** New accounts per minute for the whole server, whatever address they come from (decision 540). */
  SIGNUP_RATE_LIMIT_PER_MINUTE: integer(30),
  WAITLIST_RATE_LIMIT_PER_MINUTE: integer(10),
  /** Requests per minute through one storyteller link, and tries of tokens that work for no link per address. */
  STORYTELLER_RATE_LIMIT_PER_MINUTE: integer(120),

  /** Where e-mail is sent, e.g. smtp://user:pass@mail.example.org:587 or smtps://…:465 (decision 1501). */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.org:587',
      })
      .optional(),
  ),
  /** The sender of every e-mail, e.g. "Heirloom <heirloom@example.org>". */
  MAIL_FROM: optionalString,

  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_ALLOW_INSECURE_HTTP: booleanFlag(false),

  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TRANSCRIPTION_MODEL: optionalString,
  AI_TIMEOUT_MS: integer(20_000),

  /** The number Call Agent and Call Now dial. None ships: unset, no call link is shown (decision 809). */
  AGENT_PHONE_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\+?[0-9 ()-]{3,20}$/)
      .optional(),
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
  const s3Settings = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Without = s3Settings.filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET && s3Without.length > 0) {
    throw new Error(
      `Heirloom cannot start: ${s3Without.join(', ')} ${s3Without.length === 1 ? 'is' : 'are'} set, so S3_BUCKET must name the bucket to keep files in (or remove the S3 settings to keep files on local disk).`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Heirloom cannot start: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together. Set both, or neither to use the credentials of the machine (for example an IAM role).',
    );
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new Error(
      'Heirloom cannot start: AI_BASE_URL is set, so AI_MODEL must name the model to use (for example llama3.1:8b).',
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new Error(
      'Heirloom cannot start: SMTP_URL is set, so MAIL_FROM must say who the e-mails come from (for example "Heirloom <heirloom@example.org>").',
    );
  }
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    throw new Error(
      'Heirloom cannot start: SMTP_URL is set, so PUBLIC_URL must be the address people open Heirloom at (for example https://stories.example.org). Links in e-mails are made from it, and only from it.',
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
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    archiveImportMaxBytes: env.ARCHIVE_IMPORT_MAX_BYTES,
    uploads: {
      idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS,
      minBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
      perPerson: env.UPLOADS_PER_PERSON,
      importsAtOnce: env.IMPORTS_AT_ONCE,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    clientDistDir: path.resolve(env.CLIENT_DIST_DIR ?? 'client/dist'),
    sessionSecret: env.SESSION_SECRET,
    auth: {
      allowSignups: env.ALLOW_SIGNUPS,
      rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      accountFailureLimit: env.AUTH_ACCOUNT_FAILURE_LIMIT,
      accountFailureCeiling: env.AUTH_ACCOUNT_FAILURE_CEILING,
      signupRateLimitPerMinute: env.SIGNUP_RATE_LIMIT_PER_MINUTE,
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
    storytellerRateLimitPerMinute: env.STORYTELLER_RATE_LIMIT_PER_MINUTE,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    agentPhoneNumber: env.AGENT_PHONE_NUMBER,
    /** Sending e-mail; undefined when SMTP_URL is not set (every link is then shown to copy instead). */
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM! } : undefined,
  };
}
