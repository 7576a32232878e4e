import { describe, expect, it } from 'vitest';
import type { ChatReplyInput } from '#server/ai/ai-provider.ts';
import { chatReplySchema } from '#shared/ai.ts';
import { acceptProposalMessage, detectProposal, parseAcceptance } from '#shared/proposal.ts';
import { buildProject, sampleMemories } from '../../test/build-memory.ts';
import { chapterNeedsOf } from './chapter-needs.ts';
import { chatReplyOffline } from './clio.ts';

/**
 * One chat turn as the studio takes it: what the message accepts is applied first (the
 * actions), then Clio words the reply, which is a message and nothing else.
 */
function ask(message: string, overrides: Partial<ChatReplyInput> = {}) {
  const actions = parseAcceptance(
    message,
    (overrides.themes ?? []).map((t) => t.theme),
  );
  const reply = chatReplyOffline({
    project: buildProject(),
    history: [],
    message,
    chapters: [],
    themes: [],
    memories: sampleMemories(),
    applied: actions,
    ...overrides,
  });
  return { ...chatReplySchema.strict().parse(reply), actions };
}

describe('Clio offline: proposals', () => {
  it('proposes chapters from the memories, grouped by life period, in a form the studio detects', () => {
    const reply = ask('Can you suggest chapters for my memoir?');
    const proposal = detectProposal(reply.message);
    expect(proposal?.kind).toBe('chapters');
    expect(proposal!.items[0]).toBe('Growing Up in Dayton');
    expect(proposal!.items).toEqual(
      expect.arrayContaining(['Meeting Margaret', 'Raising David', 'A Working Life']),
    );
    // Each chapter names the memories it draws on.
    expect(reply.message).toContain('"Fishing at Lake Okoboji"');
    expect(reply.actions).toEqual([]);
  });

  it('proposes themes from recurring topics, skipping themes the project has', () => {
    const reply = ask('What themes run through my memories?', {
      themes: [{ id: 't1', theme: 'Family Bonds' }],
    });
    const proposal = detectProposal(reply.message);
    expect(proposal?.kind).toBe('themes');
    expect(proposal!.items.length).toBeGreaterThan(0);
    expect(proposal!.items).not.toContain('Family Bonds');
  });

  it('turns an accepted chapter proposal into a replaceChapters action', () => {
    const proposal = detectProposal(ask('Suggest chapters please').message)!;
    const reply = ask(acceptProposalMessage(proposal));
    expect(reply.actions).toEqual([{ type: 'replaceChapters', titles: proposal.items }]);
    expect(reply.message).toContain(`**${proposal.items[0]}**`);
    expect(detectProposal(reply.message)).toBeNull();
  });

  it('turns accepted themes into addThemes, without the ones the project already has', () => {
    const reply = ask('Yes, please add these themes: Resilience, Family Bonds, Hard Work', {
      themes: [{ id: 't1', theme: 'family bonds' }],
    });
    expect(reply.actions).toEqual([{ type: 'addThemes', themes: ['Resilience', 'Hard Work'] }]);
  });
});

describe('Clio offline: guidance and questions', () => {
  it('advises on structure using the project intent and a real memory', () => {
    const reply = ask('How should I structure the book?');
    expect(reply.message).toContain(
      "You're writing to share your life and lessons with your family, for your close family and friends.",
    );
    expect(reply.message).toContain('the summers at the lake');
    expect(reply.message).toMatch(/"Fishing at Lake Okoboji" puts the reader right there/);
  });

  it('advises on tone from the tone the writer chose', () => {
    expect(ask('What tone should I use?').message).toContain('sensory details');
    expect(
      ask('What tone should I use?', { project: buildProject({ tone: 'Laughter and lightheartedness' }) })
        .message,
    ).toContain('funny line');
  });

  it('talks about a person the writer names, from their memories', () => {
    const reply = ask('Tell me about Tom');
    expect(reply.message).toContain('Your brother Tom is in 2 of your memories');
  });

  it('otherwise asks one interview question about a missing moment', () => {
    const reply = ask('hello');
    expect(reply.message).toContain('your earliest memory');
    expect(reply.message.match(/\?/g)?.length).toBe(1);
  });

  it('reflects a memory the writer tells in the chat', () => {
    const reply = ask(
      'We spent the summer of 1971 at my aunt Rose’s cabin near Duluth, swimming every morning and picking blueberries.',
    );
    expect(reply.message).toContain('Summer 1971');
    expect(reply.message).toContain('Rose (aunt)');
  });

  it('still helps a writer with no memories', () => {
    const reply = ask('Suggest chapters', { memories: [] });
    expect(reply.message).toContain('what is the very first thing you remember');
    expect(detectProposal(reply.message)).toBeNull();
  });
});

