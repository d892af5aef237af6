import { z } from 'zod';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { BudgetExhausted, InvalidRequestError, NetworkError, SellerApiError } from '../../api/errors.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { errorSentence } from '../error-sentences.js';
import { countOf } from '../format/plural.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowInput } from '../flow-types.js';
import { GOODS_FILE_MAX_BYTES, parseCodes } from '../goods-input.js';
import { currencyUnitOf } from '../currency-product.js';
import { scaleAmount, scaledQuantity } from '../format/currency-scale.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { UserFacingError } from '../user-facing-error.js';

export const RESTOCK_FLOW = 'restock';
const BATCH_SIZE = 100;

export const restock = accountCommand({
  id: 'restock',
  description: 'Add stock: codes for top-ups, a quantity for currency; remove a unit',
  details:
    'Top-ups: codes one per line or a .txt/.csv file, duplicates refused (in the batch and against codes added before). Currency: `set <n>` or `add <n>`. Accounts and gift cards: `remove <unit id>`; adding has no interface call.',
  ...commandArguments({
    id: argument(listingIdInput, { description: 'Listing id', autocomplete: 'listing' }),
    input: argument(z.string().optional(), {
      description: 'Codes, one per line; or set/add <quantity>; or remove <unit id>',
      rest: true,
      secret: true,
    }),
  }),
  role: 'operator',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const input = args.input?.trim() ?? '';
    if (category === 'currency') return restockCurrency(ctx, row, input);
    if (category === 'account' || category === 'gift_card') {
      const removal = /^remove\s+([0-9a-fA-F-]{4,36})$/.exec(input);
      if (!removal?.[1]) {
        return errorReply(
          `The marketplace interface has no call that adds stock to ${CATEGORY_NAMES[category]} listings: add units in the seller dashboard. Hawker can remove an unsold unit: \`restock ${row.id.slice(0, 8)} remove <unit id>\` (\`listing ${row.id.slice(0, 8)}\` shows its units; the first characters of a unit id are enough).`,
        );
      }
      const unitId = await resolveUnitId(ctx, category, row, removal[1].toLowerCase());
      await ctx.write(`removed unit ${unitId.slice(0, 8)} from ${row.id.slice(0, 8)} "${row.title}"`, () =>
        ctx.api.units.remove(category, row.id, unitId),
      );
      if (category === 'gift_card') await ctx.services.stores.giftCardUnits.forgetUnit(ctx.account.id, row.id, unitId);
      return {
        text: `Removed unit ${unitId.slice(0, 8)} from "${row.title}". If it was the last one, the listing is off sale until restocked.`,
        tone: 'success',
      };
    }
    if (input === '') {
      return ctx.startFlow({ kind: RESTOCK_FLOW, step: 'codes', data: { listingId: row.id, title: row.title } });
    }
    const replies = [
      ...(await addCodes(ctx, row.id, row.title, { type: 'text', text: input }, stockOf(row))),
      ...(await stillSold(ctx, row)),
    ];
    return replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
  },
});

/** A unit id as typed: the whole id, or any prefix that only one of the listing's units has. */
async function resolveUnitId(
  ctx: AccountContext,
  category: 'account' | 'gift_card',
  row: ListingSummaryRow,
  typed: string,
): Promise<string> {
  if (typed.length === 36) return typed;
  const unitIds =
    category === 'gift_card'
      ? await ctx.services.stores.giftCardUnits.unitIds(ctx.account.id, row.id)
      : ((await ctx.api.listings.getAccount(row.id)).units ?? []).map((unit) => unit.id);
  if (category === 'gift_card' && unitIds.length === 0) {
    throw new UserFacingError(
      'The marketplace interface does not list the units of a gift card, and this one was not created through Hawker, so Hawker cannot complete a short unit id: give the whole 36-character id from the seller dashboard.',
    );
  }
  const matches = unitIds.map((id) => ({ id })).filter((unit) => unit.id.toLowerCase().startsWith(typed));
  const [only] = matches;
  if (matches.length === 1 && only) return only.id.toLowerCase();
  if (matches.length === 0)
    throw new UserFacingError(
      `No unit of "${row.title}" has an id starting with ${typed}: \`listing ${row.id.slice(0, 8)}\` shows its units.`,
    );
  throw new UserFacingError(
    `Several units of "${row.title}" start with ${typed}: ${matches
      .slice(0, 10)
      .map((unit) => unit.id)
      .join(', ')}. Type more of the id.`,
  );
}

