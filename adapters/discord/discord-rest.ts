import { REST, type RateLimitData } from 'discord.js';

export interface DiscordRestOptions {
  token: string;
  /** DISCORD_API_ROOT, e.g. `https://discord.com/api` (the version is appended). */
  apiRoot?: string;
  /**
   * Discord's buckets are waited out in discord.js's REST queues; a wait longer
   * than this is handed back to the caller as a RateLimitError instead, so a job
   * can reschedule rather than hold a worker.
   */
  maxRateLimitWaitMs?: number;
}

export function createDiscordRest(options: DiscordRestOptions): REST {
  const maxWait = options.maxRateLimitWaitMs;
  return new REST({
    ...(options.apiRoot ? { api: options.apiRoot } : {}),
    ...(maxWait === undefined ? {} : { rejectOnRateLimit: (data: RateLimitData) => data.retryAfter > maxWait }),
  }).setToken(options.token);
}