describe('Clio offline: she listens', () => {
  const earliest = 'What is the very first thing you remember, and who was there with you?';
  const veDay =
    'I remember VE Day in May 1945 in Hightown. Father lifted me onto his shoulders so I could see the bonfire and everyone was singing in the street.';

  it('thanks the writer for an answer to her question, says where it is kept, and asks a different question', () => {
    const history = [
      { role: 'user' as const, message: 'hello' },
      {
        role: 'assistant' as const,
        message: `One thing your memoir doesn't have yet is **your earliest memory**. ${earliest}`,
      },
    ];
    const reply = ask(veDay, { memories: [], history });
    const [thanks] = reply.message.split('\n');
    expect(thanks).toContain('Thank you for telling me about your earliest memory.');
    expect(thanks).toContain('May 1945');
    expect(reply.message).toContain('**Save as a memory**');
    expect(reply.message).not.toMatch(/My Memories so it|add it under|type it/i);
    expect(reply.message).not.toContain(earliest);
    // One question, in the last paragraph, after the thanks.
    const paragraphs = reply.message.split('\n\n');
    expect(paragraphs.slice(0, -1).join(' ')).not.toContain('?');
    expect(paragraphs.at(-1)).toContain("One thing your memoir doesn't have yet is **your parents");
  });

  it('never asks a question twice, even after many turns', () => {
    const history: ChatReplyInput['history'] = [];
    const questions: string[] = [];
    for (let turn = 0; turn < 12; turn += 1) {
      const reply = ask('Tell me something to write about', { memories: sampleMemories(), history });
      const question = reply.message.split('\n').at(-1)!;
      expect(questions).not.toContain(question);
      questions.push(question);
      history.push({ role: 'user', message: 'Tell me something to write about' });
      history.push({ role: 'assistant', message: reply.message });
    }
  });

  it('answers a loss gently, with no question to hurry on to', () => {
    const reply = ask('My Frank died two years ago and I find it hard to write about him.');
    expect(reply.message).toContain("I'm so sorry about Frank.");
    expect(reply.message).toContain('There is no hurry.');
    expect(reply.message).not.toContain('?');
    expect(reply.message).not.toMatch(/nobody else would know/);
  });

  it('does not propose again the chapters the writer already accepted', () => {
    const proposal = detectProposal(ask('Suggest chapters please').message)!;
    const chapters = proposal.items.map((title, i) => ({ id: `c${i}`, title }));
    const reply = ask('Can you suggest chapters again?', { chapters });
    expect(detectProposal(reply.message)).toBeNull();
    expect(reply.message).toContain('Your chapters already follow the shape I would suggest');
  });

  it('says plainly that she cannot write a chapter, and helps plan the one asked about instead', () => {
    const proposal = detectProposal(ask('Suggest chapters please').message)!;
    const chapters = proposal.items.map((title, i) => ({ id: `c${i}`, title }));
    const reply = ask('Can you write the first chapter for me?', { chapters });
    expect(reply.message).toContain("I can't write chapters for you");
    expect(reply.message).toContain(`**${chapters[0]!.title}**`);
    expect(detectProposal(reply.message)).toBeNull();
  });

  it('answers a question about one chapter with the memories in it', () => {
    const chapters = [
      { id: 'c1', title: 'Growing Up in Dayton' },
      { id: 'c2', title: 'Meeting Margaret' },
    ];
    const reply = ask('What happened in the Meeting Margaret chapter?', { chapters });
    expect(reply.message).toContain('**Meeting Margaret** (chapter 2 of 2) draws on');
    expect(reply.message).toContain('"Our wedding"');
    expect(detectProposal(reply.message)).toBeNull();
  });

  it('helps write about the wedding day from the wedding memory that exists', () => {
    const reply = ask('Help me write about my wedding day');
    expect(reply.message).toContain('You already have "Our wedding"');
    expect(reply.message).toContain("St. Mary's Church");
    expect(reply.message).not.toContain('earliest memory');
  });

  it('asks for a moment the writer wants to write about when no memory tells it yet', () => {
    const reply = ask('Help me write about my wedding day', { memories: [] });
    expect(reply.message).toMatch(/Let's write about wedding day\. Your memoir doesn't have \*\*.*wedding/i);
  });

  it('says so when she cannot answer a question, instead of changing the subject', () => {
    const reply = ask('What was the weather like in Boston in 1978?');
    expect(reply.message).toContain("I'm not able to answer that one");
  });
});

