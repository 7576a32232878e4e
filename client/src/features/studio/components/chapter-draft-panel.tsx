import { History, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { cn } from '#client/lib/utils.ts';
import { DRAFT_ORIGIN_LABELS, type DraftParagraph, type MemoryRef } from '#shared/manuscript.ts';
import {
  getDraftVersion,
  useChapterDraft,
  useComposeDraft,
  useDraftVersions,
  useSaveDraft,
} from '../api/chapter-draft.ts';
import { DraftSentenceMarks } from './draft-sentence-marks.tsx';
import { markedPieces } from './marked-sentences.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The chapter's draft: "Draft this Chapter" lays out the person's own words from the chapter's memories;
 * choosing a paragraph shows the memories it came from; every save is a version that can be restored.
 */
export function ChapterDraftPanel({
  projectId,
  chapterId,
  hasMemories,
  onChooseParagraph,
}: {
  projectId: string;
  chapterId: string;
  hasMemories: boolean;
  onChooseParagraph: (sources: MemoryRef[]) => void;
}) {
  const draft = useChapterDraft(projectId, chapterId);
  const compose = useComposeDraft(projectId, chapterId);
  const save = useSaveDraft(projectId, chapterId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const versions = useDraftVersions(projectId, chapterId, showVersions);
  const current = draft.data?.draft ?? null;

  const choose = (index: number | null) => {
    setChosen(index);
    onChooseParagraph(index === null || !current ? [] : (current.paragraphs[index]?.sources ?? []));
  };

  const restore = async (version: number) => {
    if (!current) return;
    setFailure(null);
    try {
      const old = await getDraftVersion(projectId, chapterId, version);
      await save.mutateAsync({ basedOn: current.version, paragraphs: old.paragraphs, restoredFrom: version });
      choose(null);
    } catch (error) {
      setFailure(errorMessage(error, 'That version could not be restored. Please try again.'));
    }
  };

  /** Keeping or removing a marked sentence saves the draft as the next version. */
  const changeParagraph = async (index: number, paragraph: DraftParagraph) => {
    if (!current) return;
    setFailure(null);
    const paragraphs = current.paragraphs
      .map((p, i) => (i === index ? paragraph : p))
      .filter((p) => p.text.trim());
    try {
      await save.mutateAsync({ basedOn: current.version, paragraphs });
      choose(null);
    } catch (error) {
      setFailure(errorMessage(error, 'The draft could not be saved. Please try again.'));
    }
  };

  return (
    <section
      aria-labelledby="chapter-draft-heading"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="chapter-draft-heading" className="text-xl font-bold">
          Draft
        </h3>
        <Button
          disabled={!hasMemories || compose.isPending}
          onClick={() => {
            setFailure(null);
            compose.mutate(undefined, {
              onSuccess: () => choose(null),
              onError: (error) =>
                setFailure(errorMessage(error, 'The chapter could not be drafted. Please try again.')),
            });
          }}
        >
          <PenLine aria-hidden="true" />
          {compose.isPending ? 'Drafting…' : 'Draft this Chapter'}
        </Button>
      </div>
      <p className="mb-3 text-muted">
        {current?.origin === 'ai'
          ? 'Clio wrote this draft from the memories in this chapter. A sentence marked “Not found in your memories” has a name, place, date or number she could not find in them: keep it, fix it or remove it.'
          : 'The draft uses only your own words from the memories in this chapter, in the order they happened.'}{' '}
        Choose a paragraph to see which memories it came from.
      </p>
      <FormFailure message={failure} />
      {draft.isPending ? (
        <p className="text-muted">Loading the draft…</p>
      ) : !current ? (
        <p className="text-muted">
          {hasMemories
            ? 'No draft yet. Click “Draft this Chapter” to lay out your memories’ words.'
            : 'Add memories to this chapter first, then draft it.'}
        </p>
      ) : (
        <>
          <p className="mb-2 text-[0.95rem] text-muted" data-testid="draft-version">
            Version {current.version} · {DRAFT_ORIGIN_LABELS[current.origin]} · {timeOf(current.createdAt)}
          </p>
          <ol aria-label="Chapter draft" className="flex flex-col gap-2 font-serif text-lg leading-relaxed">
            {current.paragraphs.map((paragraph, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-pressed={chosen === index}
                  onClick={() => choose(chosen === index ? null : index)}
                  className={cn(
                    'w-full rounded-lg border-2 px-3 py-2 text-left',
                    chosen === index ? 'border-primary bg-accent' : 'border-transparent hover:bg-accent',
                  )}
                >
                  {markedPieces(paragraph).map((piece, at) =>
                    piece.marked ? (
                      <mark
                        key={at}
                        className="bg-transparent text-inherit underline decoration-destructive decoration-wavy"
                      >
                        {piece.text}
                      </mark>
                    ) : (
                      piece.text
                    ),
                  )}
                </button>
                <DraftSentenceMarks
                  paragraph={paragraph}
                  busy={save.isPending}
                  onChange={(changed) => void changeParagraph(index, changed)}
                />
              </li>
            ))}
          </ol>
          <div className="mt-4">
            <Button
              size="sm"
              variant="outline"
              aria-expanded={showVersions}
              onClick={() => setShowVersions((v) => !v)}
            >
              <History aria-hidden="true" />
              {showVersions ? 'Hide versions' : 'Show versions'}
            </Button>
            {showVersions ? (
              versions.isPending ? (
                <p className="mt-2 text-muted">Loading the versions…</p>
              ) : (
                <ul aria-label="Saved versions" className="mt-2 divide-y divide-line">
                  {(versions.data ?? []).map((version) => (
                    <li
                      key={version.version}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <span>
                        Version {version.version} · {DRAFT_ORIGIN_LABELS[version.origin]} ·{' '}
                        {timeOf(version.createdAt)} · {version.words} words
                      </span>
                      {version.version === current.version ? (
                        <span className="text-muted">Shown now</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={save.isPending}
                          onClick={() => void restore(version.version)}
                          aria-label={`Restore version ${version.version}`}
                        >
                          Restore
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
