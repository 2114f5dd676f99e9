// Issue #27: the product page's quantity breaks of the buyer's price, as a small table under the price.
import { priceBreakPriceHeading, priceBreakRows, type PriceBreakJson } from '../../components/price-breaks.ts';

type Props = { breaks: readonly PriceBreakJson[] | undefined; packSize: number | null };

/** Nothing when the price does not change with quantity (no breaks, or a guest's product without prices). */
export function PriceBreaksTable({ breaks, packSize }: Props) {
  const rows = priceBreakRows(breaks ?? [], packSize);
  if (rows.length === 0) return null;
  return (
    <table className="price-breaks">
      <caption>Price by quantity, excl. GST</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">{priceBreakPriceHeading(packSize)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.quantity}>
            <th scope="row">{row.quantity}</th>
            <td>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
