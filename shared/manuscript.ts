/**
 * From memories to a manuscript: what a chapter holds (references to memories of every kind, in
 * order) and its draft (paragraphs, each with the memories it came from), as the API sends them.
 */
import { z } from 'zod';

/** The kinds of memory a chapter can hold: a typed memory, an uploaded file or recording, an interview answer. */
export const CHAPTER_MEMORY_KINDS = ['fragment', 'file', 'answer'] as const;
export type ChapterMemoryKind = (typeof CHAPTER_MEMORY_KINDS)[number];

/** How many memories one chapter may hold (docs/decisions/542: checked where rows are added). */
export const CHAPTER_MEMORIES_MAX = 200;
/** How many memories the picker lists. */
export const MEMORY_CHOICES_MAX = 2_000;
/** How long a paragraph of a draft may be, and how many paragraphs a draft may have. */
export const DRAFT_PARAGRAPH_MAX = 20_000;
export const DRAFT_PARAGRAPHS_MAX = 2_000;
/** How many of a chapter's saved versions the list shows (newest first). */
export const DRAFT_VERSIONS_LISTED = 100;

export const CHAPTER_FULL_MESSAGE = `A chapter can hold at most ${CHAPTER_MEMORIES_MAX} memories. Please remove one before adding another.`;
/** 409 STALE_CHAPTER on a reorder, with the saved order as `current`. */
export const STALE_CHAPTER_ORDER_MESSAGE =
  'The memories in this chapter were changed in another window. Here is the order that was saved; please make your change again.';
/** 409 STALE_CHAPTER on a draft save, with the saved draft as `current`. */
export const STALE_DRAFT_MESSAGE =
  'This chapter was changed in another window. Choose which version to keep.';

/** Where a memory is, whatever its kind. */
export const memoryRefSchema = z.object({
  kind: z.enum(CHAPTER_MEMORY_KINDS, { error: 'That kind of memory is not known.' }),
  id: z.uuid({ error: 'That memory id is not valid.' }),
});
export type MemoryRef = z.infer<typeof memoryRefSchema>;

export const memoryKey = (ref: MemoryRef) => `${ref.kind}:${ref.id}`;

/** How each kind is named to the person (the sources of My Memories). */
export const MEMORY_KIND_LABELS: Record<ChapterMemoryKind | 'recording', string> = {
  fragment: 'Memory Fragment',
  file: 'Uploaded File',
  recording: 'Recording',
  answer: 'Interview',
};

/** A memory as a chapter and the picker show it. */
export const chapterMemorySchema = memoryRefSchema.extend({
  name: z.string(),
  /** The opening of its text. */
  excerpt: z.string(),
  /** "Memory Fragment", "Uploaded File", "Recording" or "Interview". */
  source: z.string(),
  whenHappened: z.string().nullable(),
});
export type ChapterMemory = z.infer<typeof chapterMemorySchema>;

/** GET …/chapters/{chapterId}/memories: the memories in order, and the version a reorder is based on. */
export const chapterContentsSchema = z.object({
  version: z.number().int(),
  memories: z.array(chapterMemorySchema),
});
export type ChapterContents = z.infer<typeof chapterContentsSchema>;

/** POST …/chapters/{chapterId}/memories: memories to add at the end (those already there stay where they are). */
export const addChapterMemoriesSchema = z.object({
  memories: z
    .array(memoryRefSchema)
    .min(1, 'Please choose at least one memory.')
    .max(CHAPTER_MEMORIES_MAX, CHAPTER_FULL_MESSAGE),
});
export type AddChapterMemories = z.input<typeof addChapterMemoriesSchema>;

/** PUT …/chapters/{chapterId}/memories: the whole list in its new order (a memory left out is removed). */
export const saveChapterMemoriesSchema = z.object({
  version: z.number({ error: 'Please send the version this order is based on.' }).int().min(1),
  memories: z.array(memoryRefSchema).max(CHAPTER_MEMORIES_MAX, CHAPTER_FULL_MESSAGE),
});
export type SaveChapterMemories = z.input<typeof saveChapterMemoriesSchema>;

/** GET /api/memory-choices: everything the person could put in a chapter, newest first. */
export const memoryChoicesSchema = z.array(chapterMemorySchema);

export const DRAFT_ORIGINS = ['offline', 'ai', 'edited', 'restored'] as const;
export type DraftOrigin = (typeof DRAFT_ORIGINS)[number];
export const DRAFT_ORIGIN_LABELS: Record<DraftOrigin, string> = {
  offline: 'Drafted from your memories',
  ai: "Drafted with Clio's help",
  edited: 'Edited',
  restored: 'Restored',
};

