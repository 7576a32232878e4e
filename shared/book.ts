/**
 * The book of a memoir project (issue 14): what the person asks for when they click "Make the Book", what the
 * workspace shows while it is made, and the files it gives (four editions and their covers). Books are the owner's
 * alone, kept until replaced by the next one, and deleted with their project (docs/decisions/1003).
 */
import { z } from 'zod';
import { memoryRefSchema } from './manuscript.ts';
import { projectIdParamsSchema } from './studio.ts';

/**
 * The downloads, in the order the workspace offers them, with the names the person sees. The covers are the
 * PDFs' wrap-around covers for a printer, each sized to its own edition's pages (docs/decisions/1015).
 */
export const BOOK_FORMATS = [
  'pdf',
  'large-print-pdf',
  'epub',
  'keepsake',
  'cover',
  'large-print-cover',
] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];
export const BOOK_FORMAT_LABELS: Record<BookFormat, string> = {
  pdf: 'PDF',
  'large-print-pdf': 'Large Print PDF',
  epub: 'EPUB',
  keepsake: 'Keepsake',
  cover: 'Cover for printing',
  'large-print-cover': 'Large Print Cover',
};
/** What each download is for, in a line under its button. */
export const BOOK_FORMAT_HINTS: Record<BookFormat, string> = {
  pdf: 'A 6 × 9 inch book, ready to print or to send to a printer.',
  'large-print-pdf': 'The same book in large, clear type for easier reading.',
  epub: 'For e-readers and reading apps, with the recordings inside.',
  keepsake: 'A folder of web pages that plays the recordings on any computer, with no internet.',
  cover: 'The back, spine and front in one sheet, sized to the PDF’s pages, for a printer.',
  'large-print-cover': 'The same for the Large Print PDF, with its wider spine, for a printer.',
};
export const BOOK_FILE_EXTENSIONS: Record<BookFormat, string> = {
  pdf: 'pdf',
  'large-print-pdf': 'pdf',
  epub: 'epub',
  keepsake: 'zip',
  cover: 'pdf',
  'large-print-cover': 'pdf',
};
export const BOOK_MEDIA_TYPES: Record<BookFormat, string> = {
  pdf: 'application/pdf',
  'large-print-pdf': 'application/pdf',
  epub: 'application/epub+zip',
  keepsake: 'application/zip',
  cover: 'application/pdf',
  'large-print-cover': 'application/pdf',
};
/**
 * A chapter with no words yet (no paragraph with text and no recording): it is left out of the book, and the
 * chapters after it are numbered on without a gap (docs/decisions/1005). `position` is its place among the
 * project's chapters, as the chapter list shows it.
 */
export const emptyChapterSchema = z.object({ position: z.number().int(), title: z.string() });
export type EmptyChapter = z.infer<typeof emptyChapterSchema>;

/** What the Make the Book dialog says about a chapter left out. */
export const emptyChapterMessage = (chapter: EmptyChapter) =>
  `Chapter ${chapter.position}, “${chapter.title}”, has no words yet, so it is left out of the book.`;

/**
 * A chapter whose words in the book come from a clean copy nobody has checked yet (docs/decisions/909), with
 * those memories, so she can review them before the book is made.
 */
export const uncheckedChapterSchema = z.object({
  position: z.number().int(),
  title: z.string(),
  memories: z.array(memoryRefSchema.extend({ name: z.string() })),
});
export type UncheckedChapter = z.infer<typeof uncheckedChapterSchema>;

/** What the Make the Book dialog says of the chapters holding words nobody has checked. */
export const uncheckedChaptersMessage = (count: number) =>
  count === 1
    ? '1 chapter holds words nobody has checked yet.'
    : `${count} chapters hold words nobody has checked yet.`;

/** How many of the book's first pages the workspace shows as pictures. */
export const BOOK_PREVIEW_PAGES = 4;

export const BOOK_STORYTELLER_MAX = 120;
export const BOOK_DEDICATION_MAX = 1_000;

