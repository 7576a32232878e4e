/**
 * The book as an EPUB 3 for e-readers and reading apps: a title page, the dedication, the contents, one XHTML file
 * per chapter, and the chapter's recordings inside the file as MP3 (a core media type, so every EPUB 3 reading
 * system may play it and none needs the network). The layout follows EPUB 3.2 and passes epubcheck without a
 * warning; see decision 1002.
 */
import type yazl from 'yazl';
import { aboutMarkup, indexMarkup } from './back-matter-markup.ts';
import type { BookChapter, BookDocument, BookRecording } from './book-document.ts';
import { assertUniqueFileNames, durationText, escapeText, storiesMarkup, twoDigits } from './book-markup.ts';
import { copyrightLines, hasAbout, hasIndex, peopleAndPlaces } from './book-matter.ts';
import { writeZipAtomically } from './book-zip.ts';
import {
  accessibilityMetadata,
  COVER_IMAGE_HREF,
  coverPageBody,
  type EpubPages,
  epubPages,
  packagePrefix,
  transcriptMarkup,
} from './epub-accessibility.ts';
import {
  chapterAnchor,
  END_ANCHOR,
  FRONT_AND_BACK_ANCHORS,
  indexEntryAnchor,
  paragraphAnchor,
} from './print-pages.ts';
import { typesetBook } from './typography.ts';

const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

/**
 * Serif, generous leading and space between paragraphs rather than indents, which older readers find easier to
 * follow. No font size on the body: the reader's own size setting must win.
 */
const BOOK_CSS = `body {
  font-family: Georgia, "Times New Roman", serif;
  line-height: 1.6;
  margin: 0 5%;
  color: #111;
}
h1, h2 {
  font-weight: normal;
  line-height: 1.3;
  page-break-after: avoid;
  break-after: avoid;
}
h1 {
  font-size: 1.7em;
  text-align: center;
  margin: 2em 0 1.2em;
}
h2 {
  font-size: 1.3em;
  margin: 2em 0 0.8em;
}
.chapter-number {
  display: block;
  font-size: 0.6em;
  letter-spacing: 0.08em;
  margin-bottom: 0.4em;
}
p {
  margin: 0 0 1em;
}
.title-page {
  text-align: center;
  margin-top: 25%;
}
.title-page h1 {
  font-size: 2.2em;
  margin-bottom: 1.5em;
}
.storyteller {
  font-size: 1.4em;
}
.year {
  margin-top: 1em;
}
.dedication {
  text-align: center;
  font-style: italic;
  margin-top: 30%;
}
.recordings {
  margin-top: 2em;
}
figure.recording {
  margin: 1.5em 0;
}
figure.recording figcaption {
  font-weight: bold;
  margin-bottom: 0.5em;
}
audio {
  width: 100%;
}
/* A story: its title, its date line, and a break before the next one. Paragraphs are parted by space, not
   indents, so the first after a heading is flush left like the rest. */
h2.story-title {
  font-size: 1.2em;
  font-weight: bold;
  margin: 0 0 0.2em;
}
p.story-date {
  font-style: italic;
  margin: 0 0 0.8em;
}
hr.section-break {
  border: none;
  margin: 1.6em 0;
  text-align: center;
}
hr.section-break::after {
  content: "* * *";
  letter-spacing: 0.6em;
}
.copyright-page {
  margin-top: 40%;
  font-size: 0.85em;
}
.copyright-page p {
  margin: 0 0 0.5em;
}
blockquote.own-words {
  font-style: italic;
  margin: 1.5em 1.5em;
}
.index-entries {
  list-style: none;
  padding: 0;
}
.index-entries li {
  margin: 0 0 0.4em;
}
.transcript-label {
  font-style: italic;
}
.cover {
  text-align: center;
}
.cover img {
  max-width: 100%;
  max-height: 95vh;
}
nav ol {
  list-style: none;
  padding: 0;
}
nav li {
  margin: 0 0 0.8em;
}
`;

