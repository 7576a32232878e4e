/**
 * Each story of a chapter set under its own heading: consecutive paragraphs from one memory are one story, and
 * its first paragraph carries the heading (the memory's name, or the question an interview answer answered),
 * its date line from Memory DNA's "when", and the people and places the index lists. A paragraph the person
 * wrote herself in the draft, with no memory behind it, continues the story before it.
 */
import type { BookParagraph } from '#server/book/book-document.ts';
import { memoryKey } from '#shared/manuscript.ts';
import type { ManuscriptRepository, StoryFactsRow } from '../manuscript/manuscript.repository.ts';
import type { SourcedParagraph } from './book-contents.ts';

/** A "where" of Memory DNA as index entries: one place, unless it is empty. */
const placesOf = (where: string | null) => (where?.trim() ? [where.trim()] : []);

/** The people of Memory DNA, whatever shape the stored list has (a JSON array of names). */
const peopleOf = (people: unknown) =>
  Array.isArray(people)
    ? people.filter((name): name is string => typeof name === 'string' && !!name.trim())
    : [];

/**
 * The chapter's paragraphs with a story heading on the first paragraph of each memory's run. `nextId` numbers
 * the stories across the whole book, so the index can find each one.
 */
export async function withStoryHeadings(deps: {
  userId: string;
  paragraphs: readonly SourcedParagraph[];
  manuscript: ManuscriptRepository;
  nextId: () => string;
}): Promise<BookParagraph[]> {
  const refs = deps.paragraphs.flatMap((paragraph) => (paragraph.memory ? [paragraph.memory] : []));
  const facts = new Map<string, StoryFactsRow>(
    (await deps.manuscript.storyFacts(deps.userId, refs)).map((row) => [memoryKey(row), row]),
  );
  let current: string | null = null;
  return deps.paragraphs.map(({ memory, ...paragraph }) => {
    const key = memory ? memoryKey(memory) : null;
    if (key === null || key === current) return paragraph;
    current = key;
    const fact = facts.get(key);
    const title = fact?.title?.trim();
    if (!fact || !title) return paragraph;
    return {
      ...paragraph,
      story: {
        id: deps.nextId(),
        title,
        when: fact.whenHappened?.trim() || null,
        people: peopleOf(fact.peopleInvolved),
        places: placesOf(fact.whereHappened),
      },
    };
  });
}
