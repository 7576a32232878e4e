import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeMemoryText } from './analyze.ts';
import { cleanTranscript, parseTimedOutput, transcribeOffline } from './transcribe.ts';

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

describe('parseTimedOutput', () => {
  it('makes each utterance a sentence with where it starts and ends in the audio', () => {
    const output = [
      'ah',
      '<s> 0.000 0.200 0.999700',
      'ah 0.210 0.720 0.844155',
      '</s> 0.730 1.130 1.000000',
      'i grew up on a farm',
      '<s> 3.310 3.380 1.000000',
      'i 3.390 3.550 0.996306',
      'grew 3.560 3.860 0.315173',
      'up 3.870 4.110 0.310046',
      '<sil> 4.120 4.200 1.000000',
      'on(2) 4.210 4.350 0.714881',
      '[NOISE] 4.360 4.400 0.5',
      'a 4.410 4.500 0.5',
      'farm 4.510 5.020 0.5',
      '</s> 5.030 5.500 1.000000',
    ].join('\n');
    expect(parseTimedOutput(output)).toEqual({
      text: 'ah I grew up on a farm',
      segments: [
        { startMs: 210, endMs: 720, text: 'ah' },
        { startMs: 3390, endMs: 5020, text: 'I grew up on a farm' },
      ],
    });
  });

  it('finds no sentences in silence', () => {
    expect(parseTimedOutput('<s> 0.000 0.200 1\n</s> 0.2 0.5 1\n')).toEqual({ text: '', segments: [] });
  });
});
