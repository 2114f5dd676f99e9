// Issue #18: buyers ask the same few things ('gloves', and every prefix a type-ahead sends on the way), so
// the whole bytes of a keyword search's or a suggestion's answer are kept while nothing they show can have
// changed: the same search engine stamp (the index and its version) and the same loaded category tree.
// Building the answer again cost most of a search's time and most of what it left for the garbage collector.

/** What an answer was made from; a kept answer serves only while the current one is the same. */
export type AnswerStamp = { engine: number; tree: object };

/** Most answers kept, and most bytes (a 24-product page is about 16 KB); past either, all are forgotten. */
const MAX_ANSWERS = 2000;
const MAX_BYTES = 24 * 1024 * 1024;

export function createAnswerBytes(limits: { maxAnswers: number; maxBytes: number } = { maxAnswers: MAX_ANSWERS, maxBytes: MAX_BYTES }) {
  let kept = { stamp: null as AnswerStamp | null, answers: new Map<string, Buffer>(), bytes: 0 };
  const isCurrent = (stamp: AnswerStamp) => kept.stamp !== null && kept.stamp.engine === stamp.engine && kept.stamp.tree === stamp.tree;

  return {
    get(stamp: AnswerStamp, key: string): Buffer | undefined {
      return isCurrent(stamp) ? kept.answers.get(key) : undefined;
    },

    /** `stamp` must be read before the answer was made: a change meanwhile then only makes it unused. */
    set(stamp: AnswerStamp, key: string, body: Buffer): void {
      if (!isCurrent(stamp) || kept.answers.size >= limits.maxAnswers || kept.bytes + body.length > limits.maxBytes) {
        kept = { stamp, answers: new Map(), bytes: 0 };
      }
      if (body.length > limits.maxBytes) return;
      kept.answers.set(key, body);
      kept.bytes += body.length;
    },

    get size(): number {
      return kept.answers.size;
    },
  };
}

export type AnswerBytes = ReturnType<typeof createAnswerBytes>;
