import { describe, expect, it } from 'vitest';
import { chatReplySchema } from '#shared/ai.ts';
import { acceptProposalMessage, detectProposal, parseAcceptance } from '#shared/proposal.ts';
import type { ChatReplyInput } from '../ai-provider.ts';
import { buildProject, sampleMemories } from '../test/build-memory.ts';
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
