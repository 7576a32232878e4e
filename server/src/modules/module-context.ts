import type { AiProvider } from '../ai/ai-provider.ts';
import type { AiRequestLimit } from '../ai/ai-request-limit.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every feature module is given when it registers its routes. */
export interface ModuleContext {
  config: AppConfig;
  db: Database;
  ai: AiProvider;
  /** AI requests each person may have in flight, shared by every module that asks the AI. */
  aiRequests: AiRequestLimit;
}
