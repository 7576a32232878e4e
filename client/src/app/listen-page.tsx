import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { ChapterRecordingsPage } from '#client/features/studio/components/book/chapter-recordings-page.tsx';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { LISTEN_PAGE_PREFIX } from '#shared/page-paths.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-line bg-surface px-5 py-3">
        <a href="/" className="font-serif text-2xl font-bold text-primary">
          Heirloom
        </a>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-8">{children}</main>
    </div>
  );
}

/** `/listen/<projectId>/<chapterId>`: the page a book's printed code opens (issue 14). */
export function ListenPage() {
  const [projectId = '', chapterId = ''] = window.location.pathname
    .slice(LISTEN_PAGE_PREFIX.length)
    .split('/');
  const { isLoading, isAuthenticated } = useCurrentUser();
  useEffect(() => {
    document.title = 'Hear these memories · Heirloom';
  }, []);
  return (
    <Frame>
      {isLoading ? (
        <p role="status" className="flex items-center gap-3 text-xl">
          <Loader2 aria-hidden="true" className="size-6 animate-spin" />
          Opening…
        </p>
      ) : (
        <ChapterRecordingsPage projectId={projectId} chapterId={chapterId} signedIn={isAuthenticated} />
      )}
    </Frame>
  );
}
