import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemorySearchAnswer } from '#shared/memory-search.ts';
import { memorySearchApi } from '#shared/memory-search-api.ts';
import { uploadFile } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ann: Person;
let bob: Person;

interface Stored {
  name: string;
  text: string;
  when?: string | null;
  where?: string | null;
  people?: string[];
  topics?: string[];
  added: string;
}

/** A typed memory with the Memory DNA a test needs, stored as the app stores it. */
async function store(person: Person, memory: Stored) {
  const { rows } = await t.pool.query(
    `insert into memory_fragments (user_id, name, text, when_happened, where_happened, people_involved, topics,
                                   created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      person.user.id,
      memory.name,
      memory.text,
      memory.when ?? null,
      memory.where ?? null,
      memory.people ?? [],
      memory.topics ?? [],
      memory.added,
    ],
  );
  return rows[0].id as string;
}

async function search(person: Person, query: string): Promise<MemorySearchAnswer> {
  const answer = await person.get(`/api/memory-search?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return memorySearchApi.search.response.parse(answer.json());
}

const names = (answer: MemorySearchAnswer) =>
  answer.results.map((result) => result.name.map((piece) => piece.text).join(''));
const matched = (pieces: MemorySearchAnswer['results'][number]['excerpt']) =>
  pieces.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase());

let lake: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
  lake = await store(ann, {
    name: 'The lake',
    text: 'Tom and I fished at the lake every morning before school.',
    when: 'Summer 1965',
    where: 'Toledo, Ohio',
    people: ['Tom (brother)'],
    topics: ['Childhood'],
    added: '2024-01-03T10:00:00Z',
  });
  await store(ann, {
    name: 'Fishing with Dad',
    text: 'Dad taught me to tie a hook. We went fishing on Sundays and fishing made him quiet.',
    when: '1950s',
    people: ['Dad'],
    topics: ['Family'],
    added: '2024-01-01T10:00:00Z',
  });
  await store(ann, {
    name: 'Our wedding',
    text: 'It rained all day at the chapel and nobody minded.',
    when: 'June 1972',
    where: 'Leeds',
    people: ['Harold (husband)', 'Tomas'],
    topics: ['Love'],
    added: '2024-01-02T10:00:00Z',
  });
  await store(ann, { name: 'A quiet note', text: 'Nothing much happened.', added: '2024-01-04T10:00:00Z' });
  await store(bob, {
    name: 'Bob fishing',
    text: 'Bob fished off the pier in the fishing village.',
    added: '2024-01-05T10:00:00Z',
  });
  await t.pool.query(
    `with s as (insert into interview_sessions (user_id, person, topics, status, duration_seconds, started_at,
                                                finished_at)
                values ($1, 'Rose', '{Work}', 'finished', 300, '2023-12-01T10:00:00Z', '2023-12-01T10:05:00Z')
                returning id)
     insert into interview_answers (session_id, user_id, position, question, question_key, text)
     select id, $1, 0, 'What was your first job?', 'first-job', 'I mended fishing nets at the harbour.' from s`,
    [ann.user.id],
  );
});
afterAll(async () => t?.close());

