import type { ListingSummaryRow } from '../../src/api/schemas/listing.js';
import type { SeenListing } from '../../src/store/listing-snapshots.js';
import type { JobContext } from '../job-context.js';
import type { Notice } from '../job-names.js';
import { emitEvent } from './emit-event.js';

/**
 * The listing watch's findings as events: each status a listing moved to since the last look
 * (`listing.status_changed`), and what its notices report (moderation, sold out, low stock).
 * Each event's subject is the change it reports (the notice's dedupe key, or the listing,
 * both statuses and when the marketplace changed it): a look repeated raises nothing new.
 */
export async function emitListingEvents(
  ctx: JobContext,
  accountId: string,
  rows: readonly ListingSummaryRow[],
  previous: ReadonlyMap<string, SeenListing> | null,
  notices: readonly { notice: Notice; dedupe: string }[],
): Promise<void> {
  for (const row of rows) {
    const before = previous?.get(row.id);
    if (before === undefined || before.status === row.status) continue;
    await emitEvent(ctx, accountId, 'listing.status_changed', `${row.id}.${before.status}.${row.status}.${row.updated_at ?? ''}`, {
      listing_id: row.id,
      title: row.title,
      from: before.status,
      to: row.status,
    });
  }
  for (const { notice, dedupe } of notices) {
    switch (notice.kind) {
      case 'listing_changes_requested':
        await emitEvent(ctx, accountId, 'listing.moderated', dedupe, {
          listing_id: notice.listingId,
          title: notice.title,
          outcome: 'changes_requested',
          reason_code: notice.reasonCode,
          note: notice.note,
        });
        break;
      case 'listing_removed':
        await emitEvent(ctx, accountId, 'listing.moderated', dedupe, {
          listing_id: notice.listingId,
          title: notice.title,
          outcome: 'removed',
          reason_code: null,
          note: null,
        });
        break;
      case 'listing_sold_out':
        await emitEvent(ctx, accountId, 'listing.sold_out', dedupe, { listing_id: notice.listingId, title: notice.title });
        break;
      case 'listing_low_stock':
        await emitEvent(ctx, accountId, 'stock.low', dedupe, {
          listing_id: notice.listingId,
          title: notice.title,
          stock: notice.stock,
          threshold: notice.threshold,
        });
        break;
      default:
        break;
    }
  }
}
