// Words held by one or few products each (a SKU's parts: 'g0045331'), as one sorted list of (word, slot)
// pairs instead of nodes of the radix tree: 50,000 SKU numbers took 27 MB there, a few here.

export type SortedWords = ReturnType<typeof createSortedWords>;

export function createSortedWords() {
  let words: string[] = [];
  let slots: number[] = [];
  let isSorted = true;

  function sort(): void {
    if (isSorted) return;
    const order = words.map((_, index) => index);
    order.sort((a, b) => compare(words[a] ?? '', slots[a] ?? 0, words[b] ?? '', slots[b] ?? 0));
    words = order.map((index) => words[index] ?? '');
    slots = order.map((index) => slots[index] ?? 0);
    isSorted = true;
  }

  /** The first index whose (word, slot) is not before (word, slot). */
  function lowerBound(word: string, slot = -1): number {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(words[middle] ?? '', slots[middle] ?? 0, word, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    add(word: string, slot: number): void {
      // While the list is being filled (a build), pairs are appended and sorted once, when first read.
      if (!isSorted || words.length < 1024) {
        words.push(word);
        slots.push(slot);
        isSorted = false;
        return;
      }
      const at = lowerBound(word, slot);
      words.splice(at, 0, word);
      slots.splice(at, 0, slot);
    },

    remove(word: string, slot: number): void {
      sort();
      const at = lowerBound(word, slot);
      if (words[at] === word && slots[at] === slot) {
        words.splice(at, 1);
        slots.splice(at, 1);
      }
    },

    /** Each (word, slot) whose word starts with `prefix`, in word order. */
    forPrefix(prefix: string, visit: (word: string, slot: number) => void): void {
      sort();
      for (let index = lowerBound(prefix); index < words.length; index += 1) {
        const word = words[index] ?? '';
        if (!word.startsWith(prefix)) return;
        visit(word, slots[index] ?? 0);
      }
    },

    hasPrefix(prefix: string): boolean {
      sort();
      return (words[lowerBound(prefix)] ?? '').startsWith(prefix) && words.length > 0;
    },
  };
}

function compare(wordA: string, slotA: number, wordB: string, slotB: number): number {
  return wordA < wordB ? -1 : wordA > wordB ? 1 : slotA - slotB;
}
