import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in through OIDC. */
    passwordHash: text('password_hash'),
    /** The OpenID Connect identity is the pair (issuer, subject); an email claim never identifies anyone. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    language: text('language').notNull().default('en'),
    /**
     * The IANA time zone the storyteller's device reported when they last shared something for a later day:
     * their dated releases open at the start of that day there (decision 1523). Null: UTC.
     */
    timeZone: text('time_zone'),
    profileImageUrl: text('profile_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_oidc_identity_unique')
      .on(table.oidcIssuer, table.oidcSubject)
      .where(sql`${table.oidcSubject} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: text('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * Failed sign-ins, counted per account and source, so that guessing one person's
 * password is slowed down for the guesser without locking the owner out.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Where the attempt came from (the client address as the trusted proxy chain gives it). */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_email_idx').on(table.email, table.createdAt),
    index('sign_in_failures_email_source_idx').on(table.email, table.source, table.createdAt),
  ],
);

/**
 * A request to change an account's email, confirmed by a link sent to the new
 * address. Only a hash of the link's token is stored.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_change_requests_token_unique').on(table.tokenHash),
    index('email_change_requests_user_idx').on(table.userId),
  ],
);

/**
 * A link that sets a new password (decision 1502): only the SHA-256 of its
 * random token is kept, it works for an hour and once, and an account has at
 * most one (a new request replaces the previous link).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_requests_token_unique').on(table.tokenHash),
    uniqueIndex('password_reset_requests_user_unique').on(table.userId),
  ],
);

/**
 * Fixed-window rate-limit counters shared by every app instance: a key (route
 * and client, or route and account) and how often it was hit in the window that
 * ends at `expiresAt`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);

/**
 * An account asked for by e-mail address and not made yet (decision 543): made when the link mailed to the
 * address is opened, so sign-up never says whether an address already has an account. Only a hash of the
 * link's token is stored; one request per address, the newest.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, like users.email. */
    email: text('email').notNull(),
    /** argon2id, hashed when the person chose it, so it never waits anywhere in plain text. */
    passwordHash: text('password_hash').notNull(),
    /** What they asked to be called, if they said; it becomes the account's first name. */
    firstName: text('first_name'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pending_sign_ups_email_unique').on(table.email),
    uniqueIndex('pending_sign_ups_token_unique').on(table.tokenHash),
  ],
);