/** How a sentence of Clio's draft is marked when a name, place, date or number in it is not in the memories it cites. */
export const NOT_FOUND_IN_MEMORIES = 'Not found in your memories';
/** How many marked sentences one paragraph may carry. */
export const NOT_FOUND_PER_PARAGRAPH_MAX = 200;

/** The only formatting a draft keeps (docs/decisions/906): a book needs emphasis, not a word processor. */
export const TEXT_MARK_TYPES = ['bold', 'italic'] as const;
export type TextMarkType = (typeof TEXT_MARK_TYPES)[number];
/** How many bold or italic stretches one paragraph may carry. */
export const TEXT_MARKS_PER_PARAGRAPH_MAX = 1_000;

/**
 * A stretch of a paragraph's `text` shown bold or italic: `from` (included) to `to` (not included), counted in
 * JavaScript string positions (UTF-16 code units), as `text.slice(from, to)` reads it.
 */
export const textMarkSchema = z.strictObject(
  {
    type: z.enum(TEXT_MARK_TYPES, { error: 'Only bold and italic can be kept in a draft.' }),
    from: z.number({ error: 'A bold or italic stretch needs a start.' }).int().min(0),
    to: z.number({ error: 'A bold or italic stretch needs an end.' }).int().min(1),
  },
  { error: 'A bold or italic stretch has only a type, a start and an end.' },
);
export type TextMark = z.infer<typeof textMarkSchema>;

/**
 * One paragraph of a chapter's draft and the memories it came from. `text` is always the plain words, so a
 * draft saved before formatting existed is still valid and anything reading the words ignores `marks`.
 * `marks` (optional) lists the bold and italic stretches of `text`; each must lie inside it.
 * `notFound` lists the sentences of the paragraph (as written in `text`) that the check could not find in
 * their memories (docs/decisions/904); the person keeps, fixes or removes each. A listed sentence no longer in
 * `text` is dropped on save.
 */
export const draftParagraphSchema = z
  .object({
    text: z.string().max(DRAFT_PARAGRAPH_MAX, 'A paragraph is too long. Please split it in two.'),
    sources: z.array(memoryRefSchema).max(CHAPTER_MEMORIES_MAX),
    notFound: z.array(z.string().max(DRAFT_PARAGRAPH_MAX)).max(NOT_FOUND_PER_PARAGRAPH_MAX).optional(),
    marks: z
      .array(textMarkSchema)
      .max(TEXT_MARKS_PER_PARAGRAPH_MAX, 'A paragraph has too many bold or italic stretches.')
      .optional(),
  })
  .superRefine((paragraph, context) => {
    (paragraph.marks ?? []).forEach((mark, index) => {
      if (mark.from >= mark.to || mark.to > paragraph.text.length) {
        context.addIssue({
          code: 'custom',
          path: ['marks', index],
          message:
            'A bold or italic stretch lies outside its paragraph. Please reload the chapter and try again.',
        });
      }
    });
  });
export type DraftParagraph = z.infer<typeof draftParagraphSchema>;

export const chapterDraftSchema = z.object({
  version: z.number().int(),
  origin: z.enum(DRAFT_ORIGINS),
  paragraphs: z.array(draftParagraphSchema),
  createdAt: z.string(),
});
export type ChapterDraft = z.infer<typeof chapterDraftSchema>;

/** GET …/draft: the newest version, or null before the chapter was first drafted. */
export const chapterDraftResponseSchema = z.object({ draft: chapterDraftSchema.nullable() });

/**
 * PUT …/draft: a new version, based on the newest one the person saw (0 when there was none).
 * `restoredFrom` marks a restore of an older version.
 */
export const saveChapterDraftSchema = z.object({
  basedOn: z.number({ error: 'Please send the version this draft is based on.' }).int().min(0),
  paragraphs: z
    .array(draftParagraphSchema)
    .max(DRAFT_PARAGRAPHS_MAX, `A chapter can have at most ${DRAFT_PARAGRAPHS_MAX} paragraphs.`),
  restoredFrom: z.number().int().min(1).optional(),
});
export type SaveChapterDraft = z.input<typeof saveChapterDraftSchema>;

export const draftVersionSchema = z.object({
  version: z.number().int(),
  origin: z.enum(DRAFT_ORIGINS),
  createdAt: z.string(),
  /** How many words this version has. */
  words: z.number().int(),
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;
export const draftVersionListSchema = z.array(draftVersionSchema);

export const draftVersionParamsSchema = z.object({
  id: z.uuid({ error: 'That memoir project id is not valid.' }),
  chapterId: z.uuid({ error: 'That chapter id is not valid.' }),
  version: z.coerce
    .number({ error: 'That version is not valid.' })
    .int()
    .min(1, 'That version is not valid.'),
});

export const countWords = (paragraphs: readonly { text: string }[]) =>
  paragraphs.reduce((sum, p) => sum + (p.text.match(/\S+/g)?.length ?? 0), 0);
