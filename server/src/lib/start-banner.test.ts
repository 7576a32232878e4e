import { describe, expect, it } from 'vitest';
import { startBannerLines } from './start-banner.ts';

const facts = {
  host: '127.0.0.1',
  port: 3000,
  embeddedPostgresDir: '/srv/heirloom/data/postgres',
  uploadsDir: '/srv/heirloom/data/uploads',
  aiEndpoint: false,
  startupMs: 1840,
};

describe('the start banner', () => {
  it('says where to open Heirloom, where the data lives and how to stop it', () => {
    const text = startBannerLines(facts).join('\n');
    expect(text).toContain('Open http://127.0.0.1:3000 in a browser.');
    expect(text).toContain('the embedded PostgreSQL in /srv/heirloom/data/postgres');
    expect(text).toContain('recordings in /srv/heirloom/data/uploads');
    expect(text).toContain('press Ctrl+C');
    expect(text).toContain('(in 1.8 s)');
  });

  it('offers an address a browser can open when Heirloom listens on every interface, or the public one', () => {
    expect(startBannerLines({ ...facts, host: '0.0.0.0' })[0]).toContain('Open http://127.0.0.1:3000');
    expect(startBannerLines({ ...facts, host: '::1' })[0]).toContain('Open http://[::1]:3000');
    expect(startBannerLines({ ...facts, publicUrl: 'https://stories.example.org' })[0]).toContain(
      'Open https://stories.example.org in a browser.',
    );
  });

  it('names an external database and an AI endpoint without showing their addresses', () => {
    const text = startBannerLines({ ...facts, embeddedPostgresDir: undefined, aiEndpoint: true }).join('\n');
    expect(text).toContain('the PostgreSQL named by DATABASE_URL');
    expect(text).toContain('the AI endpoint set by AI_BASE_URL');
  });

  it('names the S3 bucket when the files live there', () => {
    const text = startBannerLines({ ...facts, s3Bucket: 'heirloom-files' }).join('\n');
    expect(text).toContain('uploaded files and recordings in the S3 bucket heirloom-files.');
  });
});
