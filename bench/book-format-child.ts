/**
 * One format of a book made in a process of its own, so its peak memory is its own:
 * `node bench/book-format-child.ts <format> <book.json> <out> [<print-pages.json>]`. Prints
 * `{ ms, peakRssMb, bytes, loop }` as JSON; for a PDF also `typesetterPeakRssMb`, the peak of the child process
 * Typst runs in (decision 1004). Each PDF edition is made as the book job makes it for a printer: with bleed, then
 * its cover sized from its page count (decision 1015), written beside it as `<out>.cover.pdf`. The reading
 * edition also writes where its pages begin to `<out>.print-pages.json`, which the EPUB is then given, as the job
 * gives it, for its page list (decision 1013).
 *
 * `loop` is this process's event-loop delay at rest (before the make) and during the make: this process lays the
 * book out as the server does, so a long delay here is a wait every other person's request would share.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BookDocument } from '#server/book/book-document.ts';
import { writeEpub } from '#server/book/epub.ts';
import { writeKeepsake } from '#server/book/keepsake.ts';
import { writeCoverPdf } from '#server/book/pdf/cover.ts';
import { writePdf } from '#server/book/pdf/pdf-maker.ts';

const [format, bookPath, out, printPagesPath] = process.argv.slice(2);
const book = JSON.parse(await readFile(bookPath!, 'utf8')) as BookDocument;
book.madeAt = new Date(book.madeAt);
if (printPagesPath) book.printPages = JSON.parse(await readFile(printPagesPath, 'utf8'));

/** Sampled every 10 ms: a figure of about 10 ms means the loop was never held up. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const delays = () => {
  const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
  return {
    p50: ms(loopDelay.percentile(50)),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
  };
};
loopDelay.enable();
await sleep(1_000);
const atRest = delays();
loopDelay.reset();

const started = performance.now();
/** The typesetting child's own peak, in kilobytes: `resourceUsage` here never counts a child process. */
let typesetterMaxRssKb = 0;
let cover: { ms: number; pages: number; spineIn: number } | undefined;
if (format === 'pdf' || format === 'large-print-pdf') {
  const edition = format === 'pdf' ? 'standard' : 'large-print';
  const interior = await writePdf(book, { edition, bleed: true }, out!);
  typesetterMaxRssKb = interior.maxRssKb;
  const coverStarted = performance.now();
  const geometry = await writeCoverPdf(book, interior.pages, `${out}.cover.pdf`, edition);
  cover = { ms: performance.now() - coverStarted, pages: geometry.pages, spineIn: geometry.spineIn };
  if (format === 'pdf') await writeFile(`${out}.print-pages.json`, JSON.stringify(interior.printPages));
} else if (format === 'epub') await writeEpub(book, out!);
else if (format === 'keepsake') await writeKeepsake(book, out!);
else throw new Error(`unknown format ${format}`);
const ms = performance.now() - started;
loopDelay.disable();
const duringMake = delays();
// This process's peak, in kilobytes: it lays the book out and waits while the child typesets.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const typesetterPeakRssMb = typesetterMaxRssKb > 0 ? typesetterMaxRssKb / 1024 : undefined;
console.log(
  JSON.stringify({
    ms,
    peakRssMb,
    typesetterPeakRssMb,
    bytes: (await stat(out!)).size,
    cover,
    loop: { atRest, duringMake },
  }),
);
