import { Loader2 } from 'lucide-react';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { useChapterRecordings } from '#client/features/studio/api/chapter-recordings.ts';
import { errorMessage } from '#client/lib/api-request.ts';

/**
 * Where a book's printed code leads (issue 14): the chapter's recordings, one player each, in large type. The
 * person must be signed in as the project's owner, or as a member of the storyteller's family circle once the
 * chapter is released to them (decision 1017); anyone else is told plainly.
 */
export function ChapterRecordingsPage({
  projectId,
  chapterId,
  signedIn,
}: {
  projectId: string;
  chapterId: string;
  signedIn: boolean;
}) {
  const recordings = useChapterRecordings(projectId, chapterId, signedIn);
  if (!signedIn) {
    return (
      <>
        <h1 className="text-3xl font-bold">Hear these memories</h1>
        <p className="text-xl">
          Please sign in to Heirloom first, then scan the code again or open this page from the same link.
        </p>
        <p>
          <a href="/" className="text-xl font-semibold text-primary underline underline-offset-4">
            Sign in to Heirloom
          </a>
        </p>
      </>
    );
  }
  if (recordings.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-xl">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        Finding the recordings…
      </p>
    );
  }
  if (recordings.isError) {
    return (
      <>
        <h1 className="text-3xl font-bold">Hear these memories</h1>
        <FormFailure
          message={errorMessage(
            recordings.error,
            'The recordings could not be found just now. Please try again in a moment.',
          )}
        />
      </>
    );
  }
  const { projectTitle, chapterTitle, recordings: list } = recordings.data;
  return (
    <>
      <div>
        <p className="text-xl text-muted">{projectTitle}</p>
        <h1 className="text-3xl font-bold">{chapterTitle}</h1>
      </div>
      {list.length === 0 ? (
        <p className="text-xl">This chapter has no recordings now.</p>
      ) : (
        <ul aria-label="Recordings" className="flex flex-col gap-6">
          {list.map((recording) => (
            <li
              key={recording.url}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
            >
              <h2 className="text-2xl font-semibold">{recording.title}</h2>
              {/* biome-ignore lint/a11y/useMediaCaption: a spoken memory; its words are in the book beside the code. */}
              <audio
                controls
                preload="metadata"
                src={recording.url}
                className="w-full"
                aria-label={recording.title}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
