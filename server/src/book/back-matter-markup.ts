/**
 * The back matter as the EPUB and the keepsake write it, the same words in both: "About the storyteller" and the
 * index of people and places, whose names link to the stories that hold them (neither format has fixed pages).
 * Each format wraps them in its own page.
 */
import type { BookDocument } from './book-document.ts';
import { escapeText, twoDigits } from './book-markup.ts';
import { aboutTheStoryteller, bookStories, type IndexEntry, peopleAndPlaces } from './book-matter.ts';

/** The paragraphs of "About the storyteller" and her own words, quoted, one element a line. */
export function aboutMarkup(book: BookDocument, indent: string): string {
  const about = aboutTheStoryteller(book);
  const lines = about.paragraphs.map((line) => `${indent}<p>${escapeText(line)}</p>`);
  if (about.ownWords)
    lines.push(
      `${indent}<blockquote class="own-words"><p>“${escapeText(about.ownWords.quote)}”</p><p>— from “${escapeText(about.ownWords.from)}”</p></blockquote>`,
    );
  return lines.join('\n');
}

export interface IndexMarkupOptions {
  indent: string;
  /** The chapter documents' extension: "xhtml" in the EPUB, "html" in the keepsake. */
  extension: 'xhtml' | 'html';
  /** The ids of the two parts' headings, unique in their page. */
  ids: { people: string; places: string };
  /** What stands at the start of an entry (the EPUB's page markers); nothing by default. */
  beforeEntry?: (part: 'people' | 'places', index: number) => string;
}

/** The index's two parts, "People" and "Places", each a heading and a list; a part with no names is left out. */
export function indexMarkup(book: BookDocument, options: IndexMarkupOptions): string {
  const { indent, extension, ids, beforeEntry = () => '' } = options;
  const stories = new Map(
    bookStories(book).map(({ story, chapter }) => [story.id, { title: story.title, chapter }]),
  );
  const entryMarkup = (part: 'people' | 'places', entry: IndexEntry, index: number) => {
    const links = entry.storyIds.flatMap((id) => {
      const story = stories.get(id);
      if (!story) return [];
      const href = `chapter-${twoDigits(story.chapter)}.${extension}#${escapeText(id)}`;
      return [`<a href="${href}">${escapeText(story.title)}</a>`];
    });
    return `${indent}  <li>${beforeEntry(part, index)}${escapeText(entry.name)}: ${links.join(', ')}</li>`;
  };
  const { people, places } = peopleAndPlaces(book);
  const part = (title: string, key: 'people' | 'places', list: IndexEntry[]) =>
    list.length === 0
      ? ''
      : `${indent}<h2 id="${ids[key]}">${title}</h2>
${indent}<ul class="index-entries" aria-labelledby="${ids[key]}">
${list.map((entry, index) => entryMarkup(key, entry, index)).join('\n')}
${indent}</ul>
`;
  return `${part('People', 'people', people)}${part('Places', 'places', places)}`;
}
