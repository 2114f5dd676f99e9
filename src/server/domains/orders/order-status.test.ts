import { describe, expect, it } from 'vitest';
import { FULFILMENT_STATUSES, ORDER_STATUSES } from '../../../shared/schemas/orders.ts';
import {
  boughtOrderStatus,
  canChangeFulfilmentStatus,
  canChangeOrderStatus,
  canChangePaymentStatus,
  checkInitialOrderStatus,
  FULFILMENT_STATUS,
  fulfilmentMoveRefusal,
  fulfilmentStatusChange,
  initialOrderStatus,
  isPlacedOrderStatus,
  ORDER_STATUS,
  orderStatusChange,
  parseFulfilmentStatus,
  parseOrderStatus,
  parsePaymentStatus,
  PAYMENT_STATUS,
  paymentStatusChange,
  StatusTransitionError,
} from './order-status.ts';

const { placedOnAccount, awaitingPayment, paid, refunded: orderRefunded, cancelled } = ORDER_STATUS;
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

  it('lets an order awaiting payment move to paid or cancelled, and a paid one to refunded', () => {
    expect(orderStatusChange(awaitingPayment, paid)).toEqual({ from: awaitingPayment, to: paid });
    expect(orderStatusChange(awaitingPayment, cancelled)).toEqual({ from: awaitingPayment, to: cancelled });
    expect(orderStatusChange(paid, orderRefunded)).toEqual({ from: paid, to: orderRefunded });
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['awaiting_payment→paid', 'awaiting_payment→cancelled', 'paid→refunded']);
  });

  it('throws for an illegal move: a paid order is never cancelled, a cancelled one never paid', () => {
    expect(() => orderStatusChange(paid, cancelled)).toThrow(new StatusTransitionError('order', paid, cancelled));
    expect(() => orderStatusChange(cancelled, paid)).toThrow('order status cannot change from cancelled to paid');
    expect(() => orderStatusChange(placedOnAccount, paid)).toThrow(StatusTransitionError);
    expect(() => orderStatusChange(placedOnAccount, orderRefunded)).toThrow(StatusTransitionError);
    expect(() => orderStatusChange(orderRefunded, paid)).toThrow(StatusTransitionError);
    expect(() => orderStatusChange(awaitingPayment, awaitingPayment)).toThrow(StatusTransitionError);
  });

  it('counts placed-on-account, paid and refunded orders as bought (history, confirmation mail)', () => {
    expect(ORDER_STATUSES.filter(isPlacedOrderStatus)).toEqual([placedOnAccount, paid, orderRefunded]);
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

describe('fulfilment statuses', () => {
  const { processing, dispatched, delivered } = FULFILMENT_STATUS;

  it('names every status the wire knows', () => {
    expect(Object.values(FULFILMENT_STATUS).sort()).toEqual([...FULFILMENT_STATUSES].sort());
  });

  it('moves forward one step at a time, and cancels only a new or processing order', () => {
    const allowed = FULFILMENT_STATUSES.flatMap((from) =>
      FULFILMENT_STATUSES.filter((to) => canChangeFulfilmentStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      'dispatched→delivered',
      'new→cancelled',
      'new→processing',
      // Issue #30: an order sent in parts, and its last shipment.
      'partially_dispatched→dispatched',
      'processing→cancelled',
      'processing→dispatched',
      'processing→partially_dispatched',
    ]);
    expect(fulfilmentStatusChange('new', processing)).toEqual({ from: 'new', to: processing });
    expect(() => fulfilmentStatusChange(dispatched, 'cancelled')).toThrow(new StatusTransitionError('fulfilment', dispatched, 'cancelled'));
  });

  it('says why a move is refused, for every move the machine does not allow', () => {
    expect(fulfilmentMoveRefusal('new', processing)).toBeNull();
    expect(fulfilmentMoveRefusal(processing, processing)).toBe('The order is already processing.');
    expect(fulfilmentMoveRefusal('new', dispatched)).toBe('The order is new: it must be processing before it is dispatched.');
    expect(fulfilmentMoveRefusal('new', delivered)).toBe('The order is new: it must be dispatched before it is delivered.');
    expect(fulfilmentMoveRefusal(dispatched, 'cancelled')).toBe('The order is dispatched: only a new or processing order can be cancelled.');
    expect(fulfilmentMoveRefusal(dispatched, processing)).toBe('The order is dispatched: it cannot go back to processing.');
    expect(fulfilmentMoveRefusal(processing, 'new')).toBe('The order is processing: it cannot go back to new.');
    expect(fulfilmentMoveRefusal(delivered, 'cancelled')).toBe('The order is delivered: a delivered order does not change any more.');
    expect(fulfilmentMoveRefusal('cancelled', processing)).toBe('The order is cancelled: a cancelled order does not change any more.');
    for (const from of FULFILMENT_STATUSES) {
      for (const to of FULFILMENT_STATUSES) {
        expect(fulfilmentMoveRefusal(from, to) === null, `${from}→${to}`).toBe(canChangeFulfilmentStatus(from, to));
      }
    }
  });

  it('reads known statuses from the database and refuses others', () => {
    expect(parseFulfilmentStatus('dispatched')).toBe(dispatched);
    expect(() => parseFulfilmentStatus('shipped')).toThrow('unknown fulfilment status');
    expect(() => parseFulfilmentStatus('constructor')).toThrow('unknown fulfilment status');
  });
});