/** Writes `book` as an EPUB 3 to `outPath` (a whole file, or none; see writeZipAtomically). */
export async function writeEpub(source: BookDocument, outPath: string): Promise<void> {
  const book = typesetBook(source);
  const recordings = book.chapters.flatMap((chapter) => chapter.recordings);
  assertUniqueFileNames(recordings);
  const options = { mtime: book.madeAt };
  const text = (content: string) => Buffer.from(content, 'utf8');

  const files = anchorFiles(book);
  const pages = epubPages(book, (key) => files.get(key) ?? null);
  // The pages after the print's last anchor (the blank that makes its count even) close the last document.
  const end = (file: string) => (file === files.get(END_ANCHOR) ? pages.markersBefore(END_ANCHOR, '') : '');

  await writeZipAtomically(outPath, (zip: yazl.ZipFile) => {
    // OCF: "mimetype" first, stored, with no extra field (yazl's timestamp field would be one).
    zip.addBuffer(Buffer.from('application/epub+zip', 'ascii'), 'mimetype', {
      ...options,
      compress: false,
      forceDosTimestamp: true,
    });
    zip.addBuffer(text(CONTAINER_XML), 'META-INF/container.xml', options);
    zip.addBuffer(text(packageDocument(book)), 'EPUB/package.opf', options);
    zip.addBuffer(text(BOOK_CSS), 'EPUB/book.css', options);
    zip.addBuffer(text(navDocument(book, pages, end(NAV_FILE))), `EPUB/${NAV_FILE}`, options);
    zip.addBuffer(text(titlePage(book, pages)), 'EPUB/title-page.xhtml', options);
    zip.addBuffer(text(copyrightPage(book, pages)), 'EPUB/copyright.xhtml', options);
    if (book.coverImagePath) {
      zip.addBuffer(text(xhtmlPage(book, 'Cover', coverPageBody(book))), 'EPUB/cover.xhtml', options);
      zip.addFile(book.coverImagePath, `EPUB/${COVER_IMAGE_HREF}`, { ...options, compress: false });
    }
    if (book.dedication !== null)
      zip.addBuffer(text(dedicationPage(book, pages)), 'EPUB/dedication.xhtml', options);
    for (const chapter of book.chapters) {
      const file = chapterFile(chapter);
      zip.addBuffer(text(chapterPage(book, chapter, pages, end(file))), `EPUB/${file}`, options);
    }
    if (hasAbout(book))
      zip.addBuffer(text(aboutPage(book, pages, end(ABOUT_FILE))), `EPUB/${ABOUT_FILE}`, options);
    if (hasIndex(book))
      zip.addBuffer(text(indexPage(book, pages, end(INDEX_FILE))), `EPUB/${INDEX_FILE}`, options);
    // MP3 is compressed already: deflating it again costs time and saves nothing.
    for (const recording of recordings) {
      zip.addFile(recording.localPath, `EPUB/audio/${recording.fileName}`, { ...options, compress: false });
    }
  });
}

function chapterFile(chapter: BookChapter): string {
  return `chapter-${twoDigits(chapter.number)}.xhtml`;
}

const NAV_FILE = 'nav.xhtml';
const ABOUT_FILE = 'about.xhtml';
const INDEX_FILE = 'index.xhtml';

/**
 * The document that holds each print anchor's place (decision 1013): the same parts in the same order as the
 * printed book, so every printed page has a marker in the EPUB. The half-title's page is marked on the title page.
 */
function anchorFiles(book: BookDocument): Map<string, string> {
  const files = new Map<string, string>([
    [FRONT_AND_BACK_ANCHORS.halfTitle, 'title-page.xhtml'],
    [FRONT_AND_BACK_ANCHORS.titlePage, 'title-page.xhtml'],
    [FRONT_AND_BACK_ANCHORS.copyright, 'copyright.xhtml'],
    [FRONT_AND_BACK_ANCHORS.contents, NAV_FILE],
  ]);
  if (book.dedication !== null) files.set(FRONT_AND_BACK_ANCHORS.dedication, 'dedication.xhtml');
  let last = NAV_FILE;
  for (const chapter of book.chapters) {
    last = chapterFile(chapter);
    files.set(chapterAnchor(chapter.number), last);
    for (const index of chapter.paragraphs.keys()) files.set(paragraphAnchor(chapter.number, index), last);
  }
  if (hasAbout(book)) {
    last = ABOUT_FILE;
    files.set(FRONT_AND_BACK_ANCHORS.about, last);
  }
  if (hasIndex(book)) {
    last = INDEX_FILE;
    files.set(FRONT_AND_BACK_ANCHORS.index, last);
    const { people, places } = peopleAndPlaces(book);
    for (const index of people.keys()) files.set(indexEntryAnchor('people', index), INDEX_FILE);
    for (const index of places.keys()) files.set(indexEntryAnchor('places', index), INDEX_FILE);
  }
  files.set(END_ANCHOR, last);
  return files;
}

/** EPUB wants dcterms:modified as CCYY-MM-DDThh:mm:ssZ, without fractions of a second. */
function modifiedDate(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}

