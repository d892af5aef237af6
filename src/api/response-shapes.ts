import { z } from 'zod';
import { ResponseShapeError } from './errors.js';
import { brandCategory, type BrandCategory } from './schemas/catalogue.js';
import { listingSummaryRow, unit, type Unit } from './schemas/listing.js';
import { order, type Order } from './schemas/order.js';
import type { OrderList, OwnListingList } from './seller-api.js';

/**
 * Reading what a server sent. Where the spec shows a shape it is enforced and a break
 * names the field; where it says "not shown" the common alternatives are accepted.
 */
export interface Where {
  method: string;
  path: string;
}

export function parseShape<T>(schema: z.ZodType<T>, data: unknown, where: Where): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  throw new ResponseShapeError(field, issue?.message ?? 'does not match the spec', where.method, where.path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A listing may come bare (as shown) or wrapped in `{offer}`, `{listing}` or `{data}`. */
export function unwrapListing(body: unknown): unknown {
  if (!isRecord(body) || 'id' in body) return body;
  for (const wrapper of ['offer', 'listing', 'data']) {
    if (isRecord(body[wrapper])) return body[wrapper];
  }
  return body;
}

/** The first array found at the root or under one of `keys`; null when none. */
function listIn(body: unknown, keys: readonly string[]): { items: unknown; key: string | null } | null {
  if (Array.isArray(body)) return { items: body, key: null };
  if (!isRecord(body)) return null;
  for (const key of keys) {
    if (Array.isArray(body[key])) return { items: body[key], key };
  }
  return null;
}

function totalIn(body: unknown): number | null {
  if (!isRecord(body)) return null;
  const total = body.total;
  return typeof total === 'number' && Number.isInteger(total) ? total : null;
}

const categoryEntry = z.union([
  z
    .string()
    .min(1)
    .transform((slug): BrandCategory => ({ slug })),
  brandCategory,
]);

export function parseCategories(body: unknown, where: Where): BrandCategory[] {
  const found = listIn(body, ['categories', 'items', 'data']);
  if (!found) throw new ResponseShapeError('categories', 'is missing (expected a list)', where.method, where.path);
  return parseShape(z.array(categoryEntry), found.items, where);
}

export function parseOwnListings(body: unknown, where: Where): OwnListingList {
  const found = listIn(body, ['offers', 'items', 'data']);
  if (!found) throw new ResponseShapeError('offers', 'is missing (expected a list)', where.method, where.path);
  const offers = parseShape(z.array(listingSummaryRow), found.items, where);
  const record = isRecord(body) ? body : {};
  return {
    offers,
    total: totalIn(body),
    counts: isRecord(record.counts) ? record.counts : null,
    facets: isRecord(record.facets) ? record.facets : null,
  };
}

export function parseOrders(body: unknown, where: Where): OrderList {
  const found = listIn(body, ['orders', 'items', 'data']);
  if (!found) throw new ResponseShapeError('orders', 'is missing (expected a list)', where.method, where.path);
  return { orders: parseShape(z.array(order), found.items, where), total: totalIn(body) };
}

/** The deliver answer is not shown: an order, bare or under `{order}`, or nothing usable. */
export function orderFromDeliver(body: unknown): Order | null {
  const candidate = isRecord(body) && isRecord(body.order) ? body.order : body;
  const result = order.safeParse(candidate);
  return result.success ? result.data : null;
}

export function parseUnits(body: unknown, where: Where): Unit[] {
  const found = listIn(body, ['units', 'items', 'data']);
  if (!found) throw new ResponseShapeError('units', 'is missing (expected a list)', where.method, where.path);
  return parseShape(z.array(unit), found.items, where);
}

/** The upload envelope is not shown: `{image_url}`, `{url}` or the URL itself. */
export function parseImageUrl(body: unknown, where: Where): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (isRecord(body)) {
    for (const key of ['image_url', 'url']) {
      const value = body[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  throw new ResponseShapeError('image_url', 'is missing', where.method, where.path);
}
