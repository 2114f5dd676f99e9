// Sizes as words (issue #26 item 23): '5 x 5', '5x5cm' and '10 X 10cm' are dimensions, '10cm', '10 cm' and
// '500ml' measures. A query's size is one term, matched whole against the sizes of a title, so '5 x 5
// dressing' no longer finds the '10 X 10cm-5' dressings by their pack suffix '-5'. A typed unit is ignored
// for dimensions (titles write '60 X 90' and '5 X 5cm' alike); a measure keeps its unit. The PostgreSQL
// side is the function search_size_words (migration 0037), which reads a title by the same two patterns:
// search-size-words.routes.test.ts holds them to the same answers.

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const DIMENSION_UNIT = String.raw`(?:mm|cm|m)`;
const TIMES = String.raw`\s*${DIMENSION_UNIT}?\s*[x×*]\s*`;
/** 'a x b' or 'a x b x c', each number perhaps with a unit; not inside a word ('N95 x 3' is no size). */
const DIMENSIONS = new RegExp(String.raw`(?<![\p{L}\p{N}.])${NUMBER}${TIMES}${NUMBER}(?:${TIMES}${NUMBER})?(?:\s*${DIMENSION_UNIT})?(?![\p{L}\p{N}])`, 'gu');
/** A number and its unit: a space only before a unit of two letters ('5 l' may be anything). */
const MEASURE = new RegExp(String.raw`(?<![\p{L}\p{N}.])${NUMBER}(?:\s*(mm|cm|ml|kg|mg)|(m|l|g))(?![\p{L}\p{N}])`, 'gu');

/** A decimal point would split the word in PostgreSQL's parser: '7.5' is written '7p5' inside a size word. */
const asWordNumber = (number: string) => number.replace('.', 'p');

/** Whether a search word is a size word (matched whole, never as a prefix, never corrected). */
export function isSizeWord(word: string): boolean {
  return /^\d+(?:p\d+)?(?:(?:x\d+(?:p\d+)?){1,2}|mm|cm|m|ml|l|kg|mg|g)$/.test(word);
}

/** How a size word reads to a person: '7p5cm' → '7.5cm'. */
export function sizeWordText(word: string): string {
  return isSizeWord(word) ? word.replace(/(\d)p(\d)/g, '$1.$2') : word;
}

function dimensionWord(numbers: readonly string[]): string {
  return numbers.map(asWordNumber).join('x');
}

/** The size words of a title: each dimension as written and, for two, the other way round; each measure. */
export function titleSizeWords(title: string): string[] {
  const text = title.toLowerCase();
  const words: string[] = [];
  for (const [, a = '', b = '', c] of text.matchAll(DIMENSIONS)) {
    if (c === undefined) words.push(dimensionWord([a, b]), dimensionWord([b, a]));
    else words.push(dimensionWord([a, b, c]), dimensionWord([a, b]));
  }
  for (const [, number = '', spacedUnit, unit] of text.matchAll(MEASURE)) words.push(asWordNumber(number) + (spacedUnit ?? unit ?? ''));
  return [...new Set(words)];
}

/** A query (lower-case) with each size written as one size word: '5 x 5cm dressing' → '5x5 dressing'. */
export function withSizeWords(query: string): string {
  return query
    .replace(DIMENSIONS, (_match, a: string, b: string, c: string | undefined) => ` ${dimensionWord(c === undefined ? [a, b] : [a, b, c])} `)
    .replace(MEASURE, (_match, number: string, spacedUnit: string | undefined, unit: string | undefined) => ` ${asWordNumber(number)}${spacedUnit ?? unit ?? ''} `);
}
