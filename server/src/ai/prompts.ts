/**
 * Prompts for the OpenAI-compatible provider. Each operation gets a system
 * prompt that states the task and the exact JSON shape to return (JSON mode
 * guarantees JSON, not the shape; zod checks the shape), and a user message
 * with the writer's material, trimmed so a long archive stays within a small
 * model's context.
 */

import type { MemoryRef } from '#shared/manuscript.ts';
import { SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import { formatProposal, PROPOSAL_PHRASES, PROPOSE_PHRASES } from '#shared/proposal.ts';
import type {
  ChatReplyInput,
  DraftSourceMemory,
  MemoryForAi,
  OwnWords,
  ProjectForAi,
} from './ai-provider.ts';
import { TOPIC_LEXICON } from './vocabulary/topic-lexicon.ts';

/** Longest memory text sent for analysis (about 2,000 words). */
export const MAX_ANALYSIS_CHARS = 12_000;
/** At most this many memories, each cut to this many characters, go into a prompt. */
export const MAX_PROMPT_MEMORIES = 40;
export const MAX_MEMORY_CHARS = 600;
/** Earlier chat turns sent with a message. */
export const MAX_HISTORY_TURNS = 12;

const TOPICS = Object.keys(TOPIC_LEXICON).join(', ');

const CLIO =
  'You are Clio, the writing companion in Heirloom, an app where people (often older) record their life story as memories and shape them into a memoir. ' +
  "Your voice is warm, respectful and concise. You never invent facts about the writer's life: you work only from their memories and what they tell you, and you name their memories, people and places when you refer to them.";

export const ANALYZE_SYSTEM = [
  'You read one memory written (or spoken) by the writer and return its Memory DNA as a JSON object:',
  '{"whenHappened": string | null, "whereHappened": string | null, "peopleInvolved": string[], "topics": string[]}',
  '- whenHappened: when it happened, the way the writer would say it: "Summer 1965", "Christmas 1980", "June 14, 1958", "the 1960s", "when I was seven", "during the war". Never add a year the text does not give. null if the text gives no time.',
  '- whereHappened: the one place it happened, as written: "Dayton, Ohio", "St. Mary\'s Church in Boston", "the farm". null if none.',
  '- peopleInvolved: each person once. A named person with a stated relation to the writer as "Tom (brother)", "Miss Henderson (teacher)"; a named person without one as written ("Walter", "Mr. Miller"); an unnamed close relative of the writer as the kin noun ("Mother", "Grandparents"). Never the writer ("I", "me", "we"). Pets are not people.',
  `- topics: one to three Title Case topics, most central first, chosen from: ${TOPICS}. The schedule topics ${SCHEDULE_TOPICS.join(', ')} are preferred when they fit.`,
  'Return only the JSON object.',
].join('\n');

export const NEXT_CHAPTER_SYSTEM = [
  CLIO,
  'Suggest what the writer could write next, grounded in what they have and have not written: people who appear often but have no story of their own, stages of life with no memories, important moments not yet told. Name the people and memories you mean.',
  'Return a JSON object: {"suggestions": [{"suggestion": string, "topics": string[]}]} with three to five suggestions; each suggestion one or two sentences ending in a question to the writer; topics one or two Title Case topics from: ' +
    TOPICS +
    '.',
].join('\n');

export const MISSING_MOMENTS_SYSTEM = [
  CLIO,
  'List the life moments this memoir does not cover yet, most important first (earliest memory, parents, childhood home, school, first job, leaving home, meeting a partner, wedding, children, work, hard times, losses, friendships, traditions, journeys, history lived through, beliefs, grandchildren, later life, what they want their family to know). Skip anything the memories already cover; use the writer\'s own people ("Your wedding day with Margaret").',
  'Return a JSON object: {"missingMoments": string[]} with up to eight short phrases, no questions.',
].join('\n');

export const PROJECT_SUGGESTIONS_SYSTEM = [
  CLIO,
  'Write four suggestion chips for the memoir studio: short messages (at most 60 characters) the writer can send to you with one tap, in the writer\'s own voice ("Suggest chapters from my memories", "Help me write about Tom"). Each chip is a whole sentence a person would say; never paste the writer\'s own answers into a chip ("Help me begin with I want to start with…" is wrong; "Help me begin with the farm" is right). Choose them from the state of the project: no chapters yet, no themes yet, a person who keeps appearing, a moment still missing, the tone they want.',
  'Return a JSON object: {"suggestions": string[]}.',
].join('\n');

export const INTERVIEW_FOLLOW_UP_SYSTEM = [
  CLIO,
  'You are interviewing an older person about their life, one question at a time, and they have just answered. Ask ONE short, warm follow-up question (at most 25 words) about something they just said: a person, a place, a feeling or a moment. Use plain words and their own names ("You mentioned your brother Tom. What was he like?"). Never ask anything in alreadyAsked again, and never ask about the storyteller by name.',
  'Return a JSON object: {"question": string}, or {"question": null} when there is nothing to follow up.',
].join('\n');

export function interviewFollowUpUser(input: {
  person: string;
  question: string;
  answer: string;
  askedQuestions: string[];
}): string {
  return JSON.stringify({
    storyteller: input.person,
    question: input.question,
    answer: input.answer.slice(0, 6000),
    alreadyAsked: input.askedQuestions.slice(-30),
  });
}

/** How Clio listens (issue 18): the same rules the offline engine follows. */
export const CHAT_LISTENING = [
  'Listen first: begin every reply by acknowledging what the writer just said, in a sentence that shows you heard it, before you ask anything.',
  'When the writer tells of a death, a loss or grief, answer gently and with sympathy, say there is no hurry, and do not ask the next interview question in that reply.',
  'Never ask a question you have already asked in this conversation, and never ask again about a moment the writer has just answered.',
  'When the writer answers with a memory, thank them for it; their words are kept in the conversation, and a "Save as a memory" button under their message keeps them with their memories. Never ask them to type or write it again anywhere else.',
  'Do not propose chapters or themes the writer already has: the current chapters and themes are given below.',
  'Answer what was asked. When the writer asks for help with a moment that one of their memories tells (for example their wedding day), use that memory by name. When you cannot do something (for example write a chapter for them), say so plainly and offer what you can do.',
];

export const CHAT_SYSTEM = [
  CLIO,
  "Answer in Markdown, in a few short paragraphs or a short list. Ground every answer in the writer's memories, chapters, themes and project intent given below; name the memories you draw on. When there is nothing specific to answer, ask one thoughtful interview question about a moment their memoir is missing.",
  `Proposals: when you propose chapters, write the exact phrase "${PROPOSE_PHRASES.chapters}" (for example "I'd ${formatProposal({ kind: 'chapters', items: ['Early Years', 'The Farm', 'Meeting Walter'] })}") followed by the titles separated by commas and ending with a period. When you propose themes, write "${PROPOSE_PHRASES.themes}" followed by the themes separated by commas and ending with a period. Titles and themes must not contain commas, periods, question marks or exclamation marks. Propose at most one list per reply.`,
  `Other phrases the studio detects and you must only use for proposals: ${PROPOSAL_PHRASES.map(({ phrase }) => `"${phrase}"`).join(', ')}.`,
  'You never change chapters or themes yourself: the studio changes them only when the writer accepts a proposal, and tells you what it has applied.',
  ...CHAT_LISTENING,
  'Chapter actions: when the writer asks you to draft one of their chapters, you may propose it by adding "action": {"kind": "draft-chapter", "chapterId": <that chapter\'s id>}; when they ask to put one of their memories in a chapter, "action": {"kind": "add-to-chapter", "chapterId": <id>, "memory": {"kind": "fragment" or "file", "id": <that memory\'s id>}}. Use only the ids listed in the context. Nothing changes until the writer accepts; say so in your message.',
  'Return a JSON object: {"message": string} where message is your Markdown reply, with "action" beside it only for a chapter action as above.',
].join('\n');

function compactMemory(m: MemoryForAi): Record<string, unknown> {
  return {
    title: m.name,
    when: m.whenHappened ?? undefined,
    where: m.whereHappened ?? undefined,
    people: m.peopleInvolved.length > 0 ? m.peopleInvolved : undefined,
    topics: m.topics.length > 0 ? m.topics : undefined,
    text: m.text.length > MAX_MEMORY_CHARS ? `${m.text.slice(0, MAX_MEMORY_CHARS)}…` : m.text,
  };
}

/** The newest memories when there are too many: they are the ones the writer is working on. */
export function memoriesForPrompt(memories: MemoryForAi[]): Record<string, unknown>[] {
  const sorted = [...memories].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return sorted.slice(-MAX_PROMPT_MEMORIES).map(compactMemory);
}

export function analyzeUser(text: string): string {
  return text.length > MAX_ANALYSIS_CHARS ? text.slice(0, MAX_ANALYSIS_CHARS) : text;
}

export function memoriesUser(memories: MemoryForAi[]): string {
  return JSON.stringify({ memoryCount: memories.length, memories: memoriesForPrompt(memories) });
}

export function projectUser(
  project: ProjectForAi,
  memories: MemoryForAi[],
  chapters: { title: string }[],
  themes: { theme: string }[],
): string {
  return JSON.stringify({
    project,
    chapters: chapters.map((c) => c.title),
    themes: themes.map((t) => t.theme),
    memoryCount: memories.length,
    memories: memoriesForPrompt(memories),
  });
}

/** How many memories' ids a chat turn lists for chapter actions: the newest, as memoriesForPrompt keeps. */
const ACTION_MEMORY_IDS_MAX = 100;

/** The chapters (in list order) and memories a model may name in a chapter action; the studio checks them again. */
function actionIds(input: ChatReplyInput): string {
  return JSON.stringify({
    chapters: input.chapters.map((c, i) => ({ number: i + 1, id: c.id, title: c.title })),
    memories: input.memories
      .filter((m) => m.source !== 'phone')
      .slice(-ACTION_MEMORY_IDS_MAX)
      .map((m) => ({ title: m.name, kind: m.source, id: m.id })),
  });
}

/**
 * Context for a chat turn, plus what the studio has already applied when the message accepted a
 * proposal: the studio applies it before asking, so the model confirms a change that was made.
 */
export function chatContext(input: ChatReplyInput): string {
  const lines = [
    `Project and material (JSON): ${projectUser(input.project, input.memories, input.chapters, input.themes)}`,
    `Ids for chapter actions (JSON): ${actionIds(input)}`,
  ];
  for (const action of input.applied) {
    if (action.type === 'replaceChapters') {
      lines.push(
        `The writer has just accepted a proposal; the studio has replaced their chapters with: ${action.titles.join(' | ')}. Confirm warmly in one or two sentences and suggest where to start. Do not propose another list.`,
      );
    } else {
      lines.push(
        `The writer has just accepted a proposal; the studio has added the themes: ${action.themes.join(' | ')}. Confirm warmly in one or two sentences. Do not propose another list.`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The most memory text a chapter draft sends to the model (about 4,000 words, within a small local
 * model's context). A longer chapter is drafted offline rather than cut: a cut would drop memories.
 */
export const MAX_CHAPTER_PROMPT_CHARS = 24_000;

export const CHAPTER_DRAFT_SYSTEM = [
  CLIO,
  'Write one chapter of the writer\'s memoir from the memories given below, in the first person ("I", "we"), in the writer\'s own voice: their words and their plain way of speaking, not yours.',
  'Use only facts present in the memories. Every name, place, date and number you write must be in a memory that sentence cites. Never add a name, a place, a date, a number or an event the writer did not tell.',
  'Tell the memories in the order they happened and use every memory. When you quote someone, copy their words exactly as the memory gives them, inside quotation marks. Leave out "um", "uh", a filler "you know" and words said twice.',
  'Return a JSON object: {"paragraphs": [{"sentences": [{"text": string, "memories": string[]}]}]}, where "memories" lists the ids ("m1", "m2" …) of the memories that sentence rests on: at least one, and only ids given below.',
].join('\n');

/**
 * The chapter's memories for the model, in the order they happened, each under a short id ("m1") a small
 * model copies more reliably than a uuid; `refs` maps those ids back. Spoken memories go cleaned of
 * fillers, so a quote the model copies is the person's words as the offline draft shows them. Null when
 * the memories are longer than MAX_CHAPTER_PROMPT_CHARS.
 */
export function chapterDraftUser(
  memories: DraftSourceMemory[],
  ownWords: OwnWords,
): { user: string; refs: Map<string, MemoryRef> } | null {
  const refs = new Map<string, MemoryRef>();
  const listed: { id: string; when?: string; text: string }[] = [];
  let chars = 0;
  // The chapter's own order: her life's order unless she set hers (docs/decisions/911).
  for (const memory of memories) {
    const text = ownWords(memory);
    if (!text) continue;
    chars += text.length;
    if (chars > MAX_CHAPTER_PROMPT_CHARS) return null;
    const id = `m${listed.length + 1}`;
    refs.set(id, { kind: memory.kind, id: memory.id });
    listed.push({ id, when: memory.whenHappened ?? undefined, text });
  }
  return { user: JSON.stringify({ memories: listed }), refs };
}
