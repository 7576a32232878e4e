/**
 * Entry point of the thread that typesets one PDF. Typst's compile is a synchronous native call that takes
 * seconds for a long book, so it runs here and never on the server's event loop (decision 1001).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { fontFiles } from './fonts.ts';

/** What the maker sends: the virtual files of one book. */
export interface PdfWorkerInput {
  files: Array<{ path: string; content: string }>;
}

/** What the thread answers: the PDF and its page count, or Typst's complaint in words. */
export type PdfWorkerOutput = { pdf: Uint8Array; pages: number } | { error: string };

/**
 * The compiler's root: a directory that does not exist, so the template reads nothing from disk, only the
 * files mapped below it.
 */
const ROOT = '/heirloom-book';

const template = readFileSync(new URL('./book-template.typ', import.meta.url), 'utf8');

function typeset(input: PdfWorkerInput): PdfWorkerOutput {
  // Fonts are handed over as bytes from node_modules, so the compiler never has to look for them on the host.
  const compiler = NodeCompiler.create({
    workspace: ROOT,
    fontArgs: [{ fontBlobs: fontFiles().map((file) => readFileSync(file)) }],
  });
  for (const file of input.files)
    compiler.mapShadow(`${ROOT}${file.path}`, Buffer.from(file.content, 'utf8'));
  const compiled = compiler.compile({ mainFileContent: template });
  const document = compiled.result;
  const error = compiled.takeError();
  if (!document || error) {
    const diagnostics = error ? (compiler.fetchDiagnostics(error) as Array<{ message?: string }>) : [];
    const messages = diagnostics.map((diagnostic) => diagnostic.message).filter(Boolean);
    return { error: messages.length > 0 ? messages.join('; ') : 'Typst gave no document.' };
  }
  const pdf = compiler.pdf(document);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages: document.numOfPages };
}

let output: PdfWorkerOutput;
try {
  output = typeset(workerData as PdfWorkerInput);
} catch (error) {
  output = { error: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(output);
