import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifeOrder, lifeOrderSchema } from '#shared/life-order.ts';
import { createMemory, createProject } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

const lifeOrder = async (person: Awaited<ReturnType<TestApp['signUp']>>) => {
  const response = await person.get('/api/life-order');
  expect(response.statusCode, response.body).toBe(200);
  return lifeOrderSchema.parse(response.json()) as LifeOrder;
};

describe('Your life in order (docs/decisions/912)', () => {
  it('lists her memories by year, flags a year read from words about someone else, and a fix clears it', async () => {
    const ann = await t.signUp();
    await createMemory(ann, {
      name: 'Where I was born',
      text: 'I was born on the 14th of March 1941 in Kraków.',
    });
    await createMemory(ann, { name: 'The pierogi recipe', text: 'Flour, water, potatoes and cheese.' });
    const stella = await createMemory(ann, {
      name: 'Aunt Stella’s shop',
      text: 'In 1969 I worked at aunt stella’s butcher shop. She spoke polish like a peasant from nineteen ten.',
    });
    // The year an earlier reading of the words gave it, as the family found it in the book, saved in its DNA.
    const misread = await ann.put(`/api/memory-fragments/${stella.id}/narrative-dna`, {
      whenHappened: '1910',
      whereHappened: 'Chicago',
      peopleInvolved: ['Stella (aunt)'],
      version: stella.version,
    });
    expect(misread.statusCode, misread.body).toBe(200);

    const before = await lifeOrder(ann);
    expect(before.birthYear).toBe(1941);
    expect(before.birthYearFrom).toBe('memory');
    expect(before.memories.map((memory) => memory.name)).toEqual([
      'Aunt Stella’s shop',
      'Where I was born',
      'The pierogi recipe',
    ]);
    const flagged = before.memories[0]!;
    expect(flagged.flags.map((flag) => flag.rule)).toEqual(['someone-else', 'before-birth']);
    expect(flagged.flags[0]!.years).toEqual([1969]);

    // The fix is Memory DNA's own save, with the version it was based on; the rest of the DNA stays.
    const fixed = await ann.put(`/api/memory-fragments/${stella.id}/narrative-dna`, {
      whenHappened: '1969',
      whereHappened: flagged.dna!.whereHappened,
      peopleInvolved: flagged.dna!.peopleInvolved,
      version: flagged.dna!.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ whenHappened: '1969', whereHappened: 'Chicago' });
    const after = await lifeOrder(ann);
    expect(after.memories.map((memory) => [memory.name, memory.year, memory.flags.length])).toEqual([
      ['Where I was born', 1941, 0],
      ['Aunt Stella’s shop', 1969, 0],
      ['The pierogi recipe', null, 0],
    ]);
    // A fix from the older copy is refused, as every stale save is.
    const stale = await ann.put(`/api/memory-fragments/${stella.id}/narrative-dna`, {
      whenHappened: '1970',
      whereHappened: null,
      peopleInvolved: [],
      version: flagged.dna!.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('goes by the profile’s birthday when she gave one, and shows nobody else’s memories', async () => {
    const ann = await t.signUp();
    await t.pool.query(`update users set birthday = '1941-03-14' where id = $1`, [ann.user.id]);
    await createMemory(ann, { name: 'The war', text: 'I remember the bombs in 1939, we hid in the cellar.' });
    const bob = await t.signUp();
    await createMemory(bob, { name: 'Bob’s boat', text: 'I bought a boat in 1980.' });
    const mine = await lifeOrder(ann);
    expect(mine).toMatchObject({ birthYear: 1941, birthYearFrom: 'profile' });
    expect(mine.memories.map((memory) => [memory.name, memory.flags.map((flag) => flag.rule)])).toEqual([
      ['The war', ['before-birth']],
    ]);
    expect(mine.memories[0]!.flags[0]!.message).toBe('This is dated 1939, before you were born in 1941.');
  });

  it('an interview answer dated before her birth takes the year she gives it in one step; a stale fix is refused and changes nothing', async () => {
    const ann = await t.signUp();
    await createMemory(ann, {
      name: 'Where I was born',
      text: 'I was born on the 14th of March 1941 in Kraków.',
    });
    const home = await createMemory(ann, {
      name: 'Home after the war',
      text: 'In 1945 we came back to Kraków after the war.',
    });
    const wedding = await createMemory(ann, {
      name: 'Our wedding',
      text: 'Andrzej and I married in June 1963 at St. Florian’s.',
    });
    // A typed answer in an interview with Clio: its words are hers, checked by nature, and read as 1938.
    const session = await ann.post('/api/interview-sessions', {
      topics: ['Family'],
      openingQuestion: 'What was your mother like?',
    });
    expect(session.statusCode, session.body).toBe(201);
    const interviewId = (session.json() as { id: string }).id;
    const answered = await ann.post(`/api/interview-sessions/${interviewId}/answers`, {
      text: 'well my mother zofia, um, she was a seamstress, she had a singer machine my father bought in nineteen thirty eight, and she sewed for the whole street',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const finished = await ann.post(`/api/interview-sessions/${interviewId}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const answerId = (
      await t.pool.query<{ id: string }>('select id from interview_answers where session_id = $1', [
        interviewId,
      ])
    ).rows[0]!.id;

    // Her chapters follow the years: the answer's misread 1938 puts its chapter first.
    const project = await createProject(ann);
    const chapterOf = async (title: string, memory: { kind: 'answer' | 'fragment'; id: string }) => {
      const chapter = await ann.post(`/api/memoir-projects/${project.id}/chapters`, { title });
      const { id } = chapter.json() as { id: string };
      const added = await ann.post(`/api/memoir-projects/${project.id}/chapters/${id}/memories`, {
        memories: [memory],
      });
      expect(added.statusCode, added.body).toBe(200);
    };
    await chapterOf('Married life', { kind: 'fragment', id: wedding.id });
    await chapterOf('My mother', { kind: 'answer', id: answerId });
    await chapterOf('After the war', { kind: 'fragment', id: home.id });
    const chapterTitles = async () =>
      ((await ann.get(`/api/memoir-projects/${project.id}/chapters`)).json() as { title: string }[]).map(
        (chapter) => chapter.title,
      );
    expect(await chapterTitles()).toEqual(['My mother', 'After the war', 'Married life']);

    const before = await lifeOrder(ann);
    const flagged = before.memories[0]!;
    expect(flagged).toMatchObject({
      kind: 'answer',
      id: answerId,
      name: 'What was your mother like?',
      year: 1938,
      dna: null,
      answer: { interviewId, version: 1 },
    });
    expect(flagged.flags.map((flag) => flag.message)).toContain(
      'This is dated 1938, before you were born in 1941.',
    );

    // The one step: her year, based on the version she read.
    const fixed = await ann.put(`/api/interviews/${interviewId}/answers/${answerId}/year`, {
      year: '1949',
      version: flagged.answer!.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ id: answerId, version: 2 });
    const after = await lifeOrder(ann);
    expect(after.memories.map((memory) => [memory.name, memory.year, memory.flags.length])).toEqual([
      ['Where I was born', 1941, 0],
      ['Home after the war', 1945, 0],
      ['What was your mother like?', 1949, 0],
      ['Our wedding', 1963, 0],
    ]);
    expect(after.memories[2]!.answer).toEqual({ interviewId, version: 2 });
    // Her chapters went back into life order with it, as after a memory's year.
    expect(await chapterTitles()).toEqual(['After the war', 'My mother', 'Married life']);

    // A fix from the older copy is refused with the saved answer, and nothing changes.
    const stale = await ann.put(`/api/interviews/${interviewId}/answers/${answerId}/year`, {
      year: '1970',
      version: flagged.answer!.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_MEMORY', current: { id: answerId, version: 2 } });
    const stored = await t.pool.query('select when_happened, version from interview_answers where id = $1', [
      answerId,
    ]);
    expect(stored.rows[0]).toEqual({ when_happened: '1949', version: 2 });

    // Not a year: refused with a sentence, nothing changes.
    const typo = await ann.put(`/api/interviews/${interviewId}/answers/${answerId}/year`, {
      year: '19',
      version: 2,
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain('Please type the year as four digits, like 1952.');
  });
});
