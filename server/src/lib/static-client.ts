import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A path the single-page app answers with 200 besides `/`, and what it adds to the answer first. */
export interface ClientPage {
  url: string;
  prepare: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * Serves the built single-page app. `/` gets the prerendered landing page when the build made one, else
 * index.html; the `pages` given (such as the storyteller's) get index.html; any other path that
 * is not a file gets index.html with status 404, and the app shows its
 * "404 Page Not Found" page. Unknown /api paths answer JSON 404.
 */
export async function serveClient(
  app: FastifyInstance,
  distDir: string,
  pages: ClientPage[] = [],
  /** Whether `/` shows this request the prerendered landing page (a visitor) or the loading message (a member). */
  isVisitor: (request: FastifyRequest) => boolean = () => true,
) {
  const indexFile = path.join(distDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const indexHtml = () =>
    hasClient
      ? readFileSync(indexFile, 'utf8')
      : '<!doctype html><title>Heirloom</title><p>The web client has not been built yet. Run <code>npm run build</code>, then restart.</p>';
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts): sent to browsers that take them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed asset names never change content: cache for a year. Everything else: revalidate.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  // The landing page prerendered at build time (scripts/prerender-landing.ts), when the build made it.
  // It holds its styles, so it is sent compressed to browsers that take Brotli (made once, here).
  const landingFile = path.join(distDir, 'landing.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile) : undefined;
  const landingBrotli = landing ? brotliCompressSync(landing) : undefined;
  app.get('/', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // Someone signed in would see the landing page until their workspace arrives: they get the loading message.
    if (!landing || !landingBrotli || !isVisitor(request)) return reply.send(indexHtml());
    reply.header('vary', 'accept-encoding');
    if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'br').send(landingBrotli);
    return reply.send(landing);
  });

  for (const page of pages) {
    app.get(page.url, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      page.prepare(request, reply);
      return reply.type('text/html; charset=utf-8').send(indexHtml());
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ message: `There is nothing at ${request.method} ${pathname}.`, code: 'NOT_FOUND' });
    }
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml());
  });
}
