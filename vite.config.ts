import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The stylesheet is linked after the page's loading message, not in the head, so the message (styled inline) is
 * painted as soon as the page arrives; on a slow connection the stylesheet would otherwise keep the screen blank.
 * Everything React draws comes after the stylesheet, so nothing shows unstyled.
 */
function stylesheetAfterLoadingMessage(): Plugin {
  return {
    name: 'stylesheet-after-loading-message',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let moved = html;
        for (const link of links) moved = moved.replace(link, '');
        return moved.replace('</body>', `${links.map((link) => link.trim()).join('\n')}\n  </body>`);
      },
    },
  };
}

/**
 * Every script and stylesheet is also written compressed (Brotli and gzip), and the server sends the compressed copy
 * to a browser that accepts it (@fastify/static's `preCompressed`): on a slow phone connection the landing page's
 * first chunk arrives in about a fifth of the bytes, with no compression work per request.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(`${file}.br`, brotliCompressSync(content));
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), stylesheetAfterLoadingMessage(), precompressedAssets()],
  build: {
    outDir: process.env.CLIENT_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The landing page must stay light: the workspace loads in its own chunks.
    chunkSizeWarningLimit: 600,
    // index.html, and the landing page's own small script (client/src/landing.ts), which the prerender script
    // (scripts/prerender-landing.ts) finds in the manifest and puts in landing.html in place of index.html's.
    manifest: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'client/index.html'),
        landing: path.resolve(import.meta.dirname, 'client/src/landing.ts'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
