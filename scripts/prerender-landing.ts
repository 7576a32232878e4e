/**
 * After `vite build`: writes `landing.html`, the built index.html with the landing page already rendered into it
 * (client/src/prerender.tsx), which the server sends for `/` (issue 16 part 2). Its words paint before any
 * JavaScript runs, and no inline script is added (the CSP forbids them). Every other page keeps index.html, whose
 * loading message React replaces, so a storyteller's link never flashes the landing page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const ROOT_WITH_LOADING_MESSAGE = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/** The built file of the landing page's own script (client/src/landing.ts), from Vite's manifest. */
async function landingScript(distDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = manifest['src/landing.ts'];
  if (!entry?.isEntry) throw new Error('the build has no landing page script (src/landing.ts)');
  return `/${entry.file}`;
}

/** Writes `<distDir>/landing.html` from the `index.html` a client build left in `distDir`. */
export async function prerenderLanding(distDir: string): Promise<string> {
  const vite = await createServer({
    root: path.join(root, 'client'),
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderLanding } = (await vite.ssrLoadModule('/src/prerender.tsx')) as {
      renderLanding: () => string;
    };
    const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
    if (!ROOT_WITH_LOADING_MESSAGE.test(index))
      throw new Error('index.html has no root element to render into');
    const withLanding = index.replace(
      ROOT_WITH_LOADING_MESSAGE,
      () => `<div id="root" data-prerendered="landing">${renderLanding()}</div>`,
    );
    // The landing's markup needs its styles before it paints, and on a slow connection a stylesheet is one more
    // round trip before anything shows: its rules go into the head, in the page itself (the CSP allows styles).
    const links = withLanding.match(STYLESHEETS) ?? [];
    let landing = withLanding;
    const styles: string[] = [];
    for (const link of links) {
      landing = landing.replace(link, '');
      const href = /href="([^"]+)"/.exec(link)?.[1];
      if (href) styles.push(await readFile(path.join(distDir, href), 'utf8'));
    }
    landing = landing.replace('</head>', `  <style>${styles.join('\n')}</style>\n  </head>`);
    // Not the app's script and what it preloads (React, the schemas): the landing page's own small script, which
    // loads them when the visitor first reaches for the page (landing.ts).
    if (!APP_SCRIPTS.test(landing)) throw new Error('index.html has no module script to replace');
    landing = landing
      .replace(APP_SCRIPTS, '')
      .replace(
        '</head>',
        `  <script type="module" crossorigin src="${await landingScript(distDir)}"></script>\n  </head>`,
      );
    const landingFile = path.join(distDir, 'landing.html');
    await writeFile(landingFile, landing);
    return landingFile;
  } finally {
    await vite.close();
  }
}

if (import.meta.main) {
  // As `vite build` does: CLIENT_DIST_DIR relative to client/, else client/dist.
  const written = await prerenderLanding(path.resolve(root, 'client', process.env.CLIENT_DIST_DIR ?? 'dist'));
  console.log(`prerendered the landing page into ${path.relative(root, written)}`);
}
