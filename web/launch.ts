/**
 * How the page was opened, read from the URL fragment (never sent to a server, so no log or
 * Referer sees it): a Telegram Mini App gets `tgWebAppData` (signed init data) and
 * `tgWebAppThemeParams`; a link from Discord or the terminal carries `#login=<one-time token>`.
 */
export interface Launch {
  initData: string | null;
  login: string | null;
  theme: Record<string, string> | null;
}

const THEME_KEY = 'hawker.dashboard.theme';

export function readLaunch(): Launch {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const launch: Launch = {
    initData: fragment.get('tgWebAppData'),
    login: fragment.get('login'),
    theme: themeOf(fragment.get('tgWebAppThemeParams') ?? sessionStorage.getItem(THEME_KEY)),
  };
  // Kept for the tab's reloads, which come without the fragment.
  if (launch.theme) sessionStorage.setItem(THEME_KEY, JSON.stringify(launch.theme));
  // Read once, then gone from the address bar and the history: a token must not be reused by a reload or a shared URL.
  if (location.hash !== '') history.replaceState(null, '', location.pathname + location.search);
  return launch;
}

function themeOf(raw: string | null): Record<string, string> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}
