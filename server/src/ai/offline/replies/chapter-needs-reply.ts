/**
 * Clio's answer to "Help me with what chapter 2 still needs" (docs/decisions/905): the chapter's checklist
 * in a few lines, then one of its next questions to answer now. She asks one question at a time, as in the
 * rest of the chat; the others wait on the chapter screen.
 */
import { CHAPTER_NEED_LABELS, type ChapterNeeds } from '#shared/chapter-needs.ts';
import { displayChapterTitle } from '#shared/studio.ts';
import { countOf } from '../readers/text-helpers.ts';

export function chapterNeedsReply(chapter: { number: number; title: string; needs: ChapterNeeds }): string {
  const { needs } = chapter;
  const name = `**Chapter ${chapter.number}: “${displayChapterTitle(chapter.title)}”**`;
  const first = needs.questions[0];
  if (needs.memories === 0) {
    return [
      `${name} has no memories in it yet, so there is nothing to check. Add memories to it on the chapter screen, or tell me one here.`,
      ...(first ? ['', `Let's begin with one question: **${first.question}**`] : []),
    ].join('\n');
  }
  const done = needs.items.filter((need) => need.met);
  const missing = needs.items.filter((need) => !need.met);
  if (missing.length === 0)
    return `${name} already has all six: when, where, who, a scene, how you felt and what it meant. It is ready to draft.`;
  return [
    `${name} draws on ${countOf(needs.memories, 'memory', 'memories')}. ${
      done.length > 0
        ? `It already has ${done.map((need) => CHAPTER_NEED_LABELS[need.item].toLowerCase()).join(', ')}.`
        : ''
    }`.trim(),
    '',
    'It still needs:',
    ...missing.map((need) => `- **${CHAPTER_NEED_LABELS[need.item]}**: ${need.reason}`),
    ...(first ? ['', `Let's start with one question: **${first.question}**`] : []),
  ].join('\n');
}

/** When the chapter asked about is not in the memoir. */
export const noSuchChapterReply = (chapterNumber: number) =>
  `This memoir has no chapter ${chapterNumber} yet. Open the chapters list to see the ones you have, or ask me to suggest chapters.`;
