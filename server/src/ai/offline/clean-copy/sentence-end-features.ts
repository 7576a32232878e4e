/**
 * What a gap between two words of unpunctuated speech looks like, for a learned sentence-end model (decision 675):
 * the words around it, their word classes, how long the sentence has run and what the grammar rules of
 * `punctuate.ts` say of it. `npm run eval:sentence-end-model` trains an averaged perceptron on these and measures it
 * against the rules on speech it has not seen; the clean copy itself decides by the rules, which measured better.
 */

/** What the grammar rules say of a gap. */
export interface RuleSignals {
  /** A subject and its verb open after the gap. */
  clause: boolean;
  /** The sentence opened with "if", "when" … and its main clause has not come. */
  waits: boolean;
  /** "and" or "but" after a sentence that has not run long. */
  andGoesOn: boolean;
  /** A habit's time ("on sundays") straight after a place. */
  timeAfterPlace: boolean;
  /** The rules alone would end the sentence here. */
  ruleSays: boolean;
}

/** The length of the sentence so far, in a few bands: a sentence of 3 words ends less often than one of 20. */
function runBand(run: number): string {
  if (run < 6) return 'a';
  if (run < 10) return 'b';
  if (run < 15) return 'c';
  if (run < 25) return 'd';
  if (run < 40) return 'e';
  return 'f';
}

/**
 * The features of the gap after word `k` of `words` (lower case, bare), `run` words into the sentence. `classOf`
 * gives a word's class from the engine's word lists ("subj", "det", "verb", "kin" …).
 */
export function wordFeatures(
  words: readonly string[],
  k: number,
  run: number,
  classOf: (word: string | undefined) => string,
  rules: RuleSignals,
): string[] {
  const w = (n: number) => words[n] ?? '_';
  const c = (n: number) => classOf(words[n]);
  const band = runBand(run);
  const rule = rules.ruleSays ? 'y' : 'n';
  return [
    'bias',
    `l1=${w(k)}`,
    `r1=${w(k + 1)}`,
    `cl1=${c(k)}`,
    `cl2=${c(k - 1)}`,
    `cr1=${c(k + 1)}`,
    `cr2=${c(k + 2)}`,
    `cl1cr1=${c(k)}|${c(k + 1)}`,
    `cr1cr2=${c(k + 1)}|${c(k + 2)}`,
    `cr1cr2cr3=${c(k + 1)}|${c(k + 2)}|${c(k + 3)}`,
    `cl2cl1cr1=${c(k - 1)}|${c(k)}|${c(k + 1)}`,
    `run=${band}`,
    `rule=${rule}`,
    `rule=${rule}|run=${band}`,
    `rule=${rule}|cr1=${c(k + 1)}`,
    `rule=${rule}|cl1=${c(k)}`,
    `clause=${rules.clause}`,
    `waits=${rules.waits}`,
    `andon=${rules.andGoesOn}`,
    `tap=${rules.timeAfterPlace}`,
  ];
}
