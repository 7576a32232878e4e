/**
 * The replies Clio writes without a language model, each from the writer's own material. Which one answers a
 * message is decided in clio.ts.
 */

import type { ChatReplyInput, ProjectForAi } from '#server/ai/ai-provider.ts';
import { parsePerson } from '#server/ai/rules/person.ts';
import { type ChatAction, escapeRegExp, formatProposal } from '#shared/proposal.ts';
import { analyzeMemoryText } from '../readers/analyze.ts';
import { countPeople, describePerson, type MemoryProfile, quoteMemory } from '../readers/memory-profile.ts';
import { capitalise, countOf, lowerFirst } from '../readers/text-helpers.ts';
import { proposeChapters, proposeThemes } from './chapter-plan.ts';
import { type OpenMoment, openMoments } from './life-moments.ts';

/** "Help me write about my wedding day": the subject after "about". */
const WRITE_ABOUT = /\b(?:write|tell you|talk|think)\s+about\s+(?:my|our|the|when|how)?\s*(.+?)[.?!\s]*$/i;
/** Words that say nothing about which memory is meant. */
const VAGUE_WORDS = new Set([
  'about',
  'days',
  'time',
  'times',
  'years',
  'year',
  'life',
  'when',
  'with',
  'that',
  'this',
  'first',
  'some',
  'those',
  'memory',
  'memories',
  'story',
]);
/** Words a memory uses for the same moment ("wedding" is also "married"). */
const SAME_MOMENT: Record<string, string[]> = {
  wedding: ['wedding', 'married', 'marriage', 'bride'],
  married: ['wedding', 'married', 'marriage'],
  baby: ['born', 'baby', 'birth'],
  born: ['born', 'baby', 'birth'],
  job: ['job', 'work', 'worked', 'mill', 'office', 'factory'],
  work: ['job', 'work', 'worked'],
  school: ['school', 'teacher', 'class'],
  war: ['war', 'army', 'navy', 'served'],
  christmas: ['christmas'],
  holiday: ['holiday', 'vacation', 'trip'],
};
/** Questions for when every missing moment and person has been asked about. */
const SPARE_QUESTIONS = [
  'What is a moment from your life that you have never told anyone the whole story of?',
  'What is a smell or a sound that takes you straight back to being a child?',
  'Who taught you something you still use every day, and how did they teach it?',
  'What was the best day of your working life?',
  'What would you like your grandchildren to know about the world you grew up in?',
];

/** What Clio has already asked in this conversation: she never asks the same question twice. */
export type Asked = string;

/** A loss is met with sympathy and time: no question, no hurry to the next thing. */
export function lossReply(profiles: MemoryProfile[], message: string): string {
  const named = analyzeMemoryText(message).peopleInvolved.map((entry) => parsePerson(entry).name)[0];
  const known = named
    ? countPeople(profiles).find((p) => p.name.toLowerCase() === named.toLowerCase())
    : undefined;
  const who = named ?? 'them';
  const lines = [
    named
      ? `I'm so sorry about ${named}. It is natural that writing about ${named} feels hard; grief keeps its own time.`
      : "I'm so sorry for your loss. It is natural that writing about it feels hard; grief keeps its own time.",
    '',
    `There is no hurry. We can leave this for now and come back to it whenever you like, a few lines at a time. Some people find it easier to begin with a small, ordinary moment with ${who} rather than with the loss itself.`,
  ];
  if (known)
    lines.push(
      '',
      `${capitalise(describePerson(known))} is already in ${known.memories.length === 1 ? 'one of your memories' : `${known.memories.length} of your memories`}: ${known.memories.slice(0, 3).map(quoteMemory).join(', ')}. Those words are kept safe.`,
    );
  lines.push('', "Whenever you're ready, I'm here.");
  return lines.join('\n');
}

/** Clio cannot write the book; she says so, then offers what she can do. */
export function cannotWriteReply(
  profiles: MemoryProfile[],
  input: ChatReplyInput,
  namedChapter: string | null,
): string {
  const first = /\bfirst\b/i.test(input.message) ? input.chapters[0]?.title : undefined;
  const chapter = namedChapter ?? first ?? null;
  const lead =
    "I can't write chapters for you, and your own words are what your family will want to read. But I can help you plan one and ask you questions until the pages come easily.";
  if (chapter) return [lead, '', chapterReply(profiles, chapter, input.chapters)].join('\n');
  return [
    lead,
    '',
    input.chapters.length > 0
      ? `Which chapter shall we plan first? You have ${input.chapters.map((c) => `**${c.title}**`).join(', ')}.`
      : 'Would you like me to suggest chapters from your memories first?',
  ].join('\n');
}

/** The title of one of the project's chapters, when the message names it. */
export function chapterNamedIn(message: string, chapters: { title: string }[]): string | null {
  const lower = message.toLowerCase();
  const found = chapters.find((c) => c.title.length > 3 && lower.includes(c.title.toLowerCase()));
  return found?.title ?? null;
}

