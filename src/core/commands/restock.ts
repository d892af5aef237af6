import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import type { CommandResult } from '../command.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import type { MarketplaceContext } from '../context.js';
import { writeRefused } from '../../api/write-refused.js';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { errorSentence } from '../error-sentences.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowInput } from '../flow-types.js';
import { rowList } from '../code-rows.js';
import { GOODS_FILE_MAX_BYTES, parseCodes } from '../goods-input.js';
import { currencyUnitOf } from '../currency-product.js';
import { scaleAmount, scaledQuantity } from '../format/currency-scale.js';
import { listingStatusWord } from '../format/marketplace-words.js';
import { hasUnits, restockKind, type UnitCategory } from '../listing-capabilities.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { UserFacingError } from '../user-facing-error.js';
import { done, refused } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

const RESTOCK_FLOW = 'restock';
const BATCH_SIZE = 100;

/** A unit id as typed: the whole id, or any prefix that only one of the listing's units has. */
async function resolveUnitId(ctx: MarketplaceContext, category: UnitCategory, row: ListingSummaryRow, typed: string): Promise<string> {
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
      ...(await addCodes(ctx, listingId, title, input, row ? stockOf(row) : null)),
      ...(row ? await stillSold(ctx, row) : []),
    ];
    return { replies: replies.map((reply) => ({ ...reply, deleteUserMessage: true })), done: t('restock-done-codes-added', { title }) };
  },
});

const listing = argument(listingIdInput, { description: () => t('cmd-listing-id-short'), autocomplete: 'listing' });

/** Codes for a top-up (a flow asks for them when none came), `set <n>`/`add <n>` for a currency. */
const add = accountVerb({
  name: 'add',
  description: () => t('cmd-restock-action-add'),
  ...commandArguments({
    id: listing,
    input: argument(z.string().optional(), {
      description: () => t('cmd-restock-input'),
      rest: true,
      secret: true,
    }),
  }),
  role: 'operator',
  writes: true,
  marketplace: 'needed',
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    return addStock(ctx, category, row, args.input?.trim() ?? '');
  },
});

/** A unit taken off sale; `removed` false where the listing has no units and chat reads `remove …` as its input. */
export type UnitRemoval =
  | { removed: true; listingId: string; unitId: string; title: string }
  | { removed: false; category: ListingCategory; row: ListingSummaryRow };

/** One unit of an account or gift-card listing, by its id or a prefix only it has. */
export const restockRemove = typedVerb<{ id: string; unit?: string | undefined }, UnitRemoval>('restock', {
  name: 'remove',
  description: () => t('cmd-restock-action-remove'),
  ...commandArguments({
    id: listing,
    unit: argument(z.string().optional(), { description: () => t('cmd-restock-unit'), rest: true }),
  }),
  role: 'operator',
  writes: true,
  marketplace: 'needed',
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    // Only accounts and gift cards have units: for the others `remove …` is what it always was, their input.
    if (!hasUnits(category)) return done({ removed: false, category, row });
    const typed = args.unit?.trim() ?? '';
    const refusal = listingRefusal('remove_unit', category, row);
    if (refusal) return refused('not_allowed', refusal.sentence);
    if (!/^[0-9a-fA-F-]{4,36}$/.test(typed)) return refused('refused', t('restock-no-add-call', { category, listing: row.id.slice(0, 8) }));
    const unitId = await resolveUnitId(ctx, category, row, typed.toLowerCase());
    await ctx.write(msg('audit-restock-unit-removed', { unit: unitId.slice(0, 8), listing: row.id.slice(0, 8), title: row.title }), () =>
      ctx.api.units.remove(category, row.id, unitId),
    );
    if (category === 'gift_card') await ctx.services.stores.giftCardUnits.forgetUnit(ctx.account.id, row.id, unitId);
    return done({ removed: true, listingId: row.id, unitId, title: row.title });
  },
  chat(outcome, ctx, args) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const removal = outcome.value;
    if (!removal.removed) return addStock(ctx, removal.category, removal.row, `remove ${args.unit?.trim() ?? ''}`.trim());
    return { text: t('restock-unit-removed', { unit: removal.unitId.slice(0, 8), title: removal.title }), tone: 'success' };
  },
});

