// A buyer as the fault suite plays one: signs in, then loops add → shipping → billing → Confirm Order,
// retrying whatever got no answer (the store was killed, the database restarted), the way a person
// clicks again. It keeps a ledger of what the store acknowledged, which the audit checks.
import type { ShippingInfo } from '../src/shared/schemas/addresses.ts';

export type BuyerLedger = {
  /** Each add the store answered 200 to, or that a re-read of the cart showed had landed. */
  acknowledgedAdds: { productId: number; qty: number }[];
  /** Orders the store answered 200 for (from the confirmation URL), and their numbers (from the message). */
  acknowledgedOrderIds: Set<number>;
  acknowledgedOrderNumbers: Set<string>;
  /** Answers that should never happen: 500s, and 422s on a complete checkout. */
  unexpected: string[];
  /** Requests that got no answer or a 502/503 and were sent again. */
  retries: number;
  /** Products whose add got no answer the first time (settled by reading the cart and orders). */
  uncertainAdds: Set<number>;
};

const SHIPPING: ShippingInfo = {
  first_name: 'Fault',
  last_name: 'Tester',
  company: 'Fault Suite Rest Home',
  phone: '09 555 0199',
  email: 'faults@example.test',
  line_1: '1 Crash Lane',
  line_2: '',
  suburb: 'Ponsonby',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '1011',
  notes: '',
  purchase_order_no: '',
};
const { notes: _notes, purchase_order_no: _po, ...BILLING } = SHIPPING;

class NoAnswer extends Error {}

type Answer = {
  status: number;
  body: {
    message?: string;
    url?: string | null;
    items?: { id: number; qty: number }[];
    data?: { id: number; created_at: string; items?: { product_id: number }[] }[] | { items: { product_id: number }[] };
  };
};

export function createBuyer(baseUrl: () => string, credentials: { accountId: number; email: string; password: string }) {
  const cookies = new Map<string, string>();
  const ledger: BuyerLedger = { acknowledgedAdds: [], acknowledgedOrderIds: new Set(), acknowledgedOrderNumbers: new Set(), unexpected: [], retries: 0, uncertainAdds: new Set() };

  async function send(method: string, path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new NoAnswer(`${method} ${path}: no answer`);
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
    const text = await response.text().catch(() => '');
    // The store restarting behind the proxy, or the database briefly away: no answer yet, try again.
    if (response.status === 502 || response.status === 503 || response.status === 504) throw new NoAnswer(`${method} ${path}: ${response.status}`);
    if (response.status >= 500) {
      ledger.unexpected.push(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
      throw new NoAnswer(`${method} ${path}: ${response.status}`);
    }
    let parsed: Answer['body'] = {};
    try {
      parsed = text ? (JSON.parse(text) as Answer['body']) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed };
  }

  /** Sends until the store answers (anything but no answer / 502 / 503), backing off a little each time. */
  async function answered(method: string, path: string, body?: unknown): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send(method, path, body);
        if (answer.status === 401 && path !== '/api/login') {
          await signIn();
          continue;
        }
        return answer;
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        ledger.retries += 1;
        if (attempt > 600) throw new Error(`${method} ${path}: no answer after ${attempt} tries`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 * (attempt + 1), 500)));
      }
    }
  }

  async function signIn(): Promise<void> {
    cookies.clear();
    await answered('GET', '/api/session');
    const answer = await answered('POST', '/api/login', { email: credentials.email, password: credentials.password, remember_me: true });
    if (answer.status !== 200) throw new Error(`sign-in refused (${answer.status}): ${answer.body.message}`);
  }

  async function cartHas(productId: number): Promise<boolean> {
    const cart = await answered('GET', '/api/cart');
    return (cart.body.items ?? []).some((item) => item.id === productId);
  }

  /** Whether an order placed since `sinceMs` holds the product (an add whose answer was lost, then ordered from another tab). */
  async function orderedSince(productId: number, sinceMs: number): Promise<boolean> {
    const history = await answered('GET', '/api/order-history?per_page=10');
    const entries = Array.isArray(history.body.data) ? history.body.data : [];
    for (const entry of entries.filter((candidate) => Date.parse(candidate.created_at) >= sinceMs - 1000)) {
      const detail = await answered('GET', `/api/order-history/${entry.id}`);
      const items = detail.body.data && !Array.isArray(detail.body.data) ? detail.body.data.items : [];
      if (items.some((item) => item.product_id === productId)) return true;
    }
    return false;
  }

  /**
   * One add, acknowledged exactly once: a lost answer is settled by looking at the cart (and at orders
   * placed since, which may have taken the line) before sending it again.
   */
  async function add(productId: number, qty: number): Promise<void> {
    const sentAtMs = Date.now();
    for (;;) {
      try {
        const answer = await send('POST', '/api/cart', { id: productId, qty, variant_id: 0 });
        if (answer.status === 401) {
          await signIn();
          continue;
        }
        if (answer.status !== 200) throw new Error(`add of ${productId} refused (${answer.status}): ${answer.body.message}`);
        break;
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        ledger.retries += 1;
        ledger.uncertainAdds.add(productId);
        await new Promise((resolve) => setTimeout(resolve, 100));
        if ((await cartHas(productId)) || (await orderedSince(productId, sentAtMs))) break;
      }
    }
    ledger.acknowledgedAdds.push({ productId, qty });
  }

  async function saveCheckout(): Promise<void> {
    for (const [path, body] of [
      ['/api/checkout/shipping', { shipping_info: SHIPPING }],
      ['/api/checkout/billing', { billing_info: BILLING }],
    ] as const) {
      const answer = await answered('POST', path, body);
      if (answer.status !== 200) ledger.unexpected.push(`POST ${path} answered ${answer.status}: ${answer.body.message}`);
    }
  }

  /** Confirm Order until the store says which order it placed; a second click now and then. */
  async function confirmOrder(isDoubleClick: boolean): Promise<void> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const clicks = await Promise.all((isDoubleClick ? [1, 2] : [1]).map(() => answered('POST', '/api/payment/account')));
      const placed = clicks.filter((click) => click.status === 200);
      for (const click of placed) {
        const orderId = Number(/\/checkout\/confirmation\/(\d+)$/.exec(click.body.url ?? '')?.[1]);
        if (orderId > 0) ledger.acknowledgedOrderIds.add(orderId);
        const orderNumber = /order (CS-\d+)/.exec(click.body.message ?? '')?.[1];
        if (orderNumber) ledger.acknowledgedOrderNumbers.add(orderNumber);
      }
      if (placed.length > 0) return;
      const message = clicks[0]?.body.message ?? '';
      // Shipping and billing are forgotten with each order: a line that arrived meanwhile needs them again.
      if (/shipping|billing/i.test(message)) {
        await saveCheckout();
        continue;
      }
      ledger.unexpected.push(`Confirm Order answered ${clicks[0]?.status}: ${message}`);
      return;
    }
  }

  return {
    accountId: credentials.accountId,
    ledger,
    signIn,
    /**
     * One checkout of a product not bought before; sometimes a second tab adds another product while
     * the order is confirmed (it must end in this order or stay in the cart for the next).
     */
    async checkout(productId: number, qty: number, racingProductId: number | null, isDoubleClick: boolean): Promise<void> {
      await add(productId, qty);
      await saveCheckout();
      await Promise.all([confirmOrder(isDoubleClick), racingProductId === null ? undefined : add(racingProductId, 1)]);
    },
  };
}
export type Buyer = ReturnType<typeof createBuyer>;
