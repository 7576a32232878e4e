/**
 * Which questions Clio asks in an interview (issue 12, part 3). The plan is worked out when an interview starts,
 * from the person's gaps: the topics they chose (a booked interview's, or Start an Interview's), the people in
 * their Memory DNA who have no story of their own yet, and the life moments no memory covers yet (the AI
 * engine's missing moments), and the next questions of their thinnest chapters (docs/decisions/905). Each
 * question has a key; a key asked once in an account is never asked again.
 */

import { personKey, personQuestion } from '#server/ai/rules/interview-follow-up.ts';
import { LIFE_MOMENTS } from '#server/ai/rules/life-moments.ts';
import { parsePerson } from '#server/ai/rules/person.ts';
import type { InterviewQuestion } from '#shared/interview-sessions.ts';
import type { ScheduleTopic } from '#shared/phone-sessions.ts';
import { escapeRegExp } from '#shared/proposal.ts';

/** Questions for each topic of Schedule a Call, in the order they are asked. */
export const TOPIC_QUESTIONS: Record<ScheduleTopic, readonly string[]> = {
  Family: [
    'Tell me about the family you grew up in. Who was at the dinner table?',
    'Who in your family were you closest to, and why?',
    'What is a family saying or tradition you remember?',
  ],
  Childhood: [
    'Where did you grow up? Tell me about the house and the street.',
    'What games did you play as a child, and who did you play them with?',
    'What is the earliest thing you can remember?',
  ],
  Career: [
    'What was your very first job, and how did you get it?',
    'What work are you proudest of?',
    'Who taught you the most at work?',
  ],
  Memories: [
    'What is a day from your life you would like to live again?',
    'What is a small moment that has stayed with you all these years?',
    'What made you laugh the most when you were young?',
  ],
  Travel: [
    'What is the most memorable journey you have made?',
    'Where is a place you visited that you still think about?',
    'How did your family travel when you were young?',
  ],
  Education: [
    'What do you remember about your first school?',
    'Was there a teacher who made a difference to you?',
    'What did you love to learn about, in school or out of it?',
  ],
  Marriage: [
    'How did you meet your husband or wife?',
    'Tell me about your wedding day.',
    'What has kept your love going through the years?',
  ],
  Children: [
    'What do you remember about the day your first child was born?',
    'What was family life like when your children were small?',
    'What do you hope your children remember about you?',
  ],
  Achievements: [
    'What are you proudest of in your life?',
    'Tell me about a time you did something you were not sure you could do.',
    'What is something you made or built that you are proud of?',
  ],
  Challenges: [
    'What was the hardest time in your life, and how did you get through it?',
    'Who helped you most when times were difficult?',
    'What did a difficult time teach you?',
  ],
  Friends: [
    'Who was your best friend when you were young?',
    'Tell me about a friend who changed your life.',
    'What did you and your friends do together for fun?',
  ],
  Hobbies: [
    'What have you loved doing in your spare time?',
    'Is there a hobby you learned from someone in your family?',
    'What would you spend a free afternoon doing?',
  ],
};

