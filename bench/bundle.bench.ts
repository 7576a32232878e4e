/**
 * What the landing page downloads before it is interactive: the entry script,
 * the modules it preloads, and the stylesheet, gzipped (level 9, like a typical
 * reverse proxy). Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../client/dist');

export async function runBundleBench() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const gzipped = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0) /
    1024;
  return {
    'landing JavaScript, gzipped (KB)': Number(gzipped(scripts).toFixed(1)),
    'landing CSS, gzipped (KB)': Number(gzipped(styles).toFixed(1)),
  };
}

if (import.meta.main) console.table(await runBundleBench());
