import { describe, expect, it } from 'vitest';
import { findChapter, matchMemories, readChapterMention, readChapterRequest } from './chapter-requests.ts';

describe('Clio reads what a person asks of a chapter', () => {
  it.each([
    ['Draft chapter 2', { number: 2 }],
    ['draft chapter 2.', { number: 2 }],
    ['could you draft chapter two', { number: 2 }],
    ['Can you please draft chapter 3 for me?', { number: 3 }],
    ['please make a draft of the second chapter', { number: 2 }],
    ['draft the last chapter', { last: true }],
    ['Draft the chapter called “The Farm”', { title: 'The Farm' }],
    ["draft 'The Farm'", { title: 'The Farm' }],
    ['draft the farm chapter', { title: 'farm' }],
  ])('"%s" asks for a draft', (message, chapter) => {
    expect(readChapterRequest(message)).toEqual({ kind: 'draft', chapter });
  });

  it.each([
    ["Put 'Meeting Helen' in chapter 1", 'Meeting Helen', { number: 1 }],
    ['put meeting helen in the first chapter', 'meeting helen', { number: 1 }],
    ['Add “Christmas in Leeds” to chapter two, please', 'Christmas in Leeds', { number: 2 }],
    ['could you put christmas in leeds into chapter 2', 'christmas in leeds', { number: 2 }],
    ['put my memory called The Fire in the chapter “The Farm”', 'The Fire', { title: 'The Farm' }],
  ])('"%s" asks to put a memory in a chapter', (message, memoryName, chapter) => {
    expect(readChapterRequest(message)).toEqual({ kind: 'add', memoryName, chapter });
  });

  it.each([
    ['What is missing from chapter 3?', { number: 3 }],
    ["what's missing from chapter three", { number: 3 }],
    ['What’s still missing in the third chapter?', { number: 3 }],
    ['What does chapter 2 still need?', { number: 2 }],
    ['Help me with what chapter 4 still needs', { number: 4 }],
    ['what is missing from “The Farm”', { title: 'The Farm' }],
  ])('"%s" asks what a chapter still needs', (message, chapter) => {
    expect(readChapterRequest(message)).toEqual({ kind: 'needs', chapter });
  });

  it.each([
    'Can you suggest chapters for my memoir?',
    'Help me write chapter 2',
    'I put the kettle in the kitchen',
    'What is missing from my story?',
    `Draft chapter 2 ${'and more '.repeat(50)}`,
  ])('"%s" is not a chapter request', (message) => {
    expect(readChapterRequest(message)).toBeNull();
  });

  it('reads a bare title only where nothing else could be meant', () => {
    expect(readChapterMention('the farm')).toBeNull();
    expect(readChapterMention('the farm', true)).toEqual({ title: 'farm' });
  });
});

describe('finding the chapter and the memory meant', () => {
  const chapters = [{ title: 'Chapter 1: Early Years' }, { title: 'The Farm' }, { title: 'Working Life' }];

  it('finds a chapter by number, by last, or by title in any case and without "the"', () => {
    expect(findChapter({ number: 2 }, chapters)).toBe(1);
    expect(findChapter({ number: 4 }, chapters)).toBe(-1);
    expect(findChapter({ last: true }, chapters)).toBe(2);
    expect(findChapter({ title: 'early years' }, chapters)).toBe(0);
    expect(findChapter({ title: 'farm' }, chapters)).toBe(1);
    expect(findChapter({ title: 'The Mill' }, chapters)).toBe(-1);
  });

  const memories = [
    { name: 'Meeting Helen', id: 'a' },
    { name: 'The fire at the mill', id: 'b' },
    { name: 'Christmas at the farm', id: 'c' },
    { name: 'Christmas in Leeds', id: 'd' },
    { name: 'Where did you grow up?', id: 'e' },
  ];

  it('takes the one memory with that name, or the one holding every word said', () => {
    expect(matchMemories('meeting helen', memories).memory?.id).toBe('a');
    expect(matchMemories('“Meeting Helen.”', memories).memory?.id).toBe('a');
    expect(matchMemories('fire', memories).memory?.id).toBe('b');
    expect(matchMemories('where did you grow up', memories).memory?.id).toBe('e');
  });

  it('offers close names when several or none match', () => {
    expect(matchMemories('christmas', memories)).toEqual({ memory: null, close: [memories[2], memories[3]] });
    expect(matchMemories('christmas dinner', memories).memory).toBeNull();
    expect(matchMemories('christmas dinner', memories).close.map((m) => m.id)).toEqual(['c', 'd']);
    expect(matchMemories('the war', memories)).toEqual({ memory: null, close: [] });
    const twins = [...memories, { name: 'Meeting Helen', id: 'f' }];
    expect(matchMemories('Meeting Helen', twins).close.map((m) => m.id)).toEqual(['a', 'f']);
  });
});
