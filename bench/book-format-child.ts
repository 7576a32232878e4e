/**
 * One format of a book made in a process of its own, so its peak memory is its own:
 * `node bench/book-format-child.ts <format> <book.json> <out>`. Prints `{ ms, peakRssMb, bytes }` as JSON, and
 * for a PDF `typesetterPeakRssMb`: the peak of the child process Typst runs in (decision 1004).
 */
import { readFile, stat } from 'node:fs/promises';
import type { BookDocument } from '#server/book/book-document.ts';
import { writeEpub } from '#server/book/epub.ts';
import { writeKeepsake } from '#server/book/keepsake.ts';
import { writePdf } from '#server/book/pdf/pdf-maker.ts';

const [format, bookPath, out] = process.argv.slice(2);
const book = JSON.parse(await readFile(bookPath!, 'utf8')) as BookDocument;
book.madeAt = new Date(book.madeAt);

const started = performance.now();
/** The typesetting child's own peak, in kilobytes: `resourceUsage` here never counts a child process. */
let typesetterMaxRssKb = 0;
if (format === 'pdf')
  ({ maxRssKb: typesetterMaxRssKb } = await writePdf(book, { edition: 'standard', bleed: false }, out!));
else if (format === 'large-print-pdf')
  ({ maxRssKb: typesetterMaxRssKb } = await writePdf(book, { edition: 'large-print', bleed: false }, out!));
else if (format === 'epub') await writeEpub(book, out!);
else if (format === 'keepsake') await writeKeepsake(book, out!);
else throw new Error(`unknown format ${format}`);
const ms = performance.now() - started;
// This process's peak, in kilobytes: it lays the book out and waits while the child typesets.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const typesetterPeakRssMb = typesetterMaxRssKb > 0 ? typesetterMaxRssKb / 1024 : undefined;
console.log(JSON.stringify({ ms, peakRssMb, typesetterPeakRssMb, bytes: (await stat(out!)).size }));
