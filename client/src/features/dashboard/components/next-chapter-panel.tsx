import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { useNextChapterSuggestions } from '../api/generate-next-chapter.ts';
import { DashboardPanel, TopicChip } from './dashboard-panel.tsx';
import { GeneratedListStates, type GeneratedListTexts } from './generated-list-states.tsx';

/** "Ideas for your next chapter": the two loading texts and the empty one. */
const NEXT_CHAPTER_TEXTS: GeneratedListTexts = {
  loading: 'Loading ideas for your next chapter...',
  working: 'Thinking about ideas for your next chapter...',
  empty: 'No ideas to suggest right now. Add a memory and check back.',
};

function Suggestion({ suggestion, topics }: { suggestion: string; topics: string[] }) {
  const { openDialog } = useWorkspace();
  const textId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-background p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p id={textId}>{suggestion}</p>
        {topics.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Topics">
            {topics.map((topic) => (
              <li key={topic}>
                <TopicChip>{topic}</TopicChip>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button
        className="shrink-0 self-start sm:self-center"
        aria-describedby={textId}
        onClick={() => openDialog('add-memory', { question: suggestion })}
      >
        Start
      </Button>
    </li>
  );
}

/** "Ideas for your next chapter": each idea with its topics and a Start button (Add Memory). */
export function NextChapterPanel({ memoriesLoaded }: { memoriesLoaded: boolean }) {
  const query = useNextChapterSuggestions(memoriesLoaded);
  const suggestions = query.data?.suggestions ?? [];
  return (
    <DashboardPanel title="Ideas for your next chapter" icon={<Lightbulb />}>
      <GeneratedListStates
        memoriesLoaded={memoriesLoaded}
        fetching={query.isFetching}
        empty={suggestions.length === 0}
        texts={NEXT_CHAPTER_TEXTS}
      >
        <ul className="space-y-3" aria-busy={query.isFetching}>
          {suggestions.map((item) => (
            <Suggestion key={item.suggestion} suggestion={item.suggestion} topics={item.topics} />
          ))}
        </ul>
      </GeneratedListStates>
    </DashboardPanel>
  );
}
