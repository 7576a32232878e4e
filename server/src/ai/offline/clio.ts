/**
 * Clio without a language model. Every reply is put together from the writer's
 * own material (memory titles, people, places, times, the project's motivation,
 * audience and tone) by a few rules: confirm what the studio applied, propose chapters,
 * propose themes, advise on structure or tone, talk about a person the writer
 * names, or ask one interview question about a moment the book is missing.
 */
import type { ChatReply } from '#shared/ai.ts';
import { type ChatAction, escapeRegExp, formatProposal, readAcceptance } from '#shared/proposal.ts';
import type { ChatReplyInput, ProjectForAi } from '../ai-provider.ts';
import { analyzeMemoryText } from './analyze.ts';
import { proposeChapters, proposeThemes } from './chapter-plan.ts';
import { openMoments } from './life-moments.ts';
import {
  countPeople,
  describePerson,
  type MemoryProfile,
  profileMemories,
  quoteMemory,
} from './memory-profile.ts';
import { capitalise, countOf, lowerFirst } from './text-helpers.ts';

const WANTS_CHAPTERS =
  /\b(chapters?|organi[sz]e|outline|table of contents|sections?|break (it|this|them) (up|into))\b/i;
const WANTS_THEMES = /\b(themes?|threads?|motifs?|through-?line|running through|recurring)\b/i;
const WANTS_STRUCTURE =
  /\b(structure|order|chronolog\w*|begin|start|opening|open with|where do i|first page|shape)\b/i;
const WANTS_TONE = /\b(tone|voice|style|how (do|should|can) i write|writing|audience|readers?|feel|sound)\b/i;
const WANTS_GAPS = /\b(missing|gaps?|left out|what else|what should i (write|add)|next)\b/i;

export function chatReplyOffline(input: ChatReplyInput): ChatReply {
  const profiles = profileMemories(input.memories);
  const message = input.message.trim();

  if (input.applied.length > 0) return { message: confirmAcceptance(input.applied, profiles) };
  // Accepted themes the studio had nothing to add for: every one was in the list already.
  if (readAcceptance(message)?.kind === 'themes') {
    return {
      message: `Those themes are already in your list, so nothing changed. ${interviewQuestion(profiles)}`,
    };
  }

  const reply =
    (WANTS_CHAPTERS.test(message) && chaptersReply(profiles, input)) ||
    (WANTS_THEMES.test(message) && themesReply(profiles, input)) ||
    (WANTS_STRUCTURE.test(message) && structureReply(profiles, input)) ||
    (WANTS_TONE.test(message) && toneReply(profiles, input.project)) ||
    (WANTS_GAPS.test(message) && gapsReply(profiles)) ||
    personReply(profiles, message) ||
    interviewReply(profiles, message, input.project);
  return { message: reply };
}

function confirmAcceptance(actions: ChatAction[], profiles: MemoryProfile[]): string {
  const lines: string[] = [];
  for (const action of actions) {
    if (action.type === 'replaceChapters') {
      lines.push(
        `Done. Your chapters are now:\n\n${action.titles.map((t, i) => `${i + 1}. **${t}**`).join('\n')}`,
      );
      const first = action.titles[0]!;
      const fits = profiles.find((p) =>
        first
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.length > 3 && p.memory.name.toLowerCase().includes(w)),
      );
      lines.push(
        fits
          ? `\n${quoteMemory(fits.memory)} would make a good first page for **${first}**. Shall we start there?`
          : `\nWhich chapter would you like to fill first? I can ask you questions for **${first}** whenever you're ready.`,
      );
    } else {
      const list = action.themes.map((t) => `**${t}**`).join(', ');
      const them = action.themes.length === 1 ? 'it' : 'them';
      lines.push(
        `Added ${list} to your themes. I'll keep ${them} in mind as we shape each chapter, so ${them === 'it' ? 'it surfaces' : 'they surface'} without being spelled out.`,
      );
    }
  }
  return lines.join('\n');
}

function chaptersReply(profiles: MemoryProfile[], input: ChatReplyInput): string | null {
  if (profiles.length === 0) {
    return [
      "Once you've added a few memories I can suggest chapters built from them.",
      'For now, a life told in order is a safe shape: early years, coming of age, love and work, later years.',
      `To begin, ${lowerFirst(openMoments(profiles)[0]?.question ?? 'what is your earliest memory?')}`,
    ].join(' ');
  }
  const chapters = proposeChapters(profiles);
  const current = input.chapters.map((c) => c.title);
  const proposal = { kind: 'chapters' as const, items: chapters.map((c) => c.title) };
  const lines = [
    current.length > 0
      ? `You have ${countOf(current.length, 'chapter')} so far. Following your life in order, I'd ${formatProposal(proposal)}`
      : `Here's a shape that follows your life in order. I'd ${formatProposal(proposal)}`,
    '',
    ...chapters.map((c) =>
      c.memories.length > 0
        ? `- **${c.title}**: ${c.memories.slice(0, 3).map(quoteMemory).join(', ')}${c.memories.length > 3 ? ` and ${c.memories.length - 3} more` : ''}`
        : `- **${c.title}**: no memories yet, a good place to write next`,
    ),
    '',
    'If this feels right, accept it and we can fill the chapters one at a time.',
  ];
  return lines.join('\n');
}

