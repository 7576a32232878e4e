/**
 * Where every link that leaves the server starts: links in e-mails (password reset, e-mail change, invitations),
 * the storyteller link, and the printed codes in a book (docs/decisions/538).
 *
 * With PUBLIC_URL set, always PUBLIC_URL. Without it (only allowed when no e-mail is configured, see config.ts), the
 * link is shown to the signed-in person on screen and starts with the address they are using, but only when that
 * address is one this server really listens on: a loopback name or address (localhost, 127.0.0.1, ::1), the
 * configured HOST, or the address this very connection arrived at, and with the port it arrived on. A `Host` header
 * naming anything else (another machine, a name set by a proxy, a forged header) gets no link: the person is told
 * to set PUBLIC_URL.
 */
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const LINK_BASE_UNKNOWN =
  'Heirloom does not know the address people use to reach it, so it cannot make this link. Please ask whoever set up Heirloom to set PUBLIC_URL to that address (for example http://192.168.1.10:3000), then try again.';

type LinkRequest = Pick<FastifyRequest, 'protocol' | 'host'> & {
  socket?: { localAddress?: string; localPort?: number } | null;
};

/** A bare address without IPv6 brackets or the IPv4-mapped IPv6 prefix, lower case. */
function normalizeAddress(address: string) {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  return bare.startsWith('::ffff:') && net.isIPv4(bare.slice(7)) ? bare.slice(7) : bare;
}

function isLoopback(hostname: string) {
  if (hostname === 'localhost') return true;
  if (net.isIPv4(hostname)) return hostname.startsWith('127.');
  return hostname === '::1';
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/** The start of every outgoing link for this request, or a refusal that says what to set. */
export function createLinkBase(config: { publicUrl?: string; host: string; port: number }) {
  return (request: LinkRequest): string => {
    if (config.publicUrl) return config.publicUrl;
    let named: URL;
    try {
      named = new URL(`${request.protocol}://${request.host}`);
    } catch {
      throw new AppError('BAD_REQUEST', LINK_BASE_UNKNOWN);
    }
    const hostname = normalizeAddress(named.hostname);
    const port = Number(named.port || (named.protocol === 'https:' ? 443 : 80));
    const listeningPort = request.socket?.localPort ?? config.port;
    const configuredHost = normalizeAddress(config.host);
    const arrivedAt = request.socket?.localAddress
      ? normalizeAddress(request.socket.localAddress)
      : undefined;
    const knownAddress =
      isLoopback(hostname) ||
      (!WILDCARD_HOSTS.has(configuredHost) && hostname === configuredHost) ||
      (arrivedAt !== undefined && net.isIP(hostname) !== 0 && hostname === arrivedAt);
    if (!knownAddress || port !== listeningPort) throw new AppError('BAD_REQUEST', LINK_BASE_UNKNOWN);
    return named.origin;
  };
}
