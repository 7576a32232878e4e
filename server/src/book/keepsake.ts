/**
 * The keepsake: the book as a small website in a ZIP, for the family to keep on a USB stick or a computer and open
 * with any web browser, with no server, no network and no program to install. Plain HTML and one stylesheet, no
 * script, nothing fetched from elsewhere, so it still opens in decades; the recordings sit beside the pages as MP3.
 * See decision 1002.
 */
import type yazl from 'yazl';
import { aboutMarkup, indexMarkup } from './back-matter-markup.ts';
import type { BookChapter, BookDocument, BookRecording } from './book-document.ts';
import { assertUniqueFileNames, durationText, escapeText, storiesMarkup, twoDigits } from './book-markup.ts';
import { copyrightLines, hasAbout, hasIndex } from './book-matter.ts';
import { writeZipAtomically } from './book-zip.ts';
import { typesetBook } from './typography.ts';

/**
 * Large type (22 px, never under 20 px on a phone), dark text on a warm light page well above WCAG AAA contrast,
 * lines of about 65 characters, and links and players big enough to hit with an unsteady hand.
 */
const STYLE_CSS = `html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
body {
  margin: 0;
  background: #fbf8f1;
  color: #1a1a1a;
  font-family: Georgia, "Times New Roman", Times, serif;
  font-size: 1.375rem;
  line-height: 1.65;
}
.page {
  max-width: 34em;
  margin: 0 auto;
  padding: 1.5rem 1.25rem 3rem;
}
h1, h2 {
  line-height: 1.25;
  font-weight: bold;
}
h1 {
  font-size: 2.2rem;
  margin: 1.5rem 0 1.5rem;
}
h2 {
  font-size: 1.6rem;
  margin: 2.5rem 0 1rem;
}
.chapter-number {
  display: block;
  font-size: 1.3rem;
  font-weight: normal;
  color: #4a4036;
  margin-bottom: 0.3rem;
}
p {
  margin: 0 0 1.1em;
}
a {
  color: #0a4a8a;
  text-decoration-thickness: 2px;
  text-underline-offset: 0.2em;
}
a:visited {
  color: #5a2d82;
}
a:focus-visible, audio:focus-visible {
  outline: 3px solid #b34700;
  outline-offset: 3px;
}
.title-page {
  text-align: center;
  padding: 2rem 0 1rem;
  border-bottom: 2px solid #d8cfc0;
}
.title-page h1 {
  font-size: 2.6rem;
  margin-bottom: 1rem;
}
.cover {
  display: block;
  width: 60%;
  max-width: 16rem;
  height: auto;
  margin: 0 auto 1.5rem;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25);
}
.storyteller {
  font-size: 1.6rem;
  margin-bottom: 0.3rem;
}
h2.story-title {
  font-size: 1.45rem;
  margin: 0 0 0.2rem;
}
p.story-date {
  font-style: italic;
  color: #4a4036;
  margin: 0 0 1rem;
}
hr.section-break {
  border: none;
  margin: 2rem 0;
  text-align: center;
}
hr.section-break::after {
  content: "* * *";
  letter-spacing: 0.6em;
  color: #4a4036;
}
blockquote.own-words {
  font-style: italic;
  margin: 1.5rem 1.5rem;
}
.index-entries {
  list-style: none;
  padding: 0;
}
.index-entries li {
  margin: 0 0 0.6rem;
}
.copyright {
  margin-top: 2.5rem;
  font-size: 1.125rem;
  color: #4a4036;
}
.copyright p {
  margin: 0 0 0.3rem;
}
.dedication {
  font-style: italic;
  text-align: center;
  margin: 2rem 0;
}
.contents {
  list-style: none;
  padding: 0;
  margin: 0;
}
.contents li {
  border-bottom: 1px solid #d8cfc0;
}
.contents a {
  display: block;
  padding: 0.7rem 0;
  min-height: 44px;
  text-decoration: none;
}
.contents .title {
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 0.2em;
}
.contents .note {
  display: block;
  font-size: 1.1rem;
  color: #4a4036;
}
.help {
  margin-top: 2.5rem;
  padding: 1rem 1.25rem;
  background: #f1ebde;
  border-radius: 8px;
}
.page-nav ul {
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  padding: 0;
  margin: 0;
  font-size: 1.2rem;
}
.page-nav a {
  display: inline-block;
  padding: 0.5rem 0;
  min-height: 44px;
}
.page-nav.top {
  border-bottom: 2px solid #d8cfc0;
  margin-bottom: 1rem;
}
.page-nav.bottom {
  border-top: 2px solid #d8cfc0;
  margin-top: 3rem;
  padding-top: 0.5rem;
}
.recording {
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  background: #f1ebde;
  border-radius: 8px;
}
.recording-title {
  font-weight: bold;
  margin: 0 0 0.6rem;
}
.recording-title .duration {
  font-weight: normal;
  color: #4a4036;
}
audio {
  display: block;
  width: 100%;
  min-height: 54px;
}
.download {
  margin: 0.6rem 0 0;
  font-size: 1.2rem;
}
.steps li {
  margin-bottom: 0.8rem;
}
@media (max-width: 30rem) {
  body {
    font-size: 1.25rem;
  }
  h1 {
    font-size: 1.9rem;
  }
  .title-page h1 {
    font-size: 2.1rem;
  }
  .page {
    padding: 1rem 1rem 2.5rem;
  }
}
@media print {
  .page-nav, audio, .download, .help {
    display: none;
  }
  body {
    background: #fff;
  }
}
`;

