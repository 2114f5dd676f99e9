import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../shared/schemas/orders.ts';
import {
  boughtOrderStatus,
  canChangeOrderStatus,
  canChangePaymentStatus,
  checkInitialOrderStatus,
  initialOrderStatus,
  isPlacedOrderStatus,
  ORDER_STATUS,
  orderStatusChange,
  parseOrderStatus,
  parsePaymentStatus,
  PAYMENT_STATUS,
  paymentStatusChange,
  StatusTransitionError,
} from './order-status.ts';

const { placedOnAccount, awaitingPayment, paid, cancelled } = ORDER_STATUS;
const { pending, approved, declined, expired, refunded } = PAYMENT_STATUS;

describe('order statuses', () => {
  it('names every status the wire knows', () => {
    expect(Object.values(ORDER_STATUS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('starts an order on account placed and a card order awaiting payment', () => {
    expect(initialOrderStatus('account')).toBe(placedOnAccount);
    expect(initialOrderStatus('card')).toBe(awaitingPayment);
    expect(() => checkInitialOrderStatus(placedOnAccount, 'account')).not.toThrow();
    expect(() => checkInitialOrderStatus(awaitingPayment, 'card')).not.toThrow();
  });

  it('refuses to start an order anywhere else', () => {
    expect(() => checkInitialOrderStatus(paid, 'card')).toThrow(StatusTransitionError);
    expect(() => checkInitialOrderStatus(awaitingPayment, 'account')).toThrow(StatusTransitionError);
    expect(() => checkInitialOrderStatus(cancelled, 'card')).toThrow('cannot change from a new card order to cancelled');
  });

  it('lets only an order awaiting payment move, to paid or cancelled', () => {
    expect(orderStatusChange(awaitingPayment, paid)).toEqual({ from: awaitingPayment, to: paid });
    expect(orderStatusChange(awaitingPayment, cancelled)).toEqual({ from: awaitingPayment, to: cancelled });
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['awaiting_payment→paid', 'awaiting_payment→cancelled']);
  });

  it('throws for an illegal move: a paid order is never cancelled, a cancelled one never paid', () => {
    expect(() => orderStatusChange(paid, cancelled)).toThrow(new StatusTransitionError('order', paid, cancelled));
    expect(() => orderStatusChange(cancelled, paid)).toThrow('order status cannot change from cancelled to paid');
    expect(() => orderStatusChange(placedOnAccount, paid)).toThrow(StatusTransitionError);
    expect(() => orderStatusChange(awaitingPayment, awaitingPayment)).toThrow(StatusTransitionError);
  });

  it('counts placed-on-account and paid orders as bought (history, confirmation mail)', () => {
    expect(ORDER_STATUSES.filter(isPlacedOrderStatus)).toEqual([placedOnAccount, paid]);
    expect(boughtOrderStatus('account')).toBe(placedOnAccount);
    expect(boughtOrderStatus('card')).toBe(paid);
  });

  it('reads known statuses from the database and refuses others', () => {
    expect(parseOrderStatus('paid')).toBe(paid);
    expect(() => parseOrderStatus('shipped')).toThrow('unknown order status');
    expect(() => parseOrderStatus('toString')).toThrow('unknown order status');
    expect(parsePaymentStatus('refunded')).toBe(refunded);
    expect(() => parsePaymentStatus('Pending')).toThrow('unknown payment status');
  });
});

describe('payment statuses', () => {
  const ALL = Object.values(PAYMENT_STATUS);

  it('moves a pending payment to approved, declined or expired; an expired one to approved; an approved one to refunded', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canChangePaymentStatus(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['approved→refunded', 'expired→approved', 'pending→approved', 'pending→declined', 'pending→expired']);
  });

  it('checks every status a guarded update starts from', () => {
    expect(paymentStatusChange([pending, expired], approved)).toEqual({ from: [pending, expired], to: approved });
    expect(() => paymentStatusChange([pending, declined], approved)).toThrow('payment status cannot change from declined to approved');
    expect(() => paymentStatusChange([], approved)).toThrow(StatusTransitionError);
  });

  it('throws for an illegal move: nothing leaves declined or refunded, nothing goes back to pending', () => {
    expect(() => paymentStatusChange([declined], approved)).toThrow(StatusTransitionError);
    expect(() => paymentStatusChange([refunded], approved)).toThrow(StatusTransitionError);
    expect(() => paymentStatusChange([approved], pending)).toThrow(StatusTransitionError);
    expect(() => paymentStatusChange([approved], declined)).toThrow(StatusTransitionError);
  });
});
