import { z } from 'zod';
import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { roleAtLeast, type Role } from '../../store/roles.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { rowStock } from '../format/listing-row.js';
import { formatCents } from '../format/money.js';
import { asSentence } from '../format/sentence.js';
import { formatIsoWhen } from '../format/time.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import type { Button, ReplyField } from '../reply.js';
import { buttonRows } from '../reply-helpers.js';

interface ListingAction {
  command: string;
  label: string;
  role: Role;
  style?: Button['style'];
}

/** What the listing's status and category allow, per the spec's state tables. */
export function allowedActions(category: ListingCategory, status: string): ListingAction[] {
  const actions: ListingAction[] = [];
  const pausable = category === 'top_up' || category === 'gift_card';
  if (status === 'draft' || status === 'changes_requested') actions.push({ command: 'publish', label: 'Publish', role: 'manager', style: 'success' });
  if (status === 'active') actions.push({ command: 'unpublish', label: 'Unpublish', role: 'manager' });
  if (status === 'active' && pausable) actions.push({ command: 'pause', label: 'Pause', role: 'manager' });
  if (status === 'paused' && category === 'gift_card') actions.push({ command: 'unpause', label: 'Unpause', role: 'manager', style: 'success' });
  if (status !== 'archived' && (category === 'top_up' || category === 'currency')) actions.push({ command: 'restock', label: 'Restock', role: 'operator' });
  if (status !== 'archived') actions.push({ command: 'archive', label: 'Archive', role: 'manager', style: 'danger' });
  return actions;
}

export const listing = accountCommand({
  id: 'listing',
  description: 'Details of one listing and the actions its status allows',
  arguments: [{ name: 'id', description: 'Listing id (its first 8 characters are enough)', type: 'string', required: true, autocomplete: 'listing' }],
  schema: z.strictObject({ id: listingIdInput }),
  role: 'viewer',
  writes: false,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const fields = [...summaryFields(ctx, category, row), ...(await detailFields(ctx, category, row.id))];
    const buttons: Button[] = [];
    for (const action of allowedActions(category, row.status)) {
      if (!roleAtLeast(ctx.role, action.role)) continue;
      buttons.push({ label: action.label, action: await ctx.actionFor(`${action.command} ${row.id}`), ...(action.style ? { style: action.style } : {}) });
    }
    return { title: row.title, fields, buttons: buttonRows(buttons), replaceOriginal: ctx.viaAction };
  },
});

function summaryFields(ctx: AccountContext, category: ListingCategory, row: ListingSummaryRow): ReplyField[] {
  const fields: ReplyField[] = [
    { label: 'Id', value: row.id },
    { label: 'Category', value: CATEGORY_NAMES[category], inline: true },
    { label: 'Status', value: row.status, inline: true },
  ];
  if (typeof row.price === 'number') fields.push({ label: category === 'currency' ? 'Price per unit' : 'Price', value: formatCents(row.price), inline: true });
  const stock = rowStock(row);
  if (stock !== null) fields.push({ label: 'Stock', value: String(stock), inline: true });
  if (row.delivery_type) fields.push({ label: 'Delivery', value: row.delivery_type + (row.delivery_method ? ` · ${row.delivery_method}` : ''), inline: true });
  if (row.game_name) fields.push({ label: 'Game', value: row.game_name, inline: true });
  fields.push({ label: 'Updated', value: formatIsoWhen(row.updated_at, ctx.now()) });
  return fields;
}

async function detailFields(ctx: AccountContext, category: ListingCategory, id: string): Promise<ReplyField[]> {
  if (category === 'account') {
    const full = await ctx.api.listings.getAccount(id);
    const fields: ReplyField[] = [{ label: 'Units available', value: String(full.available_units ?? 'not shown') }];
    if (full.units && full.units.length > 0) fields.push({ label: 'Units', value: full.units.slice(0, 10).map((unit) => `${unit.id.slice(0, 8)} ${unit.status}`).join('\n') });
    return [...fields, ...moderation(full)];
  }
  if (category === 'currency') {
    const full = await ctx.api.listings.getCurrency(id);
    return [
      { label: 'Stock quantity', value: `${full.stock_quantity}${full.product_scale ? ` (× ${full.product_scale})` : ''}`, inline: true },
      { label: 'Minimum order', value: String(full.min_order_quantity ?? 'not set'), inline: true },
      ...moderation(full),
    ];
  }
  return [];
}

function moderation(listingRecord: { moderation_reason_code?: string | null; moderation_note?: string | null }): ReplyField[] {
  if (!listingRecord.moderation_reason_code) return [];
  return [{ label: 'Sent back by moderation', value: `${asSentence(`${listingRecord.moderation_reason_code}${listingRecord.moderation_note ? `: ${listingRecord.moderation_note}` : ''}`)} Fix it with \`edit\`, then \`publish\`.` }];
}
