import type { Platform } from './platform.js';

/** Where alerts go: a person (private chat / DM) or a team group or channel. */
export interface AlertTarget {
  platform: Platform;
  kind: 'user' | 'channel';
  id: string;
}
