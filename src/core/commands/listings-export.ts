import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { argument, commandArguments } from '../command-arguments.js';
import { exportFile } from '../listing-export/export-file.js';
import { asTheSellerLeftThem } from '../listing-export/away-held.js';
import { readForExport, readWindow } from '../listing-export/export-reads.js';
import { filteredListings, filterWords, LISTING_FILTER_ARGUMENTS, type ListingFilters } from '../listing-filters.js';
import type { Attachment, Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';

const CONTENT_TYPES = { csv: 'text/csv', json: 'application/json' } as const;

/** The export: its file, or (`file` null) the sentence saying why nothing was exported; `notes`, what chat says beside the file. */
export type ListingsExport = { file: Attachment; notes: string[] } | { file: null; nothing: string };

/** `listings export [filters] [csv|json]`: the listings `listings` would show, one row each, as a file to edit and import. */
export const listingsExport = typedVerb<ListingFilters & { format: 'csv' | 'json' }, ListingsExport, never, 'away'>('listings', {
  name: 'export',
  description: () => t('cmd-listings-action-export'),
  ...commandArguments({
    format: argument(z.enum(['csv', 'json']).default('csv'), { description: () => t('cmd-listings-format') }),
    ...LISTING_FILTER_ARGUMENTS,
  }),
  role: 'viewer',
  writes: false,
  budgetClass: 'bulk',
  marketplace: 'needed',
  stores: ['away'],
  async run(ctx, args) {
    const started = ctx.services.now();
    const { shown, hidden } = await filteredListings(ctx.api, args);
    const command = (extra: string) => ['listings export', ...filterWords(args), extra].filter(Boolean).join(' ');
    const settled = { count: hidden, command: command('status=sold,archived') };
    if (shown.length === 0) {
      if (hidden > 0) return done({ file: null, nothing: t('listings-nothing-needs-you', settled) });
      return done({ file: null, nothing: filterWords(args).length > 0 ? t('listings-no-match') : t('listings-none-yet') });
    }
    const reading = await readForExport(
      ctx.api,
      shown,
      readWindow(() => ctx.services.now(), started),
    );
    const { unread } = reading;
    const records = asTheSellerLeftThem(reading.records, shown, await ctx.services.stores.away.taken(ctx.account.id));
    const day = new Date(ctx.services.now()).toISOString().slice(0, 10);
    const notes = [t('listings-export-done', { count: records.length, format: args.format.toUpperCase() })];
    if (unread > 0) notes.push(t('listings-export-unread', { count: unread }));
    if (hidden > 0) notes.push(t('listings-hidden', settled));
    const file = {
      filename: `listings-${day}.${args.format}`,
      contentType: CONTENT_TYPES[args.format],
      data: new TextEncoder().encode(exportFile(records, args.format)),
    };
    return done({ file, notes });
  },
  chat(outcome): Reply {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const exported = outcome.value;
    if (exported.file === null) return { text: exported.nothing, tone: 'info' };
    return { text: exported.notes.join('\n'), attachments: [exported.file] };
  },
});
