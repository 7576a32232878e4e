/**
 * One descriptor per JSON endpoint: the method, the path (Fastify style, `/api/memory-fragments/:id`),
 * the request schemas and the response schema. The server registers its route from it and the client's
 * request function takes its types from it, so the two sides cannot drift apart (docs/decisions/601).
 */
import { z } from 'zod';
import type { AppErrorCode } from './errors.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type SuccessStatus = 200 | 201 | 204;

/** What a descriptor is written with; `status` is the success status (200 unless given). */
interface EndpointDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  status?: SuccessStatus;
  /** The error codes a client may meet here and act on (beyond the ones every route can answer). */
  errors?: readonly AppErrorCode[];
}

/** A descriptor as `defineEndpoint` returns it: the success status always filled in. */
type Endpoint<Definition extends EndpointDefinition = EndpointDefinition> = Definition & {
  status: Definition['status'] extends SuccessStatus ? Definition['status'] : 200;
};

/** Any descriptor, for functions that take one (the server's registration, the client's request). */
export type AnyEndpoint = EndpointDefinition & { status: SuccessStatus };

/** The empty answer of a 204 (a delete): nothing to parse. */
export const noContent = z.undefined();

export function defineEndpoint<const Definition extends EndpointDefinition>(
  definition: Definition,
): Endpoint<Definition> {
  return { status: 200, ...definition } as Endpoint<Definition>;
}

type Schema<
  E extends EndpointDefinition,
  Part extends 'params' | 'query' | 'body',
> = E[Part] extends z.ZodType ? E[Part] : undefined;

/** What a client sends: the schemas' input types (defaults may be left out). */
export type EndpointInput<E extends EndpointDefinition, Part extends 'params' | 'query' | 'body'> =
  Schema<E, Part> extends z.ZodType ? z.input<Schema<E, Part>> : undefined;

/** What a server handler receives, after validation: the schemas' output types. */
export type EndpointParsed<E extends EndpointDefinition, Part extends 'params' | 'query' | 'body'> =
  Schema<E, Part> extends z.ZodType ? z.output<Schema<E, Part>> : undefined;

/** What a client gets back, parsed. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

/** What a server handler returns, before serialisation. */
export type EndpointReply<E extends EndpointDefinition> = z.input<E['response']>;
