// The PostgreSQL function search_size_words (migration 0037) reads a title's sizes as size-words.ts does:
// the products' full-text vector and the memory engine must hold the same size words.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/suite.ts';
import { titleSizeWords } from '../catalogue/catalogue.service.ts';

const TITLES = [
  'Medi Shield Foam Dressing 5 X 5cm-10',
  'Comfort Care Chair Pad 60 X 90-25',
  'Hypafix Paper Tape 2.5cm-12',
  'Sudo Skin Body Wash 500ml Pump-6',
  'Floor Cleaner 5L',
  'Gauze 7.5 x 7.5 cm',
  'Carton 10cm x 10cm x 2mm',
  'Sugar 500g sachets, 1 kg tub',
  'Wound Tray 20×30',
  'N95 x 3 Respirator',
  'Gloves 5XL',
  'Crepe Bandage 5 l',
  'Pull-Up Pants-14',
  '',
];

describe('search_size_words in the database', () => {
  const testApp = useTestApp();

  it.each(TITLES.map((title) => [title]))('reads %j as size-words.ts does', async (title) => {
    const result = await testApp.database.db.execute<{ words: string }>(sql`SELECT search_size_words(${title}) AS words`);
    const words = (result.rows[0]?.words ?? '').split(' ').filter((word) => word !== '');
    expect(new Set(words)).toEqual(new Set(titleSizeWords(title)));
  });

  it('puts them in the product vector, whole', async () => {
    const result = await testApp.database.db.execute<{ holds: boolean; prefix: boolean }>(sql`
      SELECT to_tsvector('simple', search_size_words('Foam Dressing 5 X 5cm-10')) @@ to_tsquery('simple', '5x5') AS holds,
             to_tsvector('simple', search_size_words('Foam Dressing 10 X 10cm-5')) @@ to_tsquery('simple', '5x5') AS prefix`);
    expect(result.rows[0]).toEqual({ holds: true, prefix: false });
  });
});
