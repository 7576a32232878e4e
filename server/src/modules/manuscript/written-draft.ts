/**
 * Clio's written chapter as a draft: each of her paragraphs becomes one paragraph, its sources the memories
 * its sentences cite (in the order first cited), and the sentences the check could not ground listed in
 * `notFound`, so the person sees "Not found in your memories" on them (docs/decisions/904).
 */
import type { WrittenChapter } from '#server/ai/ai-provider.ts';
import { type DraftParagraph, type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import { normalizeMarks } from '#shared/text-marks.ts';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `missing[i]` is what the check did not find for the i-th sentence of the chapter, counted across paragraphs. */
export function toDraftParagraphs(written: WrittenChapter, missing: readonly string[][]): DraftParagraph[] {
  let index = 0;
  return written.paragraphs.map(({ sentences }) => {
    const sources = new Map<string, MemoryRef>();
    const notFound: string[] = [];
    const texts = sentences.map((sentence) => {
      const text = oneLine(sentence.text);
      for (const ref of sentence.sources) sources.set(memoryKey(ref), ref);
      if ((missing[index] ?? []).length > 0) notFound.push(text);
      index += 1;
      return text;
    });
    const paragraph: DraftParagraph = { text: texts.join(' '), sources: [...sources.values()] };
    return notFound.length > 0 ? { ...paragraph, notFound } : paragraph;
  });
}

/**
 * A saved paragraph keeps the marks of sentences still in its text: a sentence the person fixed or removed
 * loses its mark, one they chose to keep was sent without it.
 */
export function keepStandingMarks(paragraph: DraftParagraph): DraftParagraph {
  const { notFound, ...rest } = paragraph;
  const standing = [...new Set(notFound ?? [])].filter(
    (sentence) => sentence && rest.text.includes(sentence),
  );
  return standing.length > 0 ? { ...rest, notFound: standing } : rest;
}

/** The paragraph with its bold and italic stretches in one canonical order, and no `marks` key when it has none. */
export function withCanonicalFormatting(paragraph: DraftParagraph): DraftParagraph {
  const { marks, ...rest } = paragraph;
  const canonical = normalizeMarks(marks ?? []);
  return canonical.length > 0 ? { ...rest, marks: canonical } : rest;
}
