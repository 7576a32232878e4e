import { useRef, useState } from 'react';
import { CleanCopyReviewPanel } from '#client/components/clean-copy/clean-copy-review.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '#client/components/ui/dialog.tsx';
import { type UncheckedChapter, uncheckedChaptersMessage } from '#shared/book.ts';
import type { MemoryRef } from '#shared/manuscript.ts';

type Memory = UncheckedChapter['memories'][number];

/**
 * The chapters whose words nobody has checked yet (docs/decisions/909), said before the make, each memory with
 * a button that opens its clean copy to review. The book uses the clean copy either way.
 */
export function UncheckedChapters({ chapters }: { chapters: readonly UncheckedChapter[] }) {
  const [reviewing, setReviewing] = useState<Memory | null>(null);
  const box = useRef<HTMLDivElement>(null);
  if (chapters.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-lg border border-line bg-accent p-3"
      data-testid="unchecked-chapters"
    >
      <p className="font-semibold">{uncheckedChaptersMessage(chapters.length)}</p>
      <p className="mt-1 text-[0.95rem]">
        The book will use a clean copy of those words, with the “um”s taken out and capital letters put in.
        You can look at them first:
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {chapters.map((chapter) => (
          <li key={chapter.position}>
            <span>
              Chapter {chapter.position}, “{chapter.title}”:
            </span>
            <span className="mt-1 flex flex-wrap gap-2">
              {chapter.memories.map((memory) => (
                <Button
                  key={`${memory.kind}:${memory.id}`}
                  variant="outline"
                  size="sm"
                  onClick={() => setReviewing(memory)}
                >
                  Check “{memory.name}”
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <ReviewDialog
        memory={reviewing}
        onClose={() => {
          setReviewing(null);
          // The button that opened it may be gone (its chapter is checked now): focus stays in this box then.
          requestAnimationFrame(() => {
            if (!box.current?.contains(document.activeElement)) box.current?.focus();
          });
        }}
      />
    </div>
  );
}

function ReviewDialog({ memory, onClose }: { memory: Memory | null; onClose: () => void }) {
  const ref: MemoryRef | null = memory ? { kind: memory.kind, id: memory.id } : null;
  return (
    <Dialog open={memory !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="lg:max-w-5xl!">
        {memory && ref ? (
          <>
            <DialogHeader title={`Check the words: ${memory.name}`} />
            <CleanCopyReviewPanel memory={ref} />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
