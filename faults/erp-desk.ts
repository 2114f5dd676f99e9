// Issue #28 in the fault suite: the ERP dispatches the orders buyers placed, through
// POST /api/integration/orders/{number}/status (processing, then dispatched), while the store is killed.
// Dispatching an order on account issues its invoice in the same transaction, so the audit can check that
// each dispatched order has one invoice, the numbers have no gap, and each invoice was e-mailed.

export type DeskLedger = {
  /** Orders the store answered 'dispatched' for (200, or a 409 saying it already was, after a lost answer). */
  dispatched: Set<string>;
  unexpected: string[];
  retries: number;
  /** Answers 429 (the key's 600 requests a minute), each waited out as its Retry-After said. */
  rateLimited: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createErpDesk(baseUrl: () => string, apiKey: string) {
  const ledger: DeskLedger = { dispatched: new Set(), unexpected: [], retries: 0, rateLimited: 0 };

  /** Sends until the store answers (no answer, 502 and 503 are tried again, as an ERP's client would). */
  async function move(orderNumber: string, status: 'processing' | 'dispatched'): Promise<{ status: number; message: string }> {
    const body = status === 'dispatched' ? { status, carrier: 'Fault Freight', tracking_ref: `FF-${orderNumber}` } : { status };
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(`${baseUrl()}/api/integration/orders/${orderNumber}/status`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text().catch(() => '');
        // Over the key's rate: a well-behaved ERP waits as told and sends it again.
        if (response.status === 429) {
          ledger.rateLimited += 1;
          await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
          continue;
        }
        if (![502, 503, 504].includes(response.status)) {
          const message = (() => {
            try {
              return String((JSON.parse(text) as { message?: unknown }).message ?? '');
            } catch {
              return text.slice(0, 200);
            }
          })();
          return { status: response.status, message };
        }
      } catch {
        // no answer: the store is being killed or started again
      }
      ledger.retries += 1;
      if (attempt > 600) throw new Error(`dispatch of ${orderNumber}: no answer after ${attempt} tries`);
      await sleep(Math.min(50 * (attempt + 1), 500));
    }
  }

  /** processing, then dispatched; a 409 after a lost answer means the step was taken. */
  async function dispatch(orderNumber: string): Promise<void> {
    const processing = await move(orderNumber, 'processing');
    if (processing.status !== 200 && processing.status !== 409) {
      ledger.unexpected.push(`ERP processing of ${orderNumber} answered ${processing.status}: ${processing.message}`);
      return;
    }
    const dispatched = await move(orderNumber, 'dispatched');
    if (dispatched.status === 200 || (dispatched.status === 409 && /already dispatched/.test(dispatched.message))) ledger.dispatched.add(orderNumber);
    else ledger.unexpected.push(`ERP dispatch of ${orderNumber} answered ${dispatched.status}: ${dispatched.message}`);
  }

  return {
    ledger,
    /** Dispatches every order the buyers were told of, a few at a time, until told to stop and none is left. */
    async run(acknowledged: () => string[], shouldStop: () => boolean): Promise<void> {
      const taken = new Set<string>();
      for (;;) {
        const waiting = acknowledged().filter((number) => !taken.has(number));
        if (waiting.length === 0) {
          if (shouldStop()) return;
          await sleep(200);
          continue;
        }
        const batch = waiting.slice(0, 3);
        for (const number of batch) taken.add(number);
        await Promise.all(batch.map(dispatch));
      }
    },
  };
}
export type ErpDesk = ReturnType<typeof createErpDesk>;
