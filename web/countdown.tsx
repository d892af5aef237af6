import { useEffect, useState } from 'preact/hooks';
import { formatCountdown } from './format.js';
import { t } from './i18n.js';

/** The current time, ticking once a second while the component is shown. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Time left to an order's deadline, computed from `deadline_at` so it stays right without asking the server. */
export function Countdown({ deadline, now }: { deadline: string | null; now: number }) {
  if (deadline === null) return <span class="hint">{t('dashboard-page-no-deadline')}</span>;
  const left = Date.parse(deadline) - now;
  if (left <= 0) return <span class="countdown late">{t('dashboard-page-deadline-passed')}</span>;
  return (
    <span class={left < 5 * 60_000 ? 'countdown soon' : 'countdown'}>
      <time dateTime={deadline}>{t('dashboard-page-time-left', { time: formatCountdown(left) })}</time>
    </span>
  );
}
