/**
 * A small server speaking the OpenAI chat-completions protocol on 127.0.0.1,
 * for testing the OpenAI-compatible provider over real HTTP. Each test sets how
 * the next requests are answered.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Behaviour =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'slow'; delayMs: number; content: string }
  | { kind: 'stall-body'; delayMs: number }
  | {
      kind: 'transcript';
      text: string;
      segments?: Array<{ start: number; end: number; text: string }>;
      /** Served, as OpenAI's API does, only to a request with `timestamp_granularities[]` word. */
      words?: Array<{ start: number; end: number; word: string }>;
    };

export interface StubServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** How to answer from now on. */
  answer(behaviour: Behaviour): void;
  close(): Promise<void>;
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

/** A form field of a multipart body, as the stub keeps it (latin1). */
const formField = (body: string, name: string, value: string) =>
  body.includes(`name="${name}"\r\n\r\n${value}\r\n`);

/**
 * What OpenAI's transcription API answers: `verbose_json` with the segments, and the words when they were asked
 * for; when only words are asked for, no segments.
 */
function transcriptAnswer(b: Extract<Behaviour, { kind: 'transcript' }>, body: string) {
  if (!b.segments && !b.words) return { text: b.text };
  const asked = (granularity: string) => formField(body, 'timestamp_granularities[]', granularity);
  const wantsWords = asked('word');
  const wantsSegments = asked('segment') || !wantsWords;
  return {
    task: 'transcribe',
    text: b.text,
    ...(b.segments && wantsSegments ? { segments: b.segments } : {}),
    ...(b.words && wantsWords ? { words: b.words } : {}),
  };
}

export async function startStubServer(): Promise<StubServer> {
  let behaviour: Behaviour = { kind: 'status', status: 500 };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const b = behaviour;
      const json = { 'content-type': 'application/json' };
      switch (b.kind) {
        case 'content':
          res.writeHead(200, json).end(completion(b.content));
          break;
        case 'transcript':
          res.writeHead(200, json).end(JSON.stringify(transcriptAnswer(b, requests.at(-1)!.body)));
          break;
        case 'status':
          res.writeHead(b.status, json).end(b.body ?? JSON.stringify({ error: { message: 'stub error' } }));
          break;
        case 'slow':
          later(b.delayMs, () => {
            if (!res.destroyed) res.writeHead(200, json).end(completion(b.content));
          });
          break;
        case 'stall-body':
          res.writeHead(200, json);
          res.write('{"choices": [');
          later(b.delayMs, () => {
            if (!res.destroyed) res.end(']}');
          });
          break;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next) {
      behaviour = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
