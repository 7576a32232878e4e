/**
 * Would a small learned model end the clean copy's sentences better than its rules? (docs/decisions/675)
 *
 *   npm run eval:sentence-end-model
 *
 * Trains an averaged perceptron on the features of the gaps the clean copy walks (`walkGaps`,
 * `sentence-end-features.ts`: the words around a gap, their classes from the engine's word lists, how long the
 * sentence has run, what the grammar rules say), and measures it on speech it has not seen, beside the rules alone:
 * the tuning set in four folds, and the second held-back set (b01–b16, written before the rules' last change) read by
 * a model trained on the rest. Training data is punctuated text in the repository with its stops and capitals taken
 * out: the tuning set's hand-made clean copies (speech) and, in one trial, the written memories of
 * server/src/ai/eval/memories.json (prose). Never the held-back set. Deterministic: a fixed order, a fixed number of
 * passes, no randomness. It writes nothing; the clean copy decides by its rules, which measured as well or better.
 */
import cleanCopy from '#server/ai/eval/clean-copy.json' with { type: 'json' };
import memories from '#server/ai/eval/memories.json' with { type: 'json' };
import { type Gap, walkGaps } from '#server/ai/offline/clean-copy/punctuate.ts';
import { sentencesOf } from '#server/ai/offline/clean-copy/sentences.ts';

const PASSES = 12;

interface Text {
  id: string;
  words: string[];
  /** Indices of the words after which the editor ended a sentence. */
  ends: Set<number>;
  names: Set<string>;
}

/** A punctuated text as the clean copy would meet it said: lower case, no stops or commas, and where they were. */
function unpunctuated(id: string, text: string, names: Iterable<string>): Text {
  const words: string[] = [];
  const ends = new Set<number>();
  for (const sentence of text.split(/\n\s*\n/).flatMap(sentencesOf)) {
    const said = sentence
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
      .filter(Boolean);
    if (said.length === 0) continue;
    words.push(...said);
    ends.add(words.length - 1);
  }
  const lower = new Set([...names].flatMap((n) => n.toLowerCase().split(/\s+/)));
  return { id, words, ends, names: lower };
}

/** The tuning set's hand-made clean copies: speech, as the clean copy meets it. */
const speech = (cleanCopy.items as { id: string; clean: string; knownNames: string[] }[]).map((item) =>
  unpunctuated(item.id, item.clean, item.knownNames),
);

/**
 * The written memories (those with stops of their own). The spoken ones are left out: they are unpunctuated
 * themselves, so where their sentences end is not known.
 */
const prose = (memories.items as { id: string; text: string; people?: string[]; where?: string[] }[])
  .filter((m) => /[.!?]/.test(m.text))
  .map((m) =>
    unpunctuated(m.id, m.text, [
      ...(m.people ?? []).map((p) => p.replace(/\s*\(.*\)$/, '')),
      ...(m.where ?? []),
    ]),
  );

interface Example {
  features: string[];
  ruleSays: boolean;
  end: boolean;
}

/** The gaps of each text, walked as the clean copy walks them, with the editor's answer taken at each. */
function examples(list: readonly Text[]): Example[] {
  const out: Example[] = [];
  for (const text of list)
    walkGaps(text.words, undefined, text.names, (gap) => {
      const end = text.ends.has(gap.k);
      out.push({ features: gap.features(), ruleSays: gap.rules.ruleSays, end });
      return end;
    });
  return out;
}

interface Trial {
  name: string;
  withProse: boolean;
  /** Start from the rules' answer (a weight on "the rules end it here") and learn by small steps where they err. */
  fromTheRules: boolean;
  step: number;
}

