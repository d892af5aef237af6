import type { CurrencyListing } from '../../api/schemas/listing.js';

const SCALE_FACTORS: Record<string, number> = { unit: 1, thousand: 1_000, million: 1_000_000 };

/** What one unit of a currency listing's price and stock is: the product's scale and, where known, its name. */
export interface CurrencyUnit {
  scale: CurrencyListing['product_scale'];
  productName: string | null;
}

function isUnitScale(scale: CurrencyListing['product_scale']): boolean {
  return scale === null || scale === undefined || scale === 'unit';
}

/** `1,000 Stardust` for a thousand-scale product, `Crystals` for unit scale; an unknown scale is named as the marketplace wrote it. */
export function scaleAmount(unit: CurrencyUnit): string {
  const name = unit.productName ?? '';
  if (isUnitScale(unit.scale)) return name === '' ? 'unit' : name;
  const factor = unit.scale ? SCALE_FACTORS[unit.scale] : undefined;
  const amount = factor === undefined ? String(unit.scale) : factor.toLocaleString('en-US');
  return name === '' ? amount : `${amount} ${name}`;
}

/**
 * A currency quantity with what one of it means: `5 × 1,000 Stardust` for a thousand-scale
 * product, `5 Crystals` for unit scale; without a product name, `5 × 1,000` or `5`.
 */
export function scaledQuantity(quantity: number, unit: CurrencyUnit): string {
  const count = quantity.toLocaleString('en-US');
  if (isUnitScale(unit.scale)) return unit.productName ? `${count} ${unit.productName}` : count;
  return `${count} × ${scaleAmount(unit)}`;
}

/** What a currency price is for: `per 1,000 Stardust`, `per unit of Crystals`, `per unit` with nothing known. */
export function perScaleUnit(unit: CurrencyUnit): string {
  if (isUnitScale(unit.scale)) return unit.productName ? `per unit of ${unit.productName}` : 'per unit';
  return `per ${scaleAmount(unit)}`;
}
