import { describe, expect, it } from 'vitest';
import type { DeskNoteJson } from '../../../shared/schemas/order-desk.ts';
import type { OrderStatusChangeJson } from '../../../shared/schemas/staff-orders.ts';
import { actorText, timelineOf } from './order-timeline.ts';

const move = (id: number, at: string, to: OrderStatusChangeJson['to'] = 'processing'): OrderStatusChangeJson => ({
  id,
  staff_id: 1,
  staff_email: 'desk@example.test',
  created_at: at,
  from: 'new',
  to,
  carrier: null,
  tracking_ref: null,
  note: null,
});
const note = (id: number, at: string, kind: DeskNoteJson['kind'] = 'note'): DeskNoteJson => ({ id, kind, text: `text ${id}`, staff_id: 1, staff_email: 'desk@example.test', created_at: at });

describe('timelineOf', () => {
  it('merges moves and notes oldest first', () => {
    const entries = timelineOf(
      [move(1, '2026-12-03T01:00:00.000Z'), move(2, '2026-12-03T03:00:00.000Z', 'dispatched')],
      [note(7, '2026-12-03T00:30:00.000Z'), note(8, '2026-12-03T02:00:00.000Z', 'hold'), note(9, '2026-12-03T02:30:00.000Z', 'release')],
    );
    expect(entries.map((entry) => entry.key)).toEqual(['desk-7', 'move-1', 'desk-8', 'desk-9', 'move-2']);
  });

  it('puts a move before a note of the same instant, and keeps each list in its own order within an instant', () => {
    const at = '2026-12-03T01:00:00.000Z';
    const entries = timelineOf([move(1, at), move(2, at)], [note(5, '2026-12-03T01:00:00Z'), note(6, at)]);
    expect(entries.map((entry) => entry.key)).toEqual(['move-1', 'move-2', 'desk-5', 'desk-6']);
  });

  it('is empty for an order as the buyer placed it, and keeps the lists it was given as they were', () => {
    expect(timelineOf([], [])).toEqual([]);
    const notes = [note(2, '2026-12-03T02:00:00.000Z'), note(1, '2026-12-03T01:00:00.000Z')];
    expect(timelineOf([], notes).map((entry) => entry.key)).toEqual(['desk-1', 'desk-2']);
    expect(notes.map((each) => each.id)).toEqual([2, 1]);
  });
});

describe('actorText', () => {
  it("names a member by e-mail and the ERP's key by its name", () => {
    expect(actorText('desk@example.test')).toBe('desk@example.test');
    expect(actorText('api-key:ERP')).toBe("API key 'ERP'");
  });
});
