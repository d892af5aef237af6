import type { ListingSummaryRow } from '../api/schemas/listing.js';
import type { SellerApi } from '../api/seller-api.js';

/** A bound on the follow-up reads when a server answers fewer rows than its total. */
const MAX_FOLLOW_UP_READS = 20;

/** Every own listing the filters leave, read in as few calls as the server allows. */
export async function everyOwnRow(api: SellerApi, filters: { statuses?: string[]; title?: string }): Promise<ListingSummaryRow[]> {
  const first = await api.listings.listMine(filters);
  const rows = [...first.offers];
  for (let reads = 0; reads < MAX_FOLLOW_UP_READS && first.total !== null && rows.length < first.total; reads += 1) {
    const next = await api.listings.listMine({ ...filters, offset: rows.length });
    if (next.offers.length === 0) break;
    rows.push(...next.offers);
  }
  return rows;
}
