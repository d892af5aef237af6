import { REST, type RateLimitData } from 'discord.js';
import { DISCORD_LIMITS } from './outgoing/discord-limits.js';

export interface DiscordRestOptions {
  token: string;
  /** DISCORD_API_ROOT: `https://discord.com/api`, with or without `/v10`. */
  apiRoot?: string;
  /**
   * Discord's buckets are waited out in discord.js's REST queues; a wait longer
   * than this is handed back to the caller as a RateLimitError instead, so a job
   * can reschedule rather than hold a worker.
   */
  maxRateLimitWaitMs?: number;
}

/**
 * discord.js appends the API version itself: a root given with it
 * (`https://discord.com/api/v10`, as the config's default reads) is trimmed to
 * `https://discord.com/api`, so either spelling of DISCORD_API_ROOT works.
 */
export function restApiBase(apiRoot: string): string {
  return apiRoot.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

export function createDiscordRest(options: DiscordRestOptions): REST {
  const maxWait = options.maxRateLimitWaitMs;
  return new REST({
    globalRequestsPerSecond: DISCORD_LIMITS.globalRequestsPerSecond,
    ...(options.apiRoot ? { api: restApiBase(options.apiRoot) } : {}),
    ...(maxWait === undefined ? {} : { rejectOnRateLimit: (data: RateLimitData) => data.retryAfter > maxWait }),
  }).setToken(options.token);
}
