import { ACTIVATION_CODE, type AttributeDefinition } from '../../api/schemas/catalogue.js';
import type { ManualDeliveryUnit } from '../../api/schemas/listing.js';
import { tagList as tagsRule } from '../../api/schemas/requests.js';

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
    return refuse(`A title has 8 to 128 characters${title ? `; this one has ${title.length}` : ''}.`);
  return accept(title);
}

export function readDescription(text: string): RuleResult<string> {
  const description = text.trim();
  if (description.length < 1 || description.length > 4096)
    return refuse(`A description has 1 to 4096 characters${description ? `; this one has ${description.length}` : ''}.`);
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
  if (list.length === 0 || !tagsRule.safeParse(list).success) return refuse('Tags are comma-separated, at most 500 characters together.');
  return accept(list);
}

export function readInstructions(text: string): RuleResult<string> {
  const instructions = text.trim();
  if (instructions.length < 1 || instructions.length > 2048) return refuse('Delivery instructions have 1 to 2048 characters.');
  return accept(instructions);
}

/** "30 minutes", "2 h", "1 day". */
export function readHandoverTime(text: string): RuleResult<{ value: number; unit: ManualDeliveryUnit }> {
  const parsed = /^(\d{1,4})\s*(m|min|mins|minutes?|h|hrs?|hours?|d|days?)$/i.exec(text.trim());
  if (!parsed?.[1] || !parsed[2] || Number(parsed[1]) < 1)
    return refuse('Write the time as a number and a unit: 30 minutes, 2 hours, 1 day.');
  const unit = parsed[2].toLowerCase();
  return accept({ value: Number(parsed[1]), unit: unit.startsWith('m') ? 'minutes' : unit.startsWith('h') ? 'hours' : 'days' });
}

/** The narrowing rule: an instantly delivered top-up or gift card takes `activation_code` and nothing else. */
export function checkDeliveryMethod(key: string, instant: boolean): RuleResult<string> {
  if (instant && key !== ACTIVATION_CODE) {
    return refuse(`Instant delivery only works with the ${ACTIVATION_CODE} method.`);
  }
  return accept(key);
}

export function readMinimumOrder(text: string): RuleResult<number> {
  const quantity = Number(text.trim());
  if (!Number.isSafeInteger(quantity) || quantity < 1) return refuse('A minimum order is a whole number, 1 or more.');
  return accept(quantity);
}

/** One attribute of the category's schema: enum values by name (any case), numbers with their minimum, else text. */
export function readAttribute(attribute: AttributeDefinition, text: string): RuleResult<string | number> {
  if (attribute.type === 'enum' && attribute.enum_values && attribute.enum_values.length > 0) {
    const picked = attribute.enum_values.find((value) => value.toLowerCase() === text.trim().toLowerCase());
    return picked === undefined ? refuse(`${attribute.label}: pick one of ${attribute.enum_values.join(', ')}.`) : accept(picked);
  }
  if (attribute.type === 'number') {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return refuse(`${attribute.label} is a number.`);
    if (typeof attribute.min === 'number' && value < attribute.min) return refuse(`${attribute.label} must be at least ${attribute.min}.`);
    return accept(value);
  }
  if (text.trim() === '') return refuse(`${attribute.label} needs a value.`);
  return accept(text.trim());
}
