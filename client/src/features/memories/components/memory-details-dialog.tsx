import { Download } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { CleanCopyReviewPanel } from '#client/components/clean-copy/clean-copy-review.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader } from '#client/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useFormatDay } from '#client/lib/format-day.ts';
import { uploadedFileOriginalUrl } from '#shared/memories-api.ts';
import { isAudioFile, type UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { AnswerWordsCheck } from './answer-words-check.tsx';
import { DnaBadge, MEMORY_DNA_EXPLAINED, TopicChips } from './dna-badge.tsx';
import { FamilyPerspectives } from './family-perspectives.tsx';
import { FileStatus } from './file-status.tsx';
import { RecordingTranscript, SpokenAnswer } from './listen-and-fix.tsx';
import { TranscriptCheck } from './transcript-check.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}

const notYet = <span className="text-muted">Not added yet</span>;

/** Memory Details: tabs Content and Memory DNA, read only. */
export function MemoryDetailsDialog({ row, onClose }: { row: UnifiedMemoryRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* Wide enough on a large screen for her words and the clean copy side by side. */}
      <DialogContent className="lg:max-w-5xl!">{row ? <MemoryDetails row={row} /> : null}</DialogContent>
    </Dialog>
  );
}

function MemoryDetails({ row }: { row: UnifiedMemoryRow }) {
  const formatDay = useFormatDay();
  const audio = useRef<HTMLAudioElement>(null);
  const segments = row.file?.transcriptSegments;
  const originalUrl = uploadedFileOriginalUrl(row.id);
  return (
    <>
      <DialogHeader title="Memory Details" description={row.memory} />
      <Tabs defaultValue="content">
        <TabsList>
          <TabsTrigger value="content">Content</TabsTrigger>
          <TabsTrigger value="dna">Memory DNA</TabsTrigger>
          <TabsTrigger value="book">For the book</TabsTrigger>
        </TabsList>
        <TabsContent value="content">
          <p className="mb-3 text-[0.95rem] text-muted">
            {row.source} · Added {formatDay(row.dateAdded)}
            {row.addedBy ? ` by ${row.addedBy}` : ''}
          </p>
          {row.file ? (
            <div className="mb-4 flex flex-col gap-3">
              <FileStatus file={row.file} />
              {isAudioFile(row.file) ? (
                // biome-ignore lint/a11y/useMediaCaption: the transcript below is the text alternative
                <audio
                  ref={audio}
                  controls
                  src={originalUrl}
                  preload="metadata"
                  className="w-full"
                  aria-label="Recording"
                />
              ) : null}
              <a
                href={originalUrl}
                download={row.file.originalName}
                className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
              >
                <Download aria-hidden="true" />
                Download original
              </a>
            </div>
          ) : null}
          {row.interview ? (
            <ol className="flex flex-col gap-4" aria-label="Answers">
              {row.interview.answers.map((answer, index) => (
                <li key={answer.id} className="rounded-lg border border-line bg-background p-4">
                  <p id={`answer-question-${answer.id}`} className="font-semibold">
                    {answer.question}
                  </p>
                  <SpokenAnswer interviewId={row.id} answer={answer} number={index + 1} />
                  {answer.hasAudio ? (
                    <AnswerWordsCheck
                      interviewId={row.id}
                      answer={answer}
                      questionId={`answer-question-${answer.id}`}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          ) : segments?.length ? (
            <RecordingTranscript
              recording={{ id: row.id, version: row.version ?? 1, ready: row.file?.status === 'ready' }}
              segments={segments}
              audio={audio}
            />
          ) : row.fullText.trim() ? (
            // A long memory scrolls inside this box; it takes focus so the arrow keys can scroll it too (WCAG 2.1.1).
            <section
              className="max-h-[45vh] overflow-y-auto rounded-lg border border-line bg-background p-4 whitespace-pre-wrap"
              data-testid="memory-full-text"
              aria-label="Full text"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
              tabIndex={0}
            >
              {row.fullText}
            </section>
          ) : (
            <p className="text-muted">
              {row.file?.status === 'processing' ? 'The text will appear here once it is ready.' : 'No text.'}
            </p>
          )}
          {row.file && !row.file.transcriptChecked ? (
            <div className="mt-4">
              <TranscriptCheck file={{ ...row.file, id: row.id, version: row.version ?? 1 }} />
            </div>
          ) : null}
          <FamilyPerspectives row={row} />
        </TabsContent>
        <TabsContent value="dna">
          <p className="mb-3 text-muted">{MEMORY_DNA_EXPLAINED}</p>
          <div className="mb-4 flex items-start gap-2">
            <span className="font-semibold">Memory DNA:</span>
            <DnaBadge memory={row} />
          </div>
          <dl className="flex flex-col gap-4">
            <Field label="When">{row.whenHappened || notYet}</Field>
            <Field label="Where">{row.whereHappened || notYet}</Field>
            <Field label="People involved">
              {row.peopleInvolved.length ? row.peopleInvolved.join(', ') : notYet}
            </Field>
            <Field label="Topics">
              {row.topics.length ? <TopicChips topics={row.topics} max={50} /> : notYet}
            </Field>
          </dl>
        </TabsContent>
        <TabsContent value="book">
          <ForTheBook row={row} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** The clean copy of the memory's words, or of each answer of an interview, for her to choose (issue 32). */
function ForTheBook({ row }: { row: UnifiedMemoryRow }) {
  if (row.interview) {
    const answered = row.interview.answers.filter(
      (answer) => answer.status === 'ready' && answer.text.trim(),
    );
    if (answered.length === 0) return <p className="text-muted">There are no words in this interview yet.</p>;
    return (
      <ol className="flex flex-col gap-6" aria-label="Answers">
        {answered.map((answer) => (
          <li key={answer.id} className="flex flex-col gap-2">
            <h3 className="font-semibold">{answer.question}</h3>
            <CleanCopyReviewPanel memory={{ kind: 'answer', id: answer.id }} headingLevel={4} />
          </li>
        ))}
      </ol>
    );
  }
  if (row.file && row.file.status !== 'ready')
    return <p className="text-muted">The clean copy is made once the words are written down.</p>;
  if (!row.fullText.trim()) return <p className="text-muted">There are no words in this memory.</p>;
  return <CleanCopyReviewPanel memory={{ kind: row.file ? 'file' : 'fragment', id: row.id }} />;
}
