/** Small wording helpers for the offline engine's replies. */

/** "Summer at the lake" → "summer at the lake", but "USA" and "I" stay as they are. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 memory", "3 memories": the count with the word that fits it. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
