/**
 * Memories, projects and files made through the real API, for tests whose subject is something else.
 * Each checks the answer it needs (so a broken setup fails where it happened) and returns the created
 * thing as the API answered it.
 */
import { expect } from 'vitest';
import type { CreateMemoryFragment, MemoryFragment, UploadedFile } from '#shared/memories.ts';
import type { CreateMemoirProject } from '#shared/studio.ts';
import type { TestClient } from './test-client.ts';

/** POST /api/memory-fragments; answers the stored memory (201). */
export async function createMemory(
  person: TestClient,
  overrides: Partial<CreateMemoryFragment> = {},
): Promise<MemoryFragment> {
  const response = await person.post('/api/memory-fragments', {
    name: 'Our wedding',
    text: 'We married in June.',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The five onboarding answers of a memoir project. */
export const projectIntent = (overrides: Partial<CreateMemoirProject> = {}): CreateMemoirProject => ({
  motivation: 'To share my life and lessons with my family',
  audience: 'For my close family and friends',
  tone: 'A sense of warmth and nostalgia',
  title: 'Seasons on the Farm',
  startingPoint: 'Growing up on a dairy farm in Wisconsin, the war years, and meeting Rose.',
  ...overrides,
});

/** POST /api/memoir-projects; answers the new project's id and title (200). */
export async function createProject(
  person: TestClient,
  overrides: Partial<CreateMemoirProject> = {},
): Promise<{ id: string; title: string }> {
  const response = await person.post('/api/memoir-projects', projectIntent(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** POST /api/upload-file with a text file; answers the stored file (201). */
export async function uploadFile(
  person: TestClient,
  fileName = 'note.txt',
  data: Buffer = Buffer.from('A short note.'),
): Promise<UploadedFile> {
  const response = await person.upload(fileName, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** GET /api/memory-fragments: the person's typed memories, newest first. */
export async function listMemories(person: TestClient): Promise<MemoryFragment[]> {
  return (await person.get('/api/memory-fragments')).json();
}

/** GET /api/uploaded-files: the person's uploaded files, newest first. */
export async function listFiles(person: TestClient): Promise<UploadedFile[]> {
  return (await person.get('/api/uploaded-files')).json();
}
