import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeMemoryText } from './analyze.ts';
import { cleanTranscript, transcribeOffline } from './transcribe.ts';

const SPOKEN = 'my brother tom and i went fishing in nineteen sixty five';

let dir: string;
let wav: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'heirloom-transcribe-test-'));
  wav = join(dir, 'brother-tom.wav');
  // The Klatt voice is the espeak-ng voice PocketSphinx's US English model understands best.
  const tts = spawnSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', wav, SPOKEN]);
  if (tts.error || tts.status !== 0) {
    throw new Error(
      `espeak-ng is needed to make the test recording (Debian: apt-get install espeak-ng): ${tts.error?.message ?? tts.stderr.toString()}`,
    );
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('offline transcription (ffmpeg + PocketSphinx)', () => {
  it('transcribes a spoken memory well enough to find its words', async () => {
    const transcript = await transcribeOffline(wav);
    const expected = ['my', 'brother', 'tom', 'went', 'nineteen', 'sixty', 'five'];
    const heard = expected.filter((w) => new RegExp(`\\b${w}\\b`, 'i').test(transcript));
    expect(heard.length, `transcript: "${transcript}"`).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('gives a transcript the Memory DNA rules can read', async () => {
    const dna = analyzeMemoryText(await transcribeOffline(wav));
    expect(dna.peopleInvolved).toContain('Tom (brother)');
    expect(dna.whenHappened).toBe('1965');
  }, 60_000);

  it('says clearly when the file is not audio', async () => {
    const notAudio = join(dir, 'notes.txt');
    writeFileSync(notAudio, 'not a recording');
    await expect(transcribeOffline(notAudio)).rejects.toThrow(/ffmpeg could not read the recording/);
  });
});

describe('cleanTranscript', () => {
  it('joins utterances, drops silence markers and capitalises "I"', () => {
    expect(cleanTranscript(['<s> my brother tom and i </s>', '', '[NOISE] went fishing (2)'])).toBe(
      'my brother tom and I went fishing',
    );
  });
});
