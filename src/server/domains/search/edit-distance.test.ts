import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('glovs', 'gloves')).toBe(1);
    expect(editDistance('gloves', 'glove')).toBe(1);
    expect(editDistance('blak', 'black')).toBe(1);
    expect(editDistance('incontinance', 'incontinence')).toBe(1);
    expect(editDistance('', 'pad')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('nitirle', 'nitrile')).toBe(1);
    expect(editDistance('glvoes', 'gloves')).toBe(1);
  });
});
