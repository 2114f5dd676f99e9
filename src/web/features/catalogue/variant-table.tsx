import type { VariantMatrixJson } from '../../../shared/schemas/catalogue.ts';
import { digitsOnly } from './quantity.ts';
import { isImageSwatch, swatchColour, variantCell, type VariantQuantities } from './variant-selection.ts';

type Props = {
  matrix: VariantMatrixJson;
  /** Without an editor the table is read-only: guests see the options but get no inputs. */
  editor?: { quantities: VariantQuantities; onChange(cellId: number, value: string): void };
};

/** Rows are blocks (e.g. colours) with a swatch and label; columns are sizes. */
export function VariantTable({ matrix, editor }: Props) {
  const blockHeading = matrix.blockType ? matrix.blockType[0]!.toUpperCase() + matrix.blockType.slice(1) : 'Option';
  return (
    <div className="variant-matrix__scroll" role="region" aria-label="Sizes and options" tabIndex={0}>
      <table>
        <caption className="visually-hidden">
          {editor ? `Quantities by ${blockHeading.toLowerCase()} and size` : `Available options by ${blockHeading.toLowerCase()} and size`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{blockHeading}</th>
            {matrix.sizes.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.blocks.map((block) => (
            <tr key={block.key}>
              <th scope="row">
                <span className="variant-matrix__block">
                  <Swatch swatch={block.swatch} />
                  {block.label}
                </span>
              </th>
              {matrix.sizes.map((size) => {
                const cell = variantCell(matrix, block.key, size);
                if (!editor) {
                  const isAvailable = cell !== undefined && !cell.restrict;
                  return (
                    <td key={size} className={isAvailable ? 'is-available' : 'is-unavailable'}>
                      <span aria-hidden="true">{isAvailable ? '✓' : '–'}</span>
                      <span className="visually-hidden">{isAvailable ? 'Available' : 'Not available'}</span>
                    </td>
                  );
                }
                if (!cell) return <td key={size} />;
                return (
                  <td key={size}>
                    <input
                      type="number"
                      min={0}
                      max={9999}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Quantity ${block.label} ${size}`}
                      disabled={cell.restrict}
                      value={cell.restrict ? '' : (editor.quantities[cell.id] ?? '')}
                      placeholder={cell.restrict ? undefined : '0'}
                      onChange={(event) => editor.onChange(cell.id, digitsOnly(event.currentTarget.value))}
                    />
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
