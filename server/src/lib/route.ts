import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AnyEndpoint, EndpointParsed, EndpointReply } from '#shared/api-contract.ts';

/** The request a handler gets: params, query and body already checked against the descriptor's schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: EndpointParsed<E, 'params'>;
  Querystring: EndpointParsed<E, 'query'>;
  Body: EndpointParsed<E, 'body'>;
}>;

/** Returns the answer's body (nothing for a 204); the descriptor's success status is set for it. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => E['status'] extends 204 ? Promise<void> : Promise<EndpointReply<E>>;

/**
 * What a route may add to its descriptor. No `preHandler`: the app-wide gate in buildApp is the one place
 * that decides who may call a route (docs/decisions/602); a route opts out only with `config: { public: true }`.
 */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> & {
  /**
   * The handler's answer is already exactly the response's shape (typed by the descriptor, built by one SQL
   * query), so it is sent with JSON.stringify instead of being encoded item by item through the zod schema.
   * For large read-only lists only (decision 1621); a test must parse the answer with the descriptor's schema.
   */
  sendAsBuilt?: boolean;
};

/**
 * Registers a route from its shared descriptor (docs/decisions/601): the method and path, the zod schemas for
 * validation and for the response's serialisation, and the success status.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
) {
  const { params, query, body, response, status } = endpoint;
  const { sendAsBuilt, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      // A 204 has no body to serialise.
      ...(status === 204 ? {} : { response: { [status]: response } }),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (sendAsBuilt) reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return reply.sent ? reply : reply.code(status).send(answer);
    },
  });
}