/** Writes `book` as the keepsake ZIP to `outPath` (a whole file, or none; see writeZipAtomically). */
export async function writeKeepsake(source: BookDocument, outPath: string): Promise<void> {
  const book = typesetBook(source);
  const recordings = book.chapters.flatMap((chapter) => chapter.recordings);
  assertUniqueFileNames(recordings);
  const options = { mtime: book.madeAt };
  const text = (content: string) => Buffer.from(content, 'utf8');

  await writeZipAtomically(outPath, (zip: yazl.ZipFile) => {
    zip.addBuffer(text(indexPage(book)), 'index.html', options);
    zip.addBuffer(text(howToOpenPage(book)), 'how-to-open.html', options);
    if (hasAbout(book)) zip.addBuffer(text(aboutPage(book)), 'about.html', options);
    if (hasIndex(book)) zip.addBuffer(text(peoplePage(book)), 'people-and-places.html', options);
    // Notepad on older Windows shows a file without CR LF line ends as one long line.
    zip.addBuffer(text(howToOpenText(book).replace(/\n/g, '\r\n')), 'HOW TO OPEN THIS.txt', options);
    zip.addBuffer(text(STYLE_CSS), 'style.css', options);
    // The printed book's front, at the head of the title page (decision 1015).
    if (book.coverImagePath)
      zip.addFile(book.coverImagePath, KEEPSAKE_COVER, { ...options, compress: false });
    book.chapters.forEach((chapter, index) => {
      const page = chapterPage(book, chapter, book.chapters[index - 1], book.chapters[index + 1]);
      zip.addBuffer(text(page), chapterFile(chapter), options);
    });
    // MP3 is compressed already: deflating it again costs time and saves nothing.
    for (const recording of recordings) {
      zip.addFile(recording.localPath, `audio/${recording.fileName}`, { ...options, compress: false });
    }
  });
}

function chapterFile(chapter: BookChapter): string {
  return `chapter-${twoDigits(chapter.number)}.html`;
}

const KEEPSAKE_COVER = 'images/cover.png';

/** The cover picture on the title page; its words are the heading's below it, so it is named, not read out. */
function coverPicture(book: BookDocument): string {
  return book.coverImagePath
    ? `<img class="cover" src="${KEEPSAKE_COVER}" alt="The cover of the printed book" width="1200" height="1800">\n`
    : '';
}

