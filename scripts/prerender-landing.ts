/**
 * After `vite build`: writes `landing.html`, the built index.html with the landing page already rendered into it
 * (client/src/prerender.tsx), which the server sends for `/` (issue 16 part 2). Its words paint before any
 * JavaScript runs, and no inline script is added (the CSP forbids them). Every other page keeps index.html, whose
 * loading message React replaces, so a storyteller's link never flashes the landing page.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const ROOT_WITH_LOADING_MESSAGE = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * From Vite's manifest: the landing page's own script (client/src/landing.ts), the modules it imports, and what it
 * loads on the visitor's first gesture (React, the app), each as the address the page asks for.
 */
export async function landingScripts(distDir: string) {
  // Written by `vite build` (build.manifest) and removed once landing.html is written: prerender after a fresh build.
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest['src/landing.ts'];
  if (!entry?.isEntry) throw new Error('the build has no landing page script (src/landing.ts)');
  const withImports = (keys: string[], found = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || found.has(`/${chunk.file}`)) continue;
      found.add(`/${chunk.file}`);
      withImports(chunk.imports ?? [], found);
    }
    return found;
  };
  const imported = withImports(entry.imports ?? []);
  return {
    entry: `/${entry.file}`,
    imported: [...imported],
    onFirstGesture: [...withImports(entry.dynamicImports ?? [])].filter((file) => !imported.has(file)),
  };
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
    // loads them when the visitor first reaches for the page (landing.ts); it fetches them ahead, once the page is
    // idle, from the addresses on the root.
    const scripts = await landingScripts(distDir);
    const appScripts = landing.match(APP_SCRIPTS);
    if (!appScripts) throw new Error('index.html has no module script to replace');
    for (const tag of appScripts) landing = landing.replace(tag, '');
    const tags = [
      `<script type="module" crossorigin src="${scripts.entry}"></script>`,
      ...scripts.imported.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ];
    landing = landing
      .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root" data-prerendered="landing">',
        `<div id="root" data-prerendered="landing" data-app-scripts="${scripts.onFirstGesture.join(' ')}">`,
      );
    const landingFile = path.join(distDir, 'landing.html');
    await writeFile(landingFile, landing);
    // The manifest has done its work; left in the built folder, the server would hand anyone the source's file names.
    await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
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
