import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from './ai-engine.ts';
import { type StubServer, startStubServer } from './test/openai-stub-server.ts';

function recordingLog() {
  const entries: { level: string; obj: object; msg?: string }[] = [];
  return {
    entries,
    log: {
      info: (obj: object, msg?: string) => entries.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg?: string) => entries.push({ level: 'warn', obj, msg }),
    },
  };
}

let server: StubServer;
beforeAll(async () => {
  server = await startStubServer();
});
afterAll(async () => {
  await server.close();
});

describe('createAiEngine', () => {
  it('answers offline without a base URL, and says so once', async () => {
    const { entries, log } = recordingLog();
    const ai = createAiEngine({ timeoutMs: 1_000, log });
    expect(
      (await ai.analyzeMemory('account-a', 'My brother Tom and I went fishing in 1965.')).peopleInvolved,
    ).toEqual(['Tom (brother)']);
    expect(entries).toEqual([
      { level: 'info', obj: { provider: 'offline' }, msg: 'AI engine: offline provider' },
    ]);
  });

  it('treats a blank base URL as unset', () => {
    const { entries, log } = recordingLog();
    createAiEngine({ baseUrl: '  ', timeoutMs: 1_000, log });
    expect(entries[0]!.obj).toEqual({ provider: 'offline' });
  });

  it('needs a model name with a base URL', () => {
    expect(() =>
      createAiEngine({ baseUrl: server.baseUrl, timeoutMs: 1_000, log: recordingLog().log }),
    ).toThrow(/model name/);
  });

  it('uses the endpoint with a base URL and falls back per call', async () => {
    const { entries, log } = recordingLog();
    const ai = createAiEngine({ baseUrl: server.baseUrl, model: 'm', timeoutMs: 1_000, log });
    server.answer({ kind: 'content', content: JSON.stringify({ missingMoments: ['Your first car'] }) });
    expect(await ai.missingMoments('account-a', [])).toEqual(['Your first car']);
    server.answer({ kind: 'status', status: 503 });
    expect((await ai.missingMoments('account-a', []))[0]).toBe('Your earliest memory');
    expect(entries.filter((e) => e.level === 'warn')).toHaveLength(1);
  });
});
