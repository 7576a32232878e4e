/**
 * How ffmpeg is started on a stored recording, safely: the one reader for its type and only the local file. Offline
 * transcription and the book's audio both start ffmpeg this way.
 */

/**
 * ffmpeg's reader for each recording type Heirloom accepts (the extension was checked against the bytes when the
 * file was uploaded). Forcing it keeps ffmpeg from guessing: a file that also looks like an HLS playlist would
 * otherwise be read as one, and the playlist would make ffmpeg read other files on the server.
 */
export const RECORDING_DEMUXERS: Record<string, string> = {
  '.mp3': 'mp3',
  '.wav': 'wav',
  '.m4a': 'mov',
  // What the browser's recorder makes (Record a Memory): Opus in WebM or Ogg.
  '.webm': 'matroska',
  '.ogg': 'ogg',
};

/**
 * ffmpeg's quiet, non-interactive start, reading only the one local recording at `input` with `demuxer` (from
 * RECORDING_DEMUXERS): nothing it reads can make it open another file or a network address.
 */
export function recordingInputArgs(input: string, demuxer: string): string[] {
  const quiet = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'];
  return [...quiet, '-protocol_whitelist', 'file', '-f', demuxer, '-i', input];
}
