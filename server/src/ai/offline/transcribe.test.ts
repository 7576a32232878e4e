import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeMemoryText } from './readers/analyze.ts';
import {
  cleanTranscript,
  parseJsonOutput,
  parseTimedOutput,
  transcribeOffline,
  transcribeOfflineTimed,
} from './transcribe.ts';

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

  it('gives each sentence its words, each with its own moment, in order within the sentence', async () => {
    const { segments } = await transcribeOfflineTimed(wav);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const words = segment.words ?? [];
      expect(words.map((w) => w.word).join(' ')).toBe(segment.text);
      expect(words[0]?.startMs).toBe(segment.startMs);
      expect(words.at(-1)?.endMs).toBe(segment.endMs);
      for (const [k, word] of words.entries()) {
        expect(word.endMs).toBeGreaterThan(word.startMs);
        if (k > 0) expect(word.startMs).toBeGreaterThanOrEqual(words[k - 1]!.endMs);
      }
    }
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
        { startMs: 210, endMs: 720, text: 'ah', words: [{ word: 'ah', startMs: 210, endMs: 720 }] },
        {
          startMs: 3390,
          endMs: 5020,
          text: 'I grew up on a farm',
          // Each word keeps its own moment; silences and noises between them are not words.
          words: [
            { word: 'I', startMs: 3390, endMs: 3550 },
            { word: 'grew', startMs: 3560, endMs: 3860 },
            { word: 'up', startMs: 3870, endMs: 4110 },
            { word: 'on', startMs: 4210, endMs: 4350 },
            { word: 'a', startMs: 4410, endMs: 4500 },
            { word: 'farm', startMs: 4510, endMs: 5020 },
          ],
        },
      ],
    });
  });

  it('finds no sentences in silence', () => {
    expect(parseTimedOutput('<s> 0.000 0.200 1\n</s> 0.2 0.5 1\n')).toEqual({ text: '', segments: [] });
  });
});

describe('parseJsonOutput (PocketSphinx 5)', () => {
  it('makes each utterance a sentence, and each of its words a word with its own moment', () => {
    const output = [
      '{"b":0.000,"d":2.430,"p":0.981,"t":"i grew up on a farm","w":[{"b":0.000,"d":0.310,"p":1.000,"t":"<sil>"},' +
        '{"b":0.310,"d":0.160,"p":0.996,"t":"i"},{"b":0.470,"d":0.300,"p":0.315,"t":"grew"},' +
        '{"b":0.770,"d":0.240,"p":0.310,"t":"up"},{"b":1.010,"d":0.400,"p":1.000,"t":"<sil>"},' +
        '{"b":1.410,"d":0.140,"p":0.714,"t":"on(2)"},{"b":1.550,"d":0.090,"p":0.5,"t":"[NOISE]"},' +
        '{"b":1.640,"d":0.090,"p":0.5,"t":"a"},{"b":1.730,"d":0.510,"p":0.5,"t":"farm"},' +
        '{"b":2.240,"d":0.190,"p":1.000,"t":"</s>"}]}',
      'INFO: not speech',
    ].join('\n');
    expect(parseJsonOutput(output)).toEqual({
      text: 'I grew up on a farm',
      segments: [
        {
          startMs: 310,
          endMs: 2240,
          text: 'I grew up on a farm',
          words: [
            { word: 'I', startMs: 310, endMs: 470 },
            { word: 'grew', startMs: 470, endMs: 770 },
            { word: 'up', startMs: 770, endMs: 1010 },
            { word: 'on', startMs: 1410, endMs: 1550 },
            { word: 'a', startMs: 1640, endMs: 1730 },
            { word: 'farm', startMs: 1730, endMs: 2240 },
          ],
        },
      ],
    });
  });

  it('keeps an utterance without word timings as a sentence of its own moment', () => {
    expect(parseJsonOutput('{"b":1.5,"d":2.0,"p":1,"t":"we went fishing"}\n')).toEqual({
      text: 'we went fishing',
      segments: [{ startMs: 1500, endMs: 3500, text: 'we went fishing' }],
    });
  });

  it('finds no sentences in silence', () => {
    expect(parseJsonOutput('{"b":0.000,"d":2.280,"p":1.000,"t":"","w":[]}\n')).toEqual({
      text: '',
      segments: [],
    });
  });
});
