import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { wholeId, type ApiRoute } from './api-route.js';
import { parsedBody } from '../http/parsed-body.js';
import { listing } from '../core/commands/listing.js';
import { restockAdd, restockRemove } from '../core/commands/restock.js';
import { invokeAsToken } from './token-call.js';
import type { StockResult } from './api-schemas.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What chat's `restock` takes, one form per category: codes for a top-up (each on one line),
 * `set`/`add` a quantity for a currency (the 12 digits chat reads), or one unit of an account
 * or gift card to take off sale (the marketplace has no call that adds theirs).
 */
const stockBody = z.strictObject({
  codes: z
    .array(
      z
        .string()
        .min(1)
        .max(2000)
        .refine((code) => !/[\r\n]/.test(code), 'a code is one line'),
    )
    .min(1)
    .max(5000)
    .optional(),
  mode: z.enum(['set', 'add'], 'set or add: whether `quantity` replaces the stock or adds to it').optional(),
  quantity: z.number().int().min(0).max(999_999_999_999).optional(),
  remove_unit: z.string().regex(UUID, 'the whole unit id, a UUID').optional(),
});

type StockBody = z.infer<typeof stockBody>;
type StockForm = 'codes' | 'quantity' | 'remove_unit';

/** Which form the body is, with a 400 naming the field when it is none or more than one, or half of `mode` and `quantity`. */
function formOf(body: StockBody): StockForm {
  const given: StockForm[] = [];
  if (body.codes !== undefined) given.push('codes');
  if (body.mode !== undefined || body.quantity !== undefined) given.push('quantity');
  if (body.remove_unit !== undefined) given.push('remove_unit');
  const [form, other] = given;
  if (form === undefined)
    throw new ApiError(
      400,
      'invalid_field',
      'Field `body`: send `codes` (a top-up), `mode` and `quantity` (a currency) or `remove_unit` (an account or gift card).',
    );
  if (other !== undefined)
    throw new ApiError(400, 'invalid_field', `Field \`${fieldOf(other, body)}\`: one form of stock per call, not with \`${form}\`.`);
  if (form === 'quantity' && body.mode === undefined)
    throw new ApiError(400, 'invalid_field', 'Field `mode`: set or add: whether `quantity` replaces the stock or adds to it.');
  if (form === 'quantity' && body.quantity === undefined)
    throw new ApiError(400, 'invalid_field', 'Field `quantity`: required with `mode`, a whole number of the product.');
  return form;
}

/** The field of a form the caller sent: of a quantity, `mode` or `quantity`, whichever came. */
function fieldOf(form: StockForm, body: StockBody): string {
  if (form !== 'quantity') return form;
  return body.mode === undefined ? 'quantity' : 'mode';
}

/** The form each category's stock takes, and the sentence saying so to a caller who sent another. */
const FORM_OF_CATEGORY: Record<string, { form: StockForm; says: string }> = {
  top_up: { form: 'codes', says: 'this listing is a top-up: its stock is codes, sent as `codes`' },
  currency: { form: 'quantity', says: 'this listing is a currency: its stock is a quantity, sent as `mode` (set or add) and `quantity`' },
  account: {
    form: 'remove_unit',
    says: 'this listing is an account: the marketplace interface has no call that adds its stock; `remove_unit` takes an unsold unit off sale',
  },
  gift_card: {
    form: 'remove_unit',
    says: 'this listing is a gift card: the marketplace interface has no call that adds its stock; `remove_unit` takes an unsold unit off sale',
  },
};

/**
 * `POST /v1/listings/{id}/stock`: chat's `restock`, category by category. The listing's category
 * is read first (it never changes), because chat's input is text whose reading depends on it: sent
 * to the wrong category, `set 5` would become a top-up code, or a code a currency's stock.
 */
export const stockRoute: ApiRoute = {
  method: 'POST',
  path: '/v1/listings/{id}/stock',
  async handle({ core, grant, params, body }) {
    const id = wholeId(params, 'listing');
    const given = parsedBody(stockBody, await body());
    const form = formOf(given);
    const read = await invokeAsToken(core, grant, listing.typed, { id });
    const expected = FORM_OF_CATEGORY[read.category];
    if (!expected) throw new ApiError(409, 'refused', 'Hawker cannot tell this listing’s category, so it changes none of its stock.');
    if (expected.form !== form) throw new ApiError(400, 'invalid_field', `Field \`${fieldOf(form, given)}\`: ${expected.says}.`);

    if (form === 'remove_unit') {
      const removal = await invokeAsToken(core, grant, restockRemove.typed, { id, unit: (given.remove_unit ?? '').toLowerCase() });
      // The category was read first: a listing without units never gets here.
      if (!removal.removed) throw new ApiError(400, 'invalid_field', `Field \`remove_unit\`: ${expected.says}.`);
      return { status: 200, body: { listing_id: removal.listingId, removed_unit: removal.unitId } satisfies StockResult };
    }
    if (form === 'quantity') {
      const stock = { mode: given.mode ?? 'set', quantity: given.quantity ?? 0 };
      const restocked = await invokeAsToken(core, grant, restockAdd.typed, { id, stock });
      if (restocked.kind !== 'stock') throw new ApiError(409, 'refused', 'The stock was not changed.');
      const { listingId, stock: quantity, readBack } = restocked.set;
      return { status: 200, body: { listing_id: listingId, stock_quantity: quantity, read_back: readBack } satisfies StockResult };
    }
    const restocked = await invokeAsToken(core, grant, restockAdd.typed, { id, stock: { codes: given.codes ?? [] } });
    if (restocked.kind !== 'codes') throw new ApiError(409, 'refused', 'No codes were added.');
    if (!restocked.codes.ok) throw new ApiError(409, 'refused', restocked.codes.refusal);
    const { listingId, added, duplicates, uncertain, notSent } = restocked.codes.added;
    return { status: 200, body: { listing_id: listingId, added, duplicates, uncertain, not_sent: notSent } satisfies StockResult };
  },
};
