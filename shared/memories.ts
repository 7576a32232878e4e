/**
 * Request and response schemas of the memory, file and export endpoints,
 * shared by the server routes and the client forms.
 */
import { z } from 'zod';
import { transcriptSegmentSchema } from './voice.ts';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const SUPPORTED_EXTENSIONS = ['pdf', 'docx', 'txt', 'epub', 'mp3', 'wav', 'm4a'] as const;
export type SupportedExtension = (typeof SUPPORTED_EXTENSIONS)[number];
export const AUDIO_EXTENSIONS: readonly SupportedExtension[] = ['mp3', 'wav', 'm4a'];

export const uploadMessages = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Invalid file type: Please upload PDF, DOCX, TXT, EPUB, MP3, WAV, or M4A files only.',
  tooLargeTitle: 'File too large',
  tooLarge: 'File too large: Please upload files smaller than 50MB.',
  /** The server's answer when a file's content is not what its extension says (for example a renamed picture). */
  contentMismatch:
    "Invalid file type: This file's content does not match its name. Please upload PDF, DOCX, TXT, EPUB, MP3, WAV, or M4A files only.",
  /** The server's answer when the upload request holds no file. */
  noFile: 'Please choose a file to upload.',
} as const;

/** The extension of a file name, lower-cased, if it is one Heirloom accepts. */
/** Recordings made in the browser are kept in the containers the recorder uses (Record a Memory). */
export const RECORDING_EXTENSIONS = ['webm', 'ogg'] as const;
/** Every kind of original Heirloom keeps: what Upload File accepts, and the recorder's containers. */
export type StoredExtension = SupportedExtension | (typeof RECORDING_EXTENSIONS)[number];

/** A stored original's extension, for reading an archive back: uploads and recordings alike. */
export function storedExtensionOf(fileName: string): StoredExtension | undefined {
  const supported = supportedExtensionOf(fileName);
  if (supported) return supported;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (RECORDING_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as StoredExtension)
    : undefined;
}

export const isAudioExtension = (extension: StoredExtension) =>
  (AUDIO_EXTENSIONS as readonly string[]).includes(extension) ||
  (RECORDING_EXTENSIONS as readonly string[]).includes(extension);

export function supportedExtensionOf(fileName: string): SupportedExtension | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (SUPPORTED_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as SupportedExtension)
    : undefined;
}

export const MEMORY_NAME_MAX = 200;
export const MEMORY_TEXT_MAX = 200_000;
export const DNA_FIELD_MAX = 200;
export const TAG_MAX = 100;
export const TAGS_MAX = 50;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'That memory id is not valid.' }) });

const nonBlank = (what: string, max: number) =>
  z
    .string({ error: `Please give the memory ${what}.` })
    .trim()
    .min(1, `Please give the memory ${what}.`)
    .max(max, `The memory's ${what} is too long (at most ${max.toLocaleString('en')} characters).`);

/** POST /api/memory-fragments */
/** The longest question a memory can say it answers (a next-chapter idea is a sentence or two). */
export const ANSWERED_QUESTION_MAX = 1000;
/**
 * The question a memory answers, as it was shown (Today's question, a next-chapter idea): saving the answer marks
 * it answered, whatever the words turn out to be (decision 203). Blank is no question.
 */
export const answersQuestionSchema = z
  .string()
  .trim()
  .max(ANSWERED_QUESTION_MAX, `A question can be up to ${ANSWERED_QUESTION_MAX} characters.`)
  .optional()
  .transform((value) => value || undefined);

export const createMemoryFragmentSchema = z.object({
  name: nonBlank('a name', MEMORY_NAME_MAX),
  text: nonBlank('some text', MEMORY_TEXT_MAX),
  answersQuestion: answersQuestionSchema,
});
export type CreateMemoryFragment = z.infer<typeof createMemoryFragmentSchema>;

/**
 * The version a save was based on (docs/decisions/541). Optional, so the spec's own calls keep working
 * as "last write"; our client always sends it, and a save from an older version answers 409 STALE_MEMORY.
 */
