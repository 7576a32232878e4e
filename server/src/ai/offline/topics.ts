/**
 * Topics of a memory from a keyword lexicon over word lemmas (wink-nlp), plus
 * what the entity rules found (a daughter means Children, an age of seven means
 * Childhood). TF-IDF over a user's few memories picks names, not topics, so the
 * vocabulary is fixed and written down here.
 *
 * The first twelve topics are the schedule topics of the product; the rest are
 * the other chapters life stories are usually made of.
 */
import { SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import type { Token } from './tokens.ts';

// The schedule topics of the product (spec §3) come first in the lexicon.
export { SCHEDULE_TOPICS };

/**
 * Keywords per topic, as lemmas (the lemma and the written form are both checked).
 * Strong words name the topic on their own ("wedding", "funeral"); weak words
 * only count with other evidence ("house", "play").
 */
export const TOPIC_LEXICON: Record<string, { strong: string[]; weak: string[] }> = {
  Family: {
    strong: ['family', 'grandparent', 'reunion', 'ancestor', 'relative', 'sibling'],
    weak: [
      'mother',
      'father',
      'mom',
      'dad',
      'mama',
      'papa',
      'parent',
      'brother',
      'sister',
      'grandmother',
      'grandfather',
      'grandma',
      'grandpa',
      'aunt',
      'uncle',
      'cousin',
      'twin',
      'household',
    ],
  },
  Childhood: {
    strong: [
      'childhood',
      'toy',
      'doll',
      'playground',
      'treehouse',
      'recess',
      'tricycle',
      'hopscotch',
      'grow up',
      'growing up',
      'grew up',
      'little girl',
      'little boy',
      'as a boy',
      'as a girl',
      'as a child',
      'earliest memory',
    ],
    weak: ['kid', 'boy', 'girl', 'marble', 'earliest', 'born', 'youngster', 'play'],
  },
  Career: {
    strong: [
      'job',
      'career',
      'boss',
      'foreman',
      'shipyard',
      'first day at work',
      'employer',
      'salary',
      'wage',
      'paycheck',
      'profession',
      'apprentice',
      'colleague',
      'promotion',
      'promoted',
      'paper route',
      'post office',
      'worked',
      'retire',
    ],
    weak: [
      'work',
      'office',
      'factory',
      'company',
      'business',
      'employ',
      'hire',
      'shift',
      'trade',
      'customer',
      'manager',
      'worker',
      'nurse',
      'mill',
      'plant',
      'store',
      'bakery',
      'electrician',
      'carpenter',
      'bank',
    ],
  },
  Memories: {
    strong: ['nostalgia', 'keepsake', 'heirloom', 'scrapbook', 'earliest memory'],
    weak: ['remember', 'memory', 'recall', 'photograph', 'photo', 'album'],
  },
  Travel: {
    strong: [
      'travel',
      'trip',
      'journey',
      'vacation',
      'abroad',
      'cruise',
      'passport',
      'hitchhike',
      'hitchhiked',
      'sightseeing',
      'road trip',
      'honeymoon',
      'tour',
    ],
    weak: ['flight', 'plane', 'train', 'hotel', 'drive', 'drove', 'move', 'moved', 'rent', 'visit'],
  },
  Education: {
    strong: [
      'school',
      'college',
      'university',
      'classroom',
      'teacher',
      'student',
      'graduate',
      'graduation',
      'diploma',
      'degree',
      'exam',
      'homework',
      'professor',
      'campus',
      'kindergarten',
      'education',
      'scholarship',
      'schoolhouse',
    ],
    weak: ['class', 'grade', 'study', 'lesson', 'learn', 'library', 'teach', 'read'],
  },
  Marriage: {
    strong: [
      'marry',
      'married',
      'marriage',
      'wedding',
      'spouse',
      'anniversary',
      'bride',
      'groom',
      'honeymoon',
      'vow',
      'engagement',
      'engaged',
    ],
    weak: ['husband', 'wife'],
  },
  Children: {
    strong: [
      'pregnant',
      'pregnancy',
      'parenting',
      'diaper',
      'motherhood',
      'fatherhood',
      'adopt',
      'nursery',
      'was born',
    ],
    weak: ['son', 'daughter', 'baby', 'birth'],
  },
  Achievements: {
    strong: [
      'proud',
      'proudest',
      'pride',
      'achievement',
      'finally learned',
      'license',
      'contest',
      'the first woman',
      'the first man',
      'accomplish',
      'accomplishment',
      'award',
      'prize',
      'trophy',
      'medal',
      'champion',
      'recognition',
      'certificate',
      'first prize',
      'own business',
      'promoted',
      'promotion',
      'graduated',
    ],
    weak: ['win', 'won', 'honor', 'success', 'succeed', 'first', 'bought', 'opened', 'built'],
  },
  Challenges: {
    strong: [
      'struggle',
      'challenge',
      'hardship',
      'poverty',
      'debt',
      'survive',
      'overcome',
      'crisis',
      'unemployed',
      'laid off',
      'drought',
      'tornado',
      'flood',
      'diagnose',
      'diagnosed',
      'homesick',
      'fled',
      'flee',
    ],
    weak: [
      'hard',
      'difficult',
      'poor',
      'fear',
      'afraid',
      'cry',
      'cried',
      'broke',
      'ran out',
      'worry',
      'fire',
      'storm',
      'closed',
      'mortgage',
      'lost',
      'illness',
    ],
  },
  Friends: {
    strong: ['friend', 'friendship', 'buddy', 'pal', 'roommate', 'classmate', 'best friend'],
    weak: ['companion', 'together', 'gang'],
  },
  Hobbies: {
    strong: [
      'hobby',
      'fishing',
      'hunting',
      'gardening',
      'sew',
      'sewing',
      'knit',
      'knitting',
      'quilt',
      'quilting',
      'carve',
      'whittle',
      'checkers',
      'chess',
      'puzzle',
      'camping',
      'golf',
      'bowling',
      'woodwork',
      'photography',
      'crossword',
    ],
    weak: [
      'fish',
      'hunt',
      'garden',
      'paint',
      'craft',
      'collect',
      'stamp',
      'cards',
      'hike',
      'skate',
      'band',
      'play',
      'car',
    ],
  },
  Holidays: {
    strong: [
      'christmas',
      'easter',
      'thanksgiving',
      'halloween',
      'hanukkah',
      'passover',
      'holiday',
      'new year',
      'fourth of july',
      'firework',
      'fireworks',
      'santa',
    ],
    weak: ['birthday', 'celebration', 'celebrate', 'present', 'ornament', 'eve'],
  },
  Home: {
    strong: ['homestead', 'first house', 'our house', 'our home', 'moved into', 'mortgage'],
    weak: ['porch', 'home', 'house', 'apartment', 'yard', 'kitchen', 'bedroom', 'rent', 'roof'],
  },
  Military: {
    strong: [
      'army',
      'navy',
      'marine',
      'marines',
      'air force',
      'soldier',
      'sailor',
      'stationed',
      'deploy',
      'deployed',
      'drafted',
      'enlist',
      'enlisted',
      'veteran',
      'battle',
      'military',
      'boot camp',
    ],
    weak: ['war', 'serve', 'served', 'uniform', 'base', 'draft'],
  },
  Faith: {
    strong: [
      'god',
      'pray',
      'prayer',
      'faith',
      'bible',
      'chapel',
      'pastor',
      'minister',
      'priest',
      'rabbi',
      'synagogue',
      'mosque',
      'baptism',
      'baptize',
      'communion',
      'hymn',
      'worship',
      'religious',
      'sunday school',
      'said grace',
    ],
    weak: ['church', 'temple', 'grace', 'service', 'sermon'],
  },
  Health: {
    strong: [
      'hospital',
      'doctor',
      'illness',
      'disease',
      'cancer',
      'diagnose',
      'diagnosed',
      'surgery',
      'chemotherapy',
      'polio',
      'therapy',
      'clinic',
      'nursing home',
      'stroke',
    ],
    weak: ['nurse', 'sick', 'operation', 'recovery', 'heal', 'health', 'medicine', 'injury'],
  },
  Loss: {
    strong: [
      'die',
      'died',
      'death',
      'funeral',
      'grief',
      'mourn',
      'widow',
      'widower',
      'buried',
      'cemetery',
      'passed away',
      'loss',
    ],
    weak: ['pass', 'passed', 'bury', 'gone', 'losing'],
  },
  Romance: {
    strong: [
      'romance',
      'sweetheart',
      'courtship',
      'crush',
      'flirt',
      'propose',
      'proposed',
      'valentine',
      'fell in love',
      'first date',
      'first kiss',
      'dance hall',
    ],
    weak: ['love', 'date', 'dating', 'dance', 'kiss', 'boyfriend', 'girlfriend', 'met'],
  },
  Music: {
    strong: [
      'music',
      'song',
      'guitar',
      'piano',
      'fiddle',
      'banjo',
      'choir',
      'concert',
      'bluegrass',
      'jazz',
      'orchestra',
      'hymn',
    ],
    weak: ['sing', 'sang', 'band', 'record', 'radio', 'played'],
  },
  Food: {
    strong: [
      'recipe',
      'feast',
      'bakery',
      'restaurant',
      'cook',
      'cooking',
      'bake',
      'baking',
      'fried chicken',
      'taught me to make',
    ],
    weak: [
      'food',
      'baked',
      'meal',
      'dinner',
      'pie',
      'cake',
      'bread',
      'eat',
      'ate',
      'supper',
      'breakfast',
      'candy',
      'grocery',
      'kitchen',
    ],
  },
  Pets: {
    strong: ['dog', 'cat', 'pet', 'puppy', 'kitten', 'pony'],
    weak: ['horse'],
  },
  Immigration: {
    strong: [
      'emigrate',
      'emigrated',
      'immigrate',
      'immigrated',
      'immigrant',
      'immigration',
      'refugee',
      'citizenship',
      'visa',
      'homeland',
      'ellis island',
      'sent for',
      'new country',
      'old country',
    ],
    weak: ['border', 'arrive', 'arrived', 'left'],
  },
  Farming: {
    strong: [
      'farm',
      'farmer',
      'tractor',
      'barn',
      'crop',
      'harvest',
      'cattle',
      'hay',
      'ranch',
      'dairy',
      'plow',
      'livestock',
      'farmhouse',
    ],
    weak: ['cow', 'chicken', 'orchard', 'drought', 'field'],
  },
  Community: {
    strong: ['community', 'volunteer', 'parade', 'neighborhood', 'neighbourhood'],
    weak: ['neighbor', 'neighbour', 'club', 'town', 'library'],
  },
  Grandchildren: {
    strong: [
      'grandchild',
      'grandchildren',
      'grandson',
      'granddaughter',
      'grandkid',
      'grandkids',
      'great-grandchildren',
    ],
    weak: [],
  },
  Retirement: {
    strong: ['retire', 'retired', 'retirement', 'pension'],
    weak: ['last day'],
  },
  History: {
    strong: [
      'kennedy',
      'president',
      'history',
      'historic',
      'civil rights',
      'world war',
      'pearl harbor',
      'assassination',
      'moon landing',
      'depression',
      'the war',
    ],
    weak: ['moon', 'election', 'news'],
  },
  Nature: {
    strong: ['nature', 'wildlife', 'sunrise', 'sunset'],
    weak: [
      'forest',
      'woods',
      'mountain',
      'river',
      'lake',
      'ocean',
      'beach',
      'flower',
      'tree',
      'snow',
      'creek',
    ],
  },
  Sports: {
    strong: [
      'baseball',
      'football',
      'basketball',
      'soccer',
      'hockey',
      'tennis',
      'league',
      'championship',
      'ski',
      'skiing',
      'marathon',
      'swim',
      'swimming',
      'ballgame',
      'ballpark',
      'inning',
      'home run',
      'touchdown',
      'pitcher',
      'boxing',
      'wrestling',
      'track meet',
    ],
    weak: ['team', 'coach', 'race', 'game', 'ran', 'runner', 'stadium', 'field'],
  },
};

interface LexiconIndex {
  words: Map<string, { topic: string; weight: number }[]>;
  phrases: { phrase: RegExp; topic: string; weight: number }[];
}

function buildIndex(): LexiconIndex {
  const words = new Map<string, { topic: string; weight: number }[]>();
  const phrases: { phrase: RegExp; topic: string; weight: number }[] = [];
  for (const [topic, { strong, weak }] of Object.entries(TOPIC_LEXICON)) {
    for (const [keys, weight] of [
      [strong, STRONG],
      [weak, WEAK],
    ] as const) {
      for (const key of keys) {
        if (key.includes(' ')) phrases.push({ phrase: new RegExp(`\\b${key}\\b`), topic, weight });
        else words.set(key, [...(words.get(key) ?? []), { topic, weight }]);
      }
    }
  }
  return { words, phrases };
}
const STRONG = 2;
const WEAK = 1;
/** A topic needs this much evidence: one strong word, or two weak ones. */
const THRESHOLD = 2;
/** Beyond this, more evidence does not make a topic more central (kin words are everywhere). */
const SATURATION = 4;
const INDEX = buildIndex();

/** What the other rules found, as evidence for topics. */
export interface TopicSignals {
  relations: string[];
  when: string | null;
  where: string | null;
  /** The text names a historical event ("the moon landing"). */
  historicEvent?: boolean;
}

/** Phrases with a variable word in them. */
const PATTERNS: [RegExp, string][] = [
  [/\b(?:lost|lose|losing)\s+(?:his|her|my|their|our|a)\s+job\b|\blaid\s+off\b/i, 'Challenges'],
  [
    /\b(?:lost|losing|lose)\s+(?:my|our|his|her)\s+(?:mother|father|mom|dad|wife|husband|son|daughter|brother|sister|home|house)\b/i,
    'Loss',
  ],
  [
    /\b(?:moved|emigrated|immigrated|came)\s+(?:to|from)\s+(?:america|the\s+states|the\s+united\s+states|canada|england|australia)\b/i,
    'Immigration',
  ],
  [/\bfell\s+in\s+love\b|\bfirst\s+(?:date|kiss)\b/i, 'Romance'],
];

const RELATION_TOPICS: [RegExp, string, number][] = [
  [
    /^(mother|father|parent|grand(mother|father|parent)|great-grand\w+|brother|sister|sibling|aunt|uncle|cousin|niece|nephew|twin|\w+-in-law|step\w+)s?$/,
    'Family',
    2,
  ],
  [/^(son|daughter|child)s?$|^children$/, 'Children', 2],
  [/^grand(son|daughter|child|children)$/, 'Grandchildren', 2],
  [/^(friend|best friend|roommate|classmate|buddy)s?$/, 'Friends', 2],
  [/^teacher$/, 'Education', 1],
  [/^(boss|mentor|colleague)$/, 'Career', 1],
  [/^neighbors?$/, 'Community', 1],
];

/** Evidence per topic: keyword hits (phrases weigh more) plus the signals. */
export function topicScores(tokens: Token[], text: string, signals: TopicSignals): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (topic: string, by: number) => scores.set(topic, (scores.get(topic) ?? 0) + by);
  const seen = new Map<string, number>();

  for (const t of tokens) {
    if (t.kind !== 'word') continue;
    const hits = INDEX.words.get(t.lower) ?? INDEX.words.get(t.lemma);
    if (!hits) continue;
    // A word repeated many times is one subject, not many: count it at most twice.
    const n = (seen.get(t.lemma) ?? 0) + 1;
    seen.set(t.lemma, n);
    if (n <= 2) for (const { topic, weight } of hits) add(topic, weight);
  }
  const lower = text.toLowerCase();
  for (const { phrase, topic, weight } of INDEX.phrases) {
    if (phrase.test(lower)) add(topic, weight);
  }

  for (const relation of signals.relations) {
    for (const [re, topic, weight] of RELATION_TOPICS) if (re.test(relation)) add(topic, weight);
  }
  const age = ageOf(signals.when);
  if (
    (age !== null && age <= 12) ||
    /\b(as a (little )?(boy|girl|child|kid)|grade|kindergarten)\b/.test(signals.when ?? '')
  ) {
    add('Childhood', 2);
  }
  if (
    signals.when &&
    /^(Christmas|Easter|Thanksgiving|Halloween|Hanukkah|Passover|New Year|Fourth of July)/.test(signals.when)
  ) {
    add('Holidays', 1);
  }
  if (signals.where && /\b(farm|ranch)\b/i.test(signals.where)) add('Farming', 1);
  if (signals.historicEvent) add('History', STRONG);
  for (const [re, topic] of PATTERNS) if (re.test(text)) add(topic, STRONG);
  return scores;
}

/**
 * Up to three topics, strongest first. A memory with words but no topic evidence
 * is filed under "Memories", the product's catch-all topic.
 */
export function detectTopics(tokens: Token[], text: string, signals: TopicSignals): string[] {
  const scores = topicScores(tokens, text, signals);

  const ranked = [...scores.entries()]
    .map(([topic, score]) => [topic, Math.min(score, SATURATION)] as const)
    .filter(([, score]) => score >= THRESHOLD)
    .sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]));
  if (ranked.length > 0) return ranked.slice(0, 3).map(([topic]) => topic);
  const weak = [...scores.entries()].sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]))[0];
  if (weak) return [weak[0]];
  return tokens.filter((t) => t.kind === 'word').length >= 8 ? ['Memories'] : [];
}

function order(topic: string): number {
  const i = (SCHEDULE_TOPICS as readonly string[]).indexOf(topic);
  return i < 0 ? 100 : i;
}

const AGE_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
function ageOf(when: string | null): number | null {
  const m = when ? /when I was (\w+)/.exec(when) : null;
  if (!m) return null;
  const w = m[1]!.toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : (AGE_WORDS[w] ?? 99);
}
