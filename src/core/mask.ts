import { t } from '../i18n/index.js';

/**
 * A preview of goods that lets the seller check which entry is which without the
 * chat ever holding the goods: length plus the first and last two characters at most.
 */
export function maskSecret(value: string): string {
  const text = value.trim();
  if (text.length <= 8) return maskedPreview(text);
  return t('goods-masked-long', { preview: maskedPreview(text), count: text.length });
}

/** The preview alone, in no language: kept in records worded later (an autopilot delivery's codes on its alert). */
export function maskedPreview(value: string): string {
  const text = value.trim();
  if (text.length <= 4) return '•'.repeat(Math.max(text.length, 1));
  if (text.length <= 8) return `${text.slice(0, 1)}${'•'.repeat(text.length - 2)}${text.slice(-1)}`;
  return `${text.slice(0, 2)}${'•'.repeat(Math.min(text.length - 4, 12))}${text.slice(-2)}`;
}
