/**
 * Clio without a language model. Every reply is put together from the writer's
 * own material (memory titles, people, places, times, the project's motivation,
 * audience and tone) by a few rules: confirm what the studio applied, answer a loss
 * gently, say plainly what she cannot do, plan a chapter, propose chapters (never the
 * ones already accepted), propose themes, advise on structure or tone, help with a
 * memory the writer asks about, talk about a person the writer names, or thank the
 * writer for what they told and ask one interview question she has not asked before.
 *
 * This file holds only which reply answers a message: the intents in the order they are tried. The replies
 * themselves are written in clio-replies.ts.
 */

import type { ChatReplyInput } from '#server/ai/ai-provider.ts';
import type { ChatReply } from '#shared/ai.ts';
import { readChapterNeedsRequest } from '#shared/chapter-needs.ts';
import { readAcceptance } from '#shared/proposal.ts';
import { type MemoryProfile, profileMemories } from '../readers/memory-profile.ts';
import { chapterNeedsReply, noSuchChapterReply } from './chapter-needs-reply.ts';
import { chapterRequestReply } from './chapter-request-reply.ts';
import {
  type Asked,
  cannotWriteReply,
  chapterNamedIn,
  chapterReply,
  chaptersReply,
  confirmAcceptance,
  gapsReply,
  interviewQuestion,
  interviewReply,
  lastWord,
  lossReply,
  personReply,
  structureReply,
  themesReply,
  toneReply,
  writeAboutReply,
} from './clio-replies.ts';

const WANTS_CHAPTERS =
  /\b(chapters?|organi[sz]e|outline|table of contents|sections?|break (it|this|them) (up|into))\b/i;
const WANTS_THEMES = /\b(themes?|threads?|motifs?|through-?line|running through|recurring)\b/i;
const WANTS_STRUCTURE =
  /\b(structure|order|chronolog\w*|begin|start|opening|open with|where do i|first page|shape)\b/i;
const WANTS_TONE = /\b(tone|voice|style|how (do|should|can) i write|writing|audience|readers?|feel|sound)\b/i;
const WANTS_GAPS = /\b(missing|gaps?|left out|what else|what should i (write|add)|next)\b/i;
/** A death or a loss the writer is still carrying. */
const LOSS =
  /\b(died|passed (away|on)|(lost|losing) (him|her|my (husband|wife|mother|father|mum|mom|dad|son|daughter|brother|sister|friend|baby|child|partner))|death of|funeral|grie(f|ving)|widow(ed|er)?|buried (him|her|my))\b/i;
/** Asking Clio to write the book for them, which she cannot do. */
const WANTS_IT_WRITTEN =
  /\b(can|could|would|will) you (please )?(write|draft)\b|\b(write|draft) (it|this|the \w+ chapter|a chapter|my (book|memoir|chapter|story)) for me\b/i;

/** Everything an intent may look at, read once per message. */
interface Turn {
  input: ChatReplyInput;
  /** The writer's message, trimmed. */
  message: string;
  profiles: MemoryProfile[];
  asked: Asked;
  /** One of the project's chapters, when the message names it. */
  namedChapter: string | null;
}

/**
 * One kind of message Clio answers. `test` says whether the message is of this kind; `reply` may still find
 * nothing to say (null), and then the next intent is tried.
 */
interface Intent {
  name: string;
  test: (turn: Turn) => boolean;
  reply: (turn: Turn) => ChatReply | string | null;
}

const always = () => true;

/**
 * Clio's intents in the order they are tried: the first that matches and has something to say answers.
 * The order matters: what the studio applied comes before anything, and a loss before any plan. When none
 * answers, Clio acknowledges what was said and asks an interview question (`interviewReply`), which always can.
 */