/** POST /api/memoir-projects/{id}/book: Make the Book. */
export const makeBookSchema = z.object({
  storyteller: z
    .string({ error: 'Please give the storyteller’s name for the title page.' })
    .trim()
    .min(1, 'Please give the storyteller’s name for the title page.')
    .max(BOOK_STORYTELLER_MAX, `The name is too long (at most ${BOOK_STORYTELLER_MAX} characters).`),
  dedication: z
    .string({ error: 'The dedication must be text.' })
    .trim()
    .max(
      BOOK_DEDICATION_MAX,
      `The dedication is too long (at most ${BOOK_DEDICATION_MAX.toLocaleString('en')} characters).`,
    )
    .default(''),
  /**
   * A small QR code beside each chapter that has recordings, leading to them on this server's public address;
   * false leaves every code out of the book.
   */
  recordingCodes: z.boolean({ error: 'Please say whether to print codes for the recordings.' }).default(true),
  /** A printer's bleed around the PDF's pages. */
  bleed: z.boolean({ error: 'Please say whether to add a printer’s bleed.' }).default(false),
});
export type MakeBook = z.input<typeof makeBookSchema>;

export const bookFileSchema = z.object({
  format: z.enum(BOOK_FORMATS),
  sizeBytes: z.number().int(),
  /** Where it downloads from. */
  url: z.string(),
});

/**
 * GET /api/memoir-projects/{id}/book. `making` is the make under way (its step in words and how far it is),
 * `failure` what went wrong with the last one; `files` and `preview` are the newest finished book, kept while
 * the next is made and until it replaces them.
 */
export const bookStatusSchema = z.object({
  making: z
    .object({
      step: z.string(),
      done: z.number().int(),
      total: z.number().int(),
      startedAt: z.string(),
    })
    .nullable(),
  failure: z.string().nullable(),
  madeAt: z.string().nullable(),
  /** The storyteller's name, dedication and choices the last book was made with (or a first suggestion). */
  choices: z.object({
    storyteller: z.string(),
    dedication: z.string(),
    recordingCodes: z.boolean(),
    bleed: z.boolean(),
  }),
  files: z.array(bookFileSchema),
  /** The project's chapters with no words yet, as they are now: a book made now leaves them out. */
  emptyChapters: z.array(emptyChapterSchema),
  /** The project's chapters that would print a clean copy nobody has checked, as they are now. */
  uncheckedChapters: z.array(uncheckedChapterSchema),
  /** Picture addresses of the first pages, in order. */
  preview: z.array(z.string()),
  /**
   * Where the printed codes lead: this Heirloom's public address (PUBLIC_URL), or null when it has none, so a
   * code would work only inside the home (docs/decisions/1017).
   */
  publicAddress: z.string().nullable(),
});
export type BookStatus = z.infer<typeof bookStatusSchema>;

export const bookFileParamsSchema = projectIdParamsSchema.extend({
  format: z.enum(BOOK_FORMATS, { error: 'There is no such format of the book.' }),
});
export const bookPreviewParamsSchema = projectIdParamsSchema.extend({
  page: z.coerce
    .number({ error: 'That page is not in the preview.' })
    .int('That page is not in the preview.')
    .min(1, 'That page is not in the preview.')
    .max(BOOK_PREVIEW_PAGES, 'That page is not in the preview.'),
});

/** The name a download is saved under: the project's title, the format, and the extension. */
export function bookFileName(title: string, format: BookFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'Memoir';
  const suffixes: Partial<Record<BookFormat, string>> = {
    'large-print-pdf': ' (Large Print)',
    keepsake: ' (Keepsake)',
    cover: ' (Cover)',
    'large-print-cover': ' (Large Print Cover)',
  };
  const suffix = suffixes[format] ?? '';
  return `${base}${suffix}.${BOOK_FILE_EXTENSIONS[format]}`;
}

export { LISTEN_PAGE_PREFIX, listenPagePath } from './page-paths.ts';

/** GET /api/memoir-projects/{id}/chapters/{chapterId}/recordings: what the listening page plays. */
export const chapterRecordingsSchema = z.object({
  projectTitle: z.string(),
  chapterTitle: z.string(),
  recordings: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ChapterRecordings = z.infer<typeof chapterRecordingsSchema>;
