/**
 * The moments most life stories are built from, most important first, and how to tell whether the writer has
 * already told one. Missing moments, next-chapter ideas and Clio's interview questions all start from this list,
 * then fill in the names and places the writer has given. A list, not a reader: the offline engine
 * (ai/offline/replies/life-moments.ts) and the interview's question plan both read it.
 */

/** The stage of a life a memory or a moment belongs to. */
export type LifeStage = 'childhood' | 'youth' | 'young adulthood' | 'middle years' | 'later life';

export interface LifeMoment {
  id: string;
  stage: LifeStage;
  topics: string[];
  /** Written about when any memory's text matches. */
  evidence: RegExp;
  /** Or when any memory carries one of these topics. */
  coveredByTopics?: string[];
  /** Missing-moment line; {name} is filled from the memories when `person` finds someone. */
  moment: string;
  momentWithName?: string;
  /** One interview question; {name} as above. */
  question: string;
  questionWithName?: string;
  /** Finds the person this moment is about, by relation ("wife", "son"). */
  person?: RegExp;
}

export const LIFE_MOMENTS: LifeMoment[] = [
  {
    id: 'earliest',
    stage: 'childhood',
    topics: ['Childhood', 'Memories'],
    evidence: /\b(earliest|first) memor|\bwhen I was (one|two|three|four|[1-4])\b|\bI was born\b/i,
    moment: 'Your earliest memory',
    question: 'What is the very first thing you remember, and who was there with you?',
  },
  {
    id: 'parents',
    stage: 'childhood',
    topics: ['Family', 'Childhood'],
    evidence: /\b(my|our) (mother|father|mom|dad|parents)\b|\b(mama|papa|daddy|mommy)\b/i,
    moment: 'Your parents, and what they were like when you were small',
    question:
      'What were your parents like when you were small? Is there one thing either of them used to say that you still hear?',
  },
  {
    id: 'home',
    stage: 'childhood',
    topics: ['Home', 'Childhood'],
    evidence: /\b(grew up|growing up|house we lived|our house|our farm|the farm|neighbou?rhood|hometown)\b/i,
    coveredByTopics: ['Home'],
    moment: 'The house and town where you grew up',
    question:
      'Close your eyes and walk through the house you grew up in. What do you see, hear and smell as you come through the door?',
  },
  {
    id: 'school',
    stage: 'childhood',
    topics: ['Education', 'Childhood'],
    evidence: /\b(school|teacher|grade|classroom|schoolhouse)\b/i,
    coveredByTopics: ['Education'],
    moment: 'School days, and a teacher who mattered',
    question: 'Which teacher do you remember best, and what did they see in you?',
  },
  {
    id: 'siblings',
    stage: 'childhood',
    topics: ['Family', 'Childhood'],
    // Naming a brother is not yet a story about growing up with him.
    evidence:
      /\b(shared a (bed)?room|grew up together|when we were (kids|children|little)|as kids|my (brothers?|sisters?) and I (used to|would))\b/i,
    moment: 'Growing up with your brothers and sisters',
    momentWithName: 'Growing up with {name}',
    question: 'Who were you closest to among your brothers and sisters, and what did you get up to together?',
    questionWithName:
      'What did you and {name} get up to as children, and what is one adventure you still laugh about?',
    person: /^(brother|sister|twin)s?$/,
  },
  {
    id: 'first-job',
    stage: 'youth',
    topics: ['Career'],
    evidence: /\b(first (real )?job|paper route|first paycheck|summer job)\b/i,
    moment: 'Your first job',
    question: 'What was your first job, and what did you do with your first pay?',
  },
  {
    id: 'leaving-home',
    stage: 'youth',
    topics: ['Education', 'Travel'],
    evidence:
      /\b(left home|leaving home|left for college|went off to|joined the (army|navy|air force|marines)|moved out|on my own)\b/i,
    moment: 'Leaving home for the first time',
    question: 'When did you first leave home, and how did it feel to close that door behind you?',
  },
  {
    id: 'meeting',
    stage: 'young adulthood',
    topics: ['Romance', 'Marriage'],
    evidence: /\b(met|first date|fell in love|courting|sweetheart|asked me (out|to dance))\b/i,
    coveredByTopics: ['Romance'],
    moment: 'How you met the love of your life',
    momentWithName: 'How you met {name}',
    question: 'How did you meet the person you married? What did you notice about them first?',
    questionWithName: 'How did you and {name} meet? What did you notice about them first?',
    person: /^(wife|husband|fianc[eé]e?|sweetheart|partner)$/,
  },
  {
    id: 'wedding',
    stage: 'young adulthood',
    topics: ['Marriage'],
    evidence: /\b(married|wedding|honeymoon)\b/i,
    coveredByTopics: ['Marriage'],
    moment: 'Your wedding day',
    momentWithName: 'Your wedding day with {name}',
    question: 'Tell me about your wedding day. What do you remember that never made it into the photographs?',
    questionWithName:
      'Tell me about the day you married {name}. What do you remember that never made it into the photographs?',
    person: /^(wife|husband)$/,
  },
  {
    id: 'children',
    stage: 'young adulthood',
    topics: ['Children', 'Family'],
    evidence: /\b(was born|birth of|became a (mother|father|parent)|first baby|pregnan)/i,
    coveredByTopics: ['Children'],
    moment: 'Becoming a parent',
    momentWithName: 'The day {name} was born',
    question: 'What do you remember about the day your first child was born?',
    questionWithName: 'What do you remember about the day {name} was born?',
    person: /^(son|daughter)$/,
  },
  {
    id: 'work',
    stage: 'middle years',
    topics: ['Career', 'Achievements'],
    evidence: /\b(career|promoted|my work|worked (as|at|for)|years at)\b/i,
    coveredByTopics: ['Career'],
    moment: 'The work you were proudest of',
    question: 'What work are you proudest of, and who helped you learn to do it well?',
  },
  {
    id: 'hard-times',
    stage: 'middle years',
    topics: ['Challenges'],
    evidence:
      /\b(hardest|hard times|struggle|lost (my|his|her|our) job|drought|we had nothing|nearly broke)\b/i,
    coveredByTopics: ['Challenges'],
    moment: 'A hard time you came through',
    question: 'What was the hardest stretch of your life, and what got you through it?',
  },
  {
    id: 'loss',
    stage: 'middle years',
    topics: ['Loss', 'Family'],
    evidence:
      /\b(died|passed away|funeral|losing (my|our)|lost (my|our) (mother|father|wife|husband|son|daughter))\b/i,
    coveredByTopics: ['Loss'],
    moment: 'Someone you lost, and what they taught you',
    question: 'Who do you miss most, and what did they teach you that you still carry?',
  },
  {
    id: 'friendship',
    stage: 'youth',
    topics: ['Friends'],
    evidence: /\b(best friend|my friend|friendship|buddy|pal)\b/i,
    coveredByTopics: ['Friends'],
    moment: 'A friendship that lasted',
    momentWithName: 'Your friendship with {name}',
    question: 'Who has been your truest friend, and how did that friendship begin?',
    questionWithName: 'How did your friendship with {name} begin, and what has kept it going?',
    person: /^(best friend|friend|buddy|roommate)$/,
  },
  {
    id: 'traditions',
    stage: 'childhood',
    topics: ['Holidays', 'Family'],
    evidence: /\b(christmas|easter|thanksgiving|hanukkah|passover|tradition|every (sunday|summer|year))\b/i,
    coveredByTopics: ['Holidays'],
    moment: 'Family traditions and holidays',
    question: 'Which holiday or family tradition do you remember best, and who made it happen?',
  },
  {
    id: 'journey',
    stage: 'young adulthood',
    topics: ['Travel'],
    evidence: /\b(trip|journey|travel|vacation|abroad|road trip|emigrat|immigrat)/i,
    coveredByTopics: ['Travel', 'Immigration'],
    moment: 'A journey that changed you',
    question: 'Which journey changed you the most, and where did it take you?',
  },
  {
    id: 'history',
    stage: 'middle years',
    topics: ['History'],
    evidence: /\b(kennedy|moon|pearl harbor|the war|world war|depression|vietnam|9\/11)\b/i,
    coveredByTopics: ['History', 'Military'],
    moment: 'Where you were when history happened',
    question:
      'Where were you when you heard news that the whole world was talking about? What did the people around you do?',
  },
  {
    id: 'faith',
    stage: 'middle years',
    topics: ['Faith'],
    evidence: /\b(church|faith|pray|god|synagogue|mosque|temple|believe)\b/i,
    coveredByTopics: ['Faith'],
    moment: 'The beliefs and values that guided you',
    question: 'What beliefs or values have guided you, and where did you learn them?',
  },
  {
    id: 'grandchildren',
    stage: 'later life',
    topics: ['Grandchildren', 'Family'],
    evidence: /\b(grand(son|daughter|child|children|kids))\b/i,
    coveredByTopics: ['Grandchildren'],
    moment: 'Becoming a grandparent',
    momentWithName: 'Your time with {name}',
    question: 'What changed in you when you became a grandparent?',
    questionWithName:
      'What do you and {name} love doing together, and what do you hope they remember about you?',
    person: /^grand(son|daughter|child)$/,
  },
  {
    id: 'later-life',
    stage: 'later life',
    topics: ['Retirement'],
    evidence: /\b(retired|retirement|these days|nowadays|now that I)\b/i,
    coveredByTopics: ['Retirement'],
    moment: 'Life after work, and what fills your days now',
    question: 'What fills your days now, and what are you still curious about?',
  },
  {
    id: 'legacy',
    stage: 'later life',
    topics: ['Memories', 'Family'],
    evidence: /\b(advice|lesson|what I (want|hope) (you|my)|I hope you|remember this)\b/i,
    moment: 'What you want your family to know',
    question: 'If your great-grandchildren read one page of this book, what would you want it to say?',
  },
];