function packageDocument(book: BookDocument): string {
  const lang = escapeText(book.language);
  const recordings = book.chapters.flatMap((chapter) => chapter.recordings);
  const items = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="css" href="book.css" media-type="text/css"/>',
    '<item id="title-page" href="title-page.xhtml" media-type="application/xhtml+xml"/>',
    '<item id="copyright" href="copyright.xhtml" media-type="application/xhtml+xml"/>',
    ...(book.coverImagePath
      ? [
          '<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>',
          `<item id="cover-image" href="${COVER_IMAGE_HREF}" media-type="image/png" properties="cover-image"/>`,
        ]
      : []),
    ...(book.dedication !== null
      ? ['<item id="dedication" href="dedication.xhtml" media-type="application/xhtml+xml"/>']
      : []),
    ...book.chapters.map(
      (chapter) =>
        `<item id="chapter-${twoDigits(chapter.number)}" href="${chapterFile(chapter)}" media-type="application/xhtml+xml"/>`,
    ),
    ...(hasAbout(book) ? ['<item id="about" href="about.xhtml" media-type="application/xhtml+xml"/>'] : []),
    ...(hasIndex(book) ? ['<item id="index" href="index.xhtml" media-type="application/xhtml+xml"/>'] : []),
    ...recordings.map(
      (recording, index) =>
        `<item id="audio-${index + 1}" href="audio/${escapeText(recording.fileName)}" media-type="audio/mpeg"/>`,
    ),
  ];
  const spine = [
    ...(book.coverImagePath ? ['<itemref idref="cover" linear="no"/>'] : []),
    '<itemref idref="title-page"/>',
    '<itemref idref="copyright"/>',
    ...(book.dedication !== null ? ['<itemref idref="dedication"/>'] : []),
    '<itemref idref="nav"/>',
    ...book.chapters.map((chapter) => `<itemref idref="chapter-${twoDigits(chapter.number)}"/>`),
    ...(hasAbout(book) ? ['<itemref idref="about"/>'] : []),
    ...(hasIndex(book) ? ['<itemref idref="index"/>'] : []),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}"${packagePrefix(book)}>
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${escapeText(book.id)}</dc:identifier>
    <dc:title>${escapeText(book.title)}</dc:title>
    <dc:creator id="storyteller">${escapeText(book.storyteller)}</dc:creator>
    <meta refines="#storyteller" property="role" scheme="marc:relators">aut</meta>
    <dc:language>${lang}</dc:language>
    <dc:date>${book.year}</dc:date>
    <meta property="dcterms:modified">${modifiedDate(book.madeAt)}</meta>
${accessibilityMetadata(book)}
  </metadata>
  <manifest>
${items.map((item) => `    ${item}`).join('\n')}
  </manifest>
  <spine>
${spine.map((itemref) => `    ${itemref}`).join('\n')}
  </spine>
</package>
`;
}

/** One XHTML content document: the XML declaration, the language on the root, the stylesheet, the body. */
function xhtmlPage(book: BookDocument, title: string, body: string): string {
  const lang = escapeText(book.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head>
  <meta charset="utf-8"/>
  <title>${escapeText(title)}</title>
  <link rel="stylesheet" type="text/css" href="book.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

function titlePage(book: BookDocument, pages: EpubPages): string {
  return xhtmlPage(
    book,
    book.title,
    `<section class="title-page" epub:type="titlepage">
${pages.markersBefore(FRONT_AND_BACK_ANCHORS.halfTitle)}${pages.markersBefore(FRONT_AND_BACK_ANCHORS.titlePage)}  <h1>${escapeText(book.title)}</h1>
  <p class="storyteller">${escapeText(book.storyteller)}</p>
  <p class="year">${book.year}</p>
</section>`,
  );
}

function dedicationPage(book: BookDocument, pages: EpubPages): string {
  const paragraphs = (book.dedication ?? '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `  <p>${escapeText(line)}</p>`)
    .join('\n');
  return xhtmlPage(
    book,
    'Dedication',
    `<section class="dedication" epub:type="dedication" role="doc-dedication" aria-label="Dedication">
