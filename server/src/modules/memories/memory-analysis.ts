import type { AiProvider } from '#server/ai/ai-provider.ts';
import { ANALYSIS_READ_CHARS } from '#server/ai/ai-provider.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import { DNA_FIELD_MAX, TAG_MAX, TAGS_MAX } from '#shared/memories.ts';

/** Memory DNA is drawn from the beginning of very long texts (a whole book adds nothing but time). */
const ANALYSIS_MAX_CHARACTERS = 50_000;

const dnaText = (value: string | null | undefined) => value?.trim().slice(0, DNA_FIELD_MAX).trim() || null;
const tagList = (tags: string[] | undefined) =>
  (tags ?? [])
    .map((tag) => tag.trim().slice(0, TAG_MAX).trim())
    .filter(Boolean)
    .slice(0, TAGS_MAX);

const EMPTY: MemoryAnalysis = { whenHappened: null, whereHappened: null, peopleInvolved: [], topics: [] };

/**
 * Memory DNA and topics for a new memory. The memory itself matters more than
 * its DNA: if the AI engine fails, the memory is kept with empty DNA (the
 * person can fill it in the Memory DNA dialog) instead of being refused.
 */
export async function analyzeOrEmpty(
  ai: AiProvider,
  account: string,
  text: string,
  log: { warn(obj: object, msg?: string): void },
): Promise<MemoryAnalysis> {
  try {
    const analysis = await ai.analyzeMemory(account, text.slice(0, ANALYSIS_MAX_CHARACTERS));
    // Within the caps a person's own save must meet, so the Memory DNA dialog can always save it back.
    return {
      whenHappened: dnaText(analysis.whenHappened),
      whereHappened: dnaText(analysis.whereHappened),
      peopleInvolved: tagList(analysis.peopleInvolved),
      topics: tagList(analysis.topics),
    };
  } catch (error) {
    log.warn({ err: error }, 'memory analysis failed; the memory is kept without Memory DNA');
    return EMPTY;
  }
}

/**
 * What the offline engine reads from a memory's opening, stored in its
 * `analysis` column when the text is written, so AI requests never read the
 * text again (docs/decisions/522). Runs in the AI worker pool, in `account`'s lane. Null when that
 * fails: the memory is still saved, and AI requests use the DNA it has.
 */
export async function readForStorage(
  ai: AiProvider,
  account: string,
  text: string,
  log: { warn(obj: object, msg?: string): void },
): Promise<MemoryAnalysis | null> {
  try {
    return await ai.readMemory(account, text.slice(0, ANALYSIS_READ_CHARS));
  } catch (error) {
    log.warn({ err: error }, 'reading the memory for the AI failed; it is kept without a stored analysis');
    return null;
  }
}
