import type { AiProvider } from '#server/ai/ai-provider.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { ChooseCleanCopy, CleanCopyReview } from '#shared/clean-copy-api.ts';
import { cleanCopyPieces } from '#shared/clean-copy-pieces.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { staleMemory } from '../memories/stale-memory.ts';
import { chosenWords } from './chosen-words.ts';
import type { CleanCopyRepository, CleanCopyRow } from './clean-copy.repository.ts';

/** Stale clean copies made per batch: each is one short message to the AI worker pool. */
const BATCH = 50;

export const CLEAN_COPY_UNAVAILABLE_MESSAGE =
  'The clean copy could not be made just now. Your words are safe. Please try again in a minute.';

/**
 * The names her Memory DNA holds, as the clean copy writes them: "Tom (brother)" is "Tom", and "Kraków,
 * Poland" is "Kraków" and "Poland".
 */
export function namesFromDna(entries: readonly string[]): string[] {
  const names = new Set<string>();
  for (const entry of entries)
    for (const part of entry.replace(/\([^)]*\)/g, '').split(/[,;]/)) {
      const name = part.trim();
      if (name && /\p{Lu}/u.test(name)) names.add(name);
    }
  return [...names];
}

/** A row as the review screen shows it to `viewerId` (the storyteller, or an editor of her circle). */
export function toCleanCopyReview(row: CleanCopyRow, viewerId: string): CleanCopyReview {
  const cleanCopy = row.cleanCopy ?? row.text;
  return {
    kind: row.kind,
    id: row.id,
    ownWords: row.text,
    cleanCopy,
    pieces: cleanCopyPieces(row.text, cleanCopy),
    choice: row.choice,
    edited: row.edited,
    wordsChanged: row.wordsChanged,
    forTheBook: chosenWords(row),
    // A choice her words have since outrun is no one's check any more: the review asks for a new one.
    checkedBy:
      row.choice !== 'unreviewed' && row.chosenBy && row.chosenByName
        ? { name: row.chosenByName, isYou: row.chosenBy === viewerId }
        : null,
    version: row.version,
  };
}

/**
 * The clean copy of every memory (issue 32, docs/decisions/908): made in the AI worker pool whenever her
 * words are not the ones it was made from, and her choice of what the book and drafts print.
 */
export function createCleanCopyService(
  repository: CleanCopyRepository,
  ai: AiProvider,
  log: { warn(obj: object, msg?: string): void },
) {
  async function make(userId: string, rows: CleanCopyRow[], knownNames: string[]) {
    for (const row of rows) {
      const clean = row.text.trim()
        ? await ai.cleanCopy(userId, {
            text: row.text,
            spoken: row.spoken,
            knownNames,
            ...(row.segments?.length ? { segments: row.segments } : {}),
          })
        : '';
      await repository.store(userId, row.kind, row.id, row.textHash, clean);
    }
  }

  const knownNames = async (userId: string) => namesFromDna(await repository.knownNames(userId));

  const service = {
    /**
     * Makes every clean copy of hers that was not made from the words she has now, up to `max` of them; true
     * when none is left. Run by the job after her words change, and before a book or a draft is made.
     */
    async refreshStale(userId: string, max = Number.POSITIVE_INFINITY): Promise<boolean> {
      let names: string[] | null = null;
      for (let made = 0; made < max; made += BATCH) {
        const batch = await repository.stale(userId, Math.min(BATCH, max - made));
        if (batch.length === 0) return true;
        names ??= await knownNames(userId);
        await make(userId, batch, names);
      }
      return (await repository.stale(userId, 1)).length === 0;
    },

    /**
     * The memory's clean copy, made first if her words changed since (or it was never made), as `viewerId` reads
     * it: she, or an editor of her circle whose access the family side has checked (docs/decisions/1528).
     */
    async review(userId: string, ref: MemoryRef, viewerId = userId): Promise<CleanCopyReview> {
      const row = await repository.find(userId, ref);
      if (!row) throw notFound('That memory');
      if (row.cleanCopyOf === row.textHash) return toCleanCopyReview(row, viewerId);
      try {
        await make(userId, [row], await knownNames(userId));
      } catch (error) {
        log.warn({ err: error }, 'a clean copy could not be made');
        throw new AppError('UNAVAILABLE', CLEAN_COPY_UNAVAILABLE_MESSAGE);
      }
      const made = await repository.find(userId, ref);
      if (!made) throw notFound('That memory');
      return toCleanCopyReview(made, viewerId);
    },

    /**
     * Her choice, made by `chooserId` (she, or an editor of her circle) from the clean copy at `input.version`.
     * Made from an older one (another window or person chose, or her words changed and a new clean copy was
     * made): 409 STALE_MEMORY with the current one, nothing written.
     */
    async choose(
      userId: string,
      ref: MemoryRef,
      input: ChooseCleanCopy,
      chooserId = userId,
    ): Promise<CleanCopyReview> {
      // Her words may have changed since the clean copy was made: it is made again first, so the version moves.
      await service.review(userId, ref, chooserId);
      const edited = input.choice === 'edited' ? input.text : null;
      if (!(await repository.choose(userId, ref, input.choice, edited, input.version, chooserId))) {
        throw staleMemory(await service.review(userId, ref, chooserId));
      }
      const row = await repository.find(userId, ref);
      if (!row) throw notFound('That memory');
      return toCleanCopyReview(row, chooserId);
    },
  };
  return service;
}

export type CleanCopyService = ReturnType<typeof createCleanCopyService>;
