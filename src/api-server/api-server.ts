import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import { createDashboardApi, type DashboardApi } from '../dashboard/dashboard-api.js';
import { pageAssets, type PageAssets } from '../dashboard/page-assets.js';
import type { Logger } from '../log/logger.js';
import type { PrivateDelivery } from '../notify/private-delivery.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { AttemptLimit } from '../store/attempt-limit.js';
import type { Stores } from '../store/stores.js';
import { ApiError, sendError, sendJson } from '../http/api-error.js';
import type { ApiRoute } from './api-route.js';
import { listingRoutes } from './listing-routes.js';
import { orderRoutes } from './order-routes.js';
import { readJsonBody } from '../http/request-body.js';
import { statsRoutes } from './stats-routes.js';

/** The OpenAPI document every answer is checked against in the tests, served as it is in the repository. */
const OPENAPI_FILE = new URL('../../openapi/hawker-api.json', import.meta.url);

/** Per token: enough for a fulfilment script polling every second, few enough that one token cannot spend the shop's marketplace budget. */
const DEFAULT_API_RATE_LIMIT = { limit: 120, windowMs: 60_000 };

export interface ApiServerOptions {
  core: HawkerCore;
  stores: Stores;
  redis: RedisConnection;
  namespace: string;
  logger: Logger;
  port: number;
  host: string;
  /** When `port` is taken, listen on a free one instead of failing: for a default port, never for one the operator named. */
  anyPortIfTaken?: boolean;
  rateLimit?: { limit: number; windowMs: number };
  /** The Telegram bot's token, which signs the dashboard's Mini App logins; null where no Telegram bot runs. */
  telegramBotToken: string | null;
  /** The chats this process runs, reaching the owner's private chat for a pool's codes; null where it runs none. */
  privateDelivery: PrivateDelivery | null;
}

export interface ApiServer {
  url: string;
  close(): Promise<void>;
}

const ROUTES: readonly ApiRoute[] = [...orderRoutes, ...listingRoutes, ...statsRoutes];

/** The HTTP API (docs/integrations.md): bearer tokens, each acting through the core with its one role on its shop. */
export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const openapi = readFileSync(OPENAPI_FILE, 'utf8');
  const limits = new AttemptLimit(options.redis, options.namespace, { name: 'api', ...(options.rateLimit ?? DEFAULT_API_RATE_LIMIT) });
  const page = await pageAssets();
  const dashboard = createDashboardApi({
    core: options.core,
    stores: options.stores,
    redis: options.redis,
    namespace: options.namespace,
    logger: options.logger,
    telegramBotToken: options.telegramBotToken,
    privateDelivery: options.privateDelivery,
  });
  const server = createServer((request, response) => {
    void answer(options, { limits, openapi, dashboard, page }, request, response).catch((error: unknown) => {
      if (error instanceof ApiError && !response.headersSent) return sendError(response, error);
      options.logger.error(
        { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
        'api call failed',
      );
      // An event stream that failed after its headers went can only be ended.
      if (response.headersSent) return void response.end();
      sendError(response, new ApiError(500, 'internal', 'Hawker failed to answer this call; try again.'));
    });
  });
  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    if (!options.anyPortIfTaken || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await listen(server, 0, options.host);
  }
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open event streams would hold the server open: they end first, then idle connections close.
      await dashboard.close();
      server.closeIdleConnections();
      await closed;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

async function answer(
  options: ApiServerOptions,
  served: { limits: AttemptLimit; openapi: string; dashboard: DashboardApi; page: PageAssets },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { limits, openapi } = served;
  const url = new URL(request.url ?? '/', 'http://api');
  const path = url.pathname;
  if (path.startsWith('/dashboard/api/')) return served.dashboard.answer(request, response, path);
  // The dashboard's page (docs/dashboard.md) shares the API's origin; its calls are the line above.
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return served.page.answer(request, response);
  if (request.method === 'GET' && path === '/v1/openapi.json') {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(openapi);
    return;
  }
  const found = route(request.method ?? 'GET', path);
  if (!found) throw new ApiError(404, 'not_found', `No endpoint ${request.method ?? ''} ${path}; GET /v1/openapi.json lists them.`);
  const grant = await authenticate(options.stores, options.core, request);
  const verdict = await limits.take(grant.id);
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw new ApiError(429, 'rate_limited', `Too many calls with this token; retry in ${seconds} s.`, { 'retry-after': String(seconds) });
  }
  const result = await found.route.handle({
    core: options.core,
    stores: options.stores,
    grant,
    params: found.params,
    query: url.searchParams,
    body: () => readJsonBody(request),
  });
  sendJson(response, result.status, result.body);
}

function route(method: string, path: string): { route: ApiRoute; params: Record<string, string> } | null {
  let pathKnown = false;
  for (const candidate of ROUTES) {
    const names: string[] = [];
    const pattern = new RegExp(`^${candidate.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (names.push(name), '([^/]+)'))}$`);
    const match = pattern.exec(path);
    if (!match) continue;
    pathKnown = true;
    if (candidate.method !== method) continue;
    return {
      route: candidate,
      params: Object.fromEntries(names.map((name, index) => [name, pathParameter(name, match[index + 1] ?? '')])),
    };
  }
  if (pathKnown) throw new ApiError(405, 'method_not_allowed', `${method} is not served on ${path}.`);
  return null;
}

/** A path segment as sent, percent-decoded: a malformed escape is the caller's field to fix, not a server error. */
function pathParameter(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new ApiError(400, 'invalid_field', `Field \`${name}\`: not valid percent-encoding.`);
  }
}

/** The token of `Authorization: Bearer hwk_…`: 401 for none, a wrong one or a revoked one, in the same words. */
async function authenticate(stores: Stores, core: HawkerCore, request: IncomingMessage): Promise<TokenGrant> {
  const header = request.headers.authorization ?? '';
  const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const refused = new ApiError(
    401,
    'unauthorized',
    'Send a valid API token: Authorization: Bearer hwk_… (the owner makes one with `api token create`).',
    {
      'www-authenticate': 'Bearer',
    },
  );
  if (presented === undefined) throw refused;
  const grant = await stores.apiTokens.open(presented, core.services.now());
  if (!grant) throw refused;
  return { id: grant.id, label: grant.label, accountId: grant.accountId, role: grant.role };
}