export const restockFlow = accountFlow({
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
            text: `Send the codes for "${title}": one per line, or a .txt/.csv file. Codes already added through Hawker are refused.`,
            prompt: { kind: 'goods', label: 'Codes, one per line', formId: flow.token, multiline: true },
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
    return { replies: replies.map((reply) => ({ ...reply, deleteUserMessage: true })), done: `codes added to "${title}"` };
  },
});

async function restockCurrency(ctx: AccountContext, row: ListingSummaryRow, input: string): Promise<Reply[]> {
  const { id, title } = row;
  const short = id.slice(0, 8);
  const parsed = /^(set|add)?\s*(\d{1,12})$/i.exec(input);
  const current = await ctx.api.listings.getCurrency(id);
  const scale = await currencyUnitOf(ctx.api, current);
  const unitNote = scale.scale && scale.scale !== 'unit' ? `, counted in ${scaleAmount(scale)}` : '';
  if (!parsed?.[2]) {
    return [
      errorReply(
        `Currency stock is a quantity${unitNote}: \`restock ${short} set 5000\` or \`restock ${short} add 500\`. It is now ${scaledQuantity(current.stock_quantity, scale)}.`,
      ),
    ];
  }
  const quantity = Number(parsed[2]);
  const mode = parsed[1]?.toLowerCase();
  if (mode === undefined) {
    // A bare number could mean either; replacing a stock by mistake loses sales, so ask.
    return [
      {
        text: `Set the stock of "${title}" to ${scaledQuantity(quantity, scale)}, or add ${scaledQuantity(quantity, scale)} to the ${scaledQuantity(current.stock_quantity, scale)} it has now?`,
        tone: 'warning',
        buttons: [
          [
            { label: `Set to ${quantity}`, action: await ctx.actionFor(`restock ${id} set ${quantity}`) },
            { label: `Add ${quantity}`, action: await ctx.actionFor(`restock ${id} add ${quantity}`) },
          ],
        ],
      },
    ];
  }
  const stock = mode === 'add' ? current.stock_quantity + quantity : quantity;
  await ctx.write(`stock of ${short} "${title}" set to ${stock}`, () => ctx.api.listings.updateCurrency(id, { stock_quantity: stock }));
  const readBack = (await ctx.api.listings.getCurrency(id)).stock_quantity;
  const replies: Reply[] = [];
  if (readBack === stock) replies.push({ text: `"${title}" now has a stock of ${scaledQuantity(stock, scale)}.`, tone: 'success' });
  else {
    replies.push({
      text: `Hawker set the stock of "${title}" to ${scaledQuantity(stock, scale)}, but it reads ${scaledQuantity(readBack, scale)} right after: a sale or another change came in meanwhile. Check it with \`listing ${short}\`.`,
      tone: 'warning',
    });
  }
  return [...replies, ...(await stillSold(ctx, row))];
}

/** Restocking does not move a listing out of `sold` (the spec's state table): say so and offer Publish. */
async function stillSold(ctx: AccountContext, row: ListingSummaryRow): Promise<Reply[]> {
  if (row.status !== 'sold') return [];
  return [
    {
      text: `"${row.title}" is still \`sold\`: restocking does not put it back on sale. Publish it to sell again.`,
      tone: 'warning',
      buttons: [[{ label: 'Publish', action: await ctx.actionFor(`publish ${row.id}`), style: 'success' }]],
    },
  ];
}

