import { describe, expect, it } from 'vitest';
import { interviewFollowUpOffline } from '#server/ai/rules/interview-follow-up.ts';
import {
  GENERAL_QUESTIONS,
  momentQuestion,
  nextFromPlan,
  peopleWithoutAStory,
  planQuestions,
  TOPIC_QUESTIONS,
} from './question-plan.ts';

describe('the interview’s questions', () => {
  it('asks about the chosen topics first, taking turns, then the gaps, then questions anyone can answer', () => {
    const plan = planQuestions({
      topics: ['Childhood', 'Career'],
      people: ['Tom (brother)'],
      missingMoments: ['Your wedding day with Margaret'],
    });
    expect(plan.slice(0, 4).map((question) => question.text)).toEqual([
      TOPIC_QUESTIONS.Childhood[0],
      TOPIC_QUESTIONS.Career[0],
      TOPIC_QUESTIONS.Childhood[1],
      TOPIC_QUESTIONS.Career[1],
    ]);
    const gaps = plan.filter((question) => question.source === 'moment' || question.source === 'person');
    expect(gaps.map((question) => question.text)).toEqual([
      'Tell me about your wedding day with Margaret.',
      'You have written about your brother Tom. What was he like?',
    ]);
    expect(plan.at(-1)!.text).toBe(GENERAL_QUESTIONS.at(-1));
    expect(new Set(plan.map((question) => question.key)).size).toBe(plan.length);
  });

  it('asks a thin chapter’s next questions after the chosen topics, a few per chapter, keyed by chapter and need', () => {
    const plan = planQuestions({
      topics: ['Family'],
      people: ['Tom (brother)'],
      missingMoments: [],
      chapters: [
        {
          chapterId: 'c1',
          questions: [
            { item: 'scene', question: 'What did the farm smell like, and what could you hear there?' },
            {
              item: 'feelings',
              question: 'How did you feel during “The Farm”? What was the happiest or the hardest part?',
            },
            { item: 'meaning', question: 'Looking back on “The Farm”, what did that time teach you?' },
            { item: 'who', question: 'Who was with you at the farm? Tell me about one of them.' },
          ],
        },
      ],
    });
    const topics = TOPIC_QUESTIONS.Family.length;
    expect(plan.slice(topics, topics + 3)).toEqual([
      {
        key: 'chapter-need:c1:scene',
        text: 'What did the farm smell like, and what could you hear there?',
        source: 'chapter',
      },
      {
        key: 'chapter-need:c1:feelings',
        text: 'How did you feel during “The Farm”? What was the happiest or the hardest part?',
        source: 'chapter',
      },
      {
        key: 'chapter-need:c1:meaning',
        text: 'Looking back on “The Farm”, what did that time teach you?',
        source: 'chapter',
      },
    ]);
    expect(plan.some((question) => question.key === 'chapter-need:c1:who')).toBe(false);
    expect(plan[topics + 3]!.source).toBe('person');
  });

  it('skips every question already asked in the account, and has none left when all were', () => {
    const plan = planQuestions({ topics: ['Family'], people: [], missingMoments: [] });
    const asked = new Set([plan[0]!.key, plan[1]!.key]);
    expect(nextFromPlan(plan, asked)).toEqual(plan[2]);
    expect(nextFromPlan(plan, new Set(plan.map((question) => question.key)))).toBeNull();
  });

  it('finds the people mentioned most who have no story of their own, never the storyteller', () => {
    const people = peopleWithoutAStory(
      [
        { name: 'Sunday dinners', peopleInvolved: ['Margaret (aunt)', 'Billy'] },
        { name: 'Billy’s boat', peopleInvolved: ['Billy (cousin)', 'Margaret'] },
        { name: 'Harvest', peopleInvolved: ['Margaret', 'Rose', 'Joe (uncle)'] },
      ],
      'Rose',
    );
    // Billy has a story named after him; Margaret is mentioned most.
    expect(people).toEqual(['Margaret (aunt)', 'Joe (uncle)']);
  });

  it('words a missing moment as an invitation', () => {
    expect(momentQuestion('Your first job')).toBe('Tell me about your first job.');
    expect(momentQuestion('The day you left home.')).toBe('Tell me about the day you left home.');
    // No capital in the middle of the sentence, as the review heard it read aloud; a name keeps its capital.
    expect(momentQuestion('School days, and a teacher who mattered')).toBe(
      'Tell me about school days, and a teacher who mattered.',
    );
    expect(momentQuestion('Growing up with your brothers and sisters')).toBe(
      'Tell me about growing up with your brothers and sisters.',
    );
    expect(momentQuestion('Family traditions and holidays')).toBe(
      'Tell me about family traditions and holidays.',
    );
    expect(momentQuestion('Margaret and the farm')).toBe('Tell me about Margaret and the farm.');
    expect(momentQuestion('Growing up with Tom')).toBe('Tell me about growing up with Tom.');
  });
});

describe('Clio’s follow-up, offline', () => {
  const input = (
    peopleInvolved: string[],
    whereHappened: string | null = null,
    askedKeys: string[] = [],
  ) => ({
    person: 'Rose',
    question: 'Where did you grow up?',
    answer: '…',
    analysis: { whenHappened: null, whereHappened, peopleInvolved, topics: [] },
    askedKeys,
    askedQuestions: [],
  });

  it('asks about a person just mentioned, by their relation', () => {
    expect(interviewFollowUpOffline(input(['Tom (brother)']))).toEqual({
      question: 'You mentioned your brother Tom. What was he like?',
      key: 'person:tom',
    });
    expect(interviewFollowUpOffline(input(['Mother']))?.question).toBe(
      'You mentioned your mother. What was she like?',
    );
    expect(interviewFollowUpOffline(input(['Walter']))?.question).toBe(
      'You mentioned Walter. What do you remember most about them?',
    );
  });

  it('reads a person as Memory DNA and the book do: a relation in any case, a kin word on its own, never no name', () => {
    expect(interviewFollowUpOffline(input(['Tom (Brother)']))?.question).toBe(
      'You mentioned your brother Tom. What was he like?',
    );
    expect(interviewFollowUpOffline(input(['Mum']))?.question).toBe(
      'You mentioned your mum. What was she like?',
    );
    expect(interviewFollowUpOffline(input(['(brother)'], 'Dayton'))?.question).toBe(
      'You mentioned Dayton. What do you remember most about it?',
    );
  });

  it('leaves out people already asked about and the storyteller, then asks about the place', () => {
    expect(interviewFollowUpOffline(input(['Rose', 'Tom (brother)'], 'Dayton', ['person:tom']))).toEqual({
      question: 'You mentioned Dayton. What do you remember most about it?',
      key: 'place:dayton',
    });
    expect(interviewFollowUpOffline(input([], 'Dayton', ['place:dayton']))).toBeNull();
    expect(interviewFollowUpOffline({ ...input([]), analysis: null })).toBeNull();
  });
});
