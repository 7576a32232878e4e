/**
 * What `npm start` says once Heirloom is listening: where to open it, where the family's data lives, and how to
 * stop it. Self-hosters read this first, often on a machine they set up once; it must answer "is it running,
 * where are my stories, how do I stop it" without the README.
 */
export interface StartFacts {
  host: string;
  port: number;
  /** The address people use, when it is set (behind a proxy). */
  publicUrl?: string;
  /** Set when the embedded PostgreSQL is used; absent for an external DATABASE_URL. */
  embeddedPostgresDir?: string;
  uploadsDir: string;
  /** Set when originals live in an S3-compatible bucket (S3_BUCKET) rather than in `uploadsDir`. */
  s3Bucket?: string;
  aiEndpoint: boolean;
  startupMs: number;
}

/** A wildcard address is not one a browser can open; the same machine answers on loopback. */
function openableAddress({ host, port, publicUrl }: StartFacts) {
  if (publicUrl) return publicUrl;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The banner's lines, in the order a person needs them. */
export function startBannerLines(facts: StartFacts): string[] {
  const database = facts.embeddedPostgresDir
    ? `the embedded PostgreSQL in ${facts.embeddedPostgresDir}`
    : 'the PostgreSQL named by DATABASE_URL';
  const files = facts.s3Bucket ? `the S3 bucket ${facts.s3Bucket}` : facts.uploadsDir;
  return [
    `Heirloom is ready (in ${(facts.startupMs / 1000).toFixed(1)} s). Open ${openableAddress(facts)} in a browser.`,
    `Your data: ${database}; uploaded files and recordings in ${files}.`,
    facts.aiEndpoint
      ? 'Memory DNA and Clio use the AI endpoint set by AI_BASE_URL.'
      : 'Memory DNA and Clio use the offline engine: nothing leaves this machine.',
    'To stop Heirloom, press Ctrl+C: requests in progress finish first and the database is closed cleanly.',
  ];
}