async function addCodes(
  ctx: AccountContext,
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
          : { ok: false as const, message: 'Send the codes as text or a file.' };
  if (!parsed.ok) return [errorReply(parsed.message)];
  const codes = parsed.value;
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
      await ctx.write(`added ${countOf(batch.length, 'code')} to ${listingId.slice(0, 8)} "${title}"`, () =>
        ctx.api.units.add(
          listingId,
          batch.map((code) => ({ code })),
        ),
      );
    } catch (error) {
      const reason = errorSentence(error, ctx.now());
      if (wasRefused(error)) {
        await ctx.services.stores.codes.remove(ctx.account.id, fresh.slice(start));
        progress.push(`Stopped after ${sent} of ${fresh.length}: ${reason} The ${fresh.length - sent} unsent codes can be sent again.`);
        break;
      }
      // The request went out and may have landed: its codes stay registered, or sending
      // them again could put each on sale twice. Only the batches after it were never sent.
      const notSent = fresh.slice(start + batch.length);
      await ctx.services.stores.codes.remove(ctx.account.id, notSent);
      unknown = batch.length;
      const verdict = await stockVerdict(ctx, listingId, stockBefore === null ? null : stockBefore + sent, batch.length);
      progress.push(
        `Batch ${batchNumber} (${batch.length} code${batch.length === 1 ? '' : 's'}): the marketplace's answer was lost (${reason.replace(/\.$/, '')}), so they were not reported as sent. ${verdict} These codes stay registered as added, so they cannot go on sale twice.` +
          (notSent.length > 0 ? ` The ${notSent.length} codes after them were not sent and can be sent again.` : ''),
      );
      break;
    }
    sent += batch.length;
    progress.push(`Batch ${batchNumber}: ${sent} of ${fresh.length} sent`);
  }
  const lines = [`${countOf(sent, 'new code')} added to "${title}".`];
  if (duplicates.length > 0) {
    lines.push(
      `${duplicates.length} refused as duplicates (within this batch or added before), lines ${duplicates
        .slice(0, 20)
        .map((index) => index + 1)
        .join(', ')}${duplicates.length > 20 ? ', …' : ''}.`,
    );
  }
  return [
    {
      title: 'Restock',
      text: [...lines, ...progress].join('\n'),
      tone: sent === fresh.length && added === fresh.length && unknown === 0 ? 'success' : 'warning',
    },
  ];
}

/** Only a clear refusal, or a request that never left, means the codes were not added. */
function wasRefused(error: unknown): boolean {
  if (error instanceof SellerApiError) return error.status >= 400 && error.status < 500 && error.status !== 429;
  if (error instanceof NetworkError) return !error.sent;
  return error instanceof BudgetExhausted || error instanceof InvalidRequestError;
}

/** What the listing's stock, read back, says about a batch whose answer was lost. */
async function stockVerdict(ctx: AccountContext, listingId: string, expectedBefore: number | null, batchSize: number): Promise<string> {
  let now: number | null = null;
  try {
    const row = (await ctx.api.listings.listMine()).offers.find((offer) => offer.id === listingId);
    now = typeof row?.stock === 'number' ? row.stock : null;
  } catch {
    now = null;
  }
  const check = `Check with \`listing ${listingId.slice(0, 8)}\` in a few minutes.`;
  if (now === null || expectedBefore === null) return `Hawker could not read the stock back, so whether they arrived is unknown. ${check}`;
  if (now >= expectedBefore + batchSize) return `The stock read back is ${now} (${expectedBefore} before this batch): they arrived.`;
  if (now <= expectedBefore)
    return `The stock read back is ${now}, as before this batch: they have not arrived so far, but the request may still land. ${check}`;
  return `The stock read back is ${now} (${expectedBefore} before this batch), which does not tell whether they arrived. ${check}`;
}

function stockOf(row: ListingSummaryRow): number | null {
  return typeof row.stock === 'number' ? row.stock : null;
}
