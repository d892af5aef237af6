import { z } from 'zod';
import { tagList as tagsRule } from '../../api/schemas/requests.js';
import { accountCommand } from '../command.js';
import { CATEGORY_NAMES, listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';

const FIELDS = ['title', 'description', 'tags'] as const;

/** The spec's limits, checked here so the seller hears exactly what to fix before any call. */
export function parseEdit(field: (typeof FIELDS)[number], value: string): { ok: true; patch: Record<string, unknown> } | { ok: false; message: string } {
  if (field === 'title') {
    const title = value.trim();
    if (title.length < 8 || title.length > 128) return { ok: false, message: `A title has 8 to 128 characters; this one has ${title.length}.` };
    return { ok: true, patch: { title } };
  }
  if (field === 'description') {
    if (value.length > 4096) return { ok: false, message: `A description has at most 4096 characters; this one has ${value.length}.` };
    return { ok: true, patch: { description: value.trim() } };
  }
  const list = [...new Set(value.split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))];
  if (!tagsRule.safeParse(list).success) return { ok: false, message: 'Tags together may hold at most 500 characters (joined with ", ").' };
  return { ok: true, patch: { tags: list } };
}

export const edit = accountCommand({
  id: 'edit',
  description: 'Change a listing\'s title, description or tags (tags comma-separated; they replace the list)',
  arguments: [
    { name: 'id', description: 'Listing id', type: 'string', required: true, autocomplete: 'listing' },
    { name: 'field', description: 'What to change', type: 'string', required: true, choices: [...FIELDS] },
    { name: 'value', description: 'The new text', type: 'string', required: true, rest: true },
  ],
  schema: z.strictObject({ id: listingIdInput, field: z.enum(FIELDS), value: z.string().min(1) }),
  role: 'manager',
  writes: true,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const parsed = parseEdit(args.field, args.value);
    if (!parsed.ok) return errorReply(parsed.message);
    const { category, row } = await locateListing(ctx.api, args.id);
    const summary = `edited the ${args.field} of ${row.id.slice(0, 8)} "${row.title}"`;
    if (category === 'top_up') await ctx.write(summary, () => ctx.api.listings.updateTopUp(row.id, parsed.patch));
    else if (category === 'currency') await ctx.write(summary, () => ctx.api.listings.updateCurrency(row.id, parsed.patch));
    else return errorReply(`The marketplace interface has no edit call for ${CATEGORY_NAMES[category]} listings: change it in the seller dashboard.`);
    const note = row.status === 'changes_requested' ? ' It is a draft again: `publish` it when ready.' : '';
    return { text: `Updated the ${args.field} of "${row.title}".${note}`, tone: 'success' };
  },
});
