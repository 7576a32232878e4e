import { describe, expect, it } from 'vitest';
import {
  ANALYZE_SYSTEM,
  CHAT_SYSTEM,
  MAX_MEMORY_CHARS,
  MAX_PROMPT_MEMORIES,
  memoriesForPrompt,
} from './prompts.ts';
import { buildMemory } from './test/build-memory.ts';

describe('prompts', () => {
  it('describe the JSON to return and the proposal phrases', () => {
    expect(ANALYZE_SYSTEM).toContain('"peopleInvolved": string[]');
    expect(CHAT_SYSTEM).toContain('organize this into these chapters:');
    expect(CHAT_SYSTEM).toContain('themes like:');
    expect(CHAT_SYSTEM).toContain('{"message": string}');
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
});
