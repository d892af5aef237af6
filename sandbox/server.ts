import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, notFound } from './api-error.js';
import { CATEGORY_SPELLINGS } from './category-paths.js';
import { addControlRoutes } from './control-routes.js';
import type { SandboxCore } from './core.js';
import { readBody, send, type Reply } from './http-io.js';
import type { RequestContext, RouteSpec } from './route.js';
import { Router } from './router.js';
import { addCatalogueRoutes } from './catalogue-routes.js';
import { addListingRoutes, IMAGE_LIMIT_BYTES } from './listing-routes.js';
import { addOrderRoutes } from './order-routes.js';
import type { Seller } from './state.js';

const JSON_LIMIT_BYTES = 1024 * 1024;
const EMPTY: Buffer = Buffer.alloc(0);

function buildRouter(core: SandboxCore, reset: () => void): Router<RouteSpec> {
  const router = new Router<RouteSpec>({ cat: new Set(CATEGORY_SPELLINGS.keys()) });
  const add = (method: string, pattern: string, spec: RouteSpec) => router.add(method, pattern, spec);
  addCatalogueRoutes(add, core);
  addListingRoutes(add, core);
  addOrderRoutes(add, core);
  addControlRoutes(add, core, reset);
  return router;
}

function isAdmin(core: SandboxCore, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${core.adminToken}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const { data, tooLarge } = await readBody(req, JSON_LIMIT_BYTES);
  if (tooLarge) throw new ApiError(400, 'invalid_request', { connection: 'close' });
  if (data.length === 0) return undefined;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json')) throw new ApiError(400, 'invalid_request');
  try {
    return JSON.parse(data.toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_request');
  }
}

async function dispatch(core: SandboxCore, router: Router<RouteSpec>, req: IncomingMessage, res: ServerResponse): Promise<Reply | null> {
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));

  if (!path.startsWith('/_sandbox/')) {
    const fault = core.faults.take(method, path);
    if (fault) {
      if (fault.kind === 'reset') {
        req.socket.destroy();
        return null;
      }
      if (fault.kind === 'status') return { status: fault.status, json: { error: fault.error } };
      if (fault.kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end('{"offers": [{"id": ');
        return null;
      }
      await sleep(fault.delayMs);
    }
  }

  const matched = router.match(method, path);
  if (!matched) throw notFound();
  const spec = matched.value;
  let seller: Seller | undefined;
  if (spec.auth === 'admin') {
    if (!isAdmin(core, req.headers.authorization)) throw new ApiError(401, 'unauthorized');
  } else if (spec.auth === 'seller') {
    const caller = core.accounts.authenticate(req.headers.authorization, req.socket.remoteAddress);
    seller = caller.seller;
    if (core.limits) {
      const offerId = spec.offerWrite ? matched.params.id : undefined;
      const retryAfter = core.limiter.take(caller.keyId, spec.write, offerId, core.clock.now());
      if (retryAfter > 0) throw new ApiError(429, 'rate_limited', { 'retry-after': String(retryAfter) });
    }
  }

  let body: unknown;
  let raw = EMPTY;
  if (spec.body === 'json') body = await readJson(req);
  else if (spec.body === 'raw') {
    const read = await readBody(req, IMAGE_LIMIT_BYTES);
    if (read.tooLarge) throw new ApiError(400, 'invalid_image', { connection: 'close' });
    raw = read.data;
  }
  const ctx: RequestContext = { req, params: matched.params, query, body, raw, seller: seller as Seller };
  return spec.handle(ctx);
}

/** The HTTP front: node:http, one precompiled router, every failure as `{error: code}`. */
export function createSandboxServer(core: SandboxCore, reset: () => void): Server {
  const router = buildRouter(core, reset);
  const server = createServer((req, res) => {
    // Reads change nothing worth saving; any other call may have.
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => core.changed());
    if (core.logger.isLevelEnabled('debug')) {
      const started = performance.now();
      res.once('finish', () => {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        core.logger.debug({ method: req.method, path: req.url?.split('?')[0], status: res.statusCode, ms }, 'sandbox request');
      });
    }
    dispatch(core, router, req, res).then(
      (reply) => {
        if (reply) send(res, reply);
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          send(res, { status: error.status, json: { error: error.code }, headers: error.headers });
          return;
        }
        core.logger.error({ err: error, method: req.method, path: req.url?.split('?')[0] }, 'sandbox handler failed');
        send(res, { status: 500, json: { error: 'internal_error' } });
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
