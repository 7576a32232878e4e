/** Whether a received file's bytes are what its extension promises (a renamed file is refused). */
import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { looksLikeText } from '#server/extract/txt.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type StoredExtension, uploadMessages } from '#shared/memories.ts';
import { HEAD_BYTES, type ReceivedUpload } from './receive-to-temp-file.ts';

/** What file-type may call each accepted extension's content (zip: a container it could not look into). */
const ACCEPTED_CONTENT: Record<Exclude<StoredExtension, 'txt'>, readonly string[]> = {
  pdf: ['pdf', 'ai'],
  docx: ['docx', 'zip'],
  epub: ['epub', 'zip'],
  mp3: ['mp3', 'mp2', 'mp1'],
  wav: ['wav'],
  m4a: ['m4a', 'mp4', 'm4b', 'm4p', 'aac', '3gp'],
  // The recorder's containers (Record a Memory), as an archive brings them back.
  webm: ['webm', 'mkv'],
  ogg: ['ogg', 'opus', 'oga', 'ogx'],
};
/** Text formats a .txt file may also look like. */
const TEXT_LIKE = new Set(['xml', 'svg', 'html', 'ics', 'vcf', 'srt', 'vtt']);

export const contentMismatch = () => new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.contentMismatch);

/** Rejects with 415 when the bytes are not what the extension promises (a renamed file). */
export async function assertContentMatches(
  upload: Pick<ReceivedUpload, 'tempPath' | 'sizeBytes' | 'head'>,
  extension: StoredExtension,
): Promise<void> {
  const detected = upload.sizeBytes > 0 ? await fileTypeFromFile(upload.tempPath) : undefined;
  if (extension === 'txt') {
    if ((detected && !TEXT_LIKE.has(detected.ext)) || !looksLikeText(upload.head)) throw contentMismatch();
    return;
  }
  if (!detected || !ACCEPTED_CONTENT[extension].includes(detected.ext)) throw contentMismatch();
}

/** The first bytes of a file already on disk, as the content check reads them. */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
