/**
 * Nouns that make a phrase a place: the last word of named places ("Mercy
 * Hospital", "Maple Avenue") and the everyday places of a life story ("the farm",
 * "Grandma's kitchen").
 */
import nlp from 'compromise';

interface CompromiseWorld {
  model: { two: { placeWords: Record<string, boolean> } };
}
/** compromise's geographic nouns: lake, river, county, valley, island … */
const GEOGRAPHIC = new Set(Object.keys((nlp.world() as CompromiseWorld).model.two.placeWords));

/** Last words of named places and venues. */
const VENUE = new Set([
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'lane',
  'boulevard',
  'drive',
  'highway',
  'route',
  'square',
  'plaza',
  'bridge',
  'church',
  'cathedral',
  'chapel',
  'temple',
  'synagogue',
  'mosque',
  'hospital',
  'clinic',
  'school',
  'academy',
  'college',
  'university',
  'hall',
  'park',
  'gardens',
  'station',
  'base',
  'fort',
  'hotel',
  'inn',
  'store',
  'hardware',
  'market',
  'mill',
  'farm',
  'ranch',
  'theater',
  'theatre',
  'library',
  'harbor',
  'harbour',
  'airport',
  'cemetery',
  'memorial',
  'museum',
  'stadium',
  'arena',
  'tower',
  'abbey',
  'basilica',
  'castle',
  'palace',
  'field',
  'state',
  'city',
  'town',
  'center',
  'centre',
  'mall',
  'diner',
  'cafe',
  'restaurant',
  'bakery',
  'pub',
  'tavern',
  'arms',
  'estate',
  'infirmary',
  'colliery',
  'ballroom',
  'barracks',
]);

export function isVenueWord(word: string): boolean {
  const w = word.toLowerCase().replace(/\.$/, '');
  return VENUE.has(w) || GEOGRAPHIC.has(w);
}

/**
 * Last words of a landmark's name that say nothing about where it is: "the Eiffel Tower", "Anfield Stadium",
 * "Westminster Abbey". A transcript names a landmark this way without a place word before it.
 */
const LANDMARK = new Set([
  'tower',
  'abbey',
  'basilica',
  'cathedral',
  'castle',
  'palace',
  'stadium',
  'arena',
  'bridge',
  'gate',
]);
export function isLandmarkWord(word: string): boolean {
  return LANDMARK.has(word.toLowerCase());
}

/**
 * Parts of a landmark a memory happens on: "at the top of the Eiffel Tower", "the foot of the Matterhorn". What
 * follows "the top of" is where the memory is, and in a transcript it is often a landmark's name.
 */
const LANDMARK_PARTS = new Set(['top', 'foot', 'summit', 'bottom', 'base', 'steps', 'edge', 'shadow']);
export function isLandmarkPart(word: string): boolean {
  return LANDMARK_PARTS.has(word.toLowerCase());
}

/**
 * Kinds of place whose name follows "of": "the island of Hvar", "the town of Kinsale", "the old quarter of Trondheim". The
 * name after "of" is the place; the kind alone ("the island") is only where nothing names it.
 */
const NAMED_AFTER_OF = new Set([
  'island',
  'isle',
  'town',
  'city',
  'village',
  'county',
  'port',
  'province',
  'quarter',
  'district',
  'parish',
  'borough',
]);
export function isNamedAfterOf(word: string): boolean {
  return NAMED_AFTER_OF.has(word.toLowerCase());
}

/**
 * Last words of a name that, after a word no list knows, end it: "croke park", "regina mundi church". In a transcript
 * nothing else says that "park" here is part of a name. The landmark words end names too.
 */
const NAME_ENDS = new Set([
  'park',
  'gardens',
  'ground',
  'hall',
  'club',
  'ballroom',
  'church',
  'chapel',
  'school',
  'college',
  'hospital',
  'station',
  'airport',
  'estate',
  'colliery',
  'infirmary',
  'arms',
]);
export function isNameEndWord(word: string): boolean {
  return NAME_ENDS.has(word.toLowerCase()) || LANDMARK.has(word.toLowerCase());
}

/** First words that start a place name: "St. Louis", "Lake Okoboji", "Fort Worth". */
const PLACE_PREFIX = new Set([
  // "the Royal Victoria", "the Royal Oak": a hospital, a pub, never a person.
  'royal',
  'st.',
  'st',
  'saint',
  'ste.',
  'lake',
  'mount',
  'mt.',
  'mt',
  'fort',
  'ft.',
  'port',
  'cape',
  'san',
  'santa',
  'los',
  'las',
  'el',
  'la',
  'north',
  'south',
  'east',
  'west',
  'upper',
  'lower',
  'new',
  'camp',
  'glen',
  'isle',
]);
export function isPlacePrefix(word: string): boolean {
  return PLACE_PREFIX.has(word.toLowerCase());
}

/** Everyday places named without a proper noun: "on the farm", "in Grandma's kitchen". */
const COMMON_PLACES = new Set([
  'farm',
  'farmhouse',
  'ranch',
  'house',
  'home',
  'homestead',
  'cabin',
  'cottage',
  'apartment',
  'flat',
  'kitchen',
  'porch',
  'yard',
  'backyard',
  'garden',
  'barn',
  'orchard',
  'field',
  'fields',
  'woods',
  'forest',
  'lake',
  'river',
  'creek',
  'pond',
  'beach',
  'ocean',
  'sea',
  'seaside',
  'shore',
  'coast',
  'mountains',
  'mountain',
  'island',
  'village',
  'town',
  'city',
  'countryside',
  'church',
  'chapel',
  'school',
  'schoolhouse',
  'classroom',
  'class',
  'college',
  'university',
  'hospital',
  'clinic',
  'factory',
  'plant',
  'mill',
  'mine',
  'office',
  'bank',
  'store',
  'shop',
  'bakery',
  'restaurant',
  'diner',
  'cafe',
  'pub',
  'bar',
  'hotel',
  'motel',
  'fair',
  'fairground',
  'carnival',
  'circus',
  'park',
  'playground',
  'zoo',
  'museum',
  'library',
  'theater',
  'theatre',
  'cinema',
  'station',
  'airport',
  'airfield',
  'shipyard',
  'pool',
  'rink',
  'lodge',
  'shelter',
  'ferry',
  'orphanage',
  'base',
  'camp',
  'barracks',
  'ship',
  'harbor',
  'harbour',
  'docks',
  'market',
  'hall',
  'gym',
  'stadium',
  'lot',
  'floor',
  'bedroom',
  'room',
  'attic',
  'basement',
  'cellar',
  'garage',
  'courthouse',
  'cemetery',
  'parlor',
  'parlour',
]);
export function isCommonPlace(word: string): boolean {
  return COMMON_PLACES.has(word.toLowerCase());
}
