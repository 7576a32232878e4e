/**
 * The shape the model answers "Draft this Chapter" in, and how its answer becomes a WrittenChapter:
 * each sentence's memory ids ("m1") turned back into the chapter's memories. An id the prompt did not
 * give is a memory not in the chapter: the whole answer is refused, and the chapter is drafted offline.
 */
import { z } from 'zod';
import {
  CHAPTER_MEMORIES_MAX,
  DRAFT_PARAGRAPH_MAX,
  DRAFT_PARAGRAPHS_MAX,
  type MemoryRef,
} from '#shared/manuscript.ts';
import type { WrittenChapter } from '../ai-provider.ts';
import { ProviderError } from './chat-completions.ts';

/** One sentence is far shorter than a paragraph; a longer "sentence" is not what was asked for. */
const SENTENCE_MAX = 2_000;

export const writtenChapterWire = z.object({
  paragraphs: z
    .array(
      z.object({
        sentences: z
          .array(
            z.object({
              text: z.string().trim().min(1).max(SENTENCE_MAX),
              memories: z.array(z.string().trim()).min(1).max(CHAPTER_MEMORIES_MAX),
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(DRAFT_PARAGRAPHS_MAX),
});

/** The model's chapter with the chapter's own memory references; throws when it cites any other memory. */
export function readWrittenChapter(
  answer: z.infer<typeof writtenChapterWire>,
  refs: ReadonlyMap<string, MemoryRef>,
): WrittenChapter {
  const paragraphs = answer.paragraphs.map(({ sentences }) => {
    if (sentences.reduce((chars, s) => chars + s.text.length + 1, 0) > DRAFT_PARAGRAPH_MAX)
      throw new ProviderError('schema', 'a paragraph is longer than a draft paragraph may be');
    return {
      sentences: sentences.map((sentence) => ({
        text: sentence.text,
        sources: [...new Set(sentence.memories)].map((id) => {
          const ref = refs.get(id);
          if (!ref)
            throw new ProviderError(
              'schema',
              `the answer cites a memory not in the chapter (${id.slice(0, 40)})`,
            );
          return ref;
        }),
      })),
    };
  });
  return { paragraphs };
}
