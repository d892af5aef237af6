import type { RESTOptions, RateLimitData } from '@discordjs/rest';
import type { Dispatcher } from 'undici';
import { fetchThrough } from '../../src/net/outgoing-dispatcher.js';
import { REST } from './discord-rest-library.js';
import { restFetch } from './rest-fetch.js';
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
  /** The process's outgoing dispatcher (`createOutgoingDispatcher`): REST calls go through it and its proxy. */
  dispatcher?: Dispatcher;
}

/**
 * discord.js appends the API version itself: a root given with it
 * (`https://discord.com/api/v10`, as the config's default reads) is trimmed to
 * `https://discord.com/api`, so either spelling of DISCORD_API_ROOT works.
 */
function restApiBase(apiRoot: string): string {
  return apiRoot.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

/** Where discord.js's REST calls go (the API root) and through what (Hawker's outgoing dispatcher and its proxy). */
export function restRoute(options: { apiRoot?: string | undefined; dispatcher?: Dispatcher | undefined }): Partial<RESTOptions> {
  return {
    ...(options.apiRoot ? { api: restApiBase(options.apiRoot) } : {}),
    makeRequest: restFetch(fetchThrough(options.dispatcher)),
  };
}

export function createDiscordRest(options: DiscordRestOptions): REST {
  const maxWait = options.maxRateLimitWaitMs;
  return new REST({
    globalRequestsPerSecond: DISCORD_LIMITS.globalRequestsPerSecond,
    ...restRoute(options),
    ...(maxWait === undefined ? {} : { rejectOnRateLimit: (data: RateLimitData) => data.retryAfter > maxWait }),
  }).setToken(options.token);
}
