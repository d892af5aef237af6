import { formatCents, formatCount } from '../../src/core/format/money.js';
import { marginPercent } from '../../src/core/stats/sales-figures.js';
import type { Reply, ReplyField } from '../../src/domain/reply.js';
import { t } from '../../src/i18n/index.js';
import type { Notice } from '../job-names.js';

type DigestNotice = Extract<Notice, { kind: 'sales_digest' }>;

/** The day's sales summary: revenue, orders, units, lost, autopilot's share, and profit where costs are known. */
export function digestNotice(notice: DigestNotice): Reply {
  return {
    title: t('digest-title', { day: notice.localDay }),
    text: notice.estimatedCents > 0 ? t('digest-estimated-text', { amount: formatCents(notice.estimatedCents) }) : t('digest-exact-text'),
    tone: 'info',
    fields: [
      { label: t('digest-field-revenue'), value: formatCents(notice.revenueCents), inline: true },
      { label: t('digest-field-orders'), value: formatCount(notice.orders), inline: true },
      { label: t('digest-field-units'), value: formatCount(notice.units), inline: true },
      { label: t('digest-field-lost'), value: formatCount(notice.lost), inline: true },
      ...(notice.autopilot ? [{ label: t('digest-field-autopilot'), value: formatCount(notice.autopilot), inline: true }] : []),
      ...digestProfitFields(notice),
    ],
  };
}

/** Gross profit and margin, where any of the day's orders has a known cost; how many do not, apart. */
function digestProfitFields(notice: DigestNotice): ReplyField[] {
  const { profitCents, costedCents, costUnknown } = notice;
  if (profitCents === undefined || costedCents === undefined) return [];
  const margin = marginPercent(profitCents, costedCents);
  return [
    { label: t('stats-profit-label'), value: formatCents(profitCents), inline: true },
    { label: t('stats-margin-label'), value: margin === null ? '—' : `${margin}%`, inline: true },
    ...(costUnknown ? [{ label: t('digest-field-cost-unknown'), value: formatCount(costUnknown), inline: true }] : []),
  ];
}
