import { z } from 'zod';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import type { AccountFlow, FlowInput } from '../flow-types.js';
import { GOODS_FILE_MAX_BYTES, parseCodes } from '../goods-input.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';

export const RESTOCK_FLOW = 'restock';
const BATCH_SIZE = 100;

export const restock = accountCommand({
  id: 'restock',
  description: 'Add stock: codes for top-ups, a quantity for currency; remove a unit',
  details:
    'Top-ups: codes one per line or a .txt/.csv file, duplicates refused (in the batch and against codes added before). Currency: `set <n>` or `add <n>`. Accounts and gift cards: `remove <unit id>`; adding has no interface call.',
  arguments: [
    { name: 'id', description: 'Listing id', type: 'string', required: true, autocomplete: 'listing' },
    { name: 'input', description: 'Codes, one per line; or set/add <quantity>; or remove <unit id>', type: 'string', required: false, rest: true, secret: true },
  ],
  schema: z.strictObject({ id: listingIdInput, input: z.string().optional() }),
  role: 'operator',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const input = args.input?.trim() ?? '';
    if (category === 'currency') return restockCurrency(ctx, row.id, row.title, input);
    if (category === 'account' || category === 'gift_card') {
      const removal = /^remove\s+([0-9a-fA-F-]{36})$/.exec(input);
      if (!removal?.[1]) {
        return errorReply(
          `The marketplace interface has no call that adds stock to ${CATEGORY_NAMES[category]} listings: add units in the seller dashboard. Hawker can remove an unsold unit: \`restock ${row.id.slice(0, 8)} remove <unit id>\` (\`listing\` shows account units).`,
        );
      }
      const unitId = removal[1].toLowerCase();
      await ctx.write(`removed unit ${unitId.slice(0, 8)} from ${row.id.slice(0, 8)} "${row.title}"`, () => ctx.api.units.remove(category, row.id, unitId));
      return { text: `Removed unit ${unitId.slice(0, 8)} from "${row.title}". If it was the last one, the listing is off sale until restocked.`, tone: 'success' };
    }
    if (input === '') {
      return ctx.startFlow({ kind: RESTOCK_FLOW, step: 'codes', data: { listingId: row.id, title: row.title } });
    }
    const replies = await addCodes(ctx, row.id, row.title, { type: 'text', text: input });
    return replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
  },
});

export const restockFlow: AccountFlow = {
  kind: RESTOCK_FLOW,
  role: 'operator',
  ttlSeconds: 30 * 60,
  acceptsFile: { codes: GOODS_FILE_MAX_BYTES },
  async handle(ctx, flow, input) {
    const listingId = String(flow.data.listingId);
    const title = String(flow.data.title);
    if (input.type === 'start' || input.type === 'choice') {
      return {
        replies: [{ text: `Send the codes for "${title}": one per line, or a .txt/.csv file. Codes already added through Hawker are refused.`, prompt: { kind: 'goods', label: 'Codes, one per line', formId: flow.token, multiline: true } }],
        next: { step: 'codes', data: flow.data },
      };
    }
    return { replies: (await addCodes(ctx, listingId, title, input)).map((reply) => ({ ...reply, deleteUserMessage: true })), done: `codes added to "${title}"` };
  },
};

async function restockCurrency(ctx: AccountContext, id: string, title: string, input: string): Promise<Reply> {
  const parsed = /^(set|add)?\s*(\d{1,12})$/.exec(input);
  if (!parsed?.[2]) return errorReply(`Currency stock is a quantity: \`restock ${id.slice(0, 8)} set 5000\` or \`restock ${id.slice(0, 8)} add 500\`.`);
  const quantity = Number(parsed[2]);
  let stock = quantity;
  if (parsed[1] === 'add') stock = (await ctx.api.listings.getCurrency(id)).stock_quantity + quantity;
  await ctx.write(`stock of ${id.slice(0, 8)} "${title}" set to ${stock}`, () => ctx.api.listings.updateCurrency(id, { stock_quantity: stock }));
  return { text: `"${title}" now has a stock of ${stock}.`, tone: 'success' };
}

async function addCodes(ctx: AccountContext, listingId: string, title: string, input: FlowInput): Promise<Reply[]> {
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
  for (let start = 0; start < fresh.length; start += BATCH_SIZE) {
    const batch = fresh.slice(start, start + BATCH_SIZE);
    try {
      await ctx.write(`added ${batch.length} code${batch.length === 1 ? '' : 's'} to ${listingId.slice(0, 8)} "${title}"`, () => ctx.api.units.add(listingId, batch.map((code) => ({ code }))));
    } catch (error) {
      await ctx.services.stores.codes.remove(ctx.account.id, fresh.slice(start));
      progress.push(`Stopped after ${sent} of ${fresh.length}: ${errorSentence(error, ctx.now())} The ${fresh.length - sent} unsent codes can be sent again.`);
      break;
    }
    sent += batch.length;
    progress.push(`Batch ${start / BATCH_SIZE + 1}: ${sent} of ${fresh.length} sent`);
  }
  const lines = [`${sent} new code${sent === 1 ? '' : 's'} added to "${title}".`];
  if (duplicates.length > 0) {
    lines.push(`${duplicates.length} refused as duplicates (within this batch or added before), lines ${duplicates.slice(0, 20).map((index) => index + 1).join(', ')}${duplicates.length > 20 ? ', …' : ''}.`);
  }
  return [{ title: 'Restock', text: [...lines, ...progress].join('\n'), tone: sent === fresh.length && added === fresh.length ? 'success' : 'warning' }];
}
