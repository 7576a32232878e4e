/**
 * Every list cap is enforced where rows are added: a memoir holds at most
 * STUDIO_LIST_MAX chapters and themes, whichever way they are added (one by
 * one, at the same time, or through an accepted proposal in the chat). Adding
 * beyond the cap answers 422 with a sentence and changes nothing. Memory DNA
 * written by the AI engine keeps to the caps a person's save must meet.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DNA_FIELD_MAX, TAG_MAX, TAGS_MAX } from '#shared/memories.ts';
import { STUDIO_LIST_MAX } from '#shared/studio.ts';
import { aiProviderWith } from '../ai-provider-stand-in.ts';
import { createMemory, createProject } from '../factories.ts';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';

let t: TestApp;
let ann: Person;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
});
afterAll(async () => t?.close());

const count = async (table: 'memoir_chapters' | 'memoir_themes', projectId: string) =>
  (await t.pool.query(`select count(*)::int as n from ${table} where project_id = $1`, [projectId])).rows[0]
    .n as number;

/** Fills the project straight in the database (the API path is what is under test, not the filling). */
async function fill(table: 'memoir_chapters' | 'memoir_themes', projectId: string, n: number) {
  if (table === 'memoir_chapters') {
    await t.pool.query(
      `insert into memoir_chapters (project_id, title, position)
       select $1, 'Chapter ' || i, i - 1 from generate_series(1, $2) i`,
      [projectId, n],
    );
  } else {
    await t.pool.query(
      `insert into memoir_themes (project_id, theme) select $1, 'Theme ' || i from generate_series(1, $2) i`,
      [projectId, n],
    );
  }
}

describe(`a memoir holds at most ${STUDIO_LIST_MAX} chapters`, () => {
  it('207 chapter creations one after another: the 201st and later are refused and 200 remain', async () => {
    const projectId = (await createProject(ann)).id;
    const statuses: number[] = [];
    let refusal: { message?: string } = {};
    for (let i = 1; i <= 207; i++) {
      const response = await ann.post(`/api/memoir-projects/${projectId}/chapters`, {
        title: `Chapter ${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) refusal = response.json();
    }
    expect(statuses.slice(0, STUDIO_LIST_MAX).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(STUDIO_LIST_MAX)).toEqual([422, 422, 422, 422, 422, 422, 422]);
    expect(refusal.message).toBe(
      'A memoir can have at most 200 chapters. Please delete a chapter before adding another.',
    );
    expect(await count('memoir_chapters', projectId)).toBe(STUDIO_LIST_MAX);
  });

  it('20 chapter creations at the same time with 195 already there: exactly 5 are added', async () => {
    const projectId = (await createProject(ann)).id;
    await fill('memoir_chapters', projectId, 195);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ann.post(`/api/memoir-projects/${projectId}/chapters`, { title: `Late ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(15);
    expect(await count('memoir_chapters', projectId)).toBe(STUDIO_LIST_MAX);
  });

  it('an accepted chapter proposal longer than the cap is refused and the chapters stay as they were', async () => {
    const projectId = (await createProject(ann)).id;
    await fill('memoir_chapters', projectId, 3);
    const titles = Array.from({ length: 205 }, (_, i) => `Part ${i + 1}`);
    const response = await ann.post(`/api/memoir-projects/${projectId}/chat`, {
      message: `Yes, please update my chapters to: ${titles.join(', ')}`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(await count('memoir_chapters', projectId)).toBe(3);
    const messages = (await ann.get(`/api/memoir-projects/${projectId}/chat`)).json() as unknown[];
    expect(messages).toEqual([]);
  });
});

describe(`a memoir holds at most ${STUDIO_LIST_MAX} themes`, () => {
  it('the 201st theme is refused and 200 remain; a theme already there is still answered', async () => {
    const projectId = (await createProject(ann)).id;
    await fill('memoir_themes', projectId, 199);
    const last = await ann.post(`/api/memoir-projects/${projectId}/themes`, { theme: 'Courage' });
    expect(last.statusCode, last.body).toBe(200);
    const over = await ann.post(`/api/memoir-projects/${projectId}/themes`, { theme: 'Kindness' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'A memoir can have at most 200 themes. Please delete a theme before adding another.',
    );
    const again = await ann.post(`/api/memoir-projects/${projectId}/themes`, { theme: 'courage' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count('memoir_themes', projectId)).toBe(STUDIO_LIST_MAX);
  });

  it('12 theme creations at the same time with 195 already there: exactly 5 are added', async () => {
    const projectId = (await createProject(ann)).id;
    await fill('memoir_themes', projectId, 195);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ann.post(`/api/memoir-projects/${projectId}/themes`, { theme: `New theme ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(await count('memoir_themes', projectId)).toBe(STUDIO_LIST_MAX);
  });

  it('accepted themes from the chat that would pass the cap are refused, and nothing is stored', async () => {
    const projectId = (await createProject(ann)).id;
    await fill('memoir_themes', projectId, 198);
    const response = await ann.post(`/api/memoir-projects/${projectId}/chat`, {
      message: 'Yes, please add these themes: Faith, Family, Work, Travel',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/at most 200 themes/);
    expect(await count('memoir_themes', projectId)).toBe(198);
    expect((await ann.get(`/api/memoir-projects/${projectId}/chat`)).json()).toEqual([]);
  });
});

describe(`Memory DNA from the AI engine keeps to the tag caps (${TAGS_MAX} tags of ${TAG_MAX} characters)`, () => {
  let wordy: TestApp;
  let person: Person;
  const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

  beforeAll(async () => {
    // A model that answers far more people and topics than a person could ever save back.
    const analysis = {
      whenHappened: 'y'.repeat(DNA_FIELD_MAX + 50),
      whereHappened: 'Toledo',
      peopleInvolved: [...many('Person', 80), 'n'.repeat(TAG_MAX + 20)],
      topics: many('Topic', 75),
    };
    wordy = await createTestApp({
      ai: aiProviderWith({
        analyzeMemory: async () => analysis,
        readMemory: async () => analysis,
      }),
    });
    person = await wordy.signUp();
  });
  afterAll(async () => wordy?.close());

  it('a new memory stores at most 50 people and 50 topics, each within the length limits', async () => {
    const memory = await createMemory(person, { name: 'A crowded day', text: 'Everyone came.' });
    expect(memory.peopleInvolved).toHaveLength(TAGS_MAX);
    expect(memory.topics).toHaveLength(TAGS_MAX);
    expect(memory.whenHappened!.length).toBeLessThanOrEqual(DNA_FIELD_MAX);

    // What the Memory DNA dialog shows can be saved back unchanged.
    const saved = await person.put(`/api/memory-fragments/${memory.id}/narrative-dna`, {
      whenHappened: memory.whenHappened,
      whereHappened: memory.whereHappened,
      peopleInvolved: memory.peopleInvolved,
      topics: memory.topics,
      version: memory.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
