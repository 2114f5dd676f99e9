import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-query.ts';
import { isSizeWord, sizeWordText, titleSizeWords, withSizeWords } from './size-words.ts';

describe('titleSizeWords', () => {
  it.each([
    ['Medi Shield Foam Dressing 5 X 5cm-10', ['5x5', '5cm']],
    ['Comfort Care Chair Pad 60 X 90-25', ['60x90', '90x60']],
    ['Hypafix Paper Tape 2.5cm-12', ['2p5cm']],
    ['Sudo Skin Body Wash 500ml Pump-6', ['500ml']],
    ['Floor Cleaner 5L', ['5l']],
    ['Gauze 7.5 x 7.5 cm', ['7p5x7p5', '7p5cm']],
    ['Carton 10cm x 10cm x 2mm', ['10x10x2', '10x10', '10cm', '2mm']],
    ['Sugar 500g sachets', ['500g']],
    ['Wound Tray 20×30', ['20x30', '30x20']],
  ])('%s → %j', (title, words) => {
    expect(titleSizeWords(title)).toEqual(words);
  });

  it.each([['N95 x 3 Respirator'], ['Gloves 5XL'], ['Pull-Up Pants-14'], ['Crepe Bandage 5 l'], ['Size 2 XL']])('finds no size in %s', (title) => {
    expect(titleSizeWords(title)).toEqual([]);
  });
});

describe('a size in a query is one term', () => {
  it.each([
    ['5 x 5 dressing', ['5x5', 'dressing']],
    ['5x5 dressing', ['5x5', 'dressing']],
    ['dressing 5X5cm', ['dressing', '5x5']],
    ['10cm', ['10cm']],
    ['10 cm tape', ['10cm', 'tape']],
    ['tape 2.5cm', ['tape', '2p5cm']],
    ['dressing 5', ['dressing', '5']],
    ['nitrile gloves size-M', ['nitrile', 'gloves', 'size', 'm']],
  ])('%s → %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });

  it('writes the size in place and leaves the rest', () => {
    expect(withSizeWords('foam 5 x 5cm-10').trim().split(/\s+/)).toEqual(['foam', '5x5', '-10']);
  });

  it('knows a size word, and shows it as a person writes it', () => {
    expect(['5x5', '7p5x7p5', '10x10x2', '10cm', '2p5cm', '5l', '500ml'].every(isSizeWord)).toBe(true);
    expect(['5', 'x', 'xl', 'n95', '5x', 'x5', '5xl', 'cm'].some(isSizeWord)).toBe(false);
    expect(sizeWordText('7p5cm')).toBe('7.5cm');
    expect(sizeWordText('5x5')).toBe('5x5');
  });
});
