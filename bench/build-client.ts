/**
 * The client built for production, as the real server serves it to a browser: built fresh with vite into
 * `<workDir>/dist`, or taken from BENCH_CLIENT_DIST when a build was made beforehand (a bench tried several
 * times in a row then skips the build).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Answers the folder holding the built client (its index.html and assets). */
export function builtClient(workDir: string): string {
  if (process.env.BENCH_CLIENT_DIST) return process.env.BENCH_CLIENT_DIST;
  const distDir = path.join(workDir, 'dist');
  process.stderr.write('  building the client …\n');
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // As `npm run build` does: the landing page prerendered into landing.html.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/prerender-landing.ts')], {
    cwd: ROOT,
    env: { ...process.env, CLIENT_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return distDir;
}
