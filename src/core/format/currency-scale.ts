import type { CurrencyListing } from '../../api/schemas/listing.js';
import { t } from '../../i18n/index.js';
import { formatCount } from './money.js';

const SCALE_FACTORS: Record<string, number> = { unit: 1, thousand: 1_000, million: 1_000_000 };

/** What one unit of a currency listing's price and stock is: the product's scale and, where known, its name. */
export interface CurrencyUnit {
  scale: CurrencyListing['product_scale'];
  productName: string | null;
}

function isUnitScale(scale: CurrencyListing['product_scale']): boolean {
  return scale === null || scale === undefined || scale === 'unit';
}

/** How many of the product one unit of price and stock is: 1,000 for a thousand-scale product, 1 for unit scale; null for a scale the interface does not name. */
export function scaleFactor(scale: CurrencyListing['product_scale']): number | null {
  if (isUnitScale(scale)) return 1;
  return (scale ? SCALE_FACTORS[scale] : undefined) ?? null;
}

/** The amount one unit stands for: `1,000` for a thousand-scale product; an unknown scale as the marketplace wrote it. */
function scaleAmountText(scale: CurrencyListing['product_scale']): string {
  const factor = scaleFactor(scale);
  return factor === null ? String(scale) : formatCount(factor);
}

/** `1,000 Stardust` for a thousand-scale product, `Crystals` for unit scale; an unknown scale is named as the marketplace wrote it. */
export function scaleAmount(unit: CurrencyUnit): string {
  const name = unit.productName ?? '';
  if (isUnitScale(unit.scale)) return name === '' ? t('currency-unit') : name;
  const amount = scaleAmountText(unit.scale);
  return name === '' ? amount : t('currency-scaled-name', { amount, name });
}

/**
 * A currency quantity with what one of it means: `5 × 1,000 Stardust` for a thousand-scale
 * product, `5 Crystals` for unit scale; without a product name, `5 × 1,000` or `5`.
 */
export function scaledQuantity(quantity: number, unit: CurrencyUnit): string {
  const count = formatCount(quantity);
  if (isUnitScale(unit.scale)) return unit.productName ? t('currency-count-of', { count, name: unit.productName }) : count;
  return t('currency-count-times', { count, amount: scaleAmount(unit) });
}

/** What a currency price is for: `per 1,000 Stardust`, `per unit of Crystals`, `per unit` with nothing known. */
export function perScaleUnit(unit: CurrencyUnit): string {
  if (isUnitScale(unit.scale)) return unit.productName ? t('currency-per-unit-of', { name: unit.productName }) : t('currency-per-unit');
  return t('currency-per-amount', { amount: scaleAmount(unit) });
}