const INTENTS: Intent[] = [
  {
    name: 'confirm what the studio applied',
    test: ({ input }) => input.applied.length > 0,
    reply: ({ input, profiles }) => ({ message: confirmAcceptance(input.applied, profiles) }),
  },
  {
    // Accepted themes the studio had nothing to add for: every one was in the list already.
    name: 'themes already in the list',
    test: ({ message }) => readAcceptance(message)?.kind === 'themes',
    reply: ({ profiles, asked }) => ({
      message: `Those themes are already in your list, so nothing changed. ${interviewQuestion(profiles, asked)}`,
    }),
  },
  {
    // "Help me with what chapter 2 still needs" (a chip): the chapter's own checklist answers it.
    name: 'what a chapter still needs',
    test: ({ input }) => Boolean(input.chapterNeeds),
    reply: ({ input }) => ({ message: chapterNeedsReply(input.chapterNeeds!) }),
  },
  {
    // "Draft chapter 2", "Put 'Meeting Helen' in chapter 1": a proposal the person accepts or declines.
    name: 'a request about a chapter of the manuscript',
    test: ({ input }) => Boolean(input.manuscript),
    reply: ({ input, message }) => chapterRequestReply(message, input.manuscript!),
  },
  {
    name: 'what a chapter that does not exist needs',
    test: ({ message }) => readChapterNeedsRequest(message) !== null,
    reply: ({ message }) => ({ message: noSuchChapterReply(readChapterNeedsRequest(message)!) }),
  },
  {
    name: 'a loss',
    test: ({ message }) => LOSS.test(message),
    reply: ({ profiles, message }) => lossReply(profiles, message),
  },
  {
    name: 'asked to write it for them',
    test: ({ message }) => WANTS_IT_WRITTEN.test(message),
    reply: ({ profiles, input, namedChapter }) => cannotWriteReply(profiles, input, namedChapter),
  },
  {
    name: 'a chapter named',
    test: ({ namedChapter }) => namedChapter !== null,
    reply: ({ profiles, input, namedChapter }) => chapterReply(profiles, namedChapter!, input.chapters),
  },
  {
    name: 'chapters',
    test: ({ message }) => WANTS_CHAPTERS.test(message),
    reply: ({ profiles, input }) => chaptersReply(profiles, input),
  },
  {
    name: 'themes',
    test: ({ message }) => WANTS_THEMES.test(message),
    reply: ({ profiles, input, asked }) => themesReply(profiles, input, asked),
  },
  {
    name: 'structure',
    test: ({ message }) => WANTS_STRUCTURE.test(message),
    reply: ({ profiles, input }) => structureReply(profiles, input),
  },
  {
    name: 'tone',
    test: ({ message }) => WANTS_TONE.test(message),
    reply: ({ profiles, input, asked }) => toneReply(profiles, input.project, asked),
  },
  {
    name: 'what is missing',
    test: ({ message }) => WANTS_GAPS.test(message),
    reply: ({ profiles, asked }) => gapsReply(profiles, asked),
  },
  {
    name: 'a person from the memories',
    test: always,
    reply: ({ profiles, message }) => personReply(profiles, message),
  },
  {
    name: 'help writing about a moment',
    test: always,
    reply: ({ profiles, message, asked }) => writeAboutReply(profiles, message, asked),
  },
];

export function chatReplyOffline(input: ChatReplyInput): ChatReply {
  const message = input.message.trim();
  const turn: Turn = {
    input,
    message,
    profiles: profileMemories(input.memories),
    asked: input.history
      .filter((said) => said.role === 'assistant')
      .map((said) => said.message)
      .join('\n'),
    namedChapter: chapterNamedIn(message, input.chapters),
  };
  for (const intent of INTENTS) {
    if (!intent.test(turn)) continue;
    const reply = intent.reply(turn);
    // An empty reply says nothing: the next intent answers instead.
    if (reply) return typeof reply === 'string' ? { message: reply } : reply;
  }
  return { message: interviewReply(turn.profiles, message, input.project, turn.asked, lastWord(input)) };
}
