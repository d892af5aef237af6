import type { CurrencyListing } from '../../api/schemas/listing.js';

const SCALE_FACTORS: Record<string, number> = { unit: 1, thousand: 1_000, million: 1_000_000 };

/**
 * A currency quantity with what one of it means: `5 × 1,000` for a thousand-scale
 * product, `5` for unit scale or none; an unknown scale is shown by name.
 */
export function scaledQuantity(quantity: number, scale: CurrencyListing['product_scale']): string {
  const count = quantity.toLocaleString('en-US');
  if (scale === null || scale === undefined || scale === 'unit') return count;
  const factor = SCALE_FACTORS[scale];
  return factor === undefined ? `${count} × ${scale}` : `${count} × ${factor.toLocaleString('en-US')}`;
}

/**
 * What a currency price is for: `per 1,000` of the product for a thousand-scale product,
 * `per unit` for unit scale or none; an unknown scale is named as the marketplace wrote it.
 */
export function perScaleUnit(scale: CurrencyListing['product_scale']): string {
  if (scale === null || scale === undefined || scale === 'unit') return 'per unit';
  const factor = SCALE_FACTORS[scale];
  return factor === undefined ? `per ${scale}` : `per ${factor.toLocaleString('en-US')}`;
}
