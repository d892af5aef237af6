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
 * Platforms whose answers software reads (the HTTP API sends a reply's data, never its text or
 * files): a command skips what only a person would see there, such as drawing a chart.
 */
export function answersAreData(platform: Platform): boolean {
  return platform === 'api';
}
