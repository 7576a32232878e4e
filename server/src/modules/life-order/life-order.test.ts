import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LifeOrder, lifeOrderSchema } from '#shared/life-order.ts';
import { createMemory } from '../../../test/factories.ts';
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
});
