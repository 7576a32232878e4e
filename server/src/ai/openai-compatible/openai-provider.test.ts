import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAcceptance } from '#shared/proposal.ts';
import type { AiProvider, ChatReplyInput } from '../ai-provider.ts';
import { createOfflineProvider } from '../offline/offline-provider.ts';
import { ownWords } from '../offline/replies/chapter-draft.ts';
import { buildProject, sampleMemories } from '../test/build-memory.ts';
import { type StubServer, startStubServer } from '../test/openai-stub-server.ts';
import { createOpenAiCompatibleProvider } from './openai-provider.ts';

const TEXT = 'In the summer of 1965 my brother Tom and I went fishing at Lake Okoboji.';
const VALID = {
  whenHappened: 'Summer 1965',
  whereHappened: 'Lake Okoboji, Iowa',
  peopleInvolved: ['Tom (brother)', 'I', 'Tom (brother)'],
  topics: ['family', 'Hobbies'],
};

let server: StubServer;
let warnings: { obj: Record<string, unknown>; msg?: string }[];
let offline: AiProvider;
let transcribedOffline: string[];
let ai: AiProvider;

/**
 * A chat turn as the studio takes it: what the message accepts is applied first (the actions),
 * then the model words the reply. Anything else the reply carried would override the actions.
 */
async function chatTurn(input: Omit<ChatReplyInput, 'applied'>) {
  const actions = parseAcceptance(
    input.message,
    input.themes.map((t) => t.theme),
  );
  return { actions, ...(await ai.chatReply('account-a', { ...input, applied: actions })) };
}

function provider(overrides: { timeoutMs?: number; transcriptionModel?: string; baseUrl?: string } = {}) {
  return createOpenAiCompatibleProvider(
    {
      baseUrl: overrides.baseUrl ?? server.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      transcriptionModel: overrides.transcriptionModel,
      timeoutMs: overrides.timeoutMs ?? 2_000,
      log: {
        info: () => {},
        warn: (obj, msg) => warnings.push({ obj: obj as Record<string, unknown>, msg }),
      },
      ownWords,
    },
    offline,
  );
}

beforeAll(async () => {
  server = await startStubServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  warnings = [];
  server.requests.length = 0;
  transcribedOffline = [];
  const real = createOfflineProvider();
  // Offline transcription is tested on its own; here it only needs to be recognisable.
  offline = {
    ...real,
    transcribe: async (path) => {
      transcribedOffline.push(path);
      return { text: 'offline transcript', segments: [] };
    },
  };
  ai = provider();
});