function themesReply(profiles: MemoryProfile[], input: ChatReplyInput): string | null {
  const themes = proposeThemes(
    profiles,
    input.themes.map((t) => t.theme),
  );
  if (themes.length === 0) {
    return profiles.length === 0
      ? 'Themes grow out of stories. Add a few memories and I will point out the threads that keep coming back.'
      : `Your themes already cover what I can see in your memories. ${interviewQuestion(profiles)}`;
  }
  return [
    `Reading your memories, a few threads keep returning. You could build the book around ${formatProposal({ kind: 'themes', items: themes.map((t) => t.theme) })}`,
    '',
    ...themes.map((t) => `- **${t.theme}**: ${t.memories.slice(0, 3).map(quoteMemory).join(', ')}`),
    '',
    'Themes work best when they stay in the background: let each chapter show them rather than name them.',
  ].join('\n');
}

function structureReply(profiles: MemoryProfile[], input: ChatReplyInput): string {
  const { project } = input;
  const opening = openingScene(profiles);
  const lines = [`${intentSentence(project)}`, ''];
  if (input.chapters.length > 0) {
    const first = input.chapters[0]!.title;
    const last = input.chapters[input.chapters.length - 1]!.title;
    lines.push(
      `- **Keep the order you have.** Your chapters run from **${first}** to **${last}**; give each one a handful of scenes rather than a summary of years.`,
    );
  } else {
    lines.push(
      '- **Follow your life in order** unless one moment explains everything else; then open with that moment and go back to the beginning.',
    );
  }
  if (opening) lines.push(`- **Open with a scene.** ${opening}`);
  if (project.startingPoint.trim())
    lines.push(
      `- **You said you wanted to start with** "${project.startingPoint.trim()}". That can be your first chapter's first page.`,
    );
  lines.push(
    '- **End each chapter on a change**: someone arrives, leaves, or you see something differently.',
  );
  lines.push(
    '',
    `Would you like me to suggest chapters from your ${countOf(profiles.length, 'memory', 'memories')}?`,
  );
  return lines.join('\n');
}

function toneReply(profiles: MemoryProfile[], project: ProjectForAi): string {
  const tone = project.tone.toLowerCase();
  const tips: string[] = [];
  if (/warm|nostalg/.test(tone))
    tips.push(
      '**Linger on small sensory details**: a smell, a song on the radio, the feel of a coat. They carry warmth better than adjectives.',
    );
  if (/inspir|encourag|courage/.test(tone))
    tips.push(
      '**Show the turning points**: the choice you faced, what it cost, and what you did next. Readers take courage from the decision, not the outcome.',
    );
  if (/laugh|light|funny|humou?r/.test(tone))
    tips.push(
      '**Trust your timing**: put the funny line at the end of the paragraph, and let people speak in their own words.',
    );
  if (tips.length === 0)
    tips.push(
      '**Write the way you talk**: if you would say it at the kitchen table, it belongs on the page.',
    );
  const people = countPeople(profiles)[0];
  if (people)
    tips.push(
      `**Let people speak.** Give ${describePerson(people)} a line of their own: what would they have said?`,
    );
  const scene = openingScene(profiles);
  if (scene) tips.push(`**Pick one scene and slow down.** ${scene}`);
  return [intentSentence(project), '', ...tips.map((t) => `- ${t}`), '', interviewQuestion(profiles)].join(
    '\n',
  );
}

function gapsReply(profiles: MemoryProfile[]): string {
  const open = openMoments(profiles).slice(0, 3);
  if (open.length === 0)
    return `Your memories already touch every part of a life I look for. ${interviewQuestion(profiles)}`;
  return [
    'A few moments your memoir does not hold yet:',
    '',
    ...open.map((m) => `- **${m.text}**`),
    '',
    `Let's start with the first. ${open[0]!.question}`,
  ].join('\n');
}

