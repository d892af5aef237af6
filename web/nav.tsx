import { t } from './i18n.js';

const TABS = ['now', 'orders', 'listings', 'sales', 'autopilot', 'team'] as const;
export type Tab = (typeof TABS)[number];

/** Each tab's glyph: 24-unit strokes in the text's colour, so a theme recolours them. */
const ICONS: Record<Tab, string[]> = {
  now: ['M22 12h-4l-3 9L9 3l-3 9H2'],
  orders: [
    'M22 12h-6l-2 3h-4l-2-3H2',
    'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z',
  ],
  listings: ['M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z', 'M7 7h.01'],
  sales: ['M12 20V10', 'M18 20V4', 'M6 20v-4'],
  autopilot: ['M3 11l19-9-9 19-2-8-8-2z'],
  team: [
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
    'M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M23 21v-2a4 4 0 0 0-3-3.9',
    'M16 3.1a4 4 0 0 1 0 7.8',
  ],
};

interface NavProps {
  tab: Tab;
  waiting: number;
  onTab: (tab: Tab) => void;
}

/**
 * The sections: tabs under the header on a wide screen, a bar at the bottom on a phone (web/style.css),
 * one row either way. The current one is `aria-current="page"`; the orders waiting are a count beside
 * the word, read as a phrase.
 */
export function TabBar({ tab, waiting, onTab }: NavProps) {
  const names: Record<Tab, string> = {
    now: t('dashboard-page-tab-now'),
    orders: t('dashboard-page-tab-orders'),
    listings: t('dashboard-page-tab-listings'),
    sales: t('dashboard-page-tab-sales'),
    autopilot: t('dashboard-page-tab-autopilot'),
    team: t('dashboard-page-tab-team'),
  };
  return (
    <nav class="tabs" aria-label={t('dashboard-page-tabs-label')}>
      {TABS.map((name) => (
        <button key={name} type="button" aria-current={tab === name ? 'page' : undefined} onClick={() => onTab(name)}>
          <svg class="tab-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {ICONS[name].map((path) => (
              <path key={path} d={path} />
            ))}
          </svg>
          <span class="tab-name">{names[name]}</span>
          {name === 'orders' && waiting > 0 && ' '}
          {name === 'orders' && waiting > 0 && (
            <span class="count">
              <span aria-hidden="true">{waiting}</span>
              <span class="visually-hidden">{t('dashboard-page-tab-orders-waiting', { count: waiting })}</span>
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}
