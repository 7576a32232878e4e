import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProviderWith } from '../../../test/ai-provider-stand-in.ts';
import { createProject, projectIntent as intent } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { createStudioRepository } from './studio.repository.ts';
import { CHAT_UNAVAILABLE_MESSAGE } from './studio.service.ts';

let t: TestApp;
let ann: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(() => t.close());

const rowCount = async (table: string, projectId: string) =>
  (await t.pool.query(`select count(*)::int as n from ${table} where project_id = $1`, [projectId])).rows[0]
    .n as number;

describe('memoir projects', () => {
  it('creates a project from the five onboarding answers, as a draft, and lists it newest first', async () => {
    const person = await t.signUp();
    const first = await createProject(person, { title: 'First Book' });
    const second = await createProject(person, { title: '  Second Book  ' });
    expect(second).toEqual({ id: expect.any(String), title: 'Second Book' });

    const list = await person.request('GET', '/api/memoir-projects');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: second.id, title: 'Second Book', status: 'draft' }),
      expect.objectContaining({
        id: first.id,
        title: 'First Book',
        motivation: 'To share my life and lessons with my family',
        audience: 'For my close family and friends',
        tone: 'A sense of warmth and nostalgia',
        startingPoint: intent().startingPoint,
        status: 'draft',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('shows nobody else’s projects', async () => {
    await createProject(ann, { title: 'Ann’s Story' });
    const list = (await bob.request('GET', '/api/memoir-projects')).json() as { title: string }[];
    expect(list.map((project) => project.title)).not.toContain('Ann’s Story');
  });

  it.each([
    ['title', '   ', 'Please give a title.'],
    ['startingPoint', '', 'Please give a starting point for the story.'],
    ['motivation', undefined, 'Please give a reason for telling this story.'],
    ['title', 'x'.repeat(201), 'A title is too long (at most 200 characters).'],
  ])('refuses a project whose %s is %j with 400 and stores nothing', async (field, value, message) => {
    const person = await t.signUp();
    const response = await person.request('POST', '/api/memoir-projects', { ...intent(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await person.request('GET', '/api/memoir-projects')).json()).toEqual([]);
  });

  it('renames a project, trimming the title, and refuses a blank one', async () => {
    const project = await createProject(ann);
    const renamed = await ann.request('PUT', `/api/memoir-projects/${project.id}`, {
      title: ' Winter Stories ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: project.id, title: 'Winter Stories' });
    const blank = await ann.request('PUT', `/api/memoir-projects/${project.id}`, { title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please give a title.');
    const list = (await ann.get('/api/memoir-projects')).json() as { id: string; title: string }[];
    expect(list.find((p) => p.id === project.id)?.title).toBe('Winter Stories');
  });

  it('deletes a project with its chapters, themes and messages', async () => {
    const project = await createProject(ann);
    const url = `/api/memoir-projects/${project.id}`;
    await ann.post(`${url}/chapters`, { title: 'Chapter 1' });
    await ann.post(`${url}/themes`, { theme: 'Family' });
    await t.pool.query(
      `insert into memoir_chat_messages (project_id, role, message) values ($1, 'user', 'hi')`,
      [project.id],
    );
    const deleted = await ann.request('DELETE', url);
    expect(deleted.statusCode).toBe(204);
    for (const table of ['memoir_chapters', 'memoir_themes', 'memoir_chat_messages']) {
      expect(await rowCount(table, project.id)).toBe(0);
    }
    expect((await ann.request('DELETE', url)).statusCode).toBe(404);
    expect((await ann.get(`${url}/chapters`)).statusCode).toBe(404);
  });
});

describe('chapters', () => {
  it('adds chapters in order, renames one and deletes one', async () => {
    const { id } = await createProject(ann);
    const url = `/api/memoir-projects/${id}/chapters`;
    expect((await ann.get(url)).json()).toEqual([]);
    const one = (await ann.post(url, { title: 'Chapter 1' })).json();
    const two = (await ann.post(url, { title: 'Chapter 2' })).json();
    const three = (await ann.post(url, { title: ' Chapter 3 ' })).json();
    expect(three).toEqual({ id: expect.any(String), title: 'Chapter 3' });

    const renamed = await ann.request('PUT', `${url}/${two.id}`, { title: 'The Farm' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: two.id, title: 'The Farm' });
    expect((await ann.request('DELETE', `${url}/${one.id}`)).statusCode).toBe(204);

    expect((await ann.get(url)).json()).toEqual([
      { id: two.id, title: 'The Farm' },
      { id: three.id, title: 'Chapter 3' },
    ]);
  });

  it('refuses a blank chapter title when adding or renaming', async () => {
    const { id } = await createProject(ann);
    const url = `/api/memoir-projects/${id}/chapters`;
    const added = await ann.post(url, { title: ' ' });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe('Please give a chapter title.');
    const chapter = (await ann.post(url, { title: 'Chapter 1' })).json();
    const renamed = await ann.request('PUT', `${url}/${chapter.id}`, { title: '' });
    expect(renamed.statusCode).toBe(400);
    expect((await ann.get(url)).json()).toEqual([{ id: chapter.id, title: 'Chapter 1' }]);
  });

  it('answers 404 for a chapter of another project of the same person', async () => {
    const a = await createProject(ann);
    const b = await createProject(ann);
    const chapter = (await ann.post(`/api/memoir-projects/${a.id}/chapters`, { title: 'Mine' })).json();
    const wrong = `/api/memoir-projects/${b.id}/chapters/${chapter.id}`;
    expect((await ann.request('PUT', wrong, { title: 'Moved?' })).statusCode).toBe(404);
    expect((await ann.request('DELETE', wrong)).statusCode).toBe(404);
    expect((await ann.get(`/api/memoir-projects/${a.id}/chapters`)).json()).toEqual([
      { id: chapter.id, title: 'Mine' },
    ]);
  });
});

describe('themes', () => {
  it('adds themes once whatever their letter case, and deletes one', async () => {
    const { id } = await createProject(ann);
    const url = `/api/memoir-projects/${id}/themes`;
    const family = (await ann.post(url, { theme: ' Family ' })).json();
    expect(family).toEqual({ id: expect.any(String), theme: 'Family' });
    const again = await ann.post(url, { theme: 'FAMILY' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(family);
    const courage = (await ann.post(url, { theme: 'Courage' })).json();
    expect((await ann.get(url)).json()).toEqual([family, courage]);
    expect((await ann.request('DELETE', `${url}/${family.id}`)).statusCode).toBe(204);
    expect((await ann.get(url)).json()).toEqual([courage]);
    expect((await ann.request('DELETE', `${url}/${family.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank theme', async () => {
    const { id } = await createProject(ann);
    const response = await ann.post(`/api/memoir-projects/${id}/themes`, { theme: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give a theme.');
    expect(await rowCount('memoir_themes', id)).toBe(0);
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('another person’s project and bad ids', () => {
  const routes = (id: string, childId: string): [Method, string, object?][] => [
    ['PUT', `/api/memoir-projects/${id}`, { title: 'Mine now' }],
    ['DELETE', `/api/memoir-projects/${id}`],
    ['GET', `/api/memoir-projects/${id}/suggestions`],
    ['GET', `/api/memoir-projects/${id}/chapters`],
    ['POST', `/api/memoir-projects/${id}/chapters`, { title: 'Chapter 9' }],
    ['PUT', `/api/memoir-projects/${id}/chapters/${childId}`, { title: 'Renamed' }],
    ['DELETE', `/api/memoir-projects/${id}/chapters/${childId}`],
    ['GET', `/api/memoir-projects/${id}/themes`],
    ['POST', `/api/memoir-projects/${id}/themes`, { theme: 'Secrets' }],
    ['DELETE', `/api/memoir-projects/${id}/themes/${childId}`],
    ['GET', `/api/memoir-projects/${id}/chat`],
    ['POST', `/api/memoir-projects/${id}/chat`, { message: 'Hello', currentChapters: [], currentThemes: [] }],
  ];

  it('answers 404 on every route and changes nothing', async () => {
    const project = await createProject(ann, { title: 'Private' });
    const chapter = (
      await ann.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Chapter 1' })
    ).json();
    const theme = (await ann.post(`/api/memoir-projects/${project.id}/themes`, { theme: 'Love' })).json();
    for (const [method, url, payload] of [
      ...routes(project.id, chapter.id),
      ['PUT', `/api/memoir-projects/${project.id}/chapters/${chapter.id}`, { title: 'x' }] as const,
      ['DELETE', `/api/memoir-projects/${project.id}/themes/${theme.id}`] as const,
    ]) {
      const response = await bob.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toMatch(/was not found/);
    }
    const list = (await ann.get('/api/memoir-projects')).json() as { id: string; title: string }[];
    expect(list.find((p) => p.id === project.id)?.title).toBe('Private');
    expect((await ann.get(`/api/memoir-projects/${project.id}/chapters`)).json()).toEqual([chapter]);
    expect((await ann.get(`/api/memoir-projects/${project.id}/themes`)).json()).toEqual([theme]);
    expect(await rowCount('memoir_chat_messages', project.id)).toBe(0);
  });

  it('answers 400 with a plain sentence for a malformed id on every route', async () => {
    const project = await createProject(ann);
    for (const [method, url, payload] of routes('not-a-uuid', '00000000-0000-4000-8000-000000000000')) {
      const response = await ann.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message).toBe('That memoir project id is not valid.');
    }
    const badChapter = await ann.request('DELETE', `/api/memoir-projects/${project.id}/chapters/nope`);
    expect(badChapter.statusCode).toBe(400);
    expect(badChapter.json().message).toBe('That chapter id is not valid.');
    const badTheme = await ann.request('DELETE', `/api/memoir-projects/${project.id}/themes/nope`);
    expect(badTheme.statusCode).toBe(400);
    expect(badTheme.json().message).toBe('That theme id is not valid.');
  });

  it('answers 401 when nobody is signed in', async () => {
    const project = await createProject(ann);
    expect((await t.visitor.request('GET', '/api/memoir-projects')).statusCode).toBe(401);
    expect((await t.visitor.request('POST', '/api/memoir-projects', intent())).statusCode).toBe(401);
    for (const [method, url, payload] of routes(project.id, project.id)) {
      expect((await t.visitor.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the studio repository', () => {
  it('reaches chapters, themes and messages only through their project’s owner', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id } = await createProject(owner);
    const repository = createStudioRepository(t.db);
    const chapter = await repository.addChapter(owner.user.id, id, 'Early Years');
    await repository.addThemes(owner.user.id, id, ['Faith']);
    await repository.addMessage(owner.user.id, id, 'user', 'Hello');

    expect(await repository.listChapters(other.user.id, id)).toEqual([]);
    expect(await repository.listThemes(other.user.id, id)).toEqual([]);
    expect(await repository.listMessages(other.user.id, id)).toEqual([]);
    expect(await repository.countList(other.user.id, id, 'themes')).toBe(0);
    expect(await repository.renameChapter(other.user.id, id, chapter.id, 'Taken')).toBeUndefined();
    expect(await repository.deleteChapter(other.user.id, id, chapter.id)).toBe(false);
    await repository.replaceChapters(other.user.id, id, []);
    // A write into another person's project fails rather than lands there.
    await expect(repository.addChapter(other.user.id, id, 'Intruder')).rejects.toThrow();
    await expect(repository.addMessage(other.user.id, id, 'user', 'Intruder')).rejects.toThrow();

    expect((await repository.listChapters(owner.user.id, id)).map((row) => row.title)).toEqual([
      'Early Years',
    ]);
    expect(await repository.countList(owner.user.id, id, 'themes')).toBe(1);
    expect(await rowCount('memoir_chat_messages', id)).toBe(1);
  });
});

describe('chat with Clio', () => {
  const send = (projectId: string, message: string, extra: object = {}) =>
    ann.post(`/api/memoir-projects/${projectId}/chat`, {
      message,
      currentChapters: [],
      currentThemes: [],
      ...extra,
    });

  it('stores the question and Clio’s answer in order and marks the project in progress', async () => {
    const { id } = await createProject(ann);
    const response = await send(id, '  How should I begin my memoir?  ');
    expect(response.statusCode, response.body).toBe(200);
    const { message, messageId } = response.json();
    expect(message.length).toBeGreaterThan(0);

    const history = (await ann.get(`/api/memoir-projects/${id}/chat`)).json();
    expect(history).toEqual([
      expect.objectContaining({ role: 'user', message: 'How should I begin my memoir?' }),
      expect.objectContaining({ id: messageId, role: 'assistant', message }),
    ]);
    await send(id, 'Tell me more.');
    const longer = (await ann.get(`/api/memoir-projects/${id}/chat`)).json() as { role: string }[];
    expect(longer.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    const list = (await ann.get('/api/memoir-projects')).json() as {
      id: string;
      status: string;
    }[];
    expect(list.find((p) => p.id === id)?.status).toBe('in_progress');
  });

  it('replaces the chapters, in the given order, when the person accepts proposed chapters', async () => {
    const { id } = await createProject(ann);
    const url = `/api/memoir-projects/${id}/chapters`;
    const old = (await ann.post(url, { title: 'Chapter 1' })).json();
    const response = await send(
      id,
      'Yes, please update my chapters to: Early Years, The Farm, Meeting Rose',
      {
        currentChapters: [old],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const chapters = (await ann.get(url)).json() as { title: string }[];
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Early Years', 'The Farm', 'Meeting Rose']);
  });

  it('adds accepted themes, skipping ones the project already has', async () => {
    const { id } = await createProject(ann);
    const url = `/api/memoir-projects/${id}/themes`;
    const family = (await ann.post(url, { theme: 'Family' })).json();
    const response = await send(id, 'Yes, please add these themes: family, Resilience, Faith', {
      currentThemes: [family],
    });
    expect(response.statusCode, response.body).toBe(200);
    const themes = (await ann.get(url)).json() as { theme: string }[];
    expect(themes.map((theme) => theme.theme).sort()).toEqual(['Faith', 'Family', 'Resilience']);
  });

  it('refuses a blank message with 400 and stores nothing', async () => {
    const { id } = await createProject(ann);
    const response = await send(id, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give a message.');
    expect(await rowCount('memoir_chat_messages', id)).toBe(0);
  });

  it('answers suggestion chips for the project', async () => {
    const { id } = await createProject(ann);
    const response = await ann.get(`/api/memoir-projects/${id}/suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions } = response.json() as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(suggestion.trim()).not.toBe('');
    // At most four short chips, drawn from this project: its starting point opens one of them.
    expect(suggestions.length).toBeLessThanOrEqual(4);
    for (const suggestion of suggestions) expect(suggestion.length).toBeLessThanOrEqual(60);
    expect(suggestions).toContain('Help me begin with growing up on a dairy farm in Wisconsin');
  });
});

describe('when Clio cannot answer', () => {
  let failing: TestApp;
  let person: Person;
  let replies = 0;

  beforeAll(async () => {
    const broken = new Error('connection refused by the model server');
    // A stand-in for an unreachable external model: every generated answer fails.
    failing = await createTestApp({
      ai: aiProviderWith(
        {
          chatReply: async () => {
            replies++;
            throw broken;
          },
        },
        () => broken,
      ),
    });
    person = await failing.signUp();
  });
  afterAll(() => failing.close());

  it('stores neither the question nor any change, and says to send it again', async () => {
    const { id } = await createProject(person);
    const response = await person.post(`/api/memoir-projects/${id}/chat`, {
      message: 'Yes, please update my chapters to: A, B',
      currentChapters: [],
      currentThemes: [],
    });
    expect(replies).toBe(1);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(CHAT_UNAVAILABLE_MESSAGE);
    expect(response.body).not.toMatch(/connection refused/);
    const messages = await failing.pool.query('select count(*)::int as n from memoir_chat_messages');
    expect(messages.rows[0].n).toBe(0);
    const chapters = await failing.pool.query('select count(*)::int as n from memoir_chapters');
    expect(chapters.rows[0].n).toBe(0);
    const status = await failing.pool.query('select status from memoir_projects where id = $1', [id]);
    expect(status.rows[0].status).toBe('draft');
  });

  it('answers 503 for suggestions, so the client shows its own chips', async () => {
    const project = await createProject(person);
    const response = await person.get(`/api/memoir-projects/${project.id}/suggestions`);
    expect(response.statusCode).toBe(503);
  });
});

describe('a long conversation with Clio', () => {
  let recording: TestApp;
  let person: Person;
  const seen: { role: string; message: string }[][] = [];

  beforeAll(async () => {
    // A stand-in engine that answers and keeps the conversation it was given.
    recording = await createTestApp({
      ai: aiProviderWith({
        chatReply: async (_account, input) => {
          seen.push(input.history);
          return { message: 'Tell me more about that.', actions: [] };
        },
      }),
    });
    person = await recording.signUp();
  });
  afterAll(() => recording.close());

  it('gives Clio only the latest turns, oldest first, however long the conversation has grown', async () => {
    const { id } = await createProject(person);
    await recording.pool.query(
      `insert into memoir_chat_messages (project_id, role, message)
       select $1, case when n % 2 = 1 then 'user' else 'assistant' end, 'turn ' || n
       from generate_series(1, 300) as n`,
      [id],
    );
    const response = await person.post(`/api/memoir-projects/${id}/chat`, {
      message: 'And then we moved to the city.',
      currentChapters: [],
      currentThemes: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.map((turn) => turn.message)).toEqual(
      Array.from({ length: 12 }, (_, index) => `turn ${289 + index}`),
    );
    expect(seen[0]![0]!.role).toBe('user');
  });
});
