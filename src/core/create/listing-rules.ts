import { ACTIVATION_CODE, type AttributeDefinition } from '../../api/schemas/catalogue.js';
import type { ManualDeliveryUnit } from '../../api/schemas/listing.js';
import { tagList as tagsRule } from '../../api/schemas/requests.js';
import { t } from '../../i18n/index.js';

/**
 * The spec's field rules as a seller meets them, checked before any call. The guided
 * create and `edit` both read answers through these, so a value one refuses the other
 * refuses too, with the same sentence.
 */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

const accept = <T>(value: T): RuleResult<T> => ({ ok: true, value });
const refuse = (message: string): RuleResult<never> => ({ ok: false, message });

export function readTitle(text: string): RuleResult<string> {
  const title = text.trim();
  if (title.length < 8 || title.length > 128)
    return refuse(title ? t('create-title-length-counted', { length: String(title.length) }) : t('create-title-length'));
  return accept(title);
}

export function readDescription(text: string): RuleResult<string> {
  const description = text.trim();
  if (description.length < 1 || description.length > 4096)
    return refuse(
      description ? t('create-description-length-counted', { length: String(description.length) }) : t('create-description-length'),
    );
  return accept(description);
}

/** Comma-separated; stored trimmed, lower-cased and de-duplicated, as the marketplace does. */
export function readTags(text: string): RuleResult<string[]> {
  const list = [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0 || !tagsRule.safeParse(list).success) return refuse(t('create-tags-invalid'));
  return accept(list);
}

export function readInstructions(text: string): RuleResult<string> {
  const instructions = text.trim();
  if (instructions.length < 1 || instructions.length > 2048) return refuse(t('create-instructions-length'));
  return accept(instructions);
}

/** The unit words a seller may write in each language Hawker speaks: "30 minutes", "2 h", "1 день", "2 години". */
const HANDOVER_UNITS: [ManualDeliveryUnit, RegExp][] = [
  ['minutes', /^(?:m|min|mins|minutes?|м|мин|минут[аы]?|хв|хвилин[аи]?)$/iu],
  ['hours', /^(?:h|hrs?|hours?|ч|час(?:а|ов)?|год(?:ин[аи]?)?)$/iu],
  ['days', /^(?:d|days?|д|дн|день|дня|дней|дні|днів|сутки|суток|доба|доби|діб)$/iu],
];

export function readHandoverTime(text: string): RuleResult<{ value: number; unit: ManualDeliveryUnit }> {
  const parsed = /^(\d{1,4})\s*(\p{L}+)\.?$/u.exec(text.trim());
  const unit = parsed?.[2] === undefined ? undefined : HANDOVER_UNITS.find(([, words]) => words.test(parsed[2] ?? ''))?.[0];
  if (!parsed?.[1] || unit === undefined || Number(parsed[1]) < 1) return refuse(t('create-handover-invalid'));
  return accept({ value: Number(parsed[1]), unit });
}

/** The narrowing rule: an instantly delivered top-up or gift card takes `activation_code` and nothing else. */
export function checkDeliveryMethod(key: string, instant: boolean): RuleResult<string> {
  if (instant && key !== ACTIVATION_CODE) {
    return refuse(t('create-method-instant-only', { method: ACTIVATION_CODE }));
  }
  return accept(key);
}

export function readMinimumOrder(text: string): RuleResult<number> {
  const quantity = Number(text.trim());
  if (!Number.isSafeInteger(quantity) || quantity < 1) return refuse(t('create-minimum-order-invalid'));
  return accept(quantity);
}

/** One attribute of the category's schema: enum values by name (any case), numbers with their minimum, else text. */
export function readAttribute(attribute: AttributeDefinition, text: string): RuleResult<string | number> {
  if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
    const picked = attribute.enum_values.find((value) => value.toLowerCase() === text.trim().toLowerCase());
    return picked === undefined
      ? refuse(t('create-attribute-pick-one-of', { label: attribute.label, values: attribute.enum_values.join(', ') }))
      : accept(picked);
  }
  if (attribute.type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return refuse(t('create-attribute-not-a-number', { label: attribute.label }));
    if (typeof attribute.min === 'number' && value < attribute.min)
      return refuse(t('create-attribute-too-small', { label: attribute.label, min: attribute.min }));
    return accept(value);
  }
  if (text.trim() === '') return refuse(t('create-attribute-empty', { label: attribute.label }));
  return accept(text.trim());
}