describe('searching my memories', () => {
  it('finds other forms of a word: "fishing" finds a memory that says "fished"', async () => {
    const answer = await search(ann, 'q=fishing');
    expect(names(answer)).toContain('The lake');
  });

  it('finds words in typed memories, uploaded files and interview answers alike', async () => {
    await uploadFile(ann, 'harbour-letter.txt', Buffer.from('A letter about the harbour lighthouse keeper.'));
    const answer = await search(ann, 'q=harbour');
    expect(answer.results.map((result) => result.source).sort()).toEqual(['Interview', 'Uploaded File']);
    expect(names(answer)).toContain('Interview: Work');
  });

  it('puts the memory where the words matter most first', async () => {
    // "Fishing with Dad" has the word in its name and twice in its text.
    const answer = await search(ann, 'q=fishing');
    expect(names(answer)[0]).toBe('Fishing with Dad');
  });

  it('marks the found words in the name and the excerpt, as plain text', async () => {
    const answer = await search(ann, 'q=fishing');
    const dad = answer.results.find((result) => result.name.some((piece) => piece.text.includes('Dad')))!;
    expect(matched(dad.name)).toEqual(['fishing']);
    expect(matched(dad.excerpt)).toContain('fishing');
    const excerpt = dad.excerpt.map((piece) => piece.text).join('');
    expect(excerpt).not.toMatch(/<b>|\uE000|\uE001/);
  });

  it('finds words in the Memory DNA: a place and a person', async () => {
    expect(names(await search(ann, 'q=Toledo'))).toEqual(['The lake']);
    expect(names(await search(ann, 'q=Harold'))).toEqual(['Our wedding']);
  });

  it('never shows another person’s memories, whatever is asked', async () => {
    const mine = await search(ann, 'q=fishing%20OR%20pier%20OR%20village');
    expect(names(mine)).not.toContain('Bob fishing');
    const all = await search(ann, 'sort=added');
    expect(names(all)).not.toContain('Bob fishing');
    expect(names(await search(bob, 'q=lake'))).toEqual([]);
    const injected = await search(
      ann,
      `q=${encodeURIComponent("' or 1=1 --")}&person=${encodeURIComponent("%' or '1'='1")}`,
    );
    expect(injected.total).toBe(0);
    const stranger = await t.visitor.get('/api/memory-search?q=fishing');
    expect(stranger.statusCode).toBe(401);
  });

  it('filters by source, topic, person, decade and Memory DNA completeness', async () => {
    expect(names(await search(ann, 'source=Interview'))).toEqual(['Interview: Work']);
    expect(names(await search(ann, 'topic=childhood'))).toEqual(['The lake']);
    // "Tom" is Tom (brother), not Tomas.
    expect(names(await search(ann, 'person=Tom'))).toEqual(['The lake']);
    expect(names(await search(ann, 'decade=1950'))).toEqual(['Fishing with Dad']);
    expect(names(await search(ann, 'dna=Complete')).sort()).toEqual(['Our wedding', 'The lake']);
    expect(names(await search(ann, 'dna=None'))).toContain('A quiet note');
    expect(names(await search(ann, 'q=fishing&source=Memory%20Fragment&decade=1960'))).toEqual(['The lake']);
  });

  it('sorts by date added, newest first, or by when it happened, earliest first', async () => {
    const added = names(await search(ann, 'source=Memory%20Fragment&sort=added'));
    expect(added).toEqual(['A quiet note', 'The lake', 'Our wedding', 'Fishing with Dad']);
    const happened = names(await search(ann, 'source=Memory%20Fragment&sort=happened'));
    expect(happened).toEqual(['Fishing with Dad', 'The lake', 'Our wedding', 'A quiet note']);
  });

  it('answers with how many match in all, a page at a time', async () => {
    const answer = await search(ann, 'source=Memory%20Fragment&offset=2');
    expect(answer.total).toBe(4);
    expect(answer.results).toHaveLength(2);
    expect(answer.results.map((result) => result.id)).not.toContain(lake);
  });

  it('refuses a search it cannot read with a sentence that says what to do', async () => {
    for (const [query, sentence] of [
      ['decade=1965', 'A decade is a year ending in 0, such as 1960.'],
      ['source=Letters', 'Choose a source: Interview, Memory Fragment or Uploaded File.'],
      ['dna=Most', 'Choose how complete the Memory DNA is: Complete, Partial or None.'],
      ['sort=random', 'Sort by best match, date added or when it happened.'],
      [`q=${'a'.repeat(201)}`, 'Please search with 200 characters or fewer.'],
    ] as const) {
      const answer = await ann.get(`/api/memory-search?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toContain(sentence);
    }
  });
});
