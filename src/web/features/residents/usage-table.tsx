// The summary's table (spec §2): Products (with the packet price, 'Pack of 100 · $0.13 each'), Usage, Rounded to packet, Packet Qty, Stock (on hand, whole
// packets, editable and remembered: PUT /api/resident-stock when it changes), To Order (with the price of a packet at
// that quantity when a break lowers it, and why it is not the packets short when the product's rules round it: issue #27)
// and Total Cost.
// Below 640 px each row is a block of labelled lines.
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatCents } from '../../../shared/money.ts';
import { STOCK_ON_HAND_MAX } from '../../../shared/limits.ts';
import type { ResidentUsageResponse, UsageLineJson } from '../../../shared/schemas/residents.ts';
import { PackPrice } from '../../components/ui/pack-price.tsx';

type Props = {
  summary: ResidentUsageResponse;
  isLoading: boolean;
  /** Resolves true once the server kept the stock. */
  saveStock(line: UsageLineJson, onHand: number): Promise<boolean>;
};

const STOCK_DIGITS = String(STOCK_ON_HAND_MAX).length;

export function UsageTable({ summary, isLoading, saveStock }: Props) {
  return (
    <div className="usage-table__wrap">
      <table className="usage-table" aria-busy={isLoading || undefined}>
        <caption className="visually-hidden">{`Products the residents use over ${summary.days} days`}</caption>
        <thead>
          <tr>
            <th scope="col">Products</th>
            <th scope="col" className="usage-table__number">Usage</th>
            <th scope="col" className="usage-table__number">Rounded to packet</th>
            <th scope="col" className="usage-table__number">Packet Qty</th>
            <th scope="col" className="usage-table__number">Stock</th>
            <th scope="col" className="usage-table__number">To Order</th>
            <th scope="col" className="usage-table__number">Total Cost</th>
          </tr>
        </thead>
        <tbody>
          {summary.data.map((line) => (
            <tr key={line.product.id}>
              <th scope="row" className="usage-table__product">
                <span className="usage-table__title">{line.product.title}</span>
                <span className="usage-table__sku">{`SKU ${line.product.sku} · ${formatCents(line.product.price)} a packet`}</span>
                <PackPrice packSize={line.product.pack_size} priceCents={line.product.price} className="usage-table__pack" />
              </th>
              <td data-label="Usage" className="usage-table__number">
                {line.usage} <span className="usage-table__muted">{`(${line.qty_per_day} a day)`}</span>
              </td>
              <td data-label="Rounded to packet" className="usage-table__number">
                {line.packets}
              </td>
              <td data-label="Packet Qty" className="usage-table__number">
                {line.pack_size}
              </td>
              <td data-label="Stock" className="usage-table__number usage-table__stock">
                <StockInput line={line} saveStock={saveStock} />
              </td>
              <td data-label="To Order" className="usage-table__number">
                {line.to_order}
                {line.unit_price !== line.product.price ? <span className="usage-table__muted">{` at ${formatCents(line.unit_price)} a packet`}</span> : null}
                {line.quantity_note ? <span className="usage-table__muted usage-table__note">{line.quantity_note}</span> : null}
              </td>
              <td data-label="Total Cost" className="usage-table__number usage-table__money">
                {formatCents(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6} className="usage-table__total-label">
              Total
            </th>
            <td className="usage-table__number usage-table__money usage-table__total">{formatCents(summary.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Packets on hand: digits only; kept when it changes (the box loses the focus, or Enter). */
function StockInput({ line, saveStock }: { line: UsageLineJson; saveStock: Props['saveStock'] }) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? String(line.on_hand);

  async function commit() {
    if (typed === null) return;
    const onHand = typed === '' ? 0 : Number(typed);
    if (onHand === line.on_hand) return setTyped(null);
    if (await saveStock(line, onHand)) setTyped(null);
  }

  return (
    <>
      <label className="visually-hidden" htmlFor={`stock-${line.product.id}`}>
        {`Stock on hand of ${line.product.title}, in packets`}
      </label>
      <input
        id={`stock-${line.product.id}`}
        className="usage-table__stock-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={STOCK_DIGITS}
        value={shown}
        onChange={(event) => setTyped(event.currentTarget.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, STOCK_DIGITS))}
        onBlur={(_event: FocusEvent) => void commit()}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') void commit();
        }}
      />
    </>
  );
}
