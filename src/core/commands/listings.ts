import { z } from 'zod';
import { accountCommand } from '../command.js';
import { listingItem } from '../format/listing-row.js';

const PAGE_SIZE = 10;

export const listings = accountCommand({
  id: 'listings',
  description: 'Your own listings across every category, filtered by status, game and title, a page at a time',
  arguments: [
    { name: 'status', description: 'Comma-separated statuses, e.g. active,draft', type: 'string', required: false },
    { name: 'game', description: 'Game slug', type: 'string', required: false },
    { name: 'title', description: 'Part of the title', type: 'string', required: false },
    { name: 'page', description: 'Page number', type: 'integer', required: false },
  ],
  schema: z.strictObject({
    status: z.string().trim().regex(/^[a-z_]+(,[a-z_]+)*$/, 'statuses are words like active,draft').optional(),
    game: z.string().trim().min(1).max(64).optional(),
    title: z.string().trim().min(1).max(128).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  role: 'viewer',
  writes: false,
  usesMarketplace: true,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const result = await ctx.api.listings.listMine({
      ...(args.status ? { statuses: args.status.split(',') } : {}),
      ...(args.game ? { game: args.game } : {}),
      ...(args.title ? { title: args.title } : {}),
      limit: PAGE_SIZE,
      offset: (args.page - 1) * PAGE_SIZE,
    });
    const total = result.total ?? (args.page - 1) * PAGE_SIZE + result.offers.length;
    const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const filters = [args.status ? `status=${args.status}` : '', args.game ? `game=${args.game}` : '', args.title ? `title="${args.title}"` : ''].filter(Boolean);
    const pageText = (page: number) => ['listings', ...filters, `page=${page}`].join(' ');
    const items = await Promise.all(result.offers.map(async (row) => listingItem(row, await ctx.actionFor(`listing ${row.id}`))));
    if (items.length === 0) return { text: filters.length > 0 ? 'No listing matches these filters.' : 'You have no listings yet: `create` makes one.', replaceOriginal: ctx.viaAction };
    return {
      title: `Listings of ${ctx.account.label}${filters.length > 0 ? ` (${filters.join(', ')})` : ''}`,
      list: {
        items,
        page: args.page,
        pageCount,
        total,
        ...(args.page > 1 ? { previousAction: await ctx.actionFor(pageText(args.page - 1)) } : {}),
        ...(args.page < pageCount ? { nextAction: await ctx.actionFor(pageText(args.page + 1)) } : {}),
      },
      replaceOriginal: ctx.viaAction,
    };
  },
});
