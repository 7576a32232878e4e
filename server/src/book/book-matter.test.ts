import { describe, expect, it } from 'vitest';
import { indexMarkup } from './back-matter-markup.ts';
import type { BookDocument, BookStory } from './book-document.ts';
import { aboutTheStoryteller, bookDate, copyrightLines, hasAbout, peopleAndPlaces } from './book-matter.ts';

const story = (id: string, when: string | null, people: string[], places: string[]): BookStory => ({
  id,
  title: `Story ${id}`,
  when,
  people,
  places,
});

const para = (text: string, s?: BookStory) => ({
  runs: [{ text, bold: false, italic: false }],
  ...(s ? { story: s } : {}),
});

function book(overrides: Partial<BookDocument> = {}): BookDocument {
  return {
    id: 'b',
    title: 'A Plate for the Stranger',
    storyteller: 'Halina Kowalczyk',
    year: 2026,
    dedication: null,
    language: 'en',
    madeAt: new Date('2026-11-28T10:00:00Z'),
    storytellerBorn: '1941-03-14',
    chapters: [
      {
        number: 1,
        title: 'Kraków',
        paragraphs: [
          para(
            'Aunt Stella met us. She was kind.',
            story('s1', '1969', ['Aunt Stella', 'andrzej'], ['Chicago']),
          ),
          para(
            'I was born on the 14th of March 1941 in Mrs. Nowak’s flat. It was cold.',
            story('s2', 'March 1941', ['Mother', 'Andrzej'], ['kraków']),
          ),
          para('A second paragraph of the same story.'),
        ],
        recordings: [],
        recordingsUrl: null,
      },
      {
        number: 2,
        title: 'Chicago',
        paragraphs: [
          para('The lake froze.', story('s3', null, ['Andrzej', 'Mother'], ['Kraków', 'Chicago'])),
        ],
        recordings: [],
        recordingsUrl: null,
      },
    ],
    ...overrides,
  };
}

describe('peopleAndPlaces', () => {
  it('lists each person and place once, alphabetically, with their stories in reading order', () => {
    const { people, places } = peopleAndPlaces(book());
    expect(people).toEqual([
      { name: 'Andrzej', storyIds: ['s1', 's2', 's3'] },
      { name: 'Aunt Stella', storyIds: ['s1'] },
      { name: 'Mother', storyIds: ['s2', 's3'] },
    ]);
    expect(places).toEqual([
      { name: 'Chicago', storyIds: ['s1', 's3'] },
      { name: 'Kraków', storyIds: ['s2', 's3'] },
    ]);
  });
});

/** A book whose stories name the same people in the forms Memory DNA writes them. */
const namedTwoWays = () => {
  const stories = [
    story('s1', null, ['Andrzej', 'Mary (mother)'], []),
    story('s2', null, ['Andrzej (my brother)', 'Mary (daughter)', 'Tom (brother)'], []),
    story('s3', null, ['andrzej (Brother)', 'Mary', 'Tom'], []),
    story('s4', null, ['Andrzej (brother)', 'Mother', 'Mother', 'Halinka (me, as Andrzej called me)'], []),
  ];
  return book({
    chapters: [
      {
        number: 1,
        title: 'One',
        paragraphs: stories.map((s) => para(`Words of ${s.id}.`, s)),
        recordings: [],
        recordingsUrl: null,
      },
    ],
  });
};

