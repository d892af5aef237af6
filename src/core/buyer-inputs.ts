import { shownText } from '../domain/shown-text.js';
import { t } from '../i18n/index.js';
import type { BuyerInput } from '../store/alerted-order.js';

const SOURCES = ['buyer_fields', 'buyer_inputs'] as const;

/**
 * The marketplace names its delivery methods' fields in English (its catalogue's labels, or
 * the keys `labelOf` reads): the common ones are shown in the reader's language, any other as
 * the marketplace wrote it.
 */
const KNOWN_LABELS: Record<string, () => string> = {
  'Player id': () => t('buyer-input-player-id'),
  Server: () => t('buyer-input-server'),
  'Character name': () => t('buyer-input-character-name'),
};
const MAX_INPUTS = 10;
const MAX_VALUE_LENGTH = 200;

/**
 * What the buyer filled in for a manual order's delivery method (player id, server,
 * character name): what the seller needs to hand the goods over. The spec does not
 * show the order record beyond id, status and deadline, so this reads the field the
 * sandbox sends (`buyer_fields`) and the obvious alternative (`buyer_inputs`), each as
 * a key-to-value object or a list of `{key, label, value}`, and drops anything else.
 * Labels and values are read through shownText: a buyer's line break or right-to-left
 * mark must not make the seller read another player id than the one the buyer gave.
 */
export function buyerInputs(order: Record<string, unknown>): BuyerInput[] {
  for (const source of SOURCES) {
    const found = readInputs(order[source]);
    if (found.length > 0) return found.slice(0, MAX_INPUTS);
  }
  return [];
}

/** A buyer input's label as the alert shows it. */
export function buyerInputLabel(label: string): string {
  const known = Object.hasOwn(KNOWN_LABELS, label) ? KNOWN_LABELS[label] : undefined;
  return known ? known() : label;
}

function readInputs(raw: unknown): BuyerInput[] {
  if (Array.isArray(raw)) {
    return raw.flatMap((entry): BuyerInput[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const record = entry as Record<string, unknown>;
      const label = typeof record.label === 'string' ? shownText(record.label) : '';
      const name = label !== '' ? label : typeof record.key === 'string' ? labelOf(record.key) : null;
      const value = valueText(record.value);
      return name !== null && value !== null ? [withKey({ label: name, value }, record.key)] : [];
    });
  }
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw).flatMap(([key, entry]): BuyerInput[] => {
      const value = valueText(entry);
      return value === null ? [] : [withKey({ label: labelOf(key), value }, key)];
    });
  }
  return [];
}

/** A key as an autopilot template names it (`{player_id}`); anything else could not be named, so it is not kept. */
const FIELD_KEY = /^[A-Za-z0-9_]{1,64}$/;

function withKey(input: BuyerInput, key: unknown): BuyerInput {
  return typeof key === 'string' && FIELD_KEY.test(key) ? { ...input, key } : input;
}

/** `player_id` reads as "Player id". */
function labelOf(key: string): string {
  const words = shownText(key.replaceAll(/[_-]+/g, ' '));
  return words === '' ? shownText(key) : words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text, numbers and lists of them (a `multiple` field); anything else is not shown. */
function valueText(value: unknown): string | null {
  if (typeof value === 'string') {
    const shown = shownText(value.slice(0, MAX_VALUE_LENGTH * 4)).slice(0, MAX_VALUE_LENGTH);
    return shown === '' ? null : shown;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(valueText).filter((part): part is string => part !== null);
    return parts.length === 0 ? null : parts.join(', ').slice(0, MAX_VALUE_LENGTH);
  }
  return null;
}
