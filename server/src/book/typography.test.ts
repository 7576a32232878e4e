import { describe, expect, it } from 'vitest';
import { typesetBook, typesetParagraph, typesetText } from './typography.ts';

const NBSP = '\u00a0';

describe('typesetText', () => {
  it('curls double and single quotes, and apostrophes inside and before words', () => {
    expect(typesetText('She said "it\'s ours" and laughed.')).toBe('She said “it’s ours” and laughed.');
    expect(typesetText("'Come in,' said Mrs. Grabowski.")).toBe(`‘Come in,’ said Mrs.${NBSP}Grabowski.`);
    expect(typesetText("Stella's shop, the Smiths' farm")).toBe('Stella’s shop, the Smiths’ farm');
    expect(typesetText("We danced in the '60s and rock 'n' roll")).toBe(
      'We danced in the ’60s and rock ’n’ roll',
    );
    expect(typesetText('("Really?")')).toBe('(“Really?”)');
  });

  it('sets an en dash in a range of years, and leaves a date alone', () => {
    expect(typesetText('From 1958-1964 we lived there')).toBe('From 1958–1964 we lived there');
    expect(typesetText('the war, 1939 - 45')).toBe('the war, 1939–45');
    expect(typesetText('born 1941-03-14')).toBe('born 1941-03-14');
    expect(typesetText('a well-known two-room flat')).toBe('a well-known two-room flat');
  });

  it('sets an em dash where she paused, closed up', () => {
    expect(typesetText('and then - well - we left')).toBe('and then—well—we left');
    expect(typesetText('I was -- how old? -- nine')).toBe('I was—how old?—nine');
    expect(typesetText('I was--nine')).toBe('I was—nine');
  });

  it('sets a true ellipsis for three full stops', () => {
    expect(typesetText('and then... nothing. . .')).toBe('and then… nothing…');
  });

  it('keeps a title and the name after it on one line', () => {
    expect(typesetText('Mr. and Mrs. Brown met Dr. Lee at St. Joseph’s')).toBe(
      `Mr.${NBSP}and Mrs.${NBSP}Brown met Dr.${NBSP}Lee at St.${NBSP}Joseph’s`,
    );
  });

  it('changes nothing when set twice', () => {
    const once = typesetText('"Well - it\'s 1958-64... Mrs. Brown," she said -- twice.');
    expect(typesetText(once)).toBe(once);
  });
});

describe('typesetParagraph', () => {
  it('pairs quotes across bold and italic runs and keeps the runs apart', () => {
    const set = typesetParagraph({
      runs: [
        { text: 'He called it "', bold: false, italic: false },
        { text: 'home', bold: false, italic: true },
        { text: '" - and meant it...', bold: true, italic: false },
      ],
    });
    expect(set.runs).toEqual([
      { text: 'He called it “', bold: false, italic: false },
      { text: 'home', bold: false, italic: true },
      { text: '”—and meant it…', bold: true, italic: false },
    ]);
  });

  it("sets a story's title and date line too", () => {
    const set = typesetParagraph({
      runs: [{ text: 'x', bold: false, italic: false }],
      story: {
        id: 's',
        title: 'Mother\'s "good" plates',
        when: '1958-1964',
        people: ["Stella's son"],
        places: [],
      },
    });
    expect(set.story).toEqual({
      id: 's',
      title: 'Mother’s “good” plates',
      when: '1958–1964',
      people: ['Stella’s son'],
      places: [],
    });
  });
});

describe('typesetBook', () => {
  it('sets the title, name, dedication, chapter titles and recordings’ names', () => {
    const book = typesetBook({
      id: 'b',
      title: "Grandma's Book",
      storyteller: 'Mrs. Mary Brown',
      year: 2026,
      dedication: 'For "the kids"',
      language: 'en',
      madeAt: new Date(),
      chapters: [
        {
          number: 1,
          title: 'Chicago, 1969-1980',
          paragraphs: [],
          recordings: [{ title: "Dad's watch", localPath: '/x.mp3', fileName: 'x.mp3', durationSeconds: 1 }],
          recordingsUrl: null,
        },
      ],
    });
    expect([book.title, book.storyteller, book.dedication]).toEqual([
      'Grandma’s Book',
      `Mrs.${NBSP}Mary Brown`,
      'For “the kids”',
    ]);
    expect(book.chapters[0]?.title).toBe('Chicago, 1969–1980');
    expect(book.chapters[0]?.recordings[0]?.title).toBe('Dad’s watch');
  });
});