/** An averaged perceptron: the mean of the weights over every step, which generalises better than the last ones. */
function train(list: readonly Example[], trial: Trial): Map<string, number> {
  const weights = new Map<string, number>(
    trial.fromTheRules
      ? [
          ['rule=y', 1],
          ['bias', -0.5],
        ]
      : [],
  );
  const totals = new Map<string, number>();
  const stamps = new Map<string, number>();
  let step = 0;
  const bump = (feature: string, by: number) => {
    const w = weights.get(feature) ?? 0;
    totals.set(feature, (totals.get(feature) ?? 0) + (step - (stamps.get(feature) ?? 0)) * w);
    stamps.set(feature, step);
    weights.set(feature, w + by);
  };
  for (let pass = 0; pass < PASSES; pass++)
    for (const example of list) {
      step += 1;
      const said = score(weights, example.features) > 0;
      if (said !== example.end)
        for (const f of example.features) bump(f, example.end ? trial.step : -trial.step);
    }
  const averaged = new Map<string, number>();
  for (const [f, w] of weights)
    averaged.set(f, ((totals.get(f) ?? 0) + (step - (stamps.get(f) ?? 0)) * w) / step);
  return averaged;
}

const score = (model: ReadonlyMap<string, number>, features: readonly string[]) =>
  features.reduce((sum, f) => sum + (model.get(f) ?? 0), 0);

/** Precision, recall and F1 of the ends made on `list` against the editor's (the last word not counted). */
function measure(list: readonly Text[], decideFor: (text: Text) => (gap: Gap) => boolean): string {
  let right = 0;
  let made = 0;
  let wanted = 0;
  for (const text of list) {
    const last = text.words.length - 1;
    const mine = walkGaps(text.words, undefined, text.names, decideFor(text)).filter((k) => k !== last);
    made += mine.length;
    wanted += [...text.ends].filter((k) => k !== last).length;
    right += mine.filter((k) => text.ends.has(k)).length;
  }
  const p = right / Math.max(made, 1);
  const r = right / Math.max(wanted, 1);
  const f1 = (2 * p * r) / Math.max(p + r, 1e-9);
  return `P ${p.toFixed(2)} R ${r.toFixed(2)} F1 ${f1.toFixed(3)} (${right} of ${made} / ${wanted})`;
}

const TRIALS: Trial[] = [
  { name: 'prose and speech', withProse: true, fromTheRules: false, step: 1 },
  { name: 'speech only', withProse: false, fromTheRules: false, step: 1 },
  { name: 'speech, from the rules', withProse: false, fromTheRules: true, step: 0.2 },
  { name: 'prose and speech, from the rules', withProse: true, fromTheRules: true, step: 0.2 },
];
const FOLDS = 4;
const rules = () => (gap: Gap) => gap.rules.ruleSays;
const unseenB = speech.filter((t) => /^b\d+$/.test(t.id));
const restOfB = speech.filter((t) => !/^b\d+$/.test(t.id));

console.log(
  `Sentence ends on unpunctuated speech: the rules against a learned model, on speech it has not seen\n`,
);
console.log(`${'who decides'.padEnd(42)} tuning set, 4 folds                      b01–b16`);
console.log(`${'the rules'.padEnd(42)} ${measure(speech, rules).padEnd(40)} ${measure(unseenB, rules)}`);
for (const trial of TRIALS) {
  const trainOn = (texts: readonly Text[]) =>
    train(examples(trial.withProse ? [...prose, ...texts] : texts), trial);
  const folds = Array.from({ length: FOLDS }, (_, f) => trainOn(speech.filter((_, i) => i % FOLDS !== f)));
  const foldOf = (text: Text) => folds[speech.indexOf(text) % FOLDS]!;
  const bModel = trainOn(restOfB);
  const byModel = (model: ReadonlyMap<string, number>) => (gap: Gap) => score(model, gap.features()) > 0;
  const orModel = (model: ReadonlyMap<string, number>) => (gap: Gap) =>
    gap.rules.ruleSays || score(model, gap.features()) > 0;
  console.log(
    `${`model: ${trial.name}`.padEnd(42)} ${measure(speech, (t) => byModel(foldOf(t))).padEnd(40)} ${measure(unseenB, () => byModel(bModel))}`,
  );
  console.log(
    `${`the rules, or model: ${trial.name}`.padEnd(42)} ${measure(speech, (t) => orModel(foldOf(t))).padEnd(40)} ${measure(unseenB, () => orModel(bModel))}`,
  );
}
