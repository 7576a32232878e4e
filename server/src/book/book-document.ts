/**
 * The book as every format reads it: plain data gathered once from a memoir project, so the PDF, the
 * large-print PDF, the EPUB and the keepsake show the same title page, dedication, chapters and recordings.
 * Nothing here touches the database or storage; the book job builds it and hands it to each format's maker.
 */
import type { PrintPages } from './print-pages.ts';

/** A stretch of a paragraph's words, set in bold, italic, both or neither. */
export interface BookRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** One paragraph of the book: its words as runs, in order; the runs' texts joined are the paragraph's text. */
export interface BookParagraph {
  runs: BookRun[];
  /**
   * Set on the first paragraph of each story (one memory, or one interview answer): the heading the story is set
   * under. Absent on the paragraphs that continue a story, and on a book made without story headings.
   */
  story?: BookStory;
}

/**
 * A story's heading and what the index reads from it: its title (a memory's name, or the question an interview
 * answer answered), when it happened as Memory DNA gives it, and the people and places it names.
 */
export interface BookStory {
  /** Unique in the book ("story-12"): the index points at it. */
  id: string;
  title: string;
  /** When it happened, in words ("Summer 1963"); null when not known. */
  when: string | null;
  people: string[];
  places: string[];
}

/**
 * A recording said for one of the chapter's memories, ready to go into the book: an MP3 on local disk (the
 * job converts every original to MP3, which every browser and EPUB reading system plays).
 */
export interface BookRecording {
  /** The memory it belongs to, as shown beside the player ("The dairy farm"). */
  title: string;
  /** The MP3 on local disk. */
  localPath: string;
  /** The file's name inside the EPUB and the keepsake, unique in the book: "chapter-01-recording-1.mp3". */
  fileName: string;
  /** Whole seconds, for "4 min 12 s" beside the player. */
  durationSeconds: number;
  /**
   * The words said in it, once the person checked them; absent or null when unchecked. The EPUB sets them beside
   * the player, so a reader who cannot hear loses nothing (decision 1016).
   */
  transcript?: string | null;
}

export interface BookChapter {
  /** 1-based, in the project's chapter order. */
  number: number;
  title: string;
  paragraphs: BookParagraph[];
  recordings: BookRecording[];
  /**
   * Where the chapter's recordings can be heard on the family's server (`PUBLIC_URL`), for the printed QR code;
   * null when the chapter has no recordings or the person chose no codes.
   */
  recordingsUrl: string | null;
}

export interface BookDocument {
  title: string;
  /** The storyteller's name as the title page shows it. */
  storyteller: string;
  /** The year on the title page. */
  year: number;
  /** Null when the person wrote none. */
  dedication: string | null;
  /** BCP 47 language of the text, for hyphenation and the EPUB's metadata. */
  language: string;
  chapters: BookChapter[];
  /** A stable id for this book (the EPUB's identifier), a UUID. */
  id: string;
  /** When it was made. */
  madeAt: Date;
  /** The storyteller's birthday from her profile (yyyy-mm-dd), for "About the storyteller"; null when not given. */
  storytellerBorn?: string | null;
  /** A PNG of the front cover on local disk, for the EPUB (decision 1015); absent when none was made. */
  coverImagePath?: string | null;
  /**
   * Where each page of the reading edition's PDF begins, for the EPUB's page list (decision 1013); absent when
   * the EPUB is made without the print.
   */
  printPages?: PrintPages;
}

/** The ways a PDF can be set: the reading edition or large print, with or without a printer's bleed. */
export interface PdfOptions {
  edition: 'standard' | 'large-print';
  /** Adds 0.125 in (9 pt) of bleed on every side of the 6 × 9 in trim, for a printer. */
  bleed: boolean;
}
