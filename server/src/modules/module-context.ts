import type { AiProvider } from '../ai/ai-provider.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every feature module is given when it registers its routes. */
export interface ModuleContext {
  config: AppConfig;
  db: Database;
  ai: AiProvider;
}
