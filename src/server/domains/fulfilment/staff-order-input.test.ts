// What the /admin/api/orders routes will parse (issue #17 'Bad input'): every refusal is a 422 naming its field.
import { describe, expect, it } from 'vitest';
import { orderStatusMoveBodySchema, ordersCsvQuerySchema, staffOrderListQuerySchema } from '../../../shared/schemas/staff-orders.ts';
import { ValidationError } from '../../errors.ts';
import { parseInput } from '../../http/error-handler.ts';

function refusedFields(schema: Parameters<typeof parseInput>[0], input: unknown): string[] {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return Object.keys(error.errors);
    throw error;
  }
  return [];
}

const BAD_TEXT = ['a\u0000b', 'a\ud800b', 'x'.repeat(10_000)];

describe('the order list query', () => {
  it('defaults to page 1 of 25, newest first, and takes a blank filter as none', () => {
    expect(parseInput(staffOrderListQuerySchema, { status: '', q: '', date_from: '', sort: '' })).toEqual({ page: 1, per_page: 25, sort: '-created_at' });
    expect(parseInput(staffOrderListQuerySchema, { status: 'new', q: ' CS-1 ', page: '2', per_page: '100', sort: 'total' })).toEqual({
      status: 'new',
      q: 'CS-1',
      page: 2,
      per_page: 100,
      sort: 'total',
    });
  });

  it('names the field of each bad value', () => {
    for (const text of BAD_TEXT) {
      expect(refusedFields(staffOrderListQuerySchema, { q: text })).toEqual(['q']);
      expect(refusedFields(staffOrderListQuerySchema, { account_number: text })).toEqual(['account_number']);
    }
    expect(refusedFields(staffOrderListQuerySchema, { status: 'shipped' })).toEqual(['status']);
    expect(refusedFields(staffOrderListQuerySchema, { sort: 'price' })).toEqual(['sort']);
    expect(refusedFields(staffOrderListQuerySchema, { page: '0' })).toEqual(['page']);
    expect(refusedFields(staffOrderListQuerySchema, { per_page: '101' })).toEqual(['per_page']);
    expect(refusedFields(staffOrderListQuerySchema, { date_from: '2025-02-30' })).toEqual(['date_from']);
    expect(refusedFields(staffOrderListQuerySchema, { date_from: '2025-03-02', date_to: '2025-03-01' })).toEqual(['date_to']);
    expect(refusedFields(staffOrderListQuerySchema, { status: ['new', 'processing'] })).toEqual(['status']);
  });
});

describe('the status move body', () => {
  it('takes a status and, optionally, carrier, tracking reference and note (null or blank is none)', () => {
    expect(parseInput(orderStatusMoveBodySchema, { status: 'dispatched', carrier: ' NZ Couriers ', tracking_ref: null, note: 'Two boxes\nback door' })).toEqual({
      status: 'dispatched',
      carrier: 'NZ Couriers',
      tracking_ref: null,
      note: 'Two boxes\nback door',
    });
  });

  it('names the field of each bad value', () => {
    expect(refusedFields(orderStatusMoveBodySchema, {})).toEqual(['status']);
    expect(refusedFields(orderStatusMoveBodySchema, { status: 'shipped' })).toEqual(['status']);
    expect(refusedFields(orderStatusMoveBodySchema, { status: 1 })).toEqual(['status']);
    for (const text of BAD_TEXT) {
      expect(refusedFields(orderStatusMoveBodySchema, { status: 'dispatched', carrier: text })).toEqual(['carrier']);
      expect(refusedFields(orderStatusMoveBodySchema, { status: 'dispatched', tracking_ref: text })).toEqual(['tracking_ref']);
      expect(refusedFields(orderStatusMoveBodySchema, { status: 'processing', note: text })).toEqual(['note']);
    }
    expect(refusedFields(orderStatusMoveBodySchema, { status: 'dispatched', carrier: 42 })).toEqual(['carrier']);
  });
});

describe('the CSV query', () => {
  it("takes the list's filters, days optional but in order (issue #26 item 10)", () => {
    expect(parseInput(ordersCsvQuerySchema, { date_from: '2025-03-01', date_to: '2025-03-31' })).toEqual({ date_from: '2025-03-01', date_to: '2025-03-31' });
    expect(parseInput(ordersCsvQuerySchema, {})).toEqual({});
    expect(parseInput(ordersCsvQuerySchema, { status: 'new', account_number: ' 100200 ', q: 'NIT-1', date_from: '', date_to: '' })).toEqual({ status: 'new', account_number: '100200', q: 'NIT-1' });
    expect(refusedFields(ordersCsvQuerySchema, { status: 'lost' })).toEqual(['status']);
    expect(refusedFields(ordersCsvQuerySchema, { date_to: '2025-02-30' })).toEqual(['date_to']);
    expect(refusedFields(ordersCsvQuerySchema, { date_from: '2025-03-31', date_to: '2025-03-01' })).toEqual(['date_to']);
    expect(refusedFields(ordersCsvQuerySchema, { date_from: 'a\u0000', date_to: '2025-03-01' })).toEqual(['date_from']);
  });
});