function htmlPage(book: BookDocument, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeText(book.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
${body}
</body>
</html>
`;
}

/** Sits inside the chapter's link, under its title, so the row reads as one and the whole of it can be clicked. */
function recordingsNote(chapter: BookChapter): string {
  const count = chapter.recordings.length;
  if (count === 0) return '';
  return `<span class="note">${count === 1 ? 'With 1 recording' : `With ${count} recordings`}</span>`;
}

function indexPage(book: BookDocument): string {
  const dedication =
    book.dedication === null
      ? ''
      : `<section class="dedication" aria-label="Dedication">
${book.dedication
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '')
  .map((line) => `<p>${escapeText(line)}</p>`)
  .join('\n')}
</section>
`;
  const backMatter = [
    ...(hasAbout(book)
      ? ['<li><a href="about.html"><span class="title">About the storyteller</span></a></li>']
      : []),
    ...(hasIndex(book)
      ? [
          '<li><a href="people-and-places.html"><span class="title">Index of people and places</span></a></li>',
        ]
      : []),
  ];
  const contents =
    book.chapters.length === 0
      ? '<p>This book has no chapters yet.</p>'
      : `<ol class="contents">
${book.chapters
  .map(
    (chapter) =>
      `<li><a href="${chapterFile(chapter)}"><span class="title">Chapter ${chapter.number}: ${escapeText(chapter.title)}</span>${recordingsNote(chapter)}</a></li>`,
  )
  .concat(backMatter)
  .join('\n')}
</ol>`;
  return htmlPage(
    book,
    book.title,
    `<main class="page">
<header class="title-page">
${coverPicture(book)}<h1>${escapeText(book.title)}</h1>
<p class="storyteller">${escapeText(book.storyteller)}</p>
<p class="year">${book.year}</p>
</header>
${dedication}<h2 id="contents">Contents</h2>
${contents}
<p class="help">Keeping this book, or opening it on another computer or phone? Read <a href="how-to-open.html">how to open this book</a>.</p>
<footer class="copyright" aria-label="Copyright">
${copyrightLines(book, 'keepsake')
  .map((line) => `<p>${escapeText(line)}</p>`)
  .join('\n')}
</footer>
</main>`,
  );
}

/** A page of the back matter: a way back to the contents, a heading, and its body. */
function backPage(book: BookDocument, title: string, body: string): string {
  return htmlPage(
    book,
    `${title} — ${book.title}`,
    `<main class="page">
<p><a href="index.html#contents">← Contents</a></p>
<h1>${escapeText(title)}</h1>
${body}
<p><a href="index.html#contents">← Contents</a></p>
</main>`,
  );
}

function aboutPage(book: BookDocument): string {
  return backPage(book, 'About the storyteller', aboutMarkup(book, ''));
}

/** The index: each name with a link to every story that holds it (the keepsake has no page numbers). */
function peoplePage(book: BookDocument): string {
  return backPage(
    book,
    'Index of people and places',
    indexMarkup(book, { indent: '', extension: 'html', ids: { people: 'people', places: 'places' } }),
  );
}

function pageNav(place: 'top' | 'bottom', previous?: BookChapter, next?: BookChapter): string {
  const links = [
    previous
      ? `<li><a href="${chapterFile(previous)}" rel="prev">← Previous chapter: ${escapeText(previous.title)}</a></li>`
      : '',
    '<li><a href="index.html#contents">Contents</a></li>',
    next
      ? `<li><a href="${chapterFile(next)}" rel="next">Next chapter: ${escapeText(next.title)} →</a></li>`
      : '',
  ].filter((link) => link !== '');
  const label = place === 'top' ? 'Chapters' : 'Chapters, end of page';
  return `<nav class="page-nav ${place}" aria-label="${label}">
<ul>
${links.join('\n')}
</ul>
</nav>`;
}

function recordingBlock(recording: BookRecording, index: number): string {
  const title = escapeText(recording.title);
  const src = `audio/${escapeText(recording.fileName)}`;
  const id = `recording-${index + 1}`;
  return `<figure class="recording" aria-labelledby="${id}">
<p class="recording-title" id="${id}">${title} <span class="duration">(${durationText(recording.durationSeconds)})</span></p>
<audio controls preload="metadata" src="${src}" aria-labelledby="${id}">
<a href="${src}">Listen to “${title}”</a>
</audio>
<p class="download"><a href="${src}" download>Download “${title}” (MP3 file)</a></p>
</figure>`;
}

function chapterPage(
  book: BookDocument,
  chapter: BookChapter,
  previous?: BookChapter,
  next?: BookChapter,
): string {
  const paragraphs = storiesMarkup(chapter.paragraphs, '').join('\n');
  const recordings =
    chapter.recordings.length === 0
      ? ''
      : `
<section aria-labelledby="recordings-heading">
<h2 id="recordings-heading">Recordings</h2>
${chapter.recordings.map(recordingBlock).join('\n')}
</section>`;
  return htmlPage(
    book,
    `Chapter ${chapter.number}: ${chapter.title} — ${book.title}`,
    `<div class="page">
${pageNav('top', previous, next)}
<main>
<h1><span class="chapter-number">Chapter ${chapter.number}</span> ${escapeText(chapter.title)}</h1>
${paragraphs}${recordings}
</main>
${pageNav('bottom', previous, next)}
</div>`,
  );
}

function howToOpenPage(book: BookDocument): string {
  return htmlPage(
    book,
    `How to open this book — ${book.title}`,
    `<main class="page">
<p><a href="index.html">← Back to the book</a></p>
<h1>How to open this book</h1>
<p>“${escapeText(book.title)}” is a small website that lives in this folder. It needs no internet and no special program: any web browser opens it, on a computer, a tablet or a phone.</p>
<h2>To read it</h2>
<ol class="steps">
<li>If the book came as a ZIP file, unpack it first: on Windows, right-click it and choose “Extract All”; on a Mac, double-click it.</li>
<li>Open the folder and double-click the file called <strong>index.html</strong> (it may show only as “index”).</li>
<li>The book opens in your web browser. Click a chapter to read it; click the play button beside a recording to hear it.</li>
</ol>
<h2>To keep it safe</h2>
<p>Keep the whole folder together: the pages, the file <strong>style.css</strong> and the folder <strong>audio</strong>, which holds the recordings. Make a copy on a second USB stick or another computer, so the book outlives any one of them.</p>
<p>The recordings are ordinary MP3 files: they play in any music player, too.</p>
<p><a href="index.html">← Back to the book</a></p>
</main>`,
  );
}

function howToOpenText(book: BookDocument): string {
  return `HOW TO OPEN THIS BOOK

"${book.title}" by ${book.storyteller}

This folder holds a book you can read in any web browser. It needs no internet
and no special program.

1. If the book came as a ZIP file, unpack it first: on Windows, right-click it
   and choose "Extract All"; on a Mac, double-click it.
2. Open the folder and double-click the file called index.html (it may show
   only as "index").
3. The book opens in your web browser. Click a chapter to read it; click the
   play button beside a recording to hear it.

Keep the whole folder together: the pages, style.css and the audio folder,
which holds the recordings as ordinary MP3 files. Make a copy on a second USB
stick or another computer, so the book outlives any one of them.
`;
}
