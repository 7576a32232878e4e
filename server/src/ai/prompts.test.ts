import { describe, expect, it } from 'vitest';
import {
  ANALYZE_SYSTEM,
  CHAT_SYSTEM,
  chatContext,
  MAX_MEMORY_CHARS,
  MAX_PROMPT_MEMORIES,
  memoriesForPrompt,
  PROJECT_SUGGESTIONS_SYSTEM,
} from './prompts.ts';
import { buildMemory, buildProject } from './test/build-memory.ts';

describe('prompts', () => {
  it('describe the JSON to return and the proposal phrases', () => {
    expect(ANALYZE_SYSTEM).toContain('"peopleInvolved": string[]');
    expect(CHAT_SYSTEM).toContain('organize this into these chapters:');
    expect(CHAT_SYSTEM).toContain('themes like:');
    expect(CHAT_SYSTEM).toContain('{"message": string}');
  });

  it('ask the model to listen: acknowledge first, be gentle with grief, never re-ask or re-propose', () => {
    expect(CHAT_SYSTEM).toContain('begin every reply by acknowledging what the writer just said');
    expect(CHAT_SYSTEM).toContain('a death, a loss or grief, answer gently');
    expect(CHAT_SYSTEM).toContain('Never ask a question you have already asked');
    expect(CHAT_SYSTEM).toContain('Never ask them to type or write it again');
    expect(CHAT_SYSTEM).toContain('Do not propose chapters or themes the writer already has');
    expect(PROJECT_SUGGESTIONS_SYSTEM).toContain('a whole sentence a person would say');
  });

  it('keep the newest memories, each cut short, so prompts stay small', () => {
    const memories = Array.from({ length: MAX_PROMPT_MEMORIES + 5 }, (_v, i) =>
      buildMemory({ name: `m${i}`, text: 'word '.repeat(500), createdAt: new Date(2020, 0, i + 1) }),
    );
    const sent = memoriesForPrompt(memories);
    expect(sent).toHaveLength(MAX_PROMPT_MEMORIES);
    expect(sent[0]!.title).toBe('m5');
    expect(String(sent[0]!.text).length).toBeLessThanOrEqual(MAX_MEMORY_CHARS + 1);
  });

  it('tell the model what the studio has applied, and nothing when the message accepted nothing', () => {
    const input = {
      project: buildProject(),
      history: [],
      message: 'Yes, please update my chapters to: Early Years, The Mill',
      chapters: [],
      themes: [],
      memories: [],
    };
    const applied = chatContext({
      ...input,
      applied: [
        { type: 'replaceChapters', titles: ['Early Years', 'The Mill'] },
        { type: 'addThemes', themes: ['Faith'] },
      ],
    });
    expect(applied).toContain('the studio has replaced their chapters with: Early Years | The Mill');
    expect(applied).toContain('the studio has added the themes: Faith');
    expect(chatContext({ ...input, applied: [] })).not.toContain('the studio has');
  });
});
