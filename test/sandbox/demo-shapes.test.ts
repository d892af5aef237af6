// Every list and detail endpoint the sandbox serves, read for the demo seller, checked
// field by field against the tables of /work/shared/seller-api.md: each field the
// document lists is present, of its type, and null only where the document says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/index.js';
import { CATEGORY_PATHS, LISTING_CATEGORIES, type ListingCategory } from '../../src/api/schemas/listing-category.js';
import { call } from './support/conformance.js';

type FieldType = 'string' | 'integer' | 'object' | 'string[]' | 'unit[]' | readonly string[];
interface Field {
  type: FieldType | 'absent';
  nullable?: boolean;
}
type Table = Record<string, Field>;

const LISTING_STATUSES = ['draft', 'active', 'changes_requested', 'sold', 'archived', 'paused', 'reserved', 'removed'];
const nullableString: Field = { type: 'string', nullable: true };

// "Listing - fields common to every category".
const COMMON: Table = {
  id: { type: 'string' },
  title: { type: 'string' },
  description: { type: 'string' },
  attributes: { type: 'object' },
  tags: { type: 'string[]' },
  status: { type: LISTING_STATUSES },
  created_at: nullableString,
  updated_at: nullableString,
  published_at: nullableString,
  moderation_reason_code: {
    type: ['prohibited_item', 'misleading_description', 'stolen_images', 'invalid_price', 'insufficient_details', 'other'],
    nullable: true,
  },
  moderation_note: nullableString,
  manual_delivery_value: { type: 'integer', nullable: true },
  manual_delivery_unit: { type: ['minutes', 'hours', 'days'], nullable: true },
};
// "Fixed-price listings (accounts, top-ups; also carried by gift cards as far as shown)".
const FIXED_PRICE: Table = {
  ...COMMON,
  price: { type: 'integer' },
  currency: { type: ['USD'] },
  images: { type: 'string[]' },
  delivery_type: { type: ['instant', 'manual'] },
};
const DETAIL: Record<ListingCategory, Table> = {
  account: {
    ...FIXED_PRICE,
    brand_id: { type: 'string' },
    brand_slug: { type: 'string' },
    available_units: { type: 'integer' },
    units: { type: 'unit[]' },
  },
  top_up: { ...FIXED_PRICE, delivery_method: nullableString, delivery_instructions: { type: 'string' } },
  gift_card: { ...FIXED_PRICE, delivery_method: nullableString },
  // "Currency listing": no delivery_type.
  currency: {
    ...COMMON,
    product_id: { type: 'string' },
    currency: { type: ['USD'] },
    price_per_unit: { type: 'integer' },
    stock_quantity: { type: 'integer' },
    min_order_quantity: { type: 'integer' },
    delivery_method: { type: 'string' },
    delivery_instructions: { type: 'string' },
    brand_id: { type: 'string' },
    brand_slug: { type: 'string' },
    product_scale: { type: ['unit', 'thousand', 'million'], nullable: true },
  },
};
// "Own-listing summary row (in list responses)"; a currency listing has no delivery_type.
const ROW: Table = {
  id: { type: 'string' },
  title: { type: 'string' },
  status: { type: 'string' },
  updated_at: { type: 'string' },
  game_name: { type: 'string' },
  game_slug: { type: 'string' },
  game_icon_url: { type: 'string' },
  price: { type: 'integer' },
  currency: { type: 'string' },
  images: { type: 'string[]' },
  stock: { type: 'integer' },
};
const rowTable = (category: ListingCategory): Table => ({
  ...ROW,
  delivery_type: category === 'currency' ? { type: 'absent' } : { type: ['instant', 'manual'] },
  ...(category === 'top_up' ? { delivery_method: nullableString } : {}),
});

function typeProblem(value: unknown, field: Field): string | null {
  if (field.type === 'absent') return value === undefined ? null : `${JSON.stringify(value)} where the document has no such field`;
  if (value === undefined) return 'missing';
  if (value === null) return field.nullable ? null : 'null but not nullable';
  const { type } = field;
  if (typeof type !== 'string')
    return typeof value === 'string' && type.includes(value) ? null : `${JSON.stringify(value)} is not one of ${type.join(', ')}`;
  const fits = {
    string: typeof value === 'string',
    integer: Number.isInteger(value),
    object: typeof value === 'object' && !Array.isArray(value),
    'string[]': Array.isArray(value) && value.every((each) => typeof each === 'string'),
    'unit[]':
      Array.isArray(value) &&
      value.every(
        (each: unknown) =>
          typeof each === 'object' &&
          each !== null &&
          typeof (each as { id?: unknown }).id === 'string' &&
          typeof (each as { status?: unknown }).status === 'string',
      ),
  }[type];
  return fits ? null : `${JSON.stringify(value)} is not ${type}`;
}

function problems(where: string, body: Record<string, unknown>, table: Table): string[] {
  return Object.entries(table).flatMap(([name, field]) => {
    const problem = typeProblem(body[name], field);
    return problem === null ? [] : [`${where} ${name}: ${problem}`];
  });
}

interface Row extends Record<string, unknown> {
  id: string;
  title: string;
  category: ListingCategory;
}

let sandbox: RunningSandbox;
let key: string;
const get = async <T = Record<string, unknown>>(path: string): Promise<T> => {
  const answer = await call<T>(sandbox.baseUrl, 'GET', path, { key });
  expect(answer.status, path).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7 });
  key = sandbox.sellers[0]?.apiKey ?? '';
});
afterAll(async () => {
  await sandbox.close();
});

describe('the demo seller as the document types it', () => {
  it('every category is seeded, so every table below is exercised', async () => {
    const { offers } = await get<{ offers: Row[] }>('/v1/offers/my');
    expect(new Set(offers.map((row) => row.category))).toEqual(new Set(LISTING_CATEGORIES));
  });

  it('rows of every list endpoint match the summary-row table', async () => {
    const { offers } = await get<{ offers: Row[] }>('/v1/offers/my');
    const found = offers.flatMap((row) => problems(`my "${row.title}"`, row, rowTable(row.category)));
    for (const category of LISTING_CATEGORIES) {
      const { plural, singular } = CATEGORY_PATHS[category];
      for (const segment of new Set([plural, singular])) {
        const list = await get<{ offers: Row[]; total: unknown }>(`/v1/offers/${segment}/my`);
        expect(list.offers.length, segment).toBeGreaterThan(0);
        expect(Number.isInteger(list.total)).toBe(true);
        found.push(...list.offers.flatMap((row) => problems(`${segment}/my "${row.title}"`, row, rowTable(category))));
      }
    }
    expect(found).toEqual([]);
  });

  it('every demo listing read by id matches its category table', async () => {
    const { offers } = await get<{ offers: Row[] }>('/v1/offers/my');
    const found: string[] = [];
    for (const row of offers) {
      const detail = await get(`/v1/offers/${CATEGORY_PATHS[row.category].plural}/${row.id}`);
      found.push(...problems(`${row.category} "${row.title}"`, detail, DETAIL[row.category]));
    }
    expect(found).toEqual([]);
  });
});
