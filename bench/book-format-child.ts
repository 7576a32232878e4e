/**
 * One format of a book made in a process of its own, so its peak memory is its own:
 * `node bench/book-format-child.ts <format> <book.json> <out>`. Prints `{ ms, peakRssMb, bytes }` as JSON.
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
if (format === 'pdf') await writePdf(book, { edition: 'standard', bleed: false }, out!);
else if (format === 'large-print-pdf') await writePdf(book, { edition: 'large-print', bleed: false }, out!);
else if (format === 'epub') await writeEpub(book, out!);
else if (format === 'keepsake') await writeKeepsake(book, out!);
else throw new Error(`unknown format ${format}`);
const ms = performance.now() - started;
// maxRSS counts the worker thread that typesets, too: it is the whole process's peak, in kilobytes.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ ms, peakRssMb, bytes: (await stat(out!)).size }));
