import type { ListingCategory } from '../../api/schemas/listing-category.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { roleAtLeast, type Role } from '../../store/roles.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import { currencyUnitOf } from '../currency-product.js';
import { perScaleUnit, scaledQuantity } from '../format/currency-scale.js';
import { rowStock } from '../format/listing-row.js';
import { formatCents } from '../format/money.js';
import { asSentence } from '../format/sentence.js';
import { formatIsoWhen } from '../format/time.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import { moderationAdvice } from '../moderation-advice.js';
import { pausedTopUpRoute } from '../paused-route.js';
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
  // `changes_requested` is not publishable: the seller's next edit makes it a draft first.
  if (status === 'draft') actions.push({ command: 'publish', label: 'Publish', role: 'manager', style: 'success' });
  if (status === 'active') actions.push({ command: 'unpublish', label: 'Unpublish', role: 'manager' });
  // A paused top-up has no unpause: back to draft, then publish, is its way back on sale.
  if (status === 'paused' && category === 'top_up') actions.push({ command: 'unpublish', label: 'Unpublish', role: 'manager' });
  if (status === 'active' && pausable) actions.push({ command: 'pause', label: 'Pause', role: 'manager' });
  if (status === 'paused' && category === 'gift_card')
    actions.push({ command: 'unpause', label: 'Unpause', role: 'manager', style: 'success' });
  if (status !== 'archived' && (category === 'top_up' || category === 'currency'))
    actions.push({ command: 'restock', label: 'Restock', role: 'operator' });
  if (status !== 'archived') actions.push({ command: 'archive', label: 'Archive', role: 'manager', style: 'danger' });
  return actions;
}

export const listing = accountCommand({
  id: 'listing',
  description: 'Details of one listing and the actions its status allows',
  ...commandArguments({
    id: argument(listingIdInput, { description: 'Listing id (its first 8 characters are enough)', autocomplete: 'listing' }),
  }),
  role: 'viewer',
  writes: false,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { category, row } = await locateListing(ctx.api, args.id);
    const fields = [...summaryFields(ctx, category, row), ...(await detailFields(ctx, category, row)), ...routeBack(category, row)];
    const buttons: Button[] = [];
    for (const action of allowedActions(category, row.status)) {
      if (!roleAtLeast(ctx.role, action.role)) continue;
      buttons.push({
        label: action.label,
        action: await ctx.actionFor(`${action.command} ${row.id}`),
        ...(action.style ? { style: action.style } : {}),
      });
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
  // A currency price means nothing without its scale, which only the read by id carries: the details show it.
  if (typeof row.price === 'number' && category !== 'currency')
    fields.push({ label: 'Price', value: formatCents(row.price), inline: true });
  const stock = category === 'currency' ? null : rowStock(row);
  if (stock !== null) fields.push({ label: 'Stock', value: String(stock), inline: true });
  if (row.delivery_type)
    fields.push({ label: 'Delivery', value: row.delivery_type + (row.delivery_method ? ` · ${row.delivery_method}` : ''), inline: true });
  if (row.game_name) fields.push({ label: 'Game', value: row.game_name, inline: true });
  fields.push({ label: 'Updated', value: formatIsoWhen(row.updated_at, ctx.now()) });
  return fields;
}

async function detailFields(ctx: AccountContext, category: ListingCategory, row: ListingSummaryRow): Promise<ReplyField[]> {
  if (category === 'account') {
    const full = await ctx.api.listings.getAccount(row.id);
    const fields: ReplyField[] = [{ label: 'Units available', value: String(full.available_units ?? 'not shown') }];
    if (full.units && full.units.length > 0)
      fields.push({
        label: 'Units',
        value: full.units
          .slice(0, 10)
          .map((unit) => `${unit.id.slice(0, 8)} ${unit.status}`)
          .join('\n'),
      });
    return [...fields, ...moderation(category, row, full)];
  }
  if (category === 'currency') {
    const full = await ctx.api.listings.getCurrency(row.id);
    const unit = await currencyUnitOf(ctx.api, full);
    return [
      { label: 'Price', value: `${formatCents(full.price_per_unit)} ${perScaleUnit(unit)}`, inline: true },
      { label: 'Stock', value: scaledQuantity(full.stock_quantity, unit), inline: true },
      {
        label: 'Minimum order',
        value: typeof full.min_order_quantity === 'number' ? scaledQuantity(full.min_order_quantity, unit) : 'not set',
        inline: true,
      },
      ...moderation(category, row, full),
    ];
  }
  // Top-ups and gift cards have no read by id: the reason is known only if the row carries it.
  if (category === 'gift_card') return [...(await giftCardUnits(ctx, row)), ...moderation(category, row, row)];
  return moderation(category, row, row);
}

/** The units Hawker saw created, the only ones it can name: the interface lists no gift-card units, so sold ones may be among them. */
async function giftCardUnits(ctx: AccountContext, row: ListingSummaryRow): Promise<ReplyField[]> {
  const unitIds = await ctx.services.stores.giftCardUnits.unitIds(ctx.account.id, row.id);
  if (unitIds.length === 0) return [];
  const shown = unitIds.slice(0, 10).map((id) => id.slice(0, 8));
  const more = unitIds.length > shown.length ? `\n… and ${unitIds.length - shown.length} more` : '';
  return [{ label: 'Units created through Hawker (sold ones may be among them)', value: `${shown.join('\n')}${more}` }];
}

/** The reason, if the marketplace gave one, and what actually gets the listing back on sale. */
function moderation(category: ListingCategory, row: ListingSummaryRow, listingRecord: Record<string, unknown>): ReplyField[] {
  const code = typeof listingRecord.moderation_reason_code === 'string' ? listingRecord.moderation_reason_code : null;
  const note =
    typeof listingRecord.moderation_note === 'string' && listingRecord.moderation_note !== '' ? listingRecord.moderation_note : null;
  if (row.status !== 'changes_requested' && code === null) return [];
  const reason = code === null ? 'No reason shown.' : asSentence(`${code}${note ? `: ${note}` : ''}`);
  if (row.status !== 'changes_requested') return [{ label: 'Last sent back by moderation', value: reason }];
  return [{ label: 'Sent back by moderation', value: `${reason} ${moderationAdvice(category, code, row.id)}` }];
}

function routeBack(category: ListingCategory, row: ListingSummaryRow): ReplyField[] {
  if (row.status !== 'paused' || category !== 'top_up') return [];
  return [{ label: 'Paused', value: pausedTopUpRoute(row.id) }];
}
