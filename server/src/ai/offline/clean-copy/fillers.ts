/**
 * What only speech needs (issue 17 and issue 32, docs/decisions/632 and 671): sounds that carry no meaning ("um",
 * "uh", "er"), "you know" and "I mean" said as fillers, a word broken off ("w- we went"), a start given up ("and we
 * — we took the tram"), and words said twice ("the, the"). The Memory DNA reader and the clean copy both use these,
 * so a transcript is read the way it will be printed. Nothing here removes a word of substance: a word is dropped
 * only when the same word stays, or when it is one of the sounds below.
 */

/** Sounds and phrases that carry no meaning in speech ("ER" in capitals is a hospital's, and stays). */
const FILLER = /(?:^|,?\s)(?:u+m+|u+h+|e+r+m*|h+m+|a+h+)(?=[\s,.!?;:]|$),?/gi;
const SHOUTED_ER = /^\s*,?\s*ER\b/;
/**
 * "you know" as a filler, not "you know what she said", "you know him", "if you know the way" or "people you
 * know": what comes after or before it makes it mean something.
 */
const YOU_KNOW =
  /(?<!\b(?:if|do|did|don't|didn't|as|whether|unless|would|could|should|'d|people|someone|somebody|anyone|anybody|everyone|everybody|one|ones|thing|things|all|what|that|who|whom|how)),?\s\byou know\b,?(?!\s+(?:what|how|who|whom|why|where|when|that|him|her|them|me|us|about|better|best|each|it\b(?!\s+was)))/gi;
/** "You know, it was hard": the same filler opening a sentence, with its comma. */
const OPENING_YOU_KNOW = /(^|[.!?]\s+)you know,\s+/gi;

/** Words a comma never follows in speech: "in, uh, sixty eight" is "in sixty eight". */
const SMALL_LINKS = new Set(
  'a an the in on at of to for with from by into and but or so because that than my our his her their your'.split(
    ' ',
  ),
);

/**
 * What a filler set off by commas leaves behind: one comma where the sentence needs it, before a new clause
 * ("zofia, um, she was", "a seamstress, you know, and she had"), else a space ("to study, uh, engineering", "i was,
 * you know, terrified"); none at a sentence's start ("ten days. Um, the").
 */
function leftBehind(filler: string, at: number, all: string): string {
  const before = all.slice(0, at);
  const opensSentence = at === 0 || /[.!?]["”’)]*\s*$/.test(before);
  // "in, uh, sixty eight": no comma after a word that needs the next one.
  const needsNext = SMALL_LINKS.has(/([\p{L}']+)\s*$/u.exec(before)?.[1]?.toLowerCase() ?? '');
  const clauseNext = /^\s*(?:i|we|he|she|they|it|there|you|and|but|so)\b/i.test(
    all.slice(at + filler.length),
  );
  return filler.includes(',') && !opensSentence && !needsNext && clauseNext ? ', ' : ' ';
}

/** Drops "um", "uh", "er", "hmm" and a filler "you know"; every other word stays. */
export function dropFillers(text: string): string {
  return text
    .replace(FILLER, (sound: string, at: number, all: string) =>
      SHOUTED_ER.test(sound) ? sound : leftBehind(sound, at, all),
    )
    .replace(YOU_KNOW, (phrase: string, at: number, all: string) =>
      // Only the comma after it tells of a pause where a new clause starts: ", you know, and she had".
      /,\s*$/.test(phrase) ? leftBehind(phrase, at, all) : ' ',
    )
    .replace(OPENING_YOU_KNOW, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * "I mean" as a filler: set off by commas (", I mean,"), opening a new clause ("it was hard i mean we had
 * nothing"), or saying again what came before ("a poem every birthday i mean every single one"). "What I mean is", "I mean it" and "I meant" are her words and stay.
 */
const I_MEAN_FENCED = /(?<![\p{L}'])(,\s*|\s)i mean,(?=\s)/giu;
const I_MEAN_OPENING =
  /(^|[.!?]\s+)i mean,?\s+(?=\p{L})(?!(?:it|that|to|what|well)\b(?!\s+(?:was|is|wasn't|had)\b))/giu;
const I_MEAN_CLAUSE =
  /(?<!\b(?:what|that's|that|if|you|do|did|as)\s)(?<![\p{L}'])i mean\s+(?=(?:we|he|she|they|there|the|my|our|you|i|it\s+(?:was|is|wasn't|had|would|just)|every|each|not\s+(?:one|a|once)|the\s+whole)\b)/giu;

export function dropIMean(text: string): string {
  return text
    .replace(I_MEAN_FENCED, (_m, before: string) => (before.includes(',') ? ', ' : ' '))
    .replace(I_MEAN_OPENING, '$1')
    .replace(I_MEAN_CLAUSE, '')
    .replace(/\s{2,}/g, ' ');
}

/** The same one to three words twice in a row ("the the", "I was I was"). */
const DOUBLED = /\b((?:[\p{L}'’]+\s+){0,2}[\p{L}'’]+)(?:,?\s+\1\b)+/giu;
/**
 * Doubled words English needs ("had had", "that that") and doubled words that are her emphasis ("very very",
 * "long long ago", "no no", "bye bye"): kept.
 */
const KEEP_DOUBLED = new Set([
  'had',
  'that',
  'very',
  'really',
  'so',
  'no',
  'yes',
  'long',
  'far',
  'many',
  'much',
  'bye',
  'round',
  'little',
  'big',
  'more',
  'knock',
  'tut',
  'now',
  'there',
  'well',
  'ha',
  'night',
  'hush',
  'again',
  'cha',
  'chop',
  'pretty',
  'too',
  'never',
]);

/** Words said again after a pause or a false start, said once: "dorota uh dorota wisniewska", "I was I was ten". */
export function sayRepeatsOnce(text: string): string {
  return text.replace(DOUBLED, (match: string, words: string, at: number) => {
    if (KEEP_DOUBLED.has(words.toLowerCase())) return match;
    // "what she said she said no": after "what" the first words close a question and the second open its
    // answer; both are hers.
    if (words.includes(' ') && ECHO_AFTER.test(text.slice(0, at))) return match;
    // "he always said next year, next year": words said twice as what someone said are what they said.
    if (words.includes(' ') && SAID_BEFORE.test(text.slice(0, at))) return match;
    return words;
  });
}

/** The word before a phrase said twice that makes the second its answer: "you know what she told me she told me…". */
const ECHO_AFTER = /\bwhat\s+$/i;
/** A phrase said twice straight after "said" is what was said: "he said next year, next year". */
const SAID_BEFORE = /\b(?:said|says|say|saying)\s+$/i;

/** "we w- we went": a word broken off, with the hyphen the recogniser or a typist gave it. */
const CUT_OFF_WORD = /(^|\s)[\p{L}']+-(?=\s)/gu;
/** "b-b-bread", "w-w-we": a stutter on the word's first letter. */
const STUTTER = /(?<![\p{L}'-])((\p{L})-)+(?=\2)/giu;
/** "and we -- we took", "and we — we took": a start given up, marked with a dash between spaces. */
const DASH_RESTART = /\s+(?:--|—|–)\s+/g;

/**
 * Spoken words as the person meant them: fillers gone, a word broken off or stuttered said once, a start given
 * up dropped when she says the same words again, and the words said twice in a row once. Nothing else changes.
 */
export function cleanSpokenWords(text: string): string {
  let cleaned = dropIMean(dropFillers(text.replace(/\s+/g, ' ')));
  cleaned = cleaned.replace(STUTTER, '').replace(CUT_OFF_WORD, '$1').replace(DASH_RESTART, ' ');
  cleaned = sayRepeatsOnce(cleaned);
  return tidyPunctuation(cleaned);
}

/** Spaces and stray commas a removed word leaves behind: "near , near" → "near, near", ", ." → ".". */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?=[,.!?;:])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[,;:\s]+/, '')
    .replace(/([.!?]["”’)]*\s+)[,;:]\s*/g, '$1')
    .trim();
}
