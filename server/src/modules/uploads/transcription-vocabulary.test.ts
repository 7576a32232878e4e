import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { createOfflineProvider } from '#server/ai/offline/offline-provider.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { listFiles } from '../../../test/factories.ts';
import { makeSpeechWav, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually } from '../../../test/fixtures/upload-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let samplesDir: string;
const hintsSeen: Array<{ vocabulary?: string[] } | undefined> = [];

beforeAll(async () => {
  const offline = createOfflineProvider();
  // The real offline engine, watched: what the transcription job asks it with is what an endpoint would get.
  const watched: AiProvider = {
    ...offline,
    transcribe: (audioPath, hints) => {
      hintsSeen.push(hints);
      return offline.transcribe(audioPath, hints);
    },
  };
  t = await createTestApp({ ai: watched });
  samplesDir = await tempDir();
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

it("primes transcription with the names and places already in the person's Memory DNA", async () => {
  const ann = await t.signUp();
  const memory = await ann.post('/api/memory-fragments', {
    name: 'Bread',
    text: 'My aunt Bertie baked bread every Friday in Kraków.',
  });
  expect(memory.statusCode, memory.body).toBe(201);
  const wav = await makeSpeechWav('My aunt baked bread on Fridays.', samplesDir);
  const uploaded: UploadedFile = (await ann.upload('Bread.wav', wav)).json();
  await eventually(async () => {
    const file = (await listFiles(ann)).find((candidate) => candidate.id === uploaded.id);
    return file?.status === 'processing' ? undefined : file;
  }, 120_000);
  expect(hintsSeen.at(-1)?.vocabulary).toEqual(expect.arrayContaining(['Bertie (aunt)', 'Kraków']));
}, 180_000);