const basedOnVersion = z
  .number({ error: 'The memory version must be a whole number.' })
  .int('The memory version must be a whole number.')
  .min(1, 'The memory version must be a whole number.')
  .optional();

/** The answer's sentence when a save was based on an older version (409 STALE_MEMORY, with `current`). */
export const STALE_MEMORY_MESSAGE =
  'This memory was changed in another window or by someone else. Choose which version to keep.';

/** PUT /api/memory-fragments/{id} — the client also sends the id in the body; the path id wins. */
export const updateMemoryFragmentSchema = createMemoryFragmentSchema.omit({ answersQuestion: true }).extend({
  id: z.string().optional(),
  version: basedOnVersion,
});

const tag = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(TAG_MAX, `A tag can have at most ${TAG_MAX} characters.`);
const tagList = (what: string) =>
  z
    .array(tag, { error: `${what} must be a list of words.` })
    .max(TAGS_MAX, `At most ${TAGS_MAX} ${what.toLowerCase()} can be added.`);
const dnaText = z
  .string()
  .trim()
  .max(DNA_FIELD_MAX, `At most ${DNA_FIELD_MAX} characters, please.`)
  .nullable()
  .transform((value) => (value ? value : null));

/**
 * PUT …/narrative-dna. Both shapes: from Edit Memory {id, whenHappened, whereHappened, peopleInvolved};
 * from the Memory DNA dialog {whenHappened|null, whereHappened|null, peopleInvolved, topics}. Topics absent = unchanged.
 */
export const updateNarrativeDnaSchema = z.object({
  id: z.string().optional(),
  whenHappened: dnaText.optional().default(null),
  whereHappened: dnaText.optional().default(null),
  peopleInvolved: tagList('People').default([]),
  topics: tagList('Topics').optional(),
  version: basedOnVersion,
});

/** "I have checked this transcript": the version of the file the person read. */
export const checkTranscriptSchema = z.object({ version: basedOnVersion.unwrap() });
/** A Memory DNA save as the server reads it, after validation and trimming. */
export type NarrativeDnaUpdate = z.output<typeof updateNarrativeDnaSchema>;

/**
 * The Memory DNA fields a PUT …/narrative-dna changes, from either payload shape:
 * the body's own `id` is dropped (the path decides), and absent topics stay as they are.
 */
export function narrativeDnaChange(body: z.output<typeof updateNarrativeDnaSchema>) {
  const { whenHappened, whereHappened, peopleInvolved, topics } = body;
  return { whenHappened, whereHappened, peopleInvolved, ...(topics ? { topics } : {}) };
}

const dnaFields = {
  topics: z.array(z.string()),
  whenHappened: z.string().nullable(),
  whereHappened: z.string().nullable(),
  peopleInvolved: z.array(z.string()),
  /** ISO timestamp */
  createdAt: z.string(),
  /** Goes up by one with every save; a save sends the version it was based on. */
  version: z.number().int(),
};

export const memoryFragmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  ...dnaFields,
  /** The name of the family member who added it to this collection (decision 1513); null for one's own. */
  addedBy: z.string().nullable(),
});
export type MemoryFragment = z.infer<typeof memoryFragmentSchema>;

export const UPLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export const uploadedFileSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Extracted text, or the transcript once a recording is ready. */
  content: z.string(),
  ...dnaFields,
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  status: z.enum(UPLOAD_STATUSES),
  /** Why processing failed, in words for the person who uploaded it. */
  failureReason: z.string().nullable(),
  /** A recording's transcript as sentences with where each is in the audio, when the recogniser gave timings. */
  transcriptSegments: z.array(transcriptSegmentSchema).optional(),
  /** False while an automatic transcript has not been checked by the person (issue 18). */
  transcriptChecked: z.boolean(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const memoryFragmentListSchema = z.array(memoryFragmentSchema);
export const uploadedFileListSchema = z.array(uploadedFileSchema);
