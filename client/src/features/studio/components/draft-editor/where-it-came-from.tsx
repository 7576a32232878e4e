import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ChosenParagraph } from '#client/components/draft-editor/chapter-draft-editor.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSourceRecordings } from '#client/features/studio/api/source-recordings.ts';
import { type ChapterMemory, memoryKey } from '#shared/manuscript.ts';
import { uploadedFileOriginalUrl } from '#shared/memories-api.ts';
import { isAudioFile } from '#shared/memory-rules.ts';
import { audioSpanFor } from './audio-span.ts';

interface Playable {
  key: string;
  name: string;
  url: string;
  /** Seconds; null plays the whole recording from its start. */
  span: { start: number; end: number } | null;
}

/** The recordings among the chosen paragraph's memories, each with the stretch the paragraph came from. */
function usePlayables(paragraph: ChosenParagraph | null, memories: ChapterMemory[]): Playable[] {
  const sources = paragraph?.sources ?? [];
  const { files, interviews } = useSourceRecordings(sources.some((s) => s.kind !== 'fragment'));
  const playables: Playable[] = [];
  for (const source of sources) {
    const name = memories.find((memory) => memoryKey(memory) === memoryKey(source))?.name ?? 'this memory';
    if (source.kind === 'file') {
      const file = files.find((f) => f.id === source.id);
      if (!file || !isAudioFile(file)) continue;
      const span = audioSpanFor(file.transcriptSegments ?? [], paragraph?.text ?? '');
      playables.push({
        key: memoryKey(source),
        name,
        url: uploadedFileOriginalUrl(file.id),
        span: span ? { start: span.startMs / 1000, end: span.endMs / 1000 } : null,
      });
    } else if (source.kind === 'answer') {
      // Interview answers keep their audio but no timings: they play from the start.
      const interview = interviews.find((i) => i.answers.some((a) => a.id === source.id && a.hasAudio));
      if (!interview) continue;
      playables.push({
        key: memoryKey(source),
        name,
        url: `/api/interviews/${interview.id}/answers/${source.id}/audio`,
        span: null,
      });
    }
  }
  return playables;
}

/** "Play where this came from" for each recording the chosen paragraph came from. */
export function WhereItCameFrom({
  paragraph,
  memories,
}: {
  paragraph: ChosenParagraph | null;
  memories: ChapterMemory[];
}) {
  const playables = usePlayables(paragraph, memories);
  const [playing, setPlaying] = useState<Playable | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  if (playables.length === 0) return null;

  const play = (playable: Playable) => {
    setPlaying(playable);
    const element = audio.current;
    if (!element) return;
    element.src = playable.url;
    element.currentTime = playable.span?.start ?? 0;
    void element.play().catch(() => undefined);
  };

  return (
    <section aria-label="Where this paragraph came from" className="mt-2 flex flex-col gap-2">
      {playables.map((playable) => (
        <Button
          key={playable.key}
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => play(playable)}
          aria-label={`Play where this came from: “${playable.name}”`}
        >
          <Play aria-hidden="true" />
          Play where this came from: “{playable.name}”
        </Button>
      ))}
      {/* biome-ignore lint/a11y/useMediaCaption: the paragraph above is the words of what is played. */}
      <audio
        ref={audio}
        controls
        preload="none"
        aria-label={playing ? `Recording: ${playing.name}` : 'Recording'}
        className={playing ? 'w-full' : 'hidden'}
        onTimeUpdate={(event) => {
          // Stop where the paragraph's words end, so the person hears only where it came from.
          const end = playing?.span?.end;
          if (end !== undefined && event.currentTarget.currentTime >= end) event.currentTarget.pause();
        }}
      />
    </section>
  );
}