/** One chapter the writer asked about: what is in it, and how to plan it. */
export function chapterReply(
  profiles: MemoryProfile[],
  title: string,
  chapters: { title: string }[],
): string {
  const planned = proposeChapters(profiles).find((c) => c.title.toLowerCase() === title.toLowerCase());
  const words = keywords(title);
  const memories =
    planned && planned.memories.length > 0
      ? planned.memories
      : profiles
          .filter((p) =>
            words.some((w) => `${p.memory.name} ${p.topics.join(' ')}`.toLowerCase().includes(w)),
          )
          .map((p) => p.memory);
  const position = chapters.findIndex((c) => c.title === title);
  const where = position >= 0 ? ` (chapter ${position + 1} of ${chapters.length})` : '';
  if (memories.length === 0)
    return `**${title}**${where} has no memories in it yet. What is one moment that belongs in it, the first one that comes to mind?`;
  return [
    `**${title}**${where} draws on ${countOf(memories.length, 'memory', 'memories')}: ${memories.slice(0, 4).map(quoteMemory).join(', ')}.`,
    '',
    `- **Open with a scene** from ${quoteMemory(memories[0]!)}: a place, a time of day, who was there.`,
    memories.length > 1
      ? `- **Let the others follow in order**, each a few paragraphs, ending on ${quoteMemory(memories[memories.length - 1]!)}.`
      : '- **Add one or two more memories** from those years, so the chapter has a beginning, a middle and an end.',
    '- **End on a change**: someone arrives, leaves, or you see something differently.',
  ].join('\n');
}

/** "Help me write about my wedding day": use the memory that tells it, or ask for the moment if none does. */
export function writeAboutReply(profiles: MemoryProfile[], message: string, asked: Asked): string | null {
  const subject = WRITE_ABOUT.exec(message)?.[1];
  if (!subject) return null;
  const words = keywords(subject).flatMap((w) => SAME_MOMENT[w] ?? [w]);
  if (words.length === 0) return null;
  const matches = (text: string) => words.some((w) => new RegExp(`\\b${escapeRegExp(w)}`, 'i').test(text));
  const found =
    profiles.find((p) => matches(p.memory.name)) ??
    profiles.find((p) => matches(`${p.memory.text} ${p.topics.join(' ')}`));
  if (found) {
    const details = [
      found.when,
      found.where ? `at ${found.where}` : null,
      found.people.length > 0 ? `with ${found.people.slice(0, 3).join(', ')}` : null,
    ].filter(Boolean);
    const question = [
      `What do you remember of the moments just before it began: the weather, the room, who was beside you?`,
      `What did ${found.people[0] ? parsePerson(found.people[0]).name : 'someone there'} say or do that day that you still remember?`,
      'What happened afterwards, when the day was over?',
    ].find((q) => !asked.includes(q));
    return [
      `Let's write about ${lowerFirst(subject.trim())}. You already have ${quoteMemory(found.memory)}${details.length > 0 ? `: ${details.join(', ')}` : ''}.`,
      '',
      `- **Start in the middle of the day**, not the morning: one scene from ${quoteMemory(found.memory)} that you can still see.`,
      '- **Add what only you would know**: what you wore, what you were worried about, a word someone said.',
      '- **Let it end on what changed** for you afterwards.',
      ...(question ? ['', question] : []),
    ].join('\n');
  }
  const open = openMoments(profiles).find((m) => matches(m.text));
  if (!open) return null;
  return `Let's write about ${lowerFirst(subject.trim())}. Your memoir doesn't have **${lowerFirst(open.text)}** yet, so let's begin there. ${open.question}`;
}

