/**
 * A recording made ready for the book: any original Heirloom keeps (MP3, WAV, M4A, WebM or Ogg) becomes a mono
 * MP3, the one audio type every browser, e-reader and the EPUB standard's core media types all play
 * (docs/decisions/1002). ffmpeg runs as a child process, so the server's event loop never waits on it.
 */
import { execFile } from 'node:child_process';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { RECORDING_DEMUXERS, recordingInputArgs } from '#server/lib/recording-input.ts';

const run = promisify(execFile);
/** Long enough for an hour of speech on a slow machine. */
const TIMEOUT_MS = 10 * 60_000;

/** Converts the recording at `inputPath` to an MP3 at `outputPath`; answers its length in whole seconds. */
export async function toBookMp3(inputPath: string, outputPath: string): Promise<{ durationSeconds: number }> {
  const demuxer = RECORDING_DEMUXERS[extname(inputPath).toLowerCase()];
  if (!demuxer) throw new Error(`${extname(inputPath) || 'a file without extension'} is not a recording`);
  // Only the one local file, read with the reader its verified type calls for (as transcription does).
  await run(
    'ffmpeg',
    [...recordingInputArgs(inputPath, demuxer), '-vn', '-ac', '1', '-b:a', '64k', outputPath],
    {
      timeout: TIMEOUT_MS,
    },
  );
  const { stdout } = await run(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      outputPath,
    ],
    { timeout: 60_000 },
  );
  return { durationSeconds: Math.max(0, Math.round(Number.parseFloat(stdout.trim()) || 0)) };
}
