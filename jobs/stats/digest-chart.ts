import { daysOf } from '../../src/core/stats/stats-query.js';
import type { Attachment } from '../../src/domain/reply.js';
import type { DayTotals } from '../../src/store/sales-book.js';
import { t } from '../../src/i18n/index.js';
import type { JobContext } from '../job-context.js';
import type { Notice } from '../job-names.js';

const DAY_MS = 24 * 3600 * 1000;
/** The digest's chart: the day just summed, beside the six before it. */
const CHART_DAYS = 7;

/** What the digest's chart shows, read once for every language it is drawn in. */
export interface DigestFigures {
  localDay: string;
  shop: string | null;
  days: readonly DayTotals[];
}

/** The week up to the digest's day, in the digest's zone. */
export async function digestFigures(ctx: JobContext, accountId: string, notice: Notice & { kind: 'sales_digest' }): Promise<DigestFigures> {
  const timeZone = (await ctx.stores.alertSettings.get(accountId)).digest?.timeZone ?? 'UTC';
  const from = new Date(Date.parse(`${notice.localDay}T00:00:00Z`) - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days = await ctx.stores.salesBook.totals(accountId, daysOf({ from, to: notice.localDay, label: '' }), timeZone);
  const account = await ctx.stores.accounts.get(accountId);
  return { localDay: notice.localDay, shop: account?.label ?? null, days };
}

/**
 * The digest's chart, drawn when the notice is sent rather than kept in the job (a PNG
 * would make every queued notice tens of kilobytes in Redis), in the current language.
 */
export async function digestChart(ctx: JobContext, figures: DigestFigures): Promise<Attachment> {
  const title =
    figures.shop === null
      ? t('digest-chart-your-shop-title', { days: CHART_DAYS })
      : t('digest-chart-title', { shop: figures.shop, days: CHART_DAYS });
  return {
    filename: `sales-${figures.localDay}.png`,
    contentType: 'image/png',
    data: await ctx.charts.salesChart({ title, days: figures.days, breakdown: null }),
  };
}
