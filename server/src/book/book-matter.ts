/**
 * The book's front and back matter in words, the same in every format: the copyright page, "About the
 * storyteller" and the index of the people and places in her stories. Each format sets them its own way (the
 * PDF gives the index page numbers, the EPUB and the keepsake give links), from what is worked out here.
 */
import { formatPerson, type Person, parsePerson } from '#server/ai/rules/person.ts';
import type { BookDocument, BookStory } from './book-document.ts';
import { typesetText } from './typography.ts';

/** The editions a copyright page can name. */
export type BookEdition = 'standard' | 'large-print' | 'epub' | 'keepsake';

const EDITION_NAMES: Record<BookEdition, string> = {
  standard: 'Reading edition',
  'large-print': 'Large-print edition',
  epub: 'EPUB edition',
  keepsake: 'Keepsake edition',
};

/** "28 November 2026": a date as the copyright page and "About the storyteller" print it. */
export function bookDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** Every story of the book in reading order, with the number of the chapter it is in. */
export function bookStories(book: BookDocument): Array<{ story: BookStory; chapter: number }> {
  return book.chapters.flatMap((chapter) =>
    chapter.paragraphs.flatMap((paragraph) =>
      paragraph.story ? [{ story: paragraph.story, chapter: chapter.number }] : [],
    ),
  );
}

const hasRecordings = (book: BookDocument) => book.chapters.some((chapter) => chapter.recordings.length > 0);

/**
 * The copyright page's lines: © year and name, "All rights reserved.", the edition and the day it was made,
 * and where the recordings are kept. Only true words: the recordings are in the storyteller's Heirloom archive
 * (the book is made from it) and, with the keepsake, in the folder the family keeps.
 */
export function copyrightLines(book: BookDocument, edition: BookEdition): string[] {
  const kept =
    edition === 'keepsake'
      ? 'The recordings of these stories are kept in this keepsake, in its “audio” folder, and in the storyteller’s Heirloom archive.'
      : 'The recordings of these stories are kept in the storyteller’s Heirloom archive and in the keepsake made with this book, which plays them on any computer.';
  return [
    `© ${book.year} ${book.storyteller}`,
    'All rights reserved.',
    `${EDITION_NAMES[edition]}, made on ${bookDate(book.madeAt)}.`,
    hasRecordings(book)
      ? kept
      : 'These stories were gathered and are kept in the storyteller’s Heirloom archive.',
    'Made with Heirloom.',
  ];
}

/** One name in the index and the stories that hold it, in reading order. */
export interface IndexEntry {
  name: string;
  storyIds: string[];
}

export interface PeopleAndPlaces {
  people: IndexEntry[];
  places: IndexEntry[];
}

/** A name as the index lists it: spaces tidied, and nothing that is not a name (empty, or a sentence). */
function indexName(name: string): string | null {
  const tidy = typesetText(name.replace(/\s+/g, ' ').trim());
  return tidy.length > 0 && tidy.length <= 60 ? tidy : null;
}

/** Capitalised first: "Kraków" is a better spelling to print than "kraków". */
const betterSpelling = (a: string, b: string) => (/^\p{Lu}/u.test(b) && !/^\p{Lu}/u.test(a) ? b : a);

