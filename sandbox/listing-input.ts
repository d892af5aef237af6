import type { AttributeDefinition } from '../src/api/schemas/catalogue.js';
import { ACTIVATION_CODE } from '../src/api/schemas/catalogue.js';
import { DELIVERY_TYPES, MANUAL_DELIVERY_UNITS, type DeliveryType, type ManualDeliveryUnit } from '../src/api/schemas/listing.js';
import { badRequest } from './api-error.js';
import { DELIVERY_METHODS } from './catalogue.js';
import type { SandboxState } from './state.js';

export const LIMITS = {
  titleMin: 8,
  titleMax: 128,
  description: 4096,
  deliveryInstructions: 2048,
  imagesMax: 10,
  tagsJoined: 500,
  unitsPerCall: 1000,
  bulkUnits: 1,
  int32Max: 2_147_483_647,
} as const;

export type Body = Record<string, unknown>;

export function asBody(value: unknown): Body {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('invalid_request');
  return value as Body;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

const characters = (text: string): number => [...text].length;

export function readTitle(value: unknown): string {
  if (value === undefined || value === null) throw badRequest('title_too_short');
  if (typeof value !== 'string') throw badRequest('invalid_request');
  const title = value.trim();
  if (characters(title) < LIMITS.titleMin) throw badRequest('title_too_short');
  if (characters(title) > LIMITS.titleMax) throw badRequest('title_too_long');
  return title;
}

export function readDescription(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest('invalid_request');
  if (characters(value) > LIMITS.description) throw badRequest('description_too_long');
  return value;
}

/** Null when absent or blank: whether it is needed is the caller's rule. */
export function readDeliveryInstructions(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest('invalid_request');
  if (characters(value) > LIMITS.deliveryInstructions) throw badRequest('delivery_instructions_too_long');
  return value.trim() === '' ? null : value;
}

export function readPrice(value: unknown): number {
  if (!isInt(value) || value < 1) throw badRequest('invalid_price');
  return value;
}

export function readCount(value: unknown, min: number, code: string): number {
  if (!isInt(value) || value < min || value > LIMITS.int32Max) throw badRequest(code);
  return value;
}

export function readDeliveryType(value: unknown): DeliveryType {
  if (typeof value !== 'string' || !(DELIVERY_TYPES as readonly string[]).includes(value)) {
    throw badRequest('invalid_delivery_type');
  }
  return value as DeliveryType;
}

/** Null when absent; an unknown key is refused (instant listings check activation_code separately). */
export function readDeliveryMethod(value: unknown, instant: boolean): string | null {
  if (value === undefined || value === null) {
    if (instant) throw badRequest('instant_requires_activation_code');
    return null;
  }
  if (instant && value !== ACTIVATION_CODE) throw badRequest('instant_requires_activation_code');
  if (typeof value !== 'string' || !DELIVERY_METHODS.some((method) => method.key === value)) {
    throw badRequest('invalid_delivery_method');
  }
  return value;
}

export interface ManualDelivery {
  value: number | null;
  unit: ManualDeliveryUnit | null;
}

/** Both fields with manual delivery, neither with instant. */
export function readManualDelivery(body: Body, manual: boolean): ManualDelivery {
  const value = body.manual_delivery_value;
  const unit = body.manual_delivery_unit;
  if (!manual) {
    if ((value !== undefined && value !== null) || (unit !== undefined && unit !== null)) {
      throw badRequest('invalid_manual_delivery');
    }
    return { value: null, unit: null };
  }
  if (!isInt(value) || value < 1 || value > LIMITS.int32Max) throw badRequest('invalid_manual_delivery');
  if (typeof unit !== 'string' || !(MANUAL_DELIVERY_UNITS as readonly string[]).includes(unit)) {
    throw badRequest('invalid_manual_delivery');
  }
  return { value, unit: unit as ManualDeliveryUnit };
}

const UNIT_MS: Record<ManualDeliveryUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

export function handoverMs(value: number, unit: ManualDeliveryUnit): number {
  return value * UNIT_MS[unit];
}

export interface ImageRules {
  baseUrl: string;
  state: SandboxState;
  sellerId: string;
  /** Top-ups may go without pictures. */
  allowEmpty: boolean;
}

/** Only image_urls this seller uploaded here are accepted. */
export function readImages(value: unknown, rules: ImageRules): string[] {
  if (!Array.isArray(value)) throw badRequest('invalid_image');
  if (value.length > LIMITS.imagesMax || (value.length === 0 && !rules.allowEmpty)) throw badRequest('invalid_image');
  const prefix = `${rules.baseUrl}/_images/`;
  for (const url of value) {
    if (typeof url !== 'string' || !url.startsWith(prefix)) throw badRequest('invalid_image');
    const image = rules.state.images.get(url.slice(prefix.length));
    if (!image || image.sellerId !== rules.sellerId) throw badRequest('invalid_image');
  }
  return [...(value as string[])];
}

/** Trimmed, lower-cased, de-duplicated; blank tags and commas are refused, as is a joined length over 500. */
export function readTags(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('invalid_tags');
  const tags: string[] = [];
  for (const raw of value) {
    if (typeof raw !== 'string') throw badRequest('invalid_tags');
    const tag = raw.trim().toLowerCase();
    if (tag === '' || tag.includes(',')) throw badRequest('invalid_tags');
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (characters(tags.join(', ')) > LIMITS.tagsJoined) throw badRequest('invalid_tags');
  return tags;
}

function attributeValueFits(definition: AttributeDefinition, value: unknown): boolean {
  if (definition.type === 'enum') {
    return typeof value === 'string' && (definition.enum_values ?? []).includes(value);
  }
  if (definition.type === 'number') {
    return typeof value === 'number' && Number.isFinite(value) && (definition.min == null || value >= definition.min);
  }
  return typeof value === 'string';
}

/** Against the brand's schema: every required key, only known keys, values of the right kind. */
export function readAttributes(value: unknown, definitions: readonly AttributeDefinition[]): Record<string, unknown> {
  const attributes = value === undefined || value === null ? {} : value;
  if (typeof attributes !== 'object' || Array.isArray(attributes)) throw badRequest('invalid_attributes');
  const entries = attributes as Record<string, unknown>;
  for (const [key, item] of Object.entries(entries)) {
    const definition = definitions.find((d) => d.key === key);
    if (!definition) throw badRequest('invalid_attributes');
    if (item === null && !definition.required) continue;
    if (!attributeValueFits(definition, item)) throw badRequest('invalid_attributes');
  }
  for (const definition of definitions) {
    if (definition.required && (entries[definition.key] === undefined || entries[definition.key] === null)) {
      throw badRequest('invalid_attributes');
    }
  }
  return { ...entries };
}

/** Opaque JSON objects, one per unit; a top-up unit must carry a `code` string. */
export function readUnits(value: unknown, needsCode: boolean): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > LIMITS.unitsPerCall) throw badRequest('invalid_units');
  for (const unit of value) {
    if (typeof unit !== 'object' || unit === null || Array.isArray(unit)) throw badRequest('invalid_units');
    const code = (unit as Record<string, unknown>).code;
    if (needsCode && (typeof code !== 'string' || code.trim() === '')) throw badRequest('invalid_units');
  }
  return value as Record<string, unknown>[];
}