/** When nothing else is left: questions anyone can answer. */
export const GENERAL_QUESTIONS: readonly string[] = [
  'What would you like your grandchildren to know about your life?',
  'What is a piece of advice you were given that you have never forgotten?',
  'What did a normal day look like when you were twenty?',
  'What is a smell or a sound that takes you straight back to your childhood?',
  'What is something that has changed in the world that you never expected?',
  'Who was the kindest person you have ever known?',
  'What is a song that means a lot to you, and why?',
  'What is a place that felt like home to you?',
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

const firstWordOf = (text: string) => (/^\p{L}+/u.exec(text.trim())?.[0] ?? '').toLowerCase();

/**
 * Everyday words a moment's line may open with: the first words of the life moments' own lines ("School days…",
 * "Growing up with…"), and the words a question or a phrase starts with. Inside a sentence they take a small
 * letter. Any other capital is kept, as it may open a name ("Margaret and the farm") that no list here knows.
 */
const EVERYDAY_OPENERS = new Set([
  ...LIFE_MOMENTS.flatMap((moment) => [moment.moment, moment.momentWithName ?? '']).map(firstWordOf),
  ...['your', 'the', 'a', 'an', 'when', 'how', 'what', 'who', 'where', 'why', 'some', 'someone', 'something'],
]);

/**
 * "School days, and a teacher who mattered" → "Tell me about school days, and a teacher who mattered.": the line
 * reads on inside the sentence, with no capital in its middle (it is read aloud as written).
 */
export function momentQuestion(moment: string): string {
  const phrase = moment.trim().replace(/[.?!]+$/, '');
  const first = /^\p{Lu}\p{Ll}*/u.exec(phrase)?.[0];
  const lowered =
    first && EVERYDAY_OPENERS.has(first.toLowerCase())
      ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
      : phrase;
  return `Tell me about ${lowered}.`;
}

/** A memory as the plan reads it: its name and the people its Memory DNA names. */
export interface MemoryForPlan {
  name: string;
  peopleInvolved: readonly string[];
}

/**
 * People mentioned in the person's Memory DNA who have no story of their own yet: no memory is named after
 * them. Those mentioned most come first.
 */
export function peopleWithoutAStory(memories: readonly MemoryForPlan[], storyteller: string): string[] {
  const mentions = new Map<string, { display: string; count: number }>();
  for (const memory of memories) {
    for (const display of memory.peopleInvolved) {
      const { name } = parsePerson(display);
      if (!name || name.toLowerCase() === storyteller.trim().toLowerCase()) continue;
      const key = personKey(name);
      const seen = mentions.get(key);
      // The display with a relation says more ("Tom (brother)" rather than "Tom").
      if (seen)
        mentions.set(key, {
          display: seen.display.includes('(') ? seen.display : display,
          count: seen.count + 1,
        });
      else mentions.set(key, { display, count: 1 });
    }
  }
  const titles = memories.map((memory) => memory.name.toLowerCase());
  return [...mentions.values()]
    .filter(({ display }) => {
      const name = parsePerson(display).name.toLowerCase();
      return !titles.some((title) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(title));
    })
    .sort((a, b) => b.count - a.count)
    .map(({ display }) => display);
}

/** How many of one thin chapter's next questions an interview takes, so one chapter does not fill it. */
export const CHAPTER_QUESTIONS_PER_CHAPTER = 3;

/** A thin chapter's next questions, as the plan takes them. */
export interface ChapterNeedsForPlan {
  chapterId: string;
  questions: readonly { item: string; question: string }[];
}

/** The key of a chapter's need: asked once in the account, whichever interview asks it. */
export const chapterNeedKey = (chapterId: string, item: string) => `chapter-need:${chapterId}:${item}`;

/**
 * The interview's questions, in order: the chosen topics first (the person asked for them), then the next
 * questions of the thinnest chapters (what the memoir being shaped still needs), then the people
 * without a story, then the missing moments, each kind taking turns after the topics, and the general questions
 * last. Duplicated keys are dropped; what was already asked in the account is left to `nextQuestion`.
 */
export function planQuestions(input: {
  topics: readonly ScheduleTopic[];
  people: readonly string[];
  missingMoments: readonly string[];
  chapters?: readonly ChapterNeedsForPlan[];
}): InterviewQuestion[] {
  const topicQuestions: InterviewQuestion[] = [];
  // One question per topic in turn, so three topics each get asked about early.
  for (let round = 0; round < 3; round++) {
    for (const topic of input.topics) {
      const text = TOPIC_QUESTIONS[topic][round];
      if (text) topicQuestions.push({ key: `topic:${slug(topic)}:${round + 1}`, text, source: 'topic' });
    }
  }
  const chapterQuestions: InterviewQuestion[] = (input.chapters ?? []).flatMap((chapter) =>
    chapter.questions.slice(0, CHAPTER_QUESTIONS_PER_CHAPTER).map((need) => ({
      key: chapterNeedKey(chapter.chapterId, need.item),
      text: need.question,
      source: 'chapter' as const,
    })),
  );
  const people: InterviewQuestion[] = input.people.map((display) => ({
    key: personKey(parsePerson(display).name),
    text: personQuestion(display, 'written'),
    source: 'person',
  }));
  const moments: InterviewQuestion[] = input.missingMoments.map((moment) => ({
    key: `moment:${slug(moment)}`,
    text: momentQuestion(moment),
    source: 'moment',
  }));
  const gaps: InterviewQuestion[] = [];
  for (let i = 0; i < Math.max(people.length, moments.length); i++) {
    if (moments[i]) gaps.push(moments[i]!);
    if (people[i]) gaps.push(people[i]!);
  }
  const general: InterviewQuestion[] = GENERAL_QUESTIONS.map((text, i) => ({
    key: `general:${i + 1}`,
    text,
    source: 'general',
  }));
  const seen = new Set<string>();
  return [...topicQuestions, ...chapterQuestions, ...gaps, ...general].filter((question) => {
    if (seen.has(question.key)) return false;
    seen.add(question.key);
    return true;
  });
}

/** The first question of the plan not yet asked in the account; null when every one has been. */
export function nextFromPlan(plan: readonly InterviewQuestion[], askedKeys: ReadonlySet<string>) {
  return plan.find((question) => !askedKeys.has(question.key)) ?? null;
}
