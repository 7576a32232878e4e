/**
 * Offline speech to text: ffmpeg turns any recording into 16 kHz mono WAV and
 * CMU PocketSphinx (Debian packages pocketsphinx and pocketsphinx-en-us) reads
 * it with the US English model. Expect a rough draft (12-35% of words wrong on
 * real speech): the memories feature keeps the audio and lets the writer edit.
 *
 * Debian 12 ships PocketSphinx 0.8 (`pocketsphinx_continuous`); newer releases
 * ship PocketSphinx 5 (`pocketsphinx single file.wav`, JSON lines). Both work.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { RECORDING_DEMUXERS, recordingInputArgs } from '#server/lib/recording-input.ts';
import {
  TRANSCRIPT_WORDS_MAX,
  type Transcript,
  type TranscriptSegment,
  type TranscriptWord,
} from '#shared/voice.ts';

export interface TranscribeOptions {
  /** Longest a transcription may run before it is stopped (default 15 minutes). */
  timeoutMs?: number;
}

export class TranscriptionUnavailableError extends Error {
  override name = 'TranscriptionUnavailableError';
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    // PocketSphinx logs heavily on stderr; keep only the tail for error messages.
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        err.code === 'ENOENT'
          ? new TranscriptionUnavailableError(
              `${command} is not installed. Offline transcription needs ffmpeg and PocketSphinx (Debian: apt-get install ffmpeg pocketsphinx pocketsphinx-en-us).`,
            )
          : err,
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL')
        reject(new Error(`${command} took longer than ${timeoutMs} ms and was stopped`));
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Lines of recognised speech → one editable paragraph. */
export function cleanTranscript(lines: string[]): string {
  return lines
    .map((l) => l.replace(/<\/?s>|\[[^\]]*\]|\(\d+\)/g, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\bi\b/g, 'I')
    .trim();
}

/** Markers the recogniser writes that are not words: sentence starts and ends, silence, noises. */
const notAWord = (word: string) =>
  word === '<s>' || word === '</s>' || word === '<sil>' || /^\[.*\]$/.test(word) || /^\+\+.*\+\+$/.test(word);

/** A recognised word as the transcript writes it ("i" is "I", "on(2)" is "on"), or '' for a marker. */
const writtenWord = (word: string) => (notAWord(word) ? '' : cleanTranscript([word.replace(/\(\d+\)$/, '')]));

/** A sentence from its words and their moments: it starts with its first word and ends with its last. */
function sentenceOf(words: TranscriptWord[]): TranscriptSegment | null {
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return null;
  return {
    startMs: first.startMs,
    endMs: last.endMs,
    text: words.map((w) => w.word).join(' '),
    // A list longer than the schema takes would hide the whole transcript as it is read: the sentence plays whole.
    ...(words.length <= TRANSCRIPT_WORDS_MAX ? { words } : {}),
  };
}

const ms = (seconds: number) => Math.round(seconds * 1000);

/** The transcript of its sentences: the whole text is the sentences joined. */
const transcriptOf = (segments: TranscriptSegment[]): Transcript => ({
  text: cleanTranscript(segments.map((segment) => segment.text)),
  segments,
});

/**
 * PocketSphinx 0.8 with `-time yes`: each utterance's text on a line, then one line per word with its start, end
 * and confidence in seconds, between `<s>` and `</s>`. Each utterance becomes one sentence of the transcript, with
 * where it starts and ends in the audio and each of its words with its own moment (decision 724), so a person can
 * choose a sentence or a word and hear it, and the clean copy can read the pauses between words.
 */
export function parseTimedOutput(output: string): Transcript {
  const segments: TranscriptSegment[] = [];
  let words: TranscriptWord[] = [];
  const close = () => {
    const sentence = sentenceOf(words);
    if (sentence) segments.push(sentence);
    words = [];
  };
  for (const line of output.split('\n')) {
    const timed = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+[\d.]+$/.exec(line.trim());
    if (!timed) continue;
    const [, heard = '', from, to] = timed;
    if (heard === '</s>') {
      close();
      continue;
    }
    const word = writtenWord(heard);
    if (word) words.push({ word, startMs: ms(Number(from)), endMs: ms(Number(to)) });
  }
  close();
  return transcriptOf(segments);
}

/**
 * PocketSphinx 5 (`pocketsphinx single`): one JSON object per utterance, its text in "t", its start in "b" and
 * length in "d" (seconds), and its words in "w", each with its own "t", "b" and "d". An utterance without "w"
 * becomes a sentence without word moments.
 */
export function parseJsonOutput(output: string): Transcript {
  const segments: TranscriptSegment[] = [];
  for (const line of output.split('\n').filter(Boolean)) {
    let utterance: { t?: unknown; b?: unknown; d?: unknown; w?: unknown };
    try {
      utterance = JSON.parse(line);
    } catch {
      // A line that is not JSON carries no speech.
      continue;
    }
    const words: TranscriptWord[] = [];
    for (const w of Array.isArray(utterance.w)
      ? (utterance.w as { t?: unknown; b?: unknown; d?: unknown }[])
      : []) {
      const word = writtenWord(String(w?.t ?? ''));
      const startS = Number(w?.b);
      const lengthS = Number(w?.d ?? 0);
      if (word && Number.isFinite(startS) && startS >= 0 && Number.isFinite(lengthS) && lengthS >= 0)
        words.push({ word, startMs: ms(startS), endMs: ms(startS + lengthS) });
    }
    const sentence = sentenceOf(words);
    if (sentence) {
      segments.push(sentence);
      continue;
    }
    const text = cleanTranscript([String(utterance.t ?? '')]);
    const startS = Number(utterance.b ?? 0);
    if (text) segments.push({ startMs: ms(startS), endMs: ms(startS + Number(utterance.d ?? 0)), text });
  }
  return transcriptOf(segments);
}

async function recognise(wav: string, timeoutMs: number): Promise<Transcript> {
  try {
    const r = await run(
      'pocketsphinx_continuous',
      ['-infile', wav, '-logfn', '/dev/null', '-time', 'yes'],
      timeoutMs,
    );
    if (r.code !== 0)
      throw new Error(`pocketsphinx_continuous failed (exit ${r.code}): ${r.stderr.trim().slice(-500)}`);
    return parseTimedOutput(r.stdout);
  } catch (err) {
    if (!(err instanceof TranscriptionUnavailableError)) throw err;
  }
  const r = await run('pocketsphinx', ['single', wav], timeoutMs);
  if (r.code !== 0) throw new Error(`pocketsphinx failed (exit ${r.code}): ${r.stderr.trim().slice(-500)}`);
  return parseJsonOutput(r.stdout);
}

/** Text of the recording at `audioPath` (MP3, WAV, M4A, WebM or Ogg, by its extension). */
export async function transcribeOffline(audioPath: string, options: TranscribeOptions = {}): Promise<string> {
  return (await transcribeOfflineTimed(audioPath, options)).text;
}

/** The transcript of the recording at `audioPath`, with each sentence's place in the audio. */
export async function transcribeOfflineTimed(
  audioPath: string,
  options: TranscribeOptions = {},
): Promise<Transcript> {
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  const extension = extname(audioPath).toLowerCase();
  const demuxer = RECORDING_DEMUXERS[extension];
  if (!demuxer)
    throw new Error(
      `ffmpeg could not read the recording: ${extension || 'no extension'} is not a recording type`,
    );
  const dir = await mkdtemp(join(tmpdir(), 'heirloom-transcribe-'));
  try {
    // ffmpeg works on a private copy in its own folder: nothing else is near it.
    const input = join(dir, `recording${extension}`);
    await copyFile(audioPath, input);
    const wav = join(dir, 'speech.wav');
    const ff = await run(
      'ffmpeg',
      [
        ...recordingInputArgs(input, demuxer),
        '-ac',
        '1',
        '-ar',
        '16000',
        '-sample_fmt',
        's16',
        '-f',
        'wav',
        wav,
      ],
      timeoutMs,
    );
    if (ff.code !== 0)
      throw new Error(`ffmpeg could not read the recording: ${ff.stderr.trim().slice(-500)}`);
    return await recognise(wav, timeoutMs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
