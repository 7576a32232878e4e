/**
 * How a test reaches the app: as a signed-in person or as a visitor, through the full HTTP stack
 * (app.inject). Every call answers the raw response, so a test asserts on the status, headers and
 * body it cares about; `response.json<T>()` types the body.
 *   const ann = await t.signUp();  await ann.post('/api/memory-fragments', { name, text });
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { multipartBody } from './fixtures/upload-helpers.ts';

type Headers = Record<string, string>;
/** A JSON body (object or array), or raw bytes sent with the headers the caller gives. */
type Body = object | string | Buffer;
type FileOptions = { field?: string; type?: string };

export type TestClient = ReturnType<typeof createTestClient>;

/** Requests carrying `cookie` (a session), or none for a visitor. */
export function createTestClient(app: FastifyInstance, cookie?: string) {
  const request = (method: HTTPMethods, url: string, body?: Body, headers: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> | string | Buffer }),
    });
  /** A multipart POST with one file part (field `file` unless told otherwise), as a browser form sends it. */
  const postFile = (url: string, fileName: string, data: Buffer, options: FileOptions = {}) => {
    const multipart = multipartBody(fileName, data, options);
    return request('POST', url, multipart.payload, multipart.headers);
  };
  return {
    request,
    get: (url: string, headers?: Headers) => request('GET', url, undefined, headers),
    post: (url: string, body?: Body, headers?: Headers) => request('POST', url, body, headers),
    put: (url: string, body?: Body, headers?: Headers) => request('PUT', url, body, headers),
    delete: (url: string, headers?: Headers) => request('DELETE', url, undefined, headers),
    postFile,
    /** POST /api/upload-file with one file part. */
    upload: (fileName: string, data: Buffer, options: FileOptions = {}) =>
      postFile('/api/upload-file', fileName, data, options),
  };
}
