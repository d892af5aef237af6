import { useState } from 'preact/hooks';
import { t } from '../i18n.js';
import type { ListingSummary } from '../wire.js';

export type BulkAction = 'pause' | 'publish' | 'unpublish';
const BULK_ACTIONS: BulkAction[] = ['pause', 'publish', 'unpublish'];

interface BulkProps {
  rows: ListingSummary[];
  busy: boolean;
  onAction: (action: BulkAction) => void;
  /** Every selected listing that may be repriced, by this many percent (negative: cheaper). */
  onReprice: (percent: number) => void;
}

/** The status changes and the reprice some selected listing allows; the others are not offered. */
export function BulkBar(props: BulkProps) {
  const [percent, setPercent] = useState('');
  const words: Record<BulkAction, string> = {
    pause: t('dashboard-page-pause-button'),
    publish: t('dashboard-page-publish-button'),
    unpublish: t('dashboard-page-unpublish-button'),
  };
  const count = props.rows.length;
  const typed = Number(
    percent
      .replace(',', '.')
      .replace(/[\s%+]/g, '')
      .replace('−', '-'),
  );
  // Down to a tenth of the price and up to ten times it: past that, the price's own guard asks each time.
  const valid = percent.trim() !== '' && Number.isFinite(typed) && typed !== 0 && typed > -90 && typed <= 900;
  const repriceable = props.rows.some((row) => row.actions.includes('reprice') && row.price_cents !== null);
  return (
    <div class="toolbar selection" role="group" aria-label={t('dashboard-page-selection-label', { count })}>
      <span>{t('dashboard-page-selection-label', { count })}</span>
      {BULK_ACTIONS.filter((action) => props.rows.some((row) => row.actions.includes(action))).map((action) => (
        <button key={action} type="button" disabled={props.busy} onClick={() => props.onAction(action)}>
          {words[action]}
        </button>
      ))}
      {repriceable && (
        <form
          class="inline-edit"
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            props.onReprice(typed);
            setPercent('');
          }}
        >
          <label class="field-inline">
            <span>{t('dashboard-page-reprice-percent-label')}</span>
            <input class="small-input" inputMode="decimal" value={percent} onInput={(event) => setPercent(event.currentTarget.value)} />
          </label>
          <button type="submit" class="small" disabled={props.busy || !valid}>
            {t('dashboard-page-reprice-button')}
          </button>
        </form>
      )}
    </div>
  );
}

/** A price moved by `percent`, in whole cents, never below one cent. */
export function repriced(cents: number, percent: number): number {
  return Math.max(1, Math.round(cents * (1 + percent / 100)));
}
