import type { ChatPace } from '../../../src/notify/notifier.js';

/** Discord's numbers, set here and nowhere else. */
export const DISCORD_LIMITS = {
  /** Requests a second per bot; discord.js's REST queue keeps to it. */
  globalRequestsPerSecond: 50,
  /**
   * Messages in one channel or DM: Discord allows 5 per 5 s, counted from the first.
   * One every 1.1 s, never in a burst, cannot fill a window, whichever moment it starts.
   */
  perChannel: { intervalMs: 1_100, burst: 1 },
} as const;

/** What the jobs' pacer keeps to in one Discord chat, across workers. */
export const DISCORD_CHAT_PACE: ChatPace = { user: [DISCORD_LIMITS.perChannel], channel: [DISCORD_LIMITS.perChannel] };