describe('Clio offline: what a chapter still needs', () => {
  it('answers the chip from the chapter’s checklist and asks its first question', () => {
    const needs = chapterNeedsOf({
      title: 'The Farm',
      memories: [
        {
          name: 'Milking',
          text: 'I milked the cows before school.',
          whenHappened: '1950',
          whereHappened: 'The farm',
          peopleInvolved: [],
        },
      ],
    });
    const reply = ask('Help me with what chapter 2 still needs', {
      chapters: [
        { id: 'c1', title: 'Early Days' },
        { id: 'c2', title: 'The Farm' },
      ],
      chapterNeeds: { number: 2, title: 'The Farm', needs },
    });
    expect(reply.message).toContain('**Chapter 2: “The Farm”** draws on 1 memory.');
    expect(reply.message).toContain('- **How you felt**: No memory says yet how you felt.');
    expect(reply.message).toContain(
      "Let's start with one question: **Who was with you at the farm? Tell me about one of them.**",
    );
    expect(reply.actions).toEqual([]);
  });

  it('says plainly when there is no such chapter', () => {
    const reply = ask('Help me with what chapter 7 still needs');
    expect(reply.message).toContain('This memoir has no chapter 7 yet.');
  });
});

describe('Clio offline: requests about a chapter (docs/decisions/907)', () => {
  const chapterId = '00000000-0000-4000-8000-000000000002';
  const memoryId = '00000000-0000-4000-8000-0000000000a1';
  const manuscript = {
    chapters: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        number: 1,
        title: 'Early Years',
        memories: 0,
        drafted: false,
      },
      { id: chapterId, number: 2, title: 'The Farm', memories: 5, drafted: false },
    ],
    memories: [
      { kind: 'fragment' as const, id: memoryId, name: 'Meeting Helen' },
      { kind: 'file' as const, id: '00000000-0000-4000-8000-0000000000a2', name: 'Christmas at the farm' },
      { kind: 'answer' as const, id: '00000000-0000-4000-8000-0000000000a3', name: 'Christmas in Leeds' },
    ],
  };

  it('proposes drafting a chapter named by number word, saying what will happen', () => {
    const reply = ask('could you draft chapter two', { manuscript });
    expect(reply.action).toEqual({ kind: 'draft-chapter', chapterId });
    expect(reply.message).toContain('Draft chapter 2, “The Farm”, from its 5 memories.');
    expect(reply.message).toContain('Nothing changes until you choose Accept.');
  });

  it('says a new version will be made when the chapter has a draft', () => {
    const drafted = { ...manuscript, chapters: manuscript.chapters.map((c) => ({ ...c, drafted: true })) };
    expect(ask('Draft "The Farm"', { manuscript: drafted }).message).toContain(
      'the draft it has now is kept in its versions',
    );
  });

  it('proposes nothing for an empty chapter or one the memoir does not have', () => {
    expect(ask('Draft chapter 1', { manuscript }).action).toBeUndefined();
    const unknown = ask('draft chapter 7', { manuscript });
    expect(unknown.action).toBeUndefined();
    expect(unknown.message).toContain('This memoir has no chapter 7 yet.');
  });

  it('proposes putting the memory named, in lower case, in the first chapter', () => {
    const reply = ask('put meeting helen in the first chapter', { manuscript });
    expect(reply.action).toEqual({
      kind: 'add-to-chapter',
      chapterId: manuscript.chapters[0]!.id,
      memory: { kind: 'fragment', id: memoryId },
    });
    expect(reply.message).toContain('Put “Meeting Helen” at the end of chapter 1, “Early Years”.');
  });

  it('lists close names instead of proposing when several memories match', () => {
    const reply = ask("Put 'Christmas' in chapter 2", { manuscript });
    expect(reply.action).toBeUndefined();
    expect(reply.message).toContain('“Christmas at the farm” (Uploaded File)');
    expect(reply.message).toContain('“Christmas in Leeds” (Interview)');
  });

  it('says so when no memory matches', () => {
    const reply = ask('Put "The war years" in chapter 2', { manuscript });
    expect(reply.action).toBeUndefined();
    expect(reply.message).toContain("I can't find a memory called “The war years”.");
  });

  it('answers what an unknown chapter is missing plainly', () => {
    const reply = ask("what's missing from chapter 9", { manuscript });
    expect(reply.action).toBeUndefined();
    expect(reply.message).toContain('This memoir has no chapter 9 yet.');
  });
});
