import { useId } from 'react';
import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { formatCents } from '../../../shared/money.ts';
import { digitsOnly } from '../../lib/quantity.ts';
import { laterBreakRows } from '../../components/price-breaks.ts';
import { isImageSwatch, swatchColour, variantCell, type VariantQuantities } from './variant-selection.ts';

type Props = {
  matrix: VariantMatrixJson;
  /** Without an editor the table is read-only: guests see the options but get no inputs. */
  editor?: { quantities: VariantQuantities; onChange(cellId: number, value: string): void };
};

/**
 * Rows are blocks (e.g. colours) with a swatch and label; columns are sizes. Each open cell shows its
 * price beside its quantity box, with its quantity breaks after the first ('10+ $8.40', issue #27), for
 * signed-in buyers only: a guest's matrix has no prices. Where the table would not fit (a phone), each
 * row stacks its sizes in a wrapping grid instead, each cell naming its size, so nothing is cut off; the
 * explicit roles keep it a table for screen readers in both layouts.
 */
export function VariantTable({ matrix, editor }: Props) {
  const id = useId();
  const blockHeading = matrix.blockType ? matrix.blockType[0]!.toUpperCase() + matrix.blockType.slice(1) : 'Option';
  return (
    <div className="variant-matrix__scroll" role="region" aria-label="Sizes and options" tabIndex={0}>
      <table role="table">
        <caption className="visually-hidden">
          {editor ? `Quantities by ${blockHeading.toLowerCase()} and size` : `Available options by ${blockHeading.toLowerCase()} and size`}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {blockHeading}
            </th>
            {matrix.sizes.map((size) => (
              <th scope="col" role="columnheader" key={size}>
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {matrix.blocks.map((block) => (
            <tr role="row" key={block.key}>
              <th scope="row" role="rowheader">
                <span className="variant-matrix__block">
                  <Swatch swatch={block.swatch} />
                  {block.label}
                </span>
              </th>
              {matrix.sizes.map((size) => {
                const cell = variantCell(matrix, block.key, size);
                const sizeLabel = (
                  <span className="variant-matrix__size" aria-hidden="true">
                    {size}
                  </span>
                );
                if (!editor) {
                  const isAvailable = cell !== undefined && !cell.restrict;
                  return (
                    <td role="cell" key={size} className={isAvailable ? 'is-available' : 'is-unavailable'}>
                      {sizeLabel}
                      {isAvailable ? (
                        <>
                          <span aria-hidden="true">✓</span>
                          <span className="visually-hidden">Available</span>
                        </>
                      ) : (
                        <NotAvailable />
                      )}
                    </td>
                  );
                }
                if (!cell) {
                  return (
                    <td role="cell" key={size} className="is-missing is-unavailable">
                      <NotAvailable />
                    </td>
                  );
                }
                const priceId = `${id}-price-${cell.id}`;
                const hasPrice = !cell.restrict && cell.price !== undefined;
                const laterBreaks = hasPrice ? laterBreakRows(cell.price_breaks) : [];
                return (
                  <td role="cell" key={size} className={cell.restrict ? 'is-unavailable' : undefined}>
                    {sizeLabel}
                    <input
                      type="number"
                      min={0}
                      max={9999}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Quantity ${block.label} ${size}`}
                      aria-describedby={hasPrice ? priceId : cell.restrict ? `${priceId}-unavailable` : undefined}
                      disabled={cell.restrict}
                      value={cell.restrict ? '' : (editor.quantities[cell.id] ?? '')}
                      placeholder={cell.restrict ? undefined : '0'}
                      onChange={(event) => editor.onChange(cell.id, digitsOnly(event.currentTarget.value))}
                    />
                    {hasPrice ? (
                      <span className="variant-matrix__price" id={priceId}>
                        {formatCents(cell.price ?? 0)}
                        {laterBreaks.map((row) => (
                          <span className="variant-matrix__break" key={row.quantity}>{`${row.quantity} ${row.price}`}</span>
                        ))}
                      </span>
                    ) : null}
                    {cell.restrict ? <NotAvailable id={`${priceId}-unavailable`} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A size a colour does not come in, or one not sold to this account: said in words (issue #16 item 9), not a blank box. */
function NotAvailable({ id }: { id?: string }) {
  return (
    <span className="variant-matrix__unavailable" id={id}>
      Not available
    </span>
  );
}

function Swatch({ swatch }: { swatch: string }) {
  if (isImageSwatch(swatch)) {
    return <img className="variant-matrix__swatch" src={swatch} alt="" width={20} height={20} loading="lazy" />;
  }
  // An SVG fill rather than an inline style, so a strict style-src policy cannot block it.
  return (
    <svg className="variant-matrix__swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill={swatchColour(swatch)} stroke="#8a99a8" strokeWidth="1" />
    </svg>
  );
}
