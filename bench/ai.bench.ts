/**
 * Offline AI engine: analyzeMemory on a 500-word memory (median over many runs,
 * after warm-up; wall clock and CPU time, since other processes share the
 * machine), and offline transcription's real-time factor on a 60-second
 * recording spoken by espeak-ng (time to transcribe ÷ length of the audio),
 * with the word error rate against the text that was spoken. Then the clean copy (issue 32, docs/decisions/671) of a
 * 500-word recording transcript with no stops (its worst case: every sentence end is found by the rules), in this
 * thread and through the AI worker pool as the app runs it (budget: 20 ms), with analyzeMemory on the same
 * transcript as this run's reference, and the diff of her words against it (cleanCopyPieces) that a review shows.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cleanCopySet from '#server/ai/eval/clean-copy.json' with { type: 'json' };
import evalSet from '#server/ai/eval/memories.json' with { type: 'json' };
import { cleanCopyOffline } from '#server/ai/offline/clean-copy/clean-copy.ts';
import { analyzeMemoryText } from '#server/ai/offline/readers/analyze.ts';
import { isLowercaseText } from '#server/ai/offline/readers/normalize.ts';
import { transcribeOffline } from '#server/ai/offline/transcribe.ts';
import { createAiWorkerPool } from '#server/ai/worker/ai-worker-pool.ts';
import { cleanCopyPieces } from '#shared/clean-copy-pieces.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, digits = 2) => Number(x.toFixed(digits));

/** A 500-word memory made of the evaluation set's typed (capitalised) memories, in order. */
export function fiveHundredWordMemory(): string {
  return fiveHundredWords((text) => !isLowercaseText(text));
}

/** A 500-word speech transcript (lower case, fillers, spoken years) made of the set's spoken memories. */
export function fiveHundredWordTranscript(): string {
  return fiveHundredWords(isLowercaseText);
}

function fiveHundredWords(take: (text: string) => boolean): string {
  const words: string[] = [];
  while (words.length < 500) {
    for (const item of evalSet.items) {
      if (!take(item.text)) continue;
      words.push(...item.text.split(/\s+/));
      if (words.length >= 500) break;
    }
  }
  return words.slice(0, 500).join(' ');
}

function timeAnalyze(text: string): { wall: number; cpu: number } {
  for (let i = 0; i < 30; i++) analyzeMemoryText(text);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    analyzeMemoryText(text);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: round(median(wall)), cpu: round(median(cpu)) };
}

/** Typed text is the reference; a transcript also has its capitals restored first (docs/decisions/632). */
function benchAnalyze(): Record<string, number> {
  const typed = timeAnalyze(fiveHundredWordMemory());
  const spoken = timeAnalyze(fiveHundredWordTranscript());
  return {
    'analyzeMemory, 500 words, median wall (ms)': typed.wall,
    'analyzeMemory, 500 words, median CPU (ms)': typed.cpu,
    'analyzeMemory, 500-word transcript, median wall (ms)': spoken.wall,
    'analyzeMemory, 500-word transcript, median CPU (ms)': spoken.cpu,
  };
}

/** 500 words of unpunctuated speech: the clean-copy set's recordings, lower case and without stops, in order. */
function fiveHundredWordRecording(): { text: string; knownNames: string[] } {
  const recordings = cleanCopySet.items.filter((item) => item.spoken && !/[.!?]/.test(item.text));
  const words: string[] = [];
  const knownNames = new Set<string>();
  while (words.length < 500) {
    for (const item of recordings) {
      words.push(...item.text.split(/\s+/));
      for (const name of item.knownNames) knownNames.add(name);
      if (words.length >= 500) break;
    }
  }
  return { text: words.slice(0, 500).join(' '), knownNames: [...knownNames] };
}

function timeIt(run: () => unknown, times = 200): { wall: number; cpu: number } {
  for (let i = 0; i < 30; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: round(median(wall)), cpu: round(median(cpu)) };
}

