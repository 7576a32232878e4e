/**
 * The public events older storytellers date their memories by ("the day Kennedy was shot", "the night Churchill lost
 * the election", "the year the Queen was crowned"), each with the month and year it happened. "The year …" dates a
 * memory by the year alone, and so does "round about the time of …"; "the day …", "the night …" or the event on its
 * own, by its month too.
 */

export interface HistoricEvent {
  happened: RegExp;
  month: string;
  year: number;
}

const SHOT = String.raw`\s+(?:was|got|had\s+been|been)\s+(?:shot|killed|assassinated|murdered)`;

const event = (happened: RegExp, month: string, year: number): HistoricEvent => ({ happened, month, year });

export const HISTORIC_EVENTS: readonly HistoricEvent[] = [
  event(
    new RegExp(
      String.raw`\b(?<!(?:bobby|robert|ted|teddy)\s)(?:president\s+)?(?:kennedy|jfk)${SHOT}|\b(?:kennedy|jfk)\s+assassination`,
      'i',
    ),
    'November',
    1963,
  ),
  event(new RegExp(String.raw`\b(?:bobby|robert)\s+kennedy${SHOT}`, 'i'), 'June', 1968),
  event(new RegExp(String.raw`\b(?:martin\s+luther\s+king|dr\.?\s+king|mlk)${SHOT}`, 'i'), 'April', 1968),
  event(new RegExp(String.raw`\bindira(?:\s+gandhi)?${SHOT}`, 'i'), 'October', 1984),
  event(
    new RegExp(
      String.raw`\b(?<!indira\s)(?:mahatma\s+)?gandhi(?:ji)?${SHOT}|\bgandhi(?:ji)?'s\s+(?:assassination|funeral)`,
      'i',
    ),
    'January',
    1948,
  ),
  event(new RegExp(String.raw`\b(?:john\s+)?lennon${SHOT}`, 'i'), 'December', 1980),
  event(/\belvis(?:\s+presley)?\s+died|\bdeath\s+of\s+elvis|\belvis's?\s+death/i, 'August', 1977),
  event(
    /\b(?:princess\s+diana|princess\s+di|lady\s+di)\s+(?:was\s+killed|died)|\bdeath\s+of\s+(?:princess\s+diana|princess\s+di|lady\s+di)\b|\bdiana's\s+funeral/i,
    'August',
    1997,
  ),
  event(
    /\bpearl\s+harbor\s+(?:was\s+)?(?:attacked|bombed)|\battack\s+on\s+pearl\s+harbor|\bbombed\s+pearl\s+harbor/i,
    'December',
    1941,
  ),
  event(/\bd-?day\s+landings?\b|\bon\s+d-?day\b|\bthe\s+d-?day\b/i, 'June', 1944),
  event(/\bv-?e\s+day\b/i, 'May', 1945),
  event(/\bv-?j\s+day\b/i, 'August', 1945),
  event(/\bchurchill\s+lost\s+the\s+(?:general\s+)?election|\bchurchill\s+was\s+voted\s+out/i, 'July', 1945),
  event(
    /\b(?:the\s+)?(?:atom(?:ic)?\s+)?bomb\s+(?:was\s+)?dropped\s+on\s+hiroshima|\bbombed\s+hiroshima|\bhiroshima\s+was\s+bombed/i,
    'August',
    1945,
  ),
  event(/\bthe\s+king\s+died\b/i, 'February', 1952),
  event(/\b(?:the\s+)?queen\s+was\s+crowned|\bthe\s+(?:queen's\s+)?coronation\b/i, 'June', 1953),
  event(/\bsputnik\b/i, 'October', 1957),
  event(/\bengland\s+won\s+the\s+(?:world\s+)?cup\b/i, 'July', 1966),
  event(/\bdecimal(?:isation|ization|\s+money|\s+currency|\s+coins|\s+day)\b/i, 'February', 1971),
  event(
    /\b(?:moon\s+landing|(?:walk|walked|step|stepped|land|landed)\s+on(?:to)?\s+the\s+moon)/i,
    'July',
    1969,
  ),
  event(/\bnixon\s+resigned/i, 'August', 1974),
  event(/\b(?:the\s+)?(?:queen's\s+)?silver\s+jubilee\b/i, 'June', 1977),
  event(
    /\bcharles\s+and\s+diana's\s+wedding|\bcharles\s+(?:married|wed)\s+(?:lady\s+)?di(?:ana)?\b/i,
    'July',
    1981,
  ),
  event(
    /\b(?:the\s+)?challenger\s+(?:exploded|blew\s+up|disaster)|\bspace\s+shuttle\s+(?:exploded|blew\s+up)/i,
    'January',
    1986,
  ),
  event(/\bthe\s+(?:berlin\s+)?wall\s+(?:came|fell)/i, 'November', 1989),
  event(
    /\bmandela\s+(?:was\s+)?(?:released|freed|walked\s+free|came\s+out(?:\s+of\s+prison)?)|\brelease\s+of\s+(?:nelson\s+)?mandela/i,
    'February',
    1990,
  ),
  event(/\b9\/11\b|\bseptember\s+11(?:th)?\b(?!,?\s*\d)/i, 'September', 2001),
];

/** "the year the king died": the words before an event that date a memory by its year alone. */
export function datesByYearOnly(textBefore: string): boolean {
  return /\b(?:the\s+year\s+(?:that\s+|when\s+)?|(?:about|around)\s+the\s+time\s+(?:of\s+)?(?:the\s+)?)$/i.test(
    textBefore,
  );
}
