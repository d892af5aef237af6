/** Where a person talks to Hawker. `console` is the terminal chat of `npm start`; `test` drives dispatch in tests. */
export const PLATFORMS = ['telegram', 'discord', 'console', 'test'] as const;
export type Platform = (typeof PLATFORMS)[number];