function entries(stories: BookStory[], namesOf: (story: BookStory) => string[]): IndexEntry[] {
  const byKey = new Map<string, IndexEntry>();
  for (const story of stories) {
    for (const raw of namesOf(story)) {
      const name = indexName(raw);
      if (!name) continue;
      const key = name.toLocaleLowerCase('en');
      const entry = byKey.get(key) ?? { name, storyIds: [] };
      entry.name = betterSpelling(entry.name, name);
      if (!entry.storyIds.includes(story.id)) entry.storyIds.push(story.id);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort(byIndexName);
}

/** The index of the people and places her stories name (their Memory DNA), alphabetically. */
export function peopleAndPlaces(book: BookDocument): PeopleAndPlaces {
  const stories = bookStories(book).map(({ story }) => story);
  return {
    people: peopleEntries(stories),
    places: entries(stories, (story) => story.places),
  };
}

/** Words before a relation that say whose it is, not who: "my brother", "our mother", "the vicar". */
const RELATION_LEAD = /^(?:my|our|his|her|their|your|the|a|an)\s+/i;

/** A relation as printed: spaces tidied, without "my" or "the"; as Memory DNA wrote it otherwise. */
const relationText = (relation: string | undefined) =>
  relation ? relation.replace(/\s+/g, ' ').trim().replace(RELATION_LEAD, '') : '';

/** A relation as one person's forms are compared: also without its case. */
const relationKey = (relation: string | undefined) => relationText(relation).toLocaleLowerCase('en');

/** Lower case first for a relation: "brother" reads better in an index than "Brother". */
const plainerRelation = (a: string, b: string) => (/^\p{Lu}/u.test(a) && !/^\p{Lu}/u.test(b) ? b : a);

/**
 * The people of the index, one entry per person (decision 1014). Memory DNA writes a person as "Andrzej",
 * "Andrzej (brother)" or "Andrzej (my brother)": read back as the offline engine's `Person`, the forms of one name
 * are one entry, printed with the relation once when it is known ("Andrzej (brother)"). When one name comes with
 * two different relations ("Mary (mother)", "Mary (daughter)") they are two people, an entry each, and the name
 * written bare stays an entry of its own, since nothing tells whose it is.
 */
function peopleEntries(stories: BookStory[]): IndexEntry[] {
  const byName = new Map<string, Array<{ person: Person; storyId: string }>>();
  for (const story of stories) {
    for (const raw of story.people) {
      const tidy = indexName(raw);
      if (!tidy) continue;
      const person = parsePerson(tidy);
      const key = person.name.toLocaleLowerCase('en');
      byName.set(key, [...(byName.get(key) ?? []), { person, storyId: story.id }]);
    }
  }
  const found: IndexEntry[] = [];
  for (const mentions of byName.values()) {
    const relations = new Set(mentions.map(({ person }) => relationKey(person.relation)).filter(Boolean));
    // One relation or none: every form is the same person. Several: one entry per relation, and the bare name.
    const groupOf = (person: Person) => (relations.size <= 1 ? '' : relationKey(person.relation));
    const groups = new Map<string, { name: string; relation: string; storyIds: string[] }>();
    for (const { person, storyId } of mentions) {
      const key = groupOf(person);
      const relation = relationText(person.relation);
      const group = groups.get(key) ?? { name: person.name, relation, storyIds: [] };
      group.name = betterSpelling(group.name, person.name);
      group.relation = group.relation
        ? plainerRelation(group.relation, relation || group.relation)
        : relation;
      if (!group.storyIds.includes(storyId)) group.storyIds.push(storyId);
      groups.set(key, group);
    }
    for (const group of groups.values())
      found.push({
        name: formatPerson({ name: group.name, ...(group.relation ? { relation: group.relation } : {}) }),
        storyIds: group.storyIds,
      });
  }
  return found.sort(byIndexName);
}

/** An index files "the dairy farm" under D, as readers look it up; the entry still prints as she wrote it. */
const filedUnder = (name: string) => name.replace(/^(?:the|a|an)\s+/i, '');

const byIndexName = (a: IndexEntry, b: IndexEntry) =>
  filedUnder(a.name).localeCompare(filedUnder(b.name), 'en', { sensitivity: 'base' });

/** The four-digit years a "when" names ("Summer 1963", "1958–1964"). */
const yearsOf = (when: string | null) =>
  [...(when ?? '').matchAll(/\b(1[6-9]\d\d|20\d\d)\b/g)].map((match) => Number(match[1]));

/** Numbers up to twelve in words, as a book prints them in running text. */
const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "A", "A and B", "A, B and C". */
function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The first sentence of `text`, not cut after "Mrs." or "Dr."; null when it is too long to quote. */
function firstSentence(text: string): string | null {
  const match = text.match(/^.+?(?<!\b(?:Mr|Mrs|Ms|Dr|St|Prof|Rev|Fr|Mt))[.!?…][”’]?(?=\s|$)/su);
  const sentence = (match?.[0] ?? text).trim();
  return sentence.length >= 12 && sentence.length <= 280 ? sentence : null;
}

/** "About the storyteller": what the book knows of her, from her profile and her stories. */
export interface AboutTheStoryteller {
  paragraphs: string[];
  /** The opening of her earliest story, quoted, and the story it is from; null when there is none to quote. */
  ownWords: { quote: string; from: string } | null;
}

export function aboutTheStoryteller(book: BookDocument): AboutTheStoryteller {
  const name = book.storyteller;
  const paragraphs: string[] = [];
  if (book.storytellerBorn) paragraphs.push(`${name} was born on ${bookDate(book.storytellerBorn)}.`);

  const stories = book.chapters.flatMap((chapter) =>
    chapter.paragraphs.flatMap((paragraph) =>
      paragraph.story ? [{ story: paragraph.story, first: paragraph }] : [],
    ),
  );
  const years = stories.flatMap(({ story }) => yearsOf(story.when));
  const { people, places } = peopleAndPlaces(book);
  const most = (list: IndexEntry[]) =>
    [...list]
      .filter((entry) => entry.storyIds.length >= 2)
      .sort((a, b) => b.storyIds.length - a.storyIds.length)
      .slice(0, 4)
      .map((entry) => entry.name);
  if (stories.length > 0 && years.length > 0) {
    const count = stories.length === 1 ? 'The one story' : `The ${numberWord(stories.length)} stories`;
    const [first, last] = [Math.min(...years), Math.max(...years)];
    paragraphs.push(
      first === last
        ? `${count} in this book ${stories.length === 1 ? 'is' : 'are'} from ${first}.`
        : `${count} in this book run from ${first} to ${last}.`,
    );
  }
  const who = most(people);
  if (who.length > 0)
    paragraphs.push(
      who.length === 1
        ? `The person they come back to most is ${listed(who)}.`
        : `The people they come back to most are ${listed(who)}.`,
    );
  const where = most(places);
  if (where.length > 0)
    paragraphs.push(
      where.length === 1
        ? `The place they come back to most is ${listed(where)}.`
        : `The places they come back to most are ${listed(where)}.`,
    );

  // Her own words: the opening of her earliest dated story, or of the first story when none is dated.
  const dated = stories
    .map((entry) => ({ ...entry, year: Math.min(...yearsOf(entry.story.when), Number.POSITIVE_INFINITY) }))
    .sort((a, b) => a.year - b.year);
  const earliest = dated[0];
  const quote = earliest ? firstSentence(earliest.first.runs.map((run) => run.text).join('')) : null;
  return {
    // One paragraph: sentences of one line each, set apart, read as a list rather than a note about her.
    paragraphs: paragraphs.length > 0 ? [typesetText(paragraphs.join(' '))] : [],
    ownWords: quote && earliest ? { quote, from: earliest.story.title } : null,
  };
}

/** Whether the book has anything to say about the storyteller; a page with only its heading is left out. */
export function hasAbout(book: BookDocument): boolean {
  const about = aboutTheStoryteller(book);
  return about.paragraphs.length > 0 || about.ownWords !== null;
}

/** Whether the book has an index: some story names a person or a place. */
export function hasIndex(book: BookDocument): boolean {
  const { people, places } = peopleAndPlaces(book);
  return people.length + places.length > 0;
}
