import path from 'node:path';
import type { StoredExtension, SupportedExtension } from '#shared/memories.ts';

/** The MIME type each accepted extension is stored and served with. */
export const MIME_TYPES: Record<SupportedExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** The MIME type of every kind of original kept, recordings made in the browser included. */
export const STORED_MIME_TYPES: Record<StoredExtension, string> = {
  ...MIME_TYPES,
  webm: 'audio/webm',
  ogg: 'audio/ogg',
};

/** The name as the person sees it: no folders, no control characters, not absurdly long. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = path.extname(cleaned);
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** The memory's name: the file name without its extension. */
export function titleOf(fileName: string): string {
  const title = fileName.slice(0, fileName.length - path.extname(fileName).length).trim();
  return title || fileName;
}
