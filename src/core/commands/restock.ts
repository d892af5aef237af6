import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { CommandResult } from '../command.js';
import { verbCommand } from '../verb-command.js';
import type { MarketplaceContext } from '../context.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { accountFlow } from '../flow-definition.js';
import { GOODS_FILE_MAX_BYTES } from '../goods-input.js';
import { currencyUnitOf } from '../currency-product.js';
import { scaleAmount, scaledQuantity } from '../format/currency-scale.js';
import { listingStatusWord } from '../format/marketplace-words.js';
import { hasUnits, restockKind, type UnitCategory } from '../listing-capabilities.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { UserFacingError } from '../user-facing-error.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import type { CurrencyUnit } from '../format/currency-scale.js';
import { addCodes, codesReply, type CodesOutcome } from '../restock-codes.js';
import { typedVerb } from '../typed/typed-command.js';

const RESTOCK_FLOW = 'restock';

/** A unit id as typed: the whole id, or any prefix that only one of the listing's units has. */
async function resolveUnitId(
  ctx: MarketplaceContext<'giftCardUnits'>,
  category: UnitCategory,
  row: ListingSummaryRow,
  typed: string,
): Promise<string> {
  if (typed.length === 36) return typed;
  const unitIds =
    category === 'gift_card'
      ? await ctx.services.stores.giftCardUnits.unitIds(ctx.account.id, row.id)
      : ((await ctx.api.listings.getAccount(row.id)).units ?? []).map((unit) => unit.id);
  if (category === 'gift_card' && unitIds.length === 0) {
    throw new UserFacingError(t('restock-gift-card-units-unknown'));
  }
  const matches = unitIds.map((id) => ({ id })).filter((unit) => unit.id.toLowerCase().startsWith(typed));
  const [only] = matches;
  if (matches.length === 1 && only) return only.id.toLowerCase();
  if (matches.length === 0) throw new UserFacingError(t('restock-no-unit-match', { title: row.title, typed, listing: row.id.slice(0, 8) }));
  throw new UserFacingError(
    t('restock-several-units', {
      title: row.title,
      typed,
      units: matches
        .slice(0, 10)
        .map((unit) => unit.id)
        .join(', '),
    }),
  );
}

const restockFlow = accountFlow({
  kind: RESTOCK_FLOW,
  stores: ['codes'],
  role: 'operator',
  ttlSeconds: 30 * 60,
  acceptsFile: { codes: GOODS_FILE_MAX_BYTES },
  schema: z.object({ listingId: z.string(), title: z.string() }),
  async handle(ctx, flow, input) {
    const { listingId, title } = flow.data;
    if (input.type === 'start' || input.type === 'choice') {
      return {
        replies: [
          {
            text: t('restock-send-codes', { title }),
            prompt: { kind: 'goods', label: t('restock-codes-label'), formId: flow.token, multiline: true },
          },
        ],
        next: { step: 'codes', data: flow.data },
      };
    }
    const row = (await ctx.api.listings.listMine()).offers.find((offer) => offer.id === listingId);
    const replies = [
      codesReply(await addCodes(ctx, listingId, title, input, row ? stockOf(row) : null)),
      ...(row ? await stillSold(ctx, row) : []),
    ];
    return { replies: replies.map((reply) => ({ ...reply, deleteUserMessage: true })), done: t('restock-done-codes-added', { title }) };
  },
});

