import { formatSpan } from '../src/core/format/time.js';
import { currentLocale, t } from '../src/i18n/index.js';
import type { AutopilotDelivery } from '../src/store/alerted-order.js';

/** How long autopilot took, and apart from it how long the order had waited before autopilot was on, so a late switch-on never reads as a slow autopilot. */
export function autopilotDeliveredText({ elapsedMs, waitedMs }: AutopilotDelivery): string {
  if (elapsedMs === null) return t('alert-autopilot-delivered-text');
  if (waitedMs === undefined) return t('alert-autopilot-delivered-in-text', { after: elapsedText(elapsedMs) });
  return t('alert-autopilot-delivered-waited-text', { after: elapsedText(elapsedMs), waited: elapsedText(waitedMs) });
}

/** A span of autopilot's (its time to deliver, the wait before it): tenths of a second while it is seconds (`1.4 s`), then minutes and hours. */
function elapsedText(ms: number): string {
  const seconds = (Math.round(ms / 100) / 10).toLocaleString(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return ms < 60_000 ? t('alert-autopilot-seconds', { seconds }) : formatSpan(ms);
}
