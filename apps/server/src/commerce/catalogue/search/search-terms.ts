/** At most this many words of a search are used; the rest would only slow the query down. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search as the index knows them: lower-case letters and digits, split at anything
 * else ("TGX-100 drivers!" → tgx, 100, drivers). Safe to write into a tsquery.
 */
export function wordsOfSearch(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40))
    .slice(0, MAX_SEARCH_WORDS);
}

/** How many edits a word may be from a catalogue word and still count as a misspelling of it. */
export function allowedEdits(word: string): number {
  if (/^\p{N}+$/u.test(word) || word.length < 4) return 0;
  // Levenshtein counts two swapped letters as two edits: "dirver" is two from "driver".
  return word.length < 5 ? 1 : 2;
}

/**
 * The tsquery text of a search: every word must match, each either as typed (the last one also as a
 * prefix, for search as you type) or as one of its corrections.
 */
export function tsqueryText(words: readonly string[], corrections: ReadonlyMap<string, readonly string[]>): string {
  return words
    .map((word, i) => {
      const alternatives = [i === words.length - 1 ? `${word}:*` : word, ...(corrections.get(word) ?? [])];
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
