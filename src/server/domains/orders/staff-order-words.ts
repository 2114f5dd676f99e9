// The words typed into the back office's order search, split by the rule that split each order's search
// text into words (order_search_words_of, migration 0038): white space between words, ASCII punctuation
// around a word dropped. Each must begin one of an order's words.

const AROUND = /^[!-/:-@[-`{-~]+|[!-/:-@[-`{-~]+$/g;

/** At most this many words are looked up; each one more is another scan of the words' index. */
export const STAFF_ORDER_WORDS_MAX = 10;

export function typedOrderWords(text: string): string[] {
  const words = text
    .split(/\s+/)
    .map((token) => token.replace(AROUND, ''))
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, STAFF_ORDER_WORDS_MAX);
}
