import { salesChart } from '../../src/core/stats/chart-sales.js';
import { daysOf } from '../../src/core/stats/stats-query.js';
import type { Attachment } from '../../src/core/reply.js';
import type { JobContext } from '../job-context.js';
import type { Notice } from '../job-names.js';

const DAY_MS = 24 * 3600 * 1000;
/** The digest's chart: the day just summed, beside the six before it. */
const CHART_DAYS = 7;

/**
 * The digest's chart, drawn when the notice is sent rather than kept in the job: a PNG
 * would make every queued notice tens of kilobytes in Redis. Days in the digest's zone.
 */
export async function digestChart(ctx: JobContext, accountId: string, notice: Notice & { kind: 'sales_digest' }): Promise<Attachment> {
  const timeZone = (await ctx.stores.alertSettings.get(accountId)).digest?.timeZone ?? 'UTC';
  const from = new Date(Date.parse(`${notice.localDay}T00:00:00Z`) - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = await ctx.stores.salesBook.totals(accountId, daysOf({ from, to: notice.localDay, label: '' }), timeZone);
  const account = await ctx.stores.accounts.get(accountId);
  const title = `Sales of ${account?.label ?? 'your shop'}, the last ${CHART_DAYS} days`;
  return { filename: `sales-${notice.localDay}.png`, contentType: 'image/png', data: await salesChart({ title, days, breakdown: null }) };
}