/** The words of a subject that point at a memory: "my wedding day" → ["wedding"]. */
function keywords(subject: string): string[] {
  return subject
    .toLowerCase()
    .split(/[^a-z'’-]+/)
    .filter((w) => w.length >= 4 && !VAGUE_WORDS.has(w));
}

export function confirmAcceptance(actions: ChatAction[], profiles: MemoryProfile[]): string {
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

export function chaptersReply(profiles: MemoryProfile[], input: ChatReplyInput): string | null {
  if (profiles.length === 0) {
    return [
      "Once you've added a few memories I can suggest chapters built from them.",
      'For now, a life told in order is a safe shape: early years, coming of age, love and work, later years.',
      `To begin, ${lowerFirst(openMoments(profiles)[0]?.question ?? 'what is your earliest memory?')}`,
    ].join(' ');
  }
  const chapters = proposeChapters(profiles);
  const current = input.chapters.map((c) => c.title);
  // What the writer already accepted is not proposed again.
  const same =
    current.length === chapters.length &&
    chapters.every((c, i) => c.title.toLowerCase() === current[i]!.toLowerCase());
  if (same)
    return [
      `Your chapters already follow the shape I would suggest: ${current.map((t) => `**${t}**`).join(', ')}.`,
      '',
      `Which one would you like to fill first? I can help you plan **${current[0]}** whenever you're ready.`,
    ].join('\n');
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

export function themesReply(profiles: MemoryProfile[], input: ChatReplyInput, asked: Asked): string | null {
  const themes = proposeThemes(
    profiles,
    input.themes.map((t) => t.theme),
  );
  if (themes.length === 0) {
    return profiles.length === 0
      ? 'Themes grow out of stories. Add a few memories and I will point out the threads that keep coming back.'
      : `Your themes already cover what I can see in your memories. ${interviewQuestion(profiles, asked)}`;
  }
  return [
    `Reading your memories, a few threads keep returning. You could build the book around ${formatProposal({ kind: 'themes', items: themes.map((t) => t.theme) })}`,
    '',
    ...themes.map((t) => `- **${t.theme}**: ${t.memories.slice(0, 3).map(quoteMemory).join(', ')}`),
    '',
    'Themes work best when they stay in the background: let each chapter show them rather than name them.',
  ].join('\n');
}

export function structureReply(profiles: MemoryProfile[], input: ChatReplyInput): string {
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

export function toneReply(profiles: MemoryProfile[], project: ProjectForAi, asked: Asked): string {
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
  return [
    intentSentence(project),
    '',
    ...tips.map((t) => `- ${t}`),
    '',
    interviewQuestion(profiles, asked),
  ].join('\n');
}

export function gapsReply(profiles: MemoryProfile[], asked: Asked): string {
  const open = notAsked(openMoments(profiles), asked).slice(0, 3);
  if (open.length === 0)
    return `Your memories already touch every part of a life I look for. ${interviewQuestion(profiles, asked)}`;
  return [
    'A few moments your memoir does not hold yet:',
    '',
    ...open.map((m) => `- **${m.text}**`),
    '',
    `Let's start with the first. ${open[0]!.question}`,
  ].join('\n');
}

/** The writer mentions someone from their memories: gather what is known and ask for more. */
export function personReply(profiles: MemoryProfile[], message: string): string | null {
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

/**
 * Anything else: first what the writer said is acknowledged (an answer with the details Clio heard in it, and
 * where it is kept), then one question she has not asked before.
 */
export function interviewReply(
  profiles: MemoryProfile[],
  message: string,
  project: ProjectForAi,
  asked: Asked,
  lastAsked: string,
): string {
  const words = message.split(/\s+/).filter(Boolean).length;
  const lines: string[] = [];
  if (words >= 12 && !message.includes('?')) {
    const dna = analyzeMemoryText(message);
    const details = [
      dna.whenHappened,
      dna.whereHappened ? `in ${dna.whereHappened}` : null,
      dna.peopleInvolved.length > 0 ? `with ${dna.peopleInvolved.slice(0, 2).join(' and ')}` : null,
    ].filter(Boolean);
    const answered = openMoments(profiles).find((m) => lastAsked.includes(m.question));
    lines.push(
      `Thank you for telling me${answered ? ` about ${lowerFirst(answered.text)}` : ' that'}.${details.length > 0 ? ` I can picture it: ${details.join(', ')}.` : ''}`,
      '',
      'Your words are kept here in our conversation. To keep them with your memories too, choose **Save as a memory** under them; you can add when, where and who there.',
    );
  } else if (message.includes('?')) {
    lines.push(
      "I'm not able to answer that one, I'm afraid. I can suggest chapters and themes, help you plan a chapter or a memory, or ask you about the moments your story is missing.",
    );
  } else if (profiles.length > 0) {
    const last = profiles[profiles.length - 1]!;
    lines.push(
      `I've read your ${countOf(profiles.length, 'memory', 'memories')}, most recently ${quoteMemory(last.memory)}.`,
    );
  } else if (project.motivation.trim() || project.audience.trim()) {
    lines.push(`${intentSentence(project)} Let's gather the first stories.`);
  }
  lines.push('', interviewQuestion(profiles, asked));
  return lines.join('\n').trim();
}

/** Clio's last message before this one: the question the writer may be answering. */
export function lastWord(input: ChatReplyInput): string {
  return input.history.findLast((turn) => turn.role === 'assistant')?.message ?? '';
}

/** The moments whose question Clio has not asked yet. */
function notAsked(moments: OpenMoment[], asked: Asked): OpenMoment[] {
  return moments.filter((m) => !asked.includes(m.question));
}

/** One question about a missing moment, a person or a life, never one already asked in this conversation. */
export function interviewQuestion(profiles: MemoryProfile[], asked: Asked): string {
  const next = notAsked(openMoments(profiles), asked)[0];
  if (next) return `One thing your memoir doesn't have yet is **${lowerFirst(next.text)}**. ${next.question}`;
  for (const person of countPeople(profiles)) {
    const question = `Tell me more about ${describePerson(person)}: what is a day with them you still think about?`;
    if (!asked.includes(question)) return question;
  }
  return (
    SPARE_QUESTIONS.find((q) => !asked.includes(q)) ??
    'Is there anything you would like to tell me about today? I am happy to listen.'
  );
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