describe('OpenAI-compatible provider: valid answers', () => {
  it('asks with the model, JSON mode, a schema-describing system prompt and the API key', async () => {
    server.answer({ kind: 'content', content: JSON.stringify(VALID) });
    await ai.analyzeMemory('account-a', TEXT);
    const request = server.requests[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(request.body) as {
      model: string;
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe('test-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]!.content).toContain('"whenHappened"');
    expect(body.messages[1]!.content).toBe(TEXT);
  });

  it("returns the model's analysis, tidied: no duplicates, no narrator, Title Case topics", async () => {
    server.answer({ kind: 'content', content: JSON.stringify(VALID) });
    expect(await ai.analyzeMemory('account-a', TEXT)).toEqual({
      whenHappened: 'Summer 1965',
      whereHappened: 'Lake Okoboji, Iowa',
      peopleInvolved: ['Tom (brother)'],
      topics: ['Family', 'Hobbies'],
    });
    expect(warnings).toEqual([]);
  });

  it('accepts JSON wrapped in a Markdown fence, as some local models send it', async () => {
    server.answer({ kind: 'content', content: `\`\`\`json\n${JSON.stringify(VALID)}\n\`\`\`` });
    expect((await ai.analyzeMemory('account-a', TEXT)).whereHappened).toBe('Lake Okoboji, Iowa');
  });

  it('unwraps list answers', async () => {
    server.answer({
      kind: 'content',
      content: JSON.stringify({ suggestions: [{ suggestion: 'Write about Tom.', topics: ['Family'] }] }),
    });
    expect(await ai.nextChapterSuggestions('account-a', sampleMemories())).toEqual([
      { suggestion: 'Write about Tom.', topics: ['Family'] },
    ]);
    server.answer({ kind: 'content', content: JSON.stringify({ missingMoments: ['Your wedding day'] }) });
    expect(await ai.missingMoments('account-a', sampleMemories())).toEqual(['Your wedding day']);
    server.answer({ kind: 'content', content: JSON.stringify({ suggestions: ['Tell me about Tom'] }) });
    expect(await ai.projectSuggestions('account-a', buildProject(), sampleMemories(), [], [])).toEqual([
      'Tell me about Tom',
    ]);
  });

  it('takes chat actions from the acceptance message, never from the model', async () => {
    server.answer({
      kind: 'content',
      content: JSON.stringify({
        message: 'Done! Shall we start with **Early Years**?',
        actions: [{ type: 'addThemes', themes: ['Sneaky'] }],
      }),
    });
    const reply = await chatTurn({
      project: buildProject(),
      history: [
        { role: 'assistant', message: "I'd organize this into these chapters: Early Years, The Mill." },
      ],
      message: 'Yes, please update my chapters to: Early Years, The Mill',
      chapters: [],
      themes: [],
      memories: sampleMemories(),
    });
    expect(reply).toEqual({
      message: 'Done! Shall we start with **Early Years**?',
      actions: [{ type: 'replaceChapters', titles: ['Early Years', 'The Mill'] }],
    });
    const body = JSON.parse(server.requests[0]!.body) as { messages: { role: string; content: string }[] };
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'system', 'assistant', 'user']);
    expect(body.messages[1]!.content).toContain('replaced their chapters with: Early Years | The Mill');
  });
});

describe('OpenAI-compatible provider: every failure falls back to offline and says why', () => {
  const expectFallback = async (reason: string) => {
    const result = await ai.analyzeMemory('account-a', TEXT);
    expect(result).toEqual(await offline.analyzeMemory('account-a', TEXT));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ operation: 'analyzeMemory', reason });
    expect(warnings[0]!.msg).toContain('answered offline');
  };

  it('invalid JSON', async () => {
    server.answer({ kind: 'content', content: 'Sure! The memory is from 1965 and involves Tom.' });
    await expectFallback('invalid-json');
  });

  it('schema mismatch', async () => {
    server.answer({ kind: 'content', content: JSON.stringify({ when: '1965', people: 'Tom' }) });
    await expectFallback('schema');
    expect(String(warnings[0]!.obj.err)).toContain('peopleInvolved');
  });

  it('429 Too Many Requests', async () => {
    server.answer({ kind: 'status', status: 429 });
    await expectFallback('rate-limited');
    expect(warnings[0]!.obj.status).toBe(429);
  });

  it('500 Internal Server Error', async () => {
    server.answer({ kind: 'status', status: 500 });
    await expectFallback('http');
  });

  it('a body that is not a chat completion', async () => {
    server.answer({ kind: 'status', status: 200, body: JSON.stringify({ hello: 'world' }) });
    await expectFallback('schema');
  });

  it('an answer slower than the timeout', async () => {
    ai = provider({ timeoutMs: 150 });
    server.answer({ kind: 'slow', delayMs: 3_000, content: JSON.stringify(VALID) });
    await expectFallback('timeout');
  });

  it('headers on time but a body that stalls past the timeout', async () => {
    ai = provider({ timeoutMs: 150 });
    server.answer({ kind: 'stall-body', delayMs: 3_000 });
    await expectFallback('timeout');
  });

  it('nobody listening', async () => {
    ai = provider({ baseUrl: 'http://127.0.0.1:9/v1' });
    await expectFallback('network');
  });

  it('each call falls back on its own', async () => {
    server.answer({ kind: 'status', status: 500 });
    const reply = await chatTurn({
      project: buildProject(),
      history: [],
      message: 'Yes, please add these themes: Resilience',
      chapters: [],
      themes: [],
      memories: sampleMemories(),
    });
    expect(reply.actions).toEqual([{ type: 'addThemes', themes: ['Resilience'] }]);
    server.answer({ kind: 'content', content: JSON.stringify(VALID) });
    expect((await ai.analyzeMemory('account-a', TEXT)).whereHappened).toBe('Lake Okoboji, Iowa');
    expect(warnings.map((w) => w.obj.operation)).toEqual(['chatReply']);
  });

  it('does not call the endpoint for blank text', async () => {
    expect(await ai.analyzeMemory('account-a', '   ')).toEqual({
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      topics: [],
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('OpenAI-compatible transcription', () => {
  it('posts the recording to /audio/transcriptions when a transcription model is set', async () => {
    ai = provider({ transcriptionModel: 'whisper-1' });
    server.answer({ kind: 'transcript', text: ' My brother Tom and I went fishing. ' });
    expect((await ai.transcribe(new URL(import.meta.url).pathname)).text).toBe(
      'My brother Tom and I went fishing.',
    );
    const request = server.requests[0]!;
    expect(request.url).toBe('/v1/audio/transcriptions');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.body).toContain('name="model"');
    expect(request.body).toContain('whisper-1');
    expect(request.body).toContain('filename="openai-provider.test.ts"');
  });

  it('asks for verbose_json, primes it with the names and places already known, and keeps the sentence timings', async () => {
    ai = provider({ transcriptionModel: 'whisper-1' });
    server.answer({
      kind: 'transcript',
      text: ' Aunt Bertie baked bread in Kraków. We ate it warm. ',
      segments: [
        { start: 0, end: 2.5, text: ' Aunt Bertie baked bread in Kraków.' },
        { start: 2.5, end: 4.1, text: ' We ate it warm.' },
      ],
    });
    const transcript = await ai.transcribe(new URL(import.meta.url).pathname, {
      vocabulary: ['Bertie (aunt)', 'Kraków', 'Bertie (aunt)'],
    });
    expect(transcript).toEqual({
      text: 'Aunt Bertie baked bread in Kraków. We ate it warm.',
      segments: [
        { startMs: 0, endMs: 2500, text: 'Aunt Bertie baked bread in Kraków.' },
        { startMs: 2500, endMs: 4100, text: 'We ate it warm.' },
      ],
    });
    // The stub keeps the body's bytes as latin1; the form's text is UTF-8.
    const form = Buffer.from(server.requests[0]!.body, 'latin1').toString('utf8');
    expect(form).toMatch(/name="response_format"\r\n\r\nverbose_json/);
    expect(form).toMatch(/name="prompt"\r\n\r\nNames and places: Bertie, Kraków\./);
  });

  it('asks for each word’s moment too, and keeps each word in the sentence it is said in', async () => {
    ai = provider({ transcriptionModel: 'whisper-1' });
    server.answer({
      kind: 'transcript',
      text: 'We ate it warm. Then we slept.',
      segments: [
        { start: 0, end: 1.6, text: ' We ate it warm.' },
        { start: 2.4, end: 3.5, text: ' Then we slept.' },
      ],
      words: [
        { word: 'We', start: 0, end: 0.3 },
        { word: 'ate', start: 0.3, end: 0.7 },
        { word: 'it', start: 0.7, end: 0.9 },
        { word: 'warm', start: 0.9, end: 1.6 },
        { word: 'Then', start: 2.4, end: 2.8 },
        { word: 'we', start: 2.8, end: 3.0 },
        { word: 'slept', start: 3.0, end: 3.5 },
      ],
    });
    const transcript = await ai.transcribe(new URL(import.meta.url).pathname);
    expect(transcript.segments).toEqual([
      {
        startMs: 0,
        endMs: 1600,
        text: 'We ate it warm.',
        words: [
          { word: 'We', startMs: 0, endMs: 300 },
          { word: 'ate', startMs: 300, endMs: 700 },
          { word: 'it', startMs: 700, endMs: 900 },
          { word: 'warm', startMs: 900, endMs: 1600 },
        ],
      },
      {
        startMs: 2400,
        endMs: 3500,
        text: 'Then we slept.',
        words: [
          { word: 'Then', startMs: 2400, endMs: 2800 },
          { word: 'we', startMs: 2800, endMs: 3000 },
          { word: 'slept', startMs: 3000, endMs: 3500 },
        ],
      },
    ]);
    const form = server.requests[0]!.body;
    expect(form).toMatch(/name="timestamp_granularities\[\]"\r\n\r\nsegment/);
    expect(form).toMatch(/name="timestamp_granularities\[\]"\r\n\r\nword/);
  });

  it('transcribes offline when no transcription model is set', async () => {
    expect((await ai.transcribe('/tmp/recording.mp3')).text).toBe('offline transcript');
    expect(server.requests).toHaveLength(0);
  });

  it('falls back to offline when the endpoint fails', async () => {
    ai = provider({ transcriptionModel: 'whisper-1' });
    server.answer({ kind: 'status', status: 413 });
    expect((await ai.transcribe(new URL(import.meta.url).pathname)).text).toBe('offline transcript');
    expect(warnings[0]!.obj).toMatchObject({ operation: 'transcribe', reason: 'http', status: 413 });
  });
});

describe("OpenAI-compatible provider: a model's chapter action (docs/decisions/907)", () => {
  const chapterId = '00000000-0000-4000-8000-000000000002';
  const turn = () =>
    chatTurn({
      project: buildProject(),
      history: [],
      message: 'I would like chapter two drafted soon',
      chapters: [{ id: chapterId, title: 'The Farm' }],
      themes: [],
      memories: sampleMemories(),
    });

  it('keeps an action of the shared shape, for the studio to check against the person’s own ids', async () => {
    const action = { kind: 'draft-chapter', chapterId };
    server.answer({ kind: 'content', content: JSON.stringify({ message: 'Shall I draft it?', action }) });
    expect(await turn()).toMatchObject({ message: 'Shall I draft it?', action });
    expect(server.requests[0]!.body).toContain(chapterId);
  });

  it.each([
    { kind: 'delete-chapter', chapterId },
    { kind: 'draft-chapter', chapterId: 'chapter-2' },
    { kind: 'draft-chapter', chapterId, extra: true },
    { kind: 'add-to-chapter', chapterId, memory: { kind: 'photo', id: chapterId } },
    'draft it',
  ])('drops a malformed action and keeps the reply: %j', async (action) => {
    server.answer({ kind: 'content', content: JSON.stringify({ message: 'Shall I?', action }) });
    const reply = await turn();
    expect(reply.message).toBe('Shall I?');
    expect(reply).not.toHaveProperty('action');
    expect(warnings).toEqual([]);
  });
});
