import { describe, expect, it } from 'vitest';
import type { QuickOrderLineJson, QuickOrderMatchResponse } from '../../../shared/schemas/quick-order.ts';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { expectGuarded } from '../../testing/guards.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';

const URL = '/api/quick-order/match';
type Line = { line: number; query: string; qty: number | string };

describe('POST /api/quick-order/match', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }));
  const fixture = later(() => testApp.fixture);

  async function match(lines: Line[], accountNumber?: string): Promise<QuickOrderLineJson[]> {
    const buyer = apiAs(testApp, await signedInAccount(testApp, accountNumber ? { accountNumber } : {}));
    return okBody<QuickOrderMatchResponse>(await buyer.post(URL, { lines })).data.lines;
  }
  const lines = (...queries: [string, number | string][]): Line[] => queries.map(([query, qty], index) => ({ line: index + 1, query, qty }));

  it('matches SKUs whatever their case, variant cells by their own SKU, and titles, with the viewer’s price', async () => {
    const answers = await match([
      { line: 2, query: 'nit-1', qty: '2' },
      { line: 5, query: ' NIT-3-blue-l ', qty: 3 },
      { line: 9, query: 'vinyl gloves clear small-100', qty: ' 4 ' },
    ]);
    expect(answers.map((answer) => [answer.line, answer.status, answer.matched_by, answer.qty])).toEqual([
      [2, 'matched', 'sku', 2],
      [5, 'matched', 'sku', 3],
      [9, 'matched', 'title', 4],
    ]);
    expect(answers[0]?.product).toMatchObject({ id: fixture.products.nitrileBlue?.id, sku: 'NIT-1', price: 1299, variant_id: 0, variant_label: null });
    expect(answers[1]?.product).toMatchObject({ id: fixture.products.nitrileRange?.id, sku: 'NIT-3-BLUE-L', price: 1399, variant_label: 'Blue / L' });
    expect(answers[1]?.product?.variant_id).toBeGreaterThan(0);
    expect(answers[1]?.query).toBe('NIT-3-blue-l');
    expect(answers[2]?.product).toMatchObject({ sku: 'VIN-1', price: 599 });
    expect(answers.every((answer) => answer.message === null && answer.suggestions.length === 0)).toBe(true);
  });

  it('answers an unknown code with up to three suggestions from the catalogue search, misspellings corrected', async () => {
    const [typo, madeUp] = await match(lines(['nitrle glovs', 1], ['ZZQ-404', 1]));
    expect(typo).toMatchObject({ status: 'unknown', product: null, message: 'No product has this SKU or name.' });
    expect(typo?.suggestions.length).toBeGreaterThan(0);
    expect(typo?.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of typo?.suggestions ?? []) expect(suggestion.title).toMatch(/Nitrile/);
    expect(typo?.suggestions[0]?.price).toBeTypeOf('number');
    expect(madeUp).toMatchObject({ status: 'unknown', suggestions: [] });
  });

  it('tells a product no longer sold, a restricted cell and a product typed without its cell apart', async () => {
    const [retired, closed, needsCell] = await match(lines(['NIT-9', 1], ['NIT-3-BLACK-S', 1], ['NIT-3', 1]));
    expect(retired).toMatchObject({ status: 'not_sold', product: null, message: 'This product is no longer sold.' });
    expect(closed).toMatchObject({ status: 'restricted', product: null });
    expect(closed?.suggestions.map((cell) => cell.sku)).toEqual(['NIT-3-BLUE-S', 'NIT-3-BLUE-M', 'NIT-3-BLUE-L', 'NIT-3-BLACK-M']);
    expect(needsCell).toMatchObject({ status: 'needs_variant', message: 'Choose a size or colour.' });
    expect(needsCell?.suggestions[2]).toEqual({ sku: 'NIT-3-BLUE-L', title: 'Nitrile Gloves Colour Range-100', variant_label: 'Blue / L', price: 1399, pack_size: 100 });
  });

  it('gives matched products and suggestions their pack size, so the page can say "Pack of 100" and the unit price (issue #16 item 7)', async () => {
    const [pack, cell, typo] = await match(lines(['NIT-2', 1], ['NIT-3-BLUE-L', 1], ['nitrle glovs', 1]));
    expect(pack?.product).toMatchObject({ sku: 'NIT-2', price: 2199, pack_size: 200 });
    expect(cell?.product).toMatchObject({ sku: 'NIT-3-BLUE-L', pack_size: 100 });
    expect(typo?.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of typo?.suggestions ?? []) expect(suggestion.pack_size).toBe(Number(suggestion.title.split('-').at(-1)));
  });

  it('answers a product hidden from the account by rest_acc exactly as an unknown code', async () => {
    const visible = await match(lines(['TFD-1', 1]));
    expect(visible[0]).toMatchObject({ status: 'matched', product: { sku: 'TFD-1' } });

    const hidden = await match(lines(['TFD-1', 1], ['Enteral Feed Vanilla 1000ml-8', 1], ['enteral feed', 1], ['QQX-1', 1]), RESTRICTED_ACCOUNT);
    const unknown = { status: 'unknown', qty: 1, matched_by: null, product: null, message: 'No product has this SKU or name.' };
    for (const answer of hidden) {
      expect(answer).toMatchObject(unknown);
      // Nothing about it is told, not even as a suggestion.
      expect(answer.suggestions.filter((suggestion) => suggestion.sku === 'TFD-1' || /Enteral/.test(suggestion.title))).toEqual([]);
    }
    expect(Object.keys(hidden[0]!).sort()).toEqual(Object.keys(hidden[3]!).sort());
  });

  it('answers a bad quantity per line, keeping the product so only the quantity needs fixing', async () => {
    const answers = await match(lines(['NIT-1', 0], ['NIT-1', 'two'], ['NIT-1', 1.5], ['NIT-1', 10_000], ['NIT-1', '-3'], ['NIT-1', '12.0'], ['NIT-1', 9999]));
    expect(answers.map((answer) => [answer.status, answer.qty])).toEqual([
      ['bad_quantity', null],
      ['bad_quantity', null],
      ['bad_quantity', null],
      ['bad_quantity', null],
      ['bad_quantity', null],
      ['matched', 12],
      ['matched', 9999],
    ]);
    expect(answers[0]?.product?.sku).toBe('NIT-1');
    expect(answers[0]?.message).toBe('Enter a whole quantity from 1 to 9999.');
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expectInvalid(await buyer.post(URL, {}), 'lines');
    expectInvalid(await buyer.post(URL, { lines: [] }), 'lines', 'Enter at least one line.');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'NIT\u0000-1', qty: 1 }] }), 'lines.0.query');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'NIT-1', qty: '1\u0000' }] }), 'lines.0.qty');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: '   ', qty: 1 }] }), 'lines.0.query');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 0, query: 'NIT-1', qty: 1 }] }), 'lines.0.line');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'x'.repeat(201), qty: 1 }] }), 'lines.0.query');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'x'.repeat(10_000), qty: 1 }] }), 'lines.0.query');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'NIT-1', qty: '9'.repeat(10_000) }] }), 'lines.0.qty');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'NIT\ud800-1', qty: 1 }] }), 'lines.0.query');
    expectInvalid(await buyer.post(URL, { lines: [{ line: 1, query: 'NIT-1', qty: null }] }), 'lines.0.qty');
    expectInvalid(await buyer.post(URL, { lines: 'NIT-1 2' }), 'lines');
  });

  it('matches 5,000 lines in one call and refuses 5,001', async () => {
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    const many = Array.from({ length: 5000 }, (_, index) => ({ line: index + 1, query: index % 2 ? 'NIT-1' : `NO-SUCH-${index}`, qty: 1 }));
    const answers = okBody<QuickOrderMatchResponse>(await buyer.post(URL, { lines: many })).data.lines;
    expect(answers).toHaveLength(5000);
    expect(answers[4999]).toMatchObject({ line: 5000, status: 'matched' });
    expectInvalid(await buyer.post(URL, { lines: [...many, { line: 5001, query: 'NIT-1', qty: 1 }] }), 'lines', 'At most 5000 lines can be matched at once.');
  });

  it('is guarded: guests 401, no CSRF token 403', async () => {
    await expectGuarded(testApp, { method: 'POST', url: URL, body: { lines: [{ line: 1, query: 'NIT-1', qty: 1 }] } });
  });
});
