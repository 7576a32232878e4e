/**
 * Typesets one PDF in a process of its own, under the memory cap and the time budget its parent sets
 * (typeset.ts, decision 1004): a book that needs more memory than the cap kills only this process, never the
 * server. Reads `{ files, pdfPath }` as JSON on stdin, writes the PDF to `pdfPath` and prints one JSON line on
 * stdout: `{ pages, maxRssKb }`, or `{ error }` with Typst's complaint in words.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import type { PageAnchor, PrintPages } from '../print-pages.ts';
import { fontFiles } from './fonts.ts';
import { withPrintBoxes } from './print-boxes.ts';

/** What the parent sends on stdin: the virtual files of one book, and where the PDF goes. */
export interface TypesetInput {
  files: Array<{ path: string; content: string }>;
  pdfPath: string;
  /** The bleed on every side of the trim, in points (0 without): sets the pages' TrimBox and BleedBox. */
  bleedPoints?: number;
  /** Which template sets the files: the book's interior (the default) or its cover (cover.ts). */
  template?: 'book' | 'cover';
  /** Ask where each page anchor fell (decision 1013): only the reading edition, which the EPUB's page list follows. */
  pageAnchors?: boolean;
}

/**
 * What the child prints: the page count and its own peak memory (kilobytes, as `resourceUsage` gives it), or
 * Typst's complaint in words.
 */
export type TypesetOutput = { pages: number; maxRssKb: number; printPages?: PrintPages } | { error: string };

/**
 * The compiler's root: a directory that does not exist, so the template reads nothing from disk, only the
 * files mapped below it.
 */
const ROOT = '/heirloom-book';

/**
 * PDF/A-2a: the archival PDF (fonts embedded, colours defined, nothing fetched from elsewhere) at its accessible
 * level (tagged, every character mapped to Unicode), which Typst checks as it writes: a book a family keeps for
 * decades, readable by screen readers. See decision 1012.
 */
const PDF_STANDARD = 'a-2a';

const templates = {
  book: readFileSync(new URL('./book-template.typ', import.meta.url), 'utf8'),
  cover: readFileSync(new URL('./cover-template.typ', import.meta.url), 'utf8'),
};

/** Typst of our own that both templates import: the balanced title (`#import "/balanced.typ"`). */
const SHARED_TYPST = [
  { path: '/balanced.typ', content: readFileSync(new URL('./balanced.typ', import.meta.url), 'utf8') },
];

/**
 * Added after the interior's own markup, changing nothing on its pages: asks on which page each page anchor fell,
 * so the EPUB's page list can follow the print page by page (decision 1013).
 */
const PAGE_MAP_PROBE = `
#context [#metadata(query(<page-anchor>).map(marker => (key: marker.value, page: marker.location().page()))) <heirloom-page-map>]
`;

/** The anchors' pages, from the probe's answer. */
function pageAnchors(
  compiler: NodeCompiler,
  document: NonNullable<ReturnType<NodeCompiler['compile']>['result']>,
): PageAnchor[] {
  const found = compiler.query(document, { selector: '<heirloom-page-map>' }) as Array<{
    value?: PageAnchor[];
  }>;
  return found[0]?.value ?? [];
}

function typeset(input: TypesetInput): TypesetOutput {
  // Fonts are handed over as bytes from node_modules, so the compiler never has to look for them on the host.
  const compiler = NodeCompiler.create({
    workspace: ROOT,
    fontArgs: [{ fontBlobs: fontFiles().map((file) => readFileSync(file)) }],
  });
  for (const file of [...SHARED_TYPST, ...input.files])
    compiler.mapShadow(`${ROOT}${file.path}`, Buffer.from(file.content, 'utf8'));
  const kind = input.template ?? 'book';
  const probe = kind === 'book' && input.pageAnchors === true;
  const mainFileContent = kind === 'book' ? templates.book + (probe ? PAGE_MAP_PROBE : '') : templates.cover;
  const compiled = compiler.compile({ mainFileContent });
  const document = compiled.result;
  const error = compiled.takeError();
  if (!document || error) {
    const diagnostics = error ? (compiler.fetchDiagnostics(error) as Array<{ message?: string }>) : [];
    const messages = diagnostics.map((diagnostic) => diagnostic.message).filter(Boolean);
    return { error: messages.length > 0 ? messages.join('; ') : 'Typst gave no document.' };
  }
  // Written here rather than sent back: the parent never holds a second copy of the book in its own memory.
  writeFileSync(
    input.pdfPath,
    withPrintBoxes(compiler.pdf(document, { pdfStandard: PDF_STANDARD }), input.bleedPoints ?? 0),
  );
  return {
    pages: document.numOfPages,
    maxRssKb: process.resourceUsage().maxRSS,
    ...(probe
      ? { printPages: { pageCount: document.numOfPages, anchors: pageAnchors(compiler, document) } }
      : {}),
  };
}

/** All of stdin, read as a stream: a synchronous read of a pipe can fail when the pipe is not ready. */
async function readInput(): Promise<TypesetInput> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as TypesetInput;
}

let output: TypesetOutput;
try {
  output = typeset(await readInput());
} catch (error) {
  output = { error: error instanceof Error ? error.message : String(error) };
}
process.stdout.write(`${JSON.stringify(output)}\n`);