const listing = argument(listingIdInput, { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' });

/** What restock adds: chat's text, read by the listing's category; or codes for a top-up; or a currency's quantity, set or added. */
export type RestockInput = { text: string } | { codes: string[] } | { mode: 'set' | 'add'; quantity: number };

/** A currency's stock set to `stock` (in the product's scale); `readBack`, what the marketplace read right after (a sale may come between). */
export interface StockSet {
  listingId: string;
  stock: number;
  readBack: number;
}

/** What restock did; `sold`, the listing stays sold (restocking does not move it out). `ask_codes` and `set_or_add` are chat's own questions. */
export type Restocked =
  | { kind: 'codes'; codes: CodesOutcome; row: ListingSummaryRow }
  | { kind: 'stock'; set: StockSet; unit: CurrencyUnit; row: ListingSummaryRow }
  | { kind: 'ask_codes'; row: ListingSummaryRow }
  | { kind: 'set_or_add'; quantity: number; current: number; unit: CurrencyUnit; row: ListingSummaryRow };

const addArguments = commandArguments({
  id: listing,
  input: argument(z.string().optional(), {
    description: () => t('cmd-restock-input'),
    rest: true,
    secret: true,
  }),
});

/** Codes for a top-up (a flow asks for them when none came), `set <n>`/`add <n>` for a currency. */
export const restockAdd = typedVerb<{ id: string; stock: RestockInput }, Restocked, never, 'codes'>('restock', {
  name: 'add',
  description: () => t('cmd-restock-action-add'),
  arguments: addArguments.arguments,
  schema: addArguments.schema.transform(({ id, input }) => ({ id, stock: { text: input?.trim() ?? '' } })),
  role: 'operator',
  writes: true,
  marketplace: 'needed',
  stores: ['codes'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    return addStock(ctx, category, row, args.stock);
  },
  chat: (outcome, ctx) => restockChat(ctx, outcome),
});

async function addStock(
  ctx: MarketplaceContext<'codes'>,
  category: ListingCategory,
  row: ListingSummaryRow,
  stock: RestockInput,
): Promise<Outcome<Restocked>> {
  const refusal = listingRefusal('restock', category, row);
  if (refusal) return refused('not_allowed', refusal.sentence);
  if (restockKind(category) === 'stock_count') return restockCurrency(ctx, row, stock);
  if ('mode' in stock) return refused('refused', t('restock-text-or-file'));
  const text = 'codes' in stock ? stock.codes.join('\n') : stock.text;
  if (text === '') return done({ kind: 'ask_codes', row });
  return done({ kind: 'codes', row, codes: await addCodes(ctx, row.id, row.title, { type: 'text', text }, stockOf(row)) });
}

/** A unit taken off sale; `removed` false where the listing has no units and chat reads `remove …` as its input. */
export type UnitRemoval =
  | { removed: true; listingId: string; unitId: string; title: string }
  | { removed: false; category: ListingCategory; row: ListingSummaryRow };

/** One unit of an account or gift-card listing, by its id or a prefix only it has. */
export const restockRemove = typedVerb<{ id: string; unit?: string | undefined }, UnitRemoval, never, 'codes' | 'giftCardUnits'>(
  'restock',
  {
    name: 'remove',
    description: () => t('cmd-restock-action-remove'),
    ...commandArguments({
      id: listing,
      unit: argument(z.string().optional(), { description: () => t('cmd-restock-unit'), rest: true }),
    }),
    role: 'operator',
    writes: true,
    marketplace: 'needed',
    stores: ['codes', 'giftCardUnits'],
    async run(ctx, args) {
      const { category, row } = await locateListing(ctx.api, args.id);
      // Only accounts and gift cards have units: for the others `remove …` is what it always was, their input.
      if (!hasUnits(category)) return done({ removed: false, category, row });
      const typed = args.unit?.trim() ?? '';
      const refusal = listingRefusal('remove_unit', category, row);
      if (refusal) return refused('not_allowed', refusal.sentence);
      if (!/^[0-9a-fA-F-]{4,36}$/.test(typed))
        return refused('refused', t('restock-no-add-call', { category, listing: row.id.slice(0, 8) }));
      const unitId = await resolveUnitId(ctx, category, row, typed.toLowerCase());
      await ctx.write(msg('audit-restock-unit-removed', { unit: unitId.slice(0, 8), listing: row.id.slice(0, 8), title: row.title }), () =>
        ctx.api.units.remove(category, row.id, unitId),
      );
      if (category === 'gift_card') await ctx.services.stores.giftCardUnits.forgetUnit(ctx.account.id, row.id, unitId);
      return done({ removed: true, listingId: row.id, unitId, title: row.title });
    },
    async chat(outcome, ctx, args) {
      if (!outcome.ok) return errorReply(outcome.refusal.message);
      const removal = outcome.value;
      if (!removal.removed)
        return restockChat(ctx, await addStock(ctx, removal.category, removal.row, { text: `remove ${args.unit?.trim() ?? ''}`.trim() }));
      return { text: t('restock-unit-removed', { unit: removal.unitId.slice(0, 8), title: removal.title }), tone: 'success' };
    },
  },
);

export const restock = verbCommand({
  id: 'restock',
  description: () => t('cmd-restock'),
  details: () => t('cmd-restock-details'),
  scopes: ['private', 'group'],
  flows: [restockFlow],
  verbs: [restockAdd, restockRemove],
  defaultVerb: 'add',
  // `restock <listing> remove <unit>`: the listing comes first, as sellers have always typed it.
  verbAfter: 1,
});

async function restockChat(ctx: MarketplaceContext, outcome: Outcome<Restocked>): Promise<CommandResult> {
  if (!outcome.ok) return errorReply(outcome.refusal.message);
  const restocked = outcome.value;
  const { row } = restocked;
  const { id, title } = row;
  switch (restocked.kind) {
    case 'ask_codes':
      return ctx.startFlow({ kind: RESTOCK_FLOW, step: 'codes', data: { listingId: id, title } });
    case 'codes':
      return [codesReply(restocked.codes), ...(await stillSold(ctx, row))].map((reply) => ({ ...reply, deleteUserMessage: true }));
    case 'set_or_add': {
      const { quantity, current, unit } = restocked;
      // A bare number could mean either; replacing a stock by mistake loses sales, so ask.
      return {
        text: t('restock-set-or-add', { title, quantity: scaledQuantity(quantity, unit), current: scaledQuantity(current, unit) }),
        tone: 'warning',
        buttons: [
          [
            // The number as typed: the button repeats the seller's own words.
            {
              label: t('restock-set-button', { quantity: String(quantity) }),
              action: await ctx.actionFor(`restock ${id} set ${quantity}`),
            },
            {
              label: t('restock-add-button', { quantity: String(quantity) }),
              action: await ctx.actionFor(`restock ${id} add ${quantity}`),
            },
          ],
        ],
      };
    }
    case 'stock': {
      const { set, unit } = restocked;
      const stock = scaledQuantity(set.stock, unit);
      const said: Reply =
        set.readBack === set.stock
          ? { text: t('restock-stock-now', { title, stock }), tone: 'success' }
          : {
              text: t('restock-stock-raced', { title, stock, readBack: scaledQuantity(set.readBack, unit), listing: id.slice(0, 8) }),
              tone: 'warning',
            };
      return [said, ...(await stillSold(ctx, row))];
    }
  }
}

async function restockCurrency(ctx: MarketplaceContext, row: ListingSummaryRow, input: RestockInput): Promise<Outcome<Restocked>> {
  const { id, title } = row;
  const short = id.slice(0, 8);
  const parsed = 'text' in input ? /^(set|add)?\s*(\d{1,12})$/i.exec(input.text) : null;
  const asked = 'mode' in input ? input : parsed?.[2] ? { mode: parsed[1]?.toLowerCase(), quantity: Number(parsed[2]) } : null;
  const current = await ctx.api.listings.getCurrency(id);
  const unit = await currencyUnitOf(ctx.api, current);
  if (asked === null) {
    const stock = scaledQuantity(current.stock_quantity, unit);
    return refused(
      'refused',
      unit.scale && unit.scale !== 'unit'
        ? t('restock-currency-usage-scaled', { listing: short, scale: scaleAmount(unit), stock })
        : t('restock-currency-usage', { listing: short, stock }),
    );
  }
  const { mode, quantity } = asked;
  if (mode === undefined) return done({ kind: 'set_or_add', quantity, current: current.stock_quantity, unit, row });
  const stock = mode === 'add' ? current.stock_quantity + quantity : quantity;
  await ctx.write(msg('audit-restock-stock-set', { listing: short, title, stock }), () =>
    ctx.api.listings.updateCurrency(id, { stock_quantity: stock }),
  );
  const readBack = (await ctx.api.listings.getCurrency(id)).stock_quantity;
  return done({ kind: 'stock', set: { listingId: id, stock, readBack }, unit, row });
}

/** Restocking does not move a listing out of `sold` (the spec's state table): say so and offer Publish. */
async function stillSold(ctx: MarketplaceContext, row: ListingSummaryRow): Promise<Reply[]> {
  if (row.status !== 'sold') return [];
  return [
    {
      text: t('restock-still-sold', { title: row.title, status: listingStatusWord('sold') }),
      tone: 'warning',
      buttons: [[{ label: t('listing-publish-button'), action: await ctx.actionFor(`publish ${row.id}`), style: 'success' }]],
    },
  ];
}

function stockOf(row: ListingSummaryRow): number | null {
  return typeof row.stock === 'number' ? row.stock : null;
}
