/**
 * TRUST_PROXY as Fastify takes it. Fastify ignores a plain number (it cannot
 * check that the nearest peer really is a proxy), so a hop count becomes a trust
 * function: the nearest `hops` addresses of the chain (the connection's peer
 * first) are proxies, and the next one to the left is the client. This is only
 * safe when Heirloom cannot be reached except through those proxies; a list of
 * proxy addresses is safe either way (see README and decision 505).
 */
export function toFastifyTrustProxy(setting: false | number | string) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