${pages.markersBefore(FRONT_AND_BACK_ANCHORS.dedication)}${paragraphs}
</section>`,
  );
}

function chapterLabel(chapter: BookChapter): string {
  return `Chapter ${chapter.number}: ${chapter.title}`;
}

function navDocument(book: BookDocument, pages: EpubPages, end: string): string {
  const entries = [
    ...(book.dedication !== null ? ['<li><a href="dedication.xhtml">Dedication</a></li>'] : []),
    ...book.chapters.map(
      (chapter) => `<li><a href="${chapterFile(chapter)}">${escapeText(chapterLabel(chapter))}</a></li>`,
    ),
    ...(hasAbout(book) ? ['<li><a href="about.xhtml">About the storyteller</a></li>'] : []),
    ...(hasIndex(book) ? ['<li><a href="index.xhtml">Index</a></li>'] : []),
  ];
  // A list in the nav may not be empty: a book without chapters yet lists its title page.
  if (entries.length === 0) entries.push('<li><a href="title-page.xhtml">Title page</a></li>');
  const first = book.chapters[0];
  const landmarks = [
    '<li><a epub:type="titlepage" href="title-page.xhtml">Title page</a></li>',
    '<li><a epub:type="toc" href="nav.xhtml#contents">Contents</a></li>',
    ...(first ? [`<li><a epub:type="bodymatter" href="${chapterFile(first)}">The story</a></li>`] : []),
  ];
  return xhtmlPage(
    book,
    'Contents',
    `${pages.markersBefore(FRONT_AND_BACK_ANCHORS.contents, '')}<nav epub:type="toc" id="contents" role="doc-toc" aria-labelledby="contents-heading">
  <h1 id="contents-heading">Contents</h1>
  <ol>
${entries.map((entry) => `    ${entry}`).join('\n')}
  </ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden" aria-label="Landmarks">
  <ol>
${landmarks.map((entry) => `    ${entry}`).join('\n')}
  </ol>
</nav>${pages.nav()}
${end}`,
  );
}

function recordingFigure(recording: BookRecording): string {
  const title = escapeText(recording.title);
  return `  <figure class="recording">
    <figcaption>“${title}” — Listen (${durationText(recording.durationSeconds)})</figcaption>
    <audio controls="controls" src="audio/${escapeText(recording.fileName)}">
      <p>This reading app cannot play sound. To hear “${title}”, open the book in one that can, such as Apple Books or Thorium Reader.</p>
    </audio>${transcriptMarkup(recording)}
  </figure>`;
}

function copyrightPage(book: BookDocument, pages: EpubPages): string {
  return xhtmlPage(
    book,
    'Copyright',
    `<section class="copyright-page" epub:type="copyright-page" aria-label="Copyright">
${pages.markersBefore(FRONT_AND_BACK_ANCHORS.copyright)}${copyrightLines(book, 'epub')
  .map((line) => `  <p>${escapeText(line)}</p>`)
  .join('\n')}
</section>`,
  );
}

function aboutPage(book: BookDocument, pages: EpubPages, end: string): string {
  return xhtmlPage(
    book,
    'About the storyteller',
    `<section epub:type="backmatter" aria-labelledby="about-heading">
${pages.markersBefore(FRONT_AND_BACK_ANCHORS.about)}  <h1 id="about-heading">About the storyteller</h1>
${aboutMarkup(book, '  ')}
</section>
${end}`,
  );
}

function indexPage(book: BookDocument, pages: EpubPages, end: string): string {
  const entries = indexMarkup(book, {
    indent: '  ',
    extension: 'xhtml',
    ids: { people: 'index-people', places: 'index-places' },
    beforeEntry: (part, index) => pages.markersBefore(indexEntryAnchor(part, index), '').replace(/\n/g, ''),
  });
  return xhtmlPage(
    book,
    'Index',
    `<section epub:type="index" role="doc-index" aria-labelledby="index-heading">
${pages.markersBefore(FRONT_AND_BACK_ANCHORS.index)}  <h1 id="index-heading">Index</h1>
${entries}</section>
${end}`,
  );
}

function chapterPage(book: BookDocument, chapter: BookChapter, pages: EpubPages, end: string): string {
  const paragraphs = storiesMarkup(chapter.paragraphs, '  ', (index) =>
    pages.markersBefore(paragraphAnchor(chapter.number, index)),
  );
  const recordings =
    chapter.recordings.length === 0
      ? ''
      : `\n  <section class="recordings" aria-labelledby="recordings-heading">
  <h2 id="recordings-heading">Recordings</h2>
${chapter.recordings.map(recordingFigure).join('\n')}
  </section>`;
  return xhtmlPage(
    book,
    chapterLabel(chapter),
    `<section epub:type="chapter" role="doc-chapter" aria-labelledby="chapter-heading">
${pages.markersBefore(chapterAnchor(chapter.number))}  <h1 id="chapter-heading"><span class="chapter-number">Chapter ${chapter.number}</span> ${escapeText(chapter.title)}</h1>
${paragraphs.join('\n')}${recordings}
</section>
${end}`,
  );
}
