// Cart and order benchmarks (issue #3): 32 signed-in customers, each on its own connection,
// against a store already running on `baseUrl` (PostgreSQL, 50,000 products).
import autocannon from 'autocannon';

export type Customer = { cookie: string; csrf: string; lineKey: string; productId: number };
export type LatencyRow = { case: string; requests: number; p50: number; p99: number; errors: number };

/** Lines in each customer's cart while adding: a large trade order, like the order case. */
const CART_LINES = 20;

const SHIPPING = {
  first_name: 'Bench',
  last_name: 'Buyer',
  company: 'Bench Care',
  phone: '021 555 0100',
  email: 'bench@example.com',
  line_1: '1 Bench Street',
  line_2: '',
  suburb: 'Te Aro',
  city: 'Wellington',
  region_id: 0,
  country_id: 155,
  post_code: '6011',
  notes: '',
  purchase_order_no: '',
};

function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';', 1);
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar[name] = value.join('=');
  }
  return jar;
}

async function call(baseUrl: string, customer: Pick<Customer, 'cookie' | 'csrf'>, method: string, path: string, body?: unknown) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      cookie: customer.cookie,
      'x-xsrf-token': customer.csrf,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export async function signInCustomer(baseUrl: string, email: string, password: string): Promise<Pick<Customer, 'cookie' | 'csrf'>> {
  const guest = cookiesOf(await fetch(`${baseUrl}/api/session`));
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { cookie: `sid=${guest.sid}`, 'x-xsrf-token': guest['XSRF-TOKEN'] ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, remember_me: false }),
  });
  if (!login.ok) throw new Error(`sign-in failed for ${email}: ${login.status}`);
  const signedIn = cookiesOf(login);
  const sid = signedIn.sid ?? guest.sid;
  // The CSRF token follows the new sid: ask for it once more.
  const session = (await (await fetch(`${baseUrl}/api/session`, { headers: { cookie: `sid=${sid}` } })).json()) as { csrf_token: string };
  return { cookie: `sid=${sid}`, csrf: session.csrf_token };
}

/** Empties the customer's cart and puts one line in it, for the update case. */
export async function prepareCart(baseUrl: string, customer: Pick<Customer, 'cookie' | 'csrf'>, productId: number): Promise<Customer> {
  const cart = (await call(baseUrl, customer, 'GET', '/api/cart')) as { items: { key: string }[] };
  for (const item of cart.items) await call(baseUrl, customer, 'DELETE', `/api/cart/${item.key}`);
  const added = (await call(baseUrl, customer, 'POST', '/api/cart', { id: productId, qty: 1, variant_id: 0 })) as { items: { key: string }[] };
  return { ...customer, lineKey: added.items[0]?.key ?? '', productId };
}

/**
 * Saturating (every customer sends again as soon as answered: latency is then customers ÷ throughput)
 * or paced (each customer waits a random time averaging 1/ratePerCustomer seconds before each request,
 * so arrivals do not come in synchronised bursts: latency of the work itself under concurrent load).
 */
export type Load = { durationSeconds: number; ratePerCustomer?: number };

type RequestBody = (customer: Customer, iteration: number) => unknown;

/** autocannon POSTs, one connection per customer: `request(index, iteration)` gives that connection's headers and body. */
async function postPerConnection(
  url: string,
  connections: number,
  durationSeconds: number,
  request: (index: number, iteration: number) => { headers: Record<string, string>; body: unknown },
): Promise<Pick<LatencyRow, 'requests' | 'p50' | 'p99' | 'errors'>> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (base: Record<string, unknown>, context: Record<string, unknown>) => {
          const index = (context.index ??= next++ % connections) as number;
          const iteration = ((context.iteration as number | undefined) ?? 0) + 1;
          context.iteration = iteration;
          const { headers, body } = request(index, iteration);
          return { ...base, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
        },
      },
    ],
  } as unknown as autocannon.Options);
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Each customer's own products, in turn: the first 20 adds make lines, the rest add quantity. */
function customerProductId(productIds: number[], customerIndex: number, iteration: number): number {
  return productIds[(customerIndex * CART_LINES + (iteration % CART_LINES)) % productIds.length]!;
}

/** Every customer sends again as soon as answered, each request carrying that customer's session. */
async function saturatingLoad(baseUrl: string, customers: Customer[], name: string, body: RequestBody, durationSeconds: number): Promise<LatencyRow> {
  const row = await postPerConnection(`${baseUrl}/api/cart`, customers.length, durationSeconds, (index, iteration) => {
    const customer = customers[index]!;
    return { headers: { cookie: customer.cookie, 'x-xsrf-token': customer.csrf }, body: body(customer, iteration) };
  });
  return { case: `${name}, saturating`, ...row };
}