export const restock = verbCommand({
  id: 'restock',
  description: () => t('cmd-restock'),
  details: () => t('cmd-restock-details'),
  scopes: ['private', 'group'],
  flows: [restockFlow],
  verbs: [add, restockRemove],
  defaultVerb: 'add',
  // `restock <listing> remove <unit>`: the listing comes first, as sellers have always typed it.
  verbAfter: 1,
});

async function addStock(ctx: MarketplaceContext, category: ListingCategory, row: ListingSummaryRow, input: string): Promise<CommandResult> {
  const refusal = listingRefusal('restock', category, row);
  if (refusal) return errorReply(refusal.sentence);
  if (restockKind(category) === 'stock_count') return restockCurrency(ctx, row, input);
  if (input === '') {
    return ctx.startFlow({ kind: RESTOCK_FLOW, step: 'codes', data: { listingId: row.id, title: row.title } });
  }
  const replies = [
    ...(await addCodes(ctx, row.id, row.title, { type: 'text', text: input }, stockOf(row))),
    ...(await stillSold(ctx, row)),
  ];
  return replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
}

async function restockCurrency(ctx: MarketplaceContext, row: ListingSummaryRow, input: string): Promise<Reply[]> {
  const { id, title } = row;
  const short = id.slice(0, 8);
  const parsed = /^(set|add)?\s*(\d{1,12})$/i.exec(input);
  const current = await ctx.api.listings.getCurrency(id);
  const scale = await currencyUnitOf(ctx.api, current);
  if (!parsed?.[2]) {
    const stock = scaledQuantity(current.stock_quantity, scale);
    return [
      errorReply(
        scale.scale && scale.scale !== 'unit'
          ? t('restock-currency-usage-scaled', { listing: short, scale: scaleAmount(scale), stock })
          : t('restock-currency-usage', { listing: short, stock }),
      ),
    ];
  }
  const quantity = Number(parsed[2]);
  const mode = parsed[1]?.toLowerCase();
  if (mode === undefined) {
    // A bare number could mean either; replacing a stock by mistake loses sales, so ask.
    return [
      {
        text: t('restock-set-or-add', {
          title,
          quantity: scaledQuantity(quantity, scale),
          current: scaledQuantity(current.stock_quantity, scale),
        }),
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
      },
    ];
  }
  const stock = mode === 'add' ? current.stock_quantity + quantity : quantity;
  await ctx.write(msg('audit-restock-stock-set', { listing: short, title, stock }), () =>
    ctx.api.listings.updateCurrency(id, { stock_quantity: stock }),
  );
  const readBack = (await ctx.api.listings.getCurrency(id)).stock_quantity;
  const replies: Reply[] = [];
  const data = { kind: 'stock', listingId: id, stock, readBack } as const;
  if (readBack === stock)
    replies.push({ text: t('restock-stock-now', { title, stock: scaledQuantity(stock, scale) }), tone: 'success', data });
  else {
    replies.push({
      data,
      text: t('restock-stock-raced', {
        title,
        stock: scaledQuantity(stock, scale),
        readBack: scaledQuantity(readBack, scale),
        listing: short,
      }),
      tone: 'warning',
    });
  }
  return [...replies, ...(await stillSold(ctx, row))];
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

async function addCodes(
  ctx: MarketplaceContext,
  listingId: string,
  title: string,
  input: FlowInput,
  stockBefore: number | null,
): Promise<Reply[]> {
  const parsed =
    input.type === 'text'
      ? parseCodes({ text: input.text })
      : input.type === 'file'
        ? parseCodes({ filename: input.filename, data: input.data })
        : input.type === 'form'
          ? parseCodes({ text: Object.values(input.values).join('\n') })
          : { ok: false as const, message: t('restock-text-or-file') };
  if (!parsed.ok) return [errorReply(parsed.message)];
  const codes = parsed.value.map(({ code }) => code);
  const { added, duplicates } = await ctx.services.stores.codes.addIfNew(ctx.account.id, codes);
  const duplicateSet = new Set(duplicates);
  const fresh = codes.filter((_, index) => !duplicateSet.has(index));
  const progress: string[] = [];
  let sent = 0;
  let unknown = 0;
  for (let start = 0; start < fresh.length; start += BATCH_SIZE) {
    const batch = fresh.slice(start, start + BATCH_SIZE);
    const batchNumber = start / BATCH_SIZE + 1;
    try {
      await ctx.write(msg('audit-restock-codes-added', { count: batch.length, listing: listingId.slice(0, 8), title }), () =>
        ctx.api.units.add(
          listingId,
          batch.map((code) => ({ code })),
        ),
      );
    } catch (error) {
      const reason = errorSentence(error, ctx.now());
      if (writeRefused(error)) {
        await ctx.services.stores.codes.remove(ctx.account.id, fresh.slice(start));
        progress.push(t('restock-stopped', { sent, total: fresh.length, reason, unsent: fresh.length - sent }));
        break;
      }
      // The request went out and may have landed: its codes stay registered, or sending
      // them again could put each on sale twice. Only the batches after it were never sent.
      const notSent = fresh.slice(start + batch.length);
      await ctx.services.stores.codes.remove(ctx.account.id, notSent);
      unknown = batch.length;
      const verdict = await stockVerdict(ctx, listingId, stockBefore === null ? null : stockBefore + sent, batch.length);
      const lost = t('restock-batch-lost', { batch: String(batchNumber), count: batch.length, reason: reason.replace(/\.$/, ''), verdict });
      progress.push(notSent.length > 0 ? `${lost} ${t('restock-batch-rest-unsent', { count: notSent.length })}` : lost);
      break;
    }
    sent += batch.length;
    progress.push(t('restock-batch-sent', { batch: String(batchNumber), sent, total: fresh.length }));
  }
  const lines = [t('restock-codes-added', { count: sent, title })];
  if (duplicates.length > 0) {
    lines.push(t('restock-duplicates', { count: duplicates.length, lines: rowList(parsed.value, duplicates, 20) }));
  }
  return [
    {
      title: t('restock-title'),
      text: [...lines, ...progress].join('\n'),
      tone: sent === fresh.length && added === fresh.length && unknown === 0 ? 'success' : 'warning',
      data: { kind: 'restock', listingId, added: sent, duplicates, uncertain: unknown, notSent: fresh.length - sent - unknown },
    },
  ];
}

/** What the listing's stock, read back, says about a batch whose answer was lost. */
async function stockVerdict(ctx: MarketplaceContext, listingId: string, expectedBefore: number | null, batchSize: number): Promise<string> {
  let now: number | null = null;
  try {
    const row = (await ctx.api.listings.listMine()).offers.find((offer) => offer.id === listingId);
    now = typeof row?.stock === 'number' ? row.stock : null;
  } catch {
    now = null;
  }
  const listing = listingId.slice(0, 8);
  if (now === null || expectedBefore === null) return t('restock-verdict-unreadable', { listing });
  if (now >= expectedBefore + batchSize) return t('restock-verdict-arrived', { now, before: expectedBefore });
  if (now <= expectedBefore) return t('restock-verdict-not-yet', { now, listing });
  return t('restock-verdict-unclear', { now, before: expectedBefore, listing });
}

function stockOf(row: ListingSummaryRow): number | null {
  return typeof row.stock === 'number' ? row.stock : null;
}
