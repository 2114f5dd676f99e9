// The first `count` slots by (primary, secondary) ascending, without sorting every match: a search for
// 'g' matches most of the catalogue but a page shows 24.

/** Sorted slots: all of them when most are wanted, else the first `count` through a bounded heap. */
export function topSlots(slots: Int32Array, count: number, primary: Float64Array, secondary: Float64Array): Int32Array {
  const before = (a: number, b: number) => (primary[a] ?? 0) - (primary[b] ?? 0) || (secondary[a] ?? 0) - (secondary[b] ?? 0);
  if (count >= slots.length / 4) return slots.slice().sort(before).subarray(0, count);
  // A max-heap of the best `count` seen so far: its root is the worst of them.
  const heap = new Int32Array(count);
  let size = 0;
  const siftUp = (start: number) => {
    let child = start;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (before(heap[parent] ?? 0, heap[child] ?? 0) >= 0) break;
      [heap[parent], heap[child]] = [heap[child] ?? 0, heap[parent] ?? 0];
      child = parent;
    }
  };
  const siftDown = () => {
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < size && before(heap[left] ?? 0, heap[largest] ?? 0) > 0) largest = left;
      if (right < size && before(heap[right] ?? 0, heap[largest] ?? 0) > 0) largest = right;
      if (largest === parent) return;
      [heap[parent], heap[largest]] = [heap[largest] ?? 0, heap[parent] ?? 0];
      parent = largest;
    }
  };
  if (count === 0) return heap;
  for (const slot of slots) {
    if (size < count) {
      heap[size] = slot;
      size += 1;
      siftUp(size - 1);
    } else if (before(slot, heap[0] ?? 0) < 0) {
      heap[0] = slot;
      siftDown();
    }
  }
  return heap.subarray(0, size).sort(before);
}
