// An order's timeline (issue #30 Part 1): its fulfilment moves and the desk's notes, holds and releases,
// merged oldest first (as the status history always read), each with who and when.
import type { DeskNoteJson } from '../../../shared/schemas/order-desk.ts';
import type { OrderStatusChangeJson } from '../../../shared/schemas/staff-orders.ts';

export type TimelineEntry = { kind: 'move'; key: string; at: string; change: OrderStatusChangeJson } | { kind: 'desk'; key: string; at: string; note: DeskNoteJson };

/**
 * Both lists (each oldest first, as the server sends them) as one, oldest first. At the same instant a
 * move comes before a note: a hold and the move it blocked cannot share an instant, and a note written
 * about a move is read after it.
 */
export function timelineOf(history: readonly OrderStatusChangeJson[], deskNotes: readonly DeskNoteJson[]): TimelineEntry[] {
  const moves: TimelineEntry[] = history.map((change) => ({ kind: 'move', key: `move-${change.id}`, at: change.created_at, change }));
  const notes: TimelineEntry[] = deskNotes.map((note) => ({ kind: 'desk', key: `desk-${note.id}`, at: note.created_at, note }));
  // Compared as instants, not as text: two ISO strings of one instant may differ in their precision.
  const merged = [...moves, ...notes].map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }));
  merged.sort((a, b) => a.time - b.time || a.index - b.index);
  return merged.map(({ entry }) => entry);
}

/** Who did it, as the desk reads it: the member's e-mail, or the ERP's API key by its name. */
export function actorText(staffEmail: string): string {
  return staffEmail.startsWith('api-key:') ? `API key '${staffEmail.slice('api-key:'.length)}'` : staffEmail;
}
