/** The Memoir Studio's rows as the API answers them (and the project as the AI reads it): one mapping per entity. */
import type { ProjectForAi } from '#server/ai/ai-provider.ts';
import type {
  Chapter,
  ChatMessage,
  CreateMemoirProjectResponse,
  MemoirProject,
  Theme,
} from '#shared/studio.ts';
import type { ChapterRow, ChatMessageRow, ProjectRow, ThemeRow } from './studio.repository.ts';

export const toProject = (row: ProjectRow): MemoirProject => ({
  id: row.id,
  title: row.title,
  motivation: row.motivation,
  audience: row.audience,
  tone: row.tone,
  startingPoint: row.startingPoint,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** What creating a project answers: the onboarding only needs to open it. */
export const toCreatedProject = (row: ProjectRow): CreateMemoirProjectResponse => ({
  id: row.id,
  title: row.title,
});

export const toProjectForAi = (row: ProjectRow): ProjectForAi => ({
  title: row.title,
  motivation: row.motivation,
  audience: row.audience,
  tone: row.tone,
  startingPoint: row.startingPoint,
});

export const toChapter = (row: ChapterRow): Chapter => ({ id: row.id, title: row.title });

export const toTheme = (row: ThemeRow): Theme => ({ id: row.id, theme: row.theme });

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  proposal: row.proposal ?? null,
});
