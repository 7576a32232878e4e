import type { AiProvider } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';

/**
 * What every feature module is given when it registers its routes: the capabilities buildApp creates
 * once for the whole app (docs/decisions/611-capabilities-are-wired-once-in-build-app.md).
 */
export interface ModuleContext {
  config: AppConfig;
  db: Database;
  ai: AiProvider;
  /** AI requests each person may have in flight, shared by every module that asks the AI. */
  aiRequests: AiRequestLimit;
  /** Where originals live; prepared once when the app is ready. */
  storage: StorageProvider;
  /** The background-job queue: modules define their tasks and chores here and queue jobs through it. */
  jobs: Jobs;
  /** Sends e-mail; `configured` is false when SMTP_URL is not set, and features then take their fallback. */
  mailer: Mailer;
  /** The time it is, for what depends on the calendar day; the real clock except in tests. */
  now: () => Date;
}