/** The clean copy's cost for 500 words, in this thread and in the worker pool, beside analyzeMemory's. */
async function benchCleanCopy(): Promise<Record<string, number | string>> {
  const { text, knownNames } = fiveHundredWordRecording();
  const input = { text, spoken: true, knownNames };
  const here = timeIt(() => cleanCopyOffline(input));
  const reference = timeIt(() => analyzeMemoryText(text));
  const clean = cleanCopyOffline(input);
  const pieces = timeIt(() => cleanCopyPieces(text, clean));
  const pool = createAiWorkerPool({ size: 1 });
  try {
    const task = { account: 'bench', priority: 'write' as const };
    for (let i = 0; i < 30; i++) await pool.run(task, 'cleanCopy', input);
    const pooled: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await pool.run(task, 'cleanCopy', input);
      pooled.push(performance.now() - t0);
    }
    return {
      'clean copy, 500-word transcript, median wall (ms)': here.wall,
      'clean copy, 500-word transcript, median CPU (ms)': here.cpu,
      'clean copy, 500-word transcript, in the worker pool, median (ms)': round(median(pooled)),
      'clean copy, budget (ms)': 20,
      'reference: analyzeMemory, same transcript, same run, median wall (ms)': reference.wall,
      'clean copy ÷ analyzeMemory (same run)': round(here.wall / reference.wall),
      'her words against the clean copy (pieces), 500 words, median wall (ms)': pieces.wall,
    };
  } finally {
    await pool.close();
  }
}

/** About 170 words: espeak-ng at 150 words a minute speaks it in about 60 seconds. */
const SPEECH = [
  'my name is margaret and I was born on a farm outside of dayton ohio in nineteen forty two.',
  'my father grew corn and soybeans and my mother kept chickens and a big garden behind the house.',
  'in the summer my brother tom and I went fishing in the creek every morning before chores.',
  'we walked to a one room school house two miles down the road, even in the snow.',
  'our teacher miss henderson taught all eight grades and she read to us every afternoon.',
  'when I was sixteen I got my first job at the hardware store on main street.',
  'I saved every penny and bought a blue bicycle that I rode everywhere.',
  'in nineteen sixty I went to nursing school in columbus and that is where I met my husband walter.',
  'we were married the next spring at the little church in town and my mother cried through the whole service.',
  'we had three children and we lived in the same house for forty years.',
  'every christmas the whole family came home and we ate until we could not move.',
  'those are the days I want my grandchildren to know about, and that is where my story begins.',
].join(' ');

/** CPU seconds used by finished child processes (Linux /proc; clock ticks of 1/100 s). */
function childCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function wavSeconds(file: string): number {
  const buf = readFileSync(file);
  // RIFF header: byte rate at offset 28; the data chunk follows the fmt chunk.
  const byteRate = buf.readUInt32LE(28);
  let offset = 12;
  while (offset < buf.length - 8) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    if (id === 'data') return Math.min(size, buf.length - offset - 8) / byteRate;
    offset += 8 + size;
  }
  throw new Error('no data chunk in WAV');
}

/** Word error rate: word-level edit distance ÷ words spoken. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z' ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const ref = norm(reference);
  const hyp = norm(hypothesis);
  let prev = Array.from({ length: hyp.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[hyp.length]! / Math.max(ref.length, 1);
}

async function benchTranscription(): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-ai-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    // The Klatt voice is the one PocketSphinx's acoustic model understands best among espeak-ng's voices.
    const tts = spawnSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '150', '-w', wav, SPEECH]);
    if (tts.error || tts.status !== 0)
      return { 'transcription (offline)': `skipped: espeak-ng failed (${tts.error?.message ?? tts.stderr})` };
    const seconds = wavSeconds(wav);
    // The recogniser runs in child processes, so this is wall-clock time.
    const cpu0 = childCpuSeconds();
    const t0 = performance.now();
    const transcript = await transcribeOffline(wav);
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = childCpuSeconds();
    const cpu = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
    return {
      'transcription, recording length (s)': round(seconds, 1),
      'transcription, time to transcribe (s)': round(elapsed, 1),
      'transcription, real-time factor (wall)': round(elapsed / seconds, 3),
      'transcription, real-time factor (CPU)': cpu === null ? 'n/a' : round(cpu / seconds, 3),
      'transcription, word error rate (espeak-ng voice)': round(wordErrorRate(SPEECH, transcript), 2),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runAiBench(): Promise<Record<string, number | string>> {
  return { ...benchAnalyze(), ...(await benchCleanCopy()), ...(await benchTranscription()) };
}

if (import.meta.main)
  console.table(process.argv.includes('clean-copy') ? await benchCleanCopy() : await runAiBench());
