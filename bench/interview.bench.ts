/**
 * An interview with Clio over real HTTP (issue 12, part 3): the time from Finish to a ready transcript for a
 * two-minute spoken answer (espeak-ng, Opus in WebM, offline recogniser), beside the length of the audio. The
 * pieces arrive while the person speaks; the clock starts when they press Finish (the answer's recording is
 * finished, then the interview) and stops when the answer's words are written down.
 * Run alone: `node bench/interview.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InterviewSession } from '#shared/interview-sessions.ts';
import type { Interview } from '#shared/interviews.ts';
import { RECORDING_CHUNK_MS } from '#shared/recordings.ts';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

async function call(bench: Bench, method: string, url: string, body?: unknown, raw?: Buffer) {
  const response = await fetch(`${bench.url}${url}`, {
    method,
    headers: { cookie: bench.cookie, 'content-type': raw ? 'application/octet-stream' : 'application/json' },
    body: raw
      ? new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength)
      : body === undefined
        ? undefined
        : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

export async function runInterviewBench(): Promise<Record<string, number | string>> {
  const bench = await startBenchApp('interview');
  try {
    const words =
      'My brother Tom and I grew up on a farm in Wisconsin. Every summer we fished at the lake with Uncle Joe.';
    const wav = path.join(bench.dir, 'answer.wav');
    const webm = path.join(bench.dir, 'answer.webm');
    // About two minutes of speech: espeak-ng speaks some 175 words a minute.
    execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, Array(21).fill(words).join(' ')]);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', webm]);
    const audioSeconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav])
        .toString()
        .trim(),
    );
    const data = readFileSync(webm);
    const pieceSize = Math.ceil(data.length / Math.ceil((audioSeconds * 1000) / RECORDING_CHUNK_MS));

    const session = (await call(bench, 'POST', '/api/interview-sessions', {
      topics: ['Childhood'],
    })) as InterviewSession;
    const base = `/api/interview-sessions/${session.id}`;
    const { id } = (await call(bench, 'POST', `${base}/recordings`, {
      mimeType: 'audio/webm;codecs=opus',
    })) as {
      id: string;
    };
    for (let seq = 0; seq * pieceSize < data.length; seq++) {
      const piece = data.subarray(seq * pieceSize, (seq + 1) * pieceSize);
      await call(bench, 'PUT', `${base}/recordings/${id}/chunks/${seq}`, undefined, piece);
    }
    const finishAt = performance.now();
    await call(bench, 'POST', `${base}/recordings/${id}/finish`, {
      durationMs: Math.round(audioSeconds * 1000),
    });
    await call(bench, 'POST', `${base}/finish`, {});
    for (;;) {
      const interviews = (await call(bench, 'GET', '/api/interviews')) as Interview[];
      const answer = interviews.find((interview) => interview.id === session.id)?.answers[0];
      if (answer && answer.status !== 'processing') {
        if (answer.status !== 'ready') throw new Error('the answer could not be transcribed');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - finishAt) / 1000;
    return {
      'two-minute interview answer: audio length (s)': Math.round(audioSeconds * 10) / 10,
      'two-minute interview answer: Finish to ready transcript (s)': Math.round(seconds * 10) / 10,
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  console.table(await runInterviewBench());
  process.exit(0);
}