describe('the index’s people', () => {
  it('has one entry per person: the forms of one name merged, the relation once, the stories merged in order', () => {
    const { people } = peopleAndPlaces(namedTwoWays());
    expect(people).toEqual([
      { name: 'Andrzej (brother)', storyIds: ['s1', 's2', 's3', 's4'] },
      // A relation keeps the capitals it was written with.
      { name: 'Halinka (me, as Andrzej called me)', storyIds: ['s4'] },
      { name: 'Mary', storyIds: ['s3'] },
      { name: 'Mary (daughter)', storyIds: ['s2'] },
      { name: 'Mary (mother)', storyIds: ['s1'] },
      { name: 'Mother', storyIds: ['s4'] },
      { name: 'Tom (brother)', storyIds: ['s2', 's3'] },
    ]);
  });

  it('gives the EPUB and the keepsake the same entries, each linking to every story of that person', () => {
    for (const extension of ['xhtml', 'html'] as const) {
      const markup = indexMarkup(namedTwoWays(), {
        indent: '',
        extension,
        ids: { people: 'people', places: 'places' },
      });
      const andrzej = markup.split('\n').filter((line) => line.includes('<li>Andrzej'));
      expect(andrzej).toEqual([
        `  <li>Andrzej (brother): ${['s1', 's2', 's3', 's4']
          .map((id) => `<a href="chapter-01.${extension}#${id}">Story ${id}</a>`)
          .join(', ')}</li>`,
      ]);
      expect(markup.match(/<li>Mary/g)).toHaveLength(3);
    }
  });
});

describe('the index’s places', () => {
  it('files a place under its first word after "the", and prints it as she wrote it', () => {
    const places = (...names: string[]) => names.map((name, k) => story(`s${k}`, null, [], [name]));
    const { places: entries } = peopleAndPlaces(
      book({
        chapters: [
          {
            number: 1,
            title: 'One',
            paragraphs: places('Leeds', 'the dairy farm', 'Chicago', 'The Old Mill').map((s) =>
              para(`Words of ${s.id}.`, s),
            ),
            recordings: [],
            recordingsUrl: null,
          },
        ],
      }),
    );
    expect(entries.map((entry) => entry.name)).toEqual([
      'Chicago',
      'the dairy farm',
      'Leeds',
      'The Old Mill',
    ]);
  });
});

describe('aboutTheStoryteller', () => {
  it('says when she was born, what the stories span, who and where they come back to, and quotes her earliest story', () => {
    const about = aboutTheStoryteller(book());
    expect(about.paragraphs).toEqual([
      'Halina Kowalczyk was born on 14 March 1941. The three stories in this book run from 1941 to 1969. The people they come back to most are Andrzej and Mother. The places they come back to most are Chicago and Kraków.',
    ]);
    // Not cut after "Mrs.".
    expect(about.ownWords).toEqual({
      quote: 'I was born on the 14th of March 1941 in Mrs. Nowak’s flat.',
      from: 'Story s2',
    });
  });

  it('says only what it knows when there is no birthday and no story', () => {
    const about = aboutTheStoryteller(book({ storytellerBorn: null, chapters: [] }));
    expect(about).toEqual({ paragraphs: [], ownWords: null });
    // With nothing to say, the formats leave the page out rather than print a heading alone.
    expect(hasAbout(book({ storytellerBorn: null, chapters: [] }))).toBe(false);
    expect(hasAbout(book({ storytellerBorn: null }))).toBe(true);
  });
});

describe('copyrightLines', () => {
  it('gives ©, the rights, the edition with the day it was made, and where the recordings are kept', () => {
    const withRecording = book();
    withRecording.chapters[0]!.recordings.push({
      title: 'x',
      localPath: '/x.mp3',
      fileName: 'x.mp3',
      durationSeconds: 1,
    });
    expect(copyrightLines(withRecording, 'large-print')).toEqual([
      '© 2026 Halina Kowalczyk',
      'All rights reserved.',
      'Large-print edition, made on 28 November 2026.',
      'The recordings of these stories are kept in the storyteller’s Heirloom archive and in the keepsake made with this book, which plays them on any computer.',
      'Made with Heirloom.',
    ]);
    expect(copyrightLines(book(), 'epub')[3]).toBe(
      'These stories were gathered and are kept in the storyteller’s Heirloom archive.',
    );
    expect(bookDate('1941-03-14')).toBe('14 March 1941');
  });
});
