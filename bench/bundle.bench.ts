/**
 * What the landing page downloads, gzipped (level 9, like a typical reverse proxy). A visitor gets landing.html
 * (decision 1611): its own small script and the modules it preloads before the first gesture, then React and the
 * app on it; its styles are in the page. Everyone else gets index.html: the entry script, the modules it preloads,
 * and the stylesheet. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../client/dist');

const scriptsOf = (html: string) =>
  [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );

const gzipped = (files: string[]) =>
  Number(
    (
      files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
        0,
      ) / 1024
    ).toFixed(1),
  );

export async function runBundleBench() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const figures: Record<string, number> = {
    'app page JavaScript, gzipped (KB)': gzipped(scriptsOf(html)),
    'app page CSS, gzipped (KB)': gzipped(styles),
  };
  const landingFile = path.join(dist, 'landing.html');
  if (existsSync(landingFile)) {
    const landing = readFileSync(landingFile, 'utf8');
    const onFirstGesture = /data-app-scripts="([^"]*)"/.exec(landing)?.[1]?.split(' ').filter(Boolean) ?? [];
    figures['landing JavaScript before the first gesture, gzipped (KB)'] = gzipped(scriptsOf(landing));
    figures['landing JavaScript on the first gesture, gzipped (KB)'] = gzipped(onFirstGesture);
    figures['landing page HTML with its styles, gzipped (KB)'] = Number(
      (gzipSync(readFileSync(landingFile), { level: 9 }).length / 1024).toFixed(1),
    );
  }
  return figures;
}

if (import.meta.main) console.table(await runBundleBench());
