/**
 * Answers given to Clio are kept (issue 18): a message that answers a question Clio asked with a memory of some
 * length is offered as a memory, named from its own first words. Pure rules, shared by the studio and its tests.
 */

/** An answer shorter than this is a reply ("yes", "not really"), not a memory. */
export const ANSWER_MIN_WORDS = 12;
/** Longest name made from an answer; the person can change it before saving. */
const NAME_MAX_WORDS = 8;
/** Words a name should not end on: "I remember VE Day in" reads better as "I remember VE Day". */
const TRAILING_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'but',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'was',
  'we',
  'my',
  'our',
]);

interface Turn {
  role: 'user' | 'assistant';
  message: string;
}

/** Whether the person's message at `index` answers a question Clio asked just before, with a memory. */
export function isAnswerToClio(history: readonly Turn[], index: number): boolean {
  const turn = history[index];
  const before = history[index - 1];
  if (turn?.role !== 'user' || before?.role !== 'assistant' || !before.message.includes('?')) return false;
  const text = turn.message.trim();
  // An acceptance of a proposal, or a question back to Clio, is not a memory.
  if (/^yes, please (update|add)\b/i.test(text) || text.endsWith('?')) return false;
  return text.split(/\s+/).filter(Boolean).length >= ANSWER_MIN_WORDS;
}

/** A memory name from an answer's first sentence: "I remember VE Day in May 1945 in Hightown. …" → its first words. */
export function memoryNameFromAnswer(answer: string): string {
  const first = answer.trim().split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const words = first
    .replace(/[.!?,;:…]+$/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, NAME_MAX_WORDS);
  while (
    words.length > 2 &&
    TRAILING_WORDS.has(
      words
        .at(-1)!
        .toLowerCase()
        .replace(/[,;:]$/, ''),
    )
  )
    words.pop();
  const name = words.join(' ').replace(/[,;:]+$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The question Clio asked in a message, without its Markdown: the last sentence that ends in a question mark. */
export function questionIn(message: string): string | undefined {
  const sentences = message
    .replace(/\*\*|__/g, '')
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.trim());
  return sentences.findLast((s) => s.endsWith('?'));
}
