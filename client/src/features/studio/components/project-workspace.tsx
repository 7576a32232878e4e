import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ListOrdered } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-request.ts';
import { useChapters } from '../api/get-chapters.ts';
import { useChatMessages } from '../api/get-chat-messages.ts';
import { memoirProjectsQueryKey, useMemoirProjects } from '../api/get-memoir-projects.ts';
import { BookPanel } from './book/book-panel.tsx';
import { ChapterScreen } from './chapter-screen.tsx';
import { ChaptersPanel } from './chapters-panel.tsx';
import { LifeOrderScreen } from './life-order-screen.tsx';
import { ProjectTitle } from './project-title.tsx';
import { StudioChat } from './studio-chat.tsx';
import { ThemesPanel } from './themes-panel.tsx';

/**
 * One project's workspace. The chat with Clio on the left; the title,
 * chapters and themes on the right. On phones they stack: title, chat, panels.
 */
export function ProjectWorkspace({ projectId, onBack }: { projectId: string; onBack: () => void }) {
  const projects = useMemoirProjects();
  // The conversation answers 404 when the project was deleted meanwhile (in another tab, say).
  const chat = useChatMessages(projectId);
  const deleted = chat.error instanceof ApiError && chat.error.code === 'NOT_FOUND';
  const project = deleted ? undefined : projects.data?.find((candidate) => candidate.id === projectId);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (deleted) void queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey });
  }, [deleted, queryClient]);
  const backRef = useRef<HTMLDivElement>(null);
  const chapters = useChapters(projectId);
  /** The chapter open on its own screen, and the Open button focus goes back to when it closes. */
  const [openChapterId, setOpenChapterId] = useState<string | null>(null);
  const [returnToChapter, setReturnToChapter] = useState<string | null>(null);
  /** "Your life in order" open on its own screen, and whether focus goes back to its button when it closes. */
  const [lifeOrderOpen, setLifeOrderOpen] = useState(false);
  const [returnToLifeOrder, setReturnToLifeOrder] = useState(false);
  const lifeOrderButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (lifeOrderOpen || !returnToLifeOrder) return;
    lifeOrderButton.current?.focus();
    setReturnToLifeOrder(false);
  }, [lifeOrderOpen, returnToLifeOrder]);

  // Opening a project moves focus into it, so keyboard and screen-reader users start here.
  useEffect(() => backRef.current?.querySelector('button')?.focus(), []);
  useEffect(() => {
    if (openChapterId || !returnToChapter) return;
    const number = (chapters.data ?? []).findIndex((chapter) => chapter.id === returnToChapter) + 1;
    if (number > 0)
      document.querySelector<HTMLButtonElement>(`[aria-label="Open chapter ${number}"]`)?.focus();
    setReturnToChapter(null);
  }, [openChapterId, returnToChapter, chapters.data]);

  const back = (
    <div ref={backRef}>
      <Button variant="ghost" className="-ml-3" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Projects
      </Button>
    </div>
  );

  if (projects.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status" className="text-muted">
          Loading your memoir…
        </p>
      </div>
    );
  }
  if (!project) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="alert" className="text-xl font-semibold">
          Project not found
        </p>
        <p className="text-muted">
          It may have been deleted. Go back to your projects to choose another one.
        </p>
      </div>
    );
  }

  if (lifeOrderOpen)
    return (
      <LifeOrderScreen
        onBack={() => {
          setLifeOrderOpen(false);
          setReturnToLifeOrder(true);
        }}
      />
    );

  const openIndex = (chapters.data ?? []).findIndex((chapter) => chapter.id === openChapterId);
  if (openChapterId && openIndex !== -1) {
    return (
      <ChapterScreen
        key={openChapterId}
        projectId={project.id}
        chapter={chapters.data![openIndex]!}
        number={openIndex + 1}
        onBack={() => {
          setReturnToChapter(openChapterId);
          setOpenChapterId(null);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <ProjectTitle project={project} />
          <p className="mt-1 text-muted">{project.motivation}</p>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <StudioChat projectId={project.id} />
        </div>
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
          <ChaptersPanel projectId={project.id} onOpenChapter={setOpenChapterId} />
          <ThemesPanel projectId={project.id} />
          <section
            aria-labelledby="life-order-heading"
            className="rounded-2xl border border-line bg-surface p-4"
          >
            <h3 id="life-order-heading" className="text-xl font-bold">
              Before the book
            </h3>
            <p className="mt-1 mb-3 text-muted">
              See your memories by year, and check the dates that look wrong.
            </p>
            <Button ref={lifeOrderButton} variant="outline" onClick={() => setLifeOrderOpen(true)}>
              <ListOrdered aria-hidden="true" />
              Your life in order
            </Button>
          </section>
          <BookPanel projectId={project.id} projectTitle={project.title} />
        </div>
      </div>
    </div>
  );
}
