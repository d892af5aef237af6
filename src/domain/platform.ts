/**
 * Where a person talks to Hawker. `console` is the terminal chat of `npm start`; `test` drives dispatch in tests;
 * `api` is an HTTP API token acting as its own identity (src/api-server/); `dashboard` is the web dashboard, where a
 * person acts through a session on one shop (src/dashboard/): only a place, a person there keeps their own platform's login.
 */
export const PLATFORMS = ['telegram', 'discord', 'console', 'test', 'api', 'dashboard'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Platforms whose prompts open a form only the asking person sees (Discord's modals): a
 * secret may be asked for there even in a group, where a typed answer would be read by all.
 */
export function promptsArePrivate(platform: Platform): boolean {
  return platform === 'discord';
}

/**
 * Platforms that show a chat reply's pictures: software reading the HTTP API takes a reply's data,
 * never its text or files, and the dashboard draws its own interactive chart from the same data, so
 * a command skips what only a chat would see there, such as rendering a chart in a child process.
 */
export function showsReplyPictures(platform: Platform): boolean {
  return platform !== 'api' && platform !== 'dashboard';
}

/**
 * Platforms that open a web page as an app inside the chat, signing who opened it (Telegram's
 * Web Apps): the dashboard needs no login token in its address there. They take only https pages.
 */
export function opensWebApps(platform: Platform): boolean {
  return platform === 'telegram';
}