/** Each customer in its own loop: an exponentially distributed pause (a Poisson stream), then one request. */
async function pacedLoad(baseUrl: string, customers: Customer[], name: string, body: RequestBody, load: Required<Load>): Promise<LatencyRow> {
  const latencies: number[] = [];
  let errors = 0;
  const endAt = performance.now() + load.durationSeconds * 1000;
  const meanPauseMs = 1000 / load.ratePerCustomer;
  await Promise.all(
    customers.map(async (customer) => {
      for (let iteration = 1; ; iteration++) {
        await new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanPauseMs));
        if (performance.now() >= endAt) return;
        const started = performance.now();
        try {
          await call(baseUrl, customer, 'POST', '/api/cart', body(customer, iteration));
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { case: `${name}, paced ${load.ratePerCustomer}/s each`, ...summarise(latencies), errors };
}

/** The bare route's single cart statement for 32 customers (one per connection), saturating: the ceiling here. */
export async function benchBareCartWrite(
  bareUrl: string,
  owners: { accountId: number; userId: number }[],
  productIds: number[],
  durationSeconds: number,
): Promise<LatencyRow> {
  const row = await postPerConnection(`${bareUrl}/bare/cart-add`, owners.length, durationSeconds, (index, iteration) => ({
    headers: {},
    body: { account_id: owners[index]!.accountId, user_id: owners[index]!.userId, product_id: customerProductId(productIds, index, iteration) },
  }));
  return { case: 'bare route: the cart upsert statement alone (32 customers), saturating', ...row };
}

function runLoad(baseUrl: string, customers: Customer[], name: string, body: RequestBody, load: Load): Promise<LatencyRow> {
  return load.ratePerCustomer
    ? pacedLoad(baseUrl, customers, name, body, { durationSeconds: load.durationSeconds, ratePerCustomer: load.ratePerCustomer })
    : saturatingLoad(baseUrl, customers, name, body, load.durationSeconds);
}

export async function benchCartOperations(baseUrl: string, customers: Customer[], productIds: number[], load: Load): Promise<LatencyRow[]> {
  const add = await runLoad(
    baseUrl,
    customers,
    'POST /api/cart add, 20-line cart (32 customers)',
    (customer, iteration) => ({ id: customerProductId(productIds, customers.indexOf(customer), iteration), qty: 1, variant_id: 0 }),
    load,
  );
  const update = await runLoad(
    baseUrl,
    customers,
    'POST /api/cart update quantity (32 customers)',
    (customer, iteration) => ({ key: customer.lineKey, id: customer.productId, qty: (iteration % 50) + 1 }),
    load,
  );
  return [add, update];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarise(latencies: number[]): Pick<LatencyRow, 'requests' | 'p50' | 'p99'> {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
  };
}

/**
 * Each customer fills a 20-line cart, saves shipping and billing, then places the order on account; only
 * that call is timed. `thinkMs` is the average pause before each of a customer's requests (0: saturating).
 */
export async function benchOrderPlacement(
  baseUrl: string,
  customers: Customer[],
  productIds: number[],
  ordersPerCustomer: number,
  thinkMs: number,
): Promise<LatencyRow> {
  // Random (exponential) pauses, so customers do not fall into step.
  const think = () => (thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs)) : Promise.resolve());
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    customers.map(async (customer, index) => {
      for (let round = 0; round < ordersPerCustomer; round++) {
        for (let line = 0; line < 20; line++) {
          const productId = productIds[(index * 97 + round * 20 + line) % productIds.length];
          await think();
          await call(baseUrl, customer, 'POST', '/api/cart', { id: productId, qty: 1 + (line % 3), variant_id: 0 });
        }
        await think();
        await call(baseUrl, customer, 'POST', '/api/checkout/shipping', { shipping_info: SHIPPING });
        await think();
        await call(baseUrl, customer, 'POST', '/api/checkout/billing', { billing_info: SHIPPING });
        await think();
        const started = performance.now();
        try {
          const answer = (await call(baseUrl, customer, 'POST', '/api/payment/account')) as { success: boolean };
          if (!answer.success) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {
    case: `POST /api/payment/account, 20-line cart (32 customers)${thinkMs > 0 ? `, paced: ${thinkMs} ms average pause before each request` : ', saturating'}`,
    ...summarise(latencies),
    errors,
  };
}
