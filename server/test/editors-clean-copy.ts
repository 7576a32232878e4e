/**
 * A clean copy made the way an editor would, small enough to read in a test: tests of where the clean copy is
 * kept, when it is made and what is printed use it, so they do not depend on how the engine makes it.
 */
import { createAiEngine } from '#server/ai/ai-engine.ts';
import type { AiProvider } from '#server/ai/ai-provider.ts';

export type CleanCopyInput = Parameters<AiProvider['cleanCopy']>[1];

export function editorsCleanCopy({ text, knownNames }: CleanCopyInput): string {
  let clean = ` ${text.replace(/\s+/g, ' ')} `
    .replace(/\s(um|uh),?(?=\s)/gi, '')
    .replace(/,?\syou know,?(?=\s)/gi, '')
    .replace(/\si(?=[\s,.'’])/g, ' I');
  for (const name of knownNames)
    clean = clean.replace(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'giu'), name);
  clean = clean
    .trim()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, stop: string, c: string) => stop + c.toUpperCase());
  return /[.!?]$/.test(clean) ? clean : `${clean}.`;
}

/** The real engine, with `editorsCleanCopy` for its clean copy; `asked` records what each clean copy was given. */
export function engineWithEditorsCleanCopy() {
  const engine = createAiEngine({ timeoutMs: 20_000, log: { info: () => {}, warn: () => {} } });
  const asked: CleanCopyInput[] = [];
  const ai: AiProvider = {
    ...engine,
    cleanCopy: async (_account, input) => {
      asked.push(input);
      return editorsCleanCopy(input);
    },
  };
  return { ai, asked, close: () => engine.close?.() };
}
