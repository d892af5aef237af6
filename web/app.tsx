import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api, CallRefused, keepSession, openSession, savedSession } from './api.js';
import { followEvents } from './events.js';
import { loadMessages, t } from './i18n.js';
import { dismiss, settle, waitingOnly, type ShownOrder } from './live-orders.js';
import type { Launch } from './launch.js';
import { TabBar, type Tab } from './nav.js';
import { AutopilotTab } from './tabs/autopilot.js';
import { ListingsTab } from './tabs/listings.js';
import { NowTab } from './tabs/now.js';
import { OrdersTab } from './tabs/orders.js';
import { SalesTab } from './tabs/sales.js';
import { TeamTab } from './tabs/team.js';
import { refusal } from './use-call.js';
import type { SessionAnswer } from './wire.js';

type Stage = { kind: 'starting' } | { kind: 'refused'; message: string } | { kind: 'ready'; session: SessionAnswer };

/** Opens a session from how the page was launched (or the one this tab kept), then shows the shop. */
export function App({ launch }: { launch: Launch }) {
  const [stage, setStage] = useState<Stage>({ kind: 'starting' });
  useEffect(() => {
    void start(launch).then(setStage);
  }, [launch]);
  if (stage.kind === 'starting') return <p class="centre hint">…</p>;
  if (stage.kind === 'refused')
    return (
      <main class="centre login">
        <span class="mark large" aria-hidden="true" />
        <h1>{t('dashboard-page-login-title')}</h1>
        <p class="tone-error" role="alert">
          {stage.message}
        </p>
        <p class="hint">{t('dashboard-page-login-how')}</p>
      </main>
    );
  return <Shop session={stage.session} onExpired={() => setStage({ kind: 'refused', message: t('dashboard-page-session-expired') })} />;
}

/** A credential in the fragment wins over a kept session: it is a fresh opening, perhaps of another shop. */
async function start(launch: Launch): Promise<Stage> {
  const credential = launch.initData !== null ? { init_data: launch.initData } : launch.login !== null ? { login: launch.login } : null;
  let session = savedSession();
  if (credential) {
    keepSession(null);
    try {
      session = await openSession(credential);
      keepSession(session);
    } catch (error) {
      await loadAnonymousMessages();
      return { kind: 'refused', message: loginRefusal(error) };
    }
  }
  if (!session) {
    await loadAnonymousMessages();
    return { kind: 'refused', message: t('dashboard-page-login-missing') };
  }
  try {
    const messages = await new Api(session.session, () => undefined).messages();
    loadMessages(messages.locale, messages.ftl);
    return { kind: 'ready', session };
  } catch (error) {
    keepSession(null);
    await loadAnonymousMessages();
    return {
      kind: 'refused',
      message: error instanceof CallRefused && error.code === 'session_expired' ? t('dashboard-page-session-expired') : refusal(error),
    };
  }
}

/** The server words its refusals in English; a login's are worded again in the reader's language by their code. */
const LOGIN_REFUSALS: Record<string, () => string> = {
  login_invalid: () => t('dashboard-page-refused-login-invalid'),
  init_data_invalid: () => t('dashboard-page-refused-init-data-invalid'),
  init_data_expired: () => t('dashboard-page-refused-init-data-expired'),
  not_a_member: () => t('dashboard-page-refused-not-a-member'),
  rate_limited: () => t('dashboard-page-refused-rate-limited'),
};

function loginRefusal(error: unknown): string {
  const worded = error instanceof CallRefused ? LOGIN_REFUSALS[error.code] : undefined;
  return worded === undefined ? refusal(error) : worded();
}

/** Before a session, the page's words in the browser's language, so a refusal is worded too. */
async function loadAnonymousMessages(): Promise<void> {
  const locale = (navigator.language || 'en').slice(0, 2).toLowerCase();
  try {
    const response = await fetch(`api/messages?locale=${encodeURIComponent(locale)}`);
    if (!response.ok) return;
    const messages = (await response.json()) as { locale: string; ftl: string };
    loadMessages(messages.locale, messages.ftl);
  } catch {
    // The refusal's own sentence (from the server) still shows; only the page's headings stay unworded.
  }
}

function Shop({ session, onExpired }: { session: SessionAnswer; onExpired: () => void }) {
  const api = useMemo(
    () =>
      new Api(session.session, () => {
        keepSession(null);
        onExpired();
      }),
    [session.session],
  );
  const [tab, setTab] = useState<Tab>('now');
  const [orders, setOrders] = useState<ShownOrder[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [live, setLive] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    // The waiting orders as the core lists them: at once, and again each time the stream opens, for what came while it was down.
    const reload = () =>
      api
        .read('orders')
        .then((found) => setOrders((shown) => merge(found.orders, shown)))
        .catch(() => undefined);
    void reload();
    void followEvents(
      api,
      stop.signal,
      (event) => {
        if (event.type === 'order.waiting') {
          setOrders((shown) => merge(shown, [event.order]));
          setAnnouncement(t('dashboard-page-order-arrived', { title: event.order.title ?? event.order.id.slice(0, 8) }));
        } else setOrders((shown) => settle(shown, event, new Date()));
      },
      (open) => {
        setLive(open);
        if (open) void reload();
      },
    );
    return () => stop.abort();
  }, [api]);
  const role = t('dashboard-page-role', { role: session.role });
  return (
    <div class="shell">
      <header class="top">
        <span class="mark" aria-hidden="true" />
        <div class="who">
          <h1>{session.account.name}</h1>
          <p class="hint">
            {session.person.name === null
              ? t('dashboard-page-signed-in-you', { role })
              : t('dashboard-page-signed-in', { name: session.person.name, role })}
          </p>
        </div>
        <p class={live ? 'live on' : 'live'}>{live ? t('dashboard-page-live') : t('dashboard-page-live-reconnecting')}</p>
      </header>
      <TabBar tab={tab} waiting={waitingOnly(orders).length} onTab={setTab} />
      <main id="content">
        <p class="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {tab === 'now' && <NowTab api={api} orders={waitingOnly(orders)} onOpenOrders={() => setTab('orders')} />}
        {tab === 'orders' && (
          <OrdersTab api={api} role={session.role} orders={orders} onDismiss={(id) => setOrders((shown) => dismiss(shown, id))} />
        )}
        {tab === 'listings' && <ListingsTab api={api} role={session.role} />}
        {tab === 'sales' && <SalesTab api={api} />}
        {tab === 'autopilot' && <AutopilotTab api={api} role={session.role} />}
        {tab === 'team' && <TeamTab api={api} role={session.role} />}
      </main>
    </div>
  );
}

/** Orders by id: what arrived later replaces what was there. */
function merge(first: ShownOrder[], later: ShownOrder[]): ShownOrder[] {
  const byId = new Map(first.map((order) => [order.id, order]));
  for (const order of later) byId.set(order.id, order);
  return [...byId.values()];
}
