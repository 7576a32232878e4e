import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sent from another site
 * (cross-site request forgery). Browsers always send Origin on such requests
 * and Sec-Fetch-Site where supported; clients that send neither (curl, scripts)
 * carry no ambient cookies from a victim and are let through.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string | undefined) {
  const allowedOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ownOrigin = allowedOrigin ?? `${request.protocol}://${request.host}`;
    // Browsers send `Origin: null` from privacy-sensitive contexts; then Sec-Fetch-Site decides.
    const crossSite =
      origin && origin !== 'null'
        ? origin !== ownOrigin
        : fetchSite === 'cross-site' || (origin === 'null' && fetchSite !== 'same-origin');
    if (crossSite) {
      throw new AppError(
        'FORBIDDEN',
        'This request came from another website and was refused. Please use Heirloom directly.',
      );
    }
  });
}