/** The writer mentions someone from their memories: gather what is known and ask for more. */
function personReply(profiles: MemoryProfile[], message: string): string | null {
  const lower = message.toLowerCase();
  const person = countPeople(profiles).find(
    (p) => p.name.length > 2 && new RegExp(`\\b${escapeRegExp(p.name.toLowerCase())}\\b`).test(lower),
  );
  if (!person) return null;
  const who = describePerson(person);
  const where = person.memories.slice(0, 3).map(quoteMemory).join(', ');
  return [
    `${capitalise(who)} is in ${person.memories.length === 1 ? 'one of your memories' : `${person.memories.length} of your memories`}: ${where}.`,
    '',
    `What is something about ${person.name === who ? who : person.name} that nobody else would know? A habit, a saying, the way they laughed: small things make a person real on the page.`,
  ].join('\n');
}

/** Anything else: reflect what the writer shared, then ask about a missing moment. */
function interviewReply(profiles: MemoryProfile[], message: string, project: ProjectForAi): string {
  const words = message.split(/\s+/).filter(Boolean).length;
  const lines: string[] = [];
  if (words >= 12 && !message.includes('?')) {
    const dna = analyzeMemoryText(message);
    const details = [dna.peopleInvolved[0], dna.whereHappened, dna.whenHappened].filter(Boolean);
    lines.push(
      details.length > 0
        ? `Thank you, that's a vivid picture: ${details.join(', ')}. It would make a fine memory of its own; you can add it under My Memories so it's kept.`
        : 'Thank you for sharing that. It would make a fine memory of its own; you can add it under My Memories so it is kept.',
    );
  } else if (profiles.length > 0) {
    const last = profiles[profiles.length - 1]!;
    lines.push(
      `I've read your ${countOf(profiles.length, 'memory', 'memories')}, most recently ${quoteMemory(last.memory)}.`,
    );
  } else if (project.motivation.trim() || project.audience.trim()) {
    lines.push(`${intentSentence(project)} Let's gather the first stories.`);
  }
  lines.push('', interviewQuestion(profiles));
  return lines.join('\n').trim();
}

function interviewQuestion(profiles: MemoryProfile[]): string {
  const next = openMoments(profiles)[0];
  if (next) return `One thing your memoir doesn't have yet is **${lowerFirst(next.text)}**. ${next.question}`;
  const person = countPeople(profiles)[0];
  if (person)
    return `Tell me more about ${describePerson(person)}: what is a day with them you still think about?`;
  return 'What is a moment from your life that you have never told anyone the whole story of?';
}

/** The project's intent, turned to speak to the writer: "You're writing to share your life …". */
function intentSentence(project: ProjectForAi): string {
  const motivation = toSecondPerson(stripPeriod(project.motivation));
  let audience = toSecondPerson(stripPeriod(project.audience))
    .replace(/^(this is|you envision|you imagine)\s+/i, '')
    .replace(/\bfor you\b/i, 'for yourself');
  if (audience && !/^(just )?for\b/i.test(audience)) audience = `for ${audience}`;
  let intent: string;
  if (motivation)
    intent = `You're writing ${lowerFirst(motivation)}${audience ? `, ${lowerFirst(audience)}` : ''}.`;
  else if (audience) intent = `You're writing ${lowerFirst(audience)}.`;
  else intent = `Let's shape **${project.title || 'your memoir'}** together.`;
  const tone = stripPeriod(project.tone).replace(/^a sense of /i, '');
  return tone ? `${intent} You want readers to feel ${lowerFirst(tone)}.` : intent;
}

/** The onboarding answers are in the writer's words ("my family"); Clio answers "your family". */
function toSecondPerson(s: string): string {
  const swap: Record<string, string> = {
    my: 'your',
    me: 'you',
    i: 'you',
    myself: 'yourself',
    mine: 'yours',
    am: 'are',
  };
  return s.replace(/\b(my|me|I|myself|mine|am)\b/gi, (w) => swap[w.toLowerCase()] ?? w);
}

/** A memory with a time and place makes the strongest opening. */
function openingScene(profiles: MemoryProfile[]): string | null {
  const scene = profiles.find((p) => p.where && p.when) ?? profiles.find((p) => p.where || p.when);
  if (!scene) return null;
  // "in Summer 1965", but "when I was seven" and "during the war" carry their own preposition.
  const when =
    scene.when && (/^(when|during|after|before|as)\b/i.test(scene.when) ? scene.when : `in ${scene.when}`);
  const at = [scene.where ? `at ${scene.where}` : null, when].filter(Boolean).join(' ');
  return `${quoteMemory(scene.memory)} puts the reader right there ${at}: start in the middle of it.`;
}

function stripPeriod(s: string): string {
  return s.trim().replace(/[.!]+$/, '');
}
