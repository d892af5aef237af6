import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ApiError, sendJson } from '../http/api-error.js';
import { parsedBody } from '../http/parsed-body.js';
import { readJsonBody } from '../http/request-body.js';
import { dataOf } from '../http/reply-data.js';
import { fileTooLargeReply } from '../core/file-offer.js';
import type { HawkerCore } from '../core/hawker-core.js';
import { dashboardPlace, type DashboardInput } from '../core/dispatch/dispatch-types.js';
import type { Reply } from '../domain/reply.js';
import { DEFAULT_LOCALE } from '../i18n/index.js';
import type { Logger } from '../log/logger.js';
import type { PrivateDelivery } from '../notify/private-delivery.js';
import type { RedisConnection } from '../runtime/redis-connection.js';
import { AttemptLimit } from '../store/attempt-limit.js';
import { DASHBOARD_SESSION_TTL_SECONDS, type DashboardSession } from '../store/dashboard-sessions.js';
import type { Stores } from '../store/stores.js';
import { dashboardReply } from './dashboard-reply.js';
import { EventStreams } from './event-streams.js';
import { pageMessages } from './page-messages.js';
import { exchangeSession } from './session-exchange.js';
import { typedRoute, typedRoutes, type RouteAnswer } from './typed-routes.js';

const PREFIX = '/dashboard/api/';

/** Logins per address: a page logs in once per opening; enough for a shared office address, too few to try tokens in bulk. */
const SESSION_ATTEMPTS = { name: 'dashboard-session', limit: 30, windowMs: 10 * 60_000 };
/** The largest file a command takes (an import, 5 MiB) as base64 in JSON, with room for the rest of the body. */
const FILE_BODY_MAX_BYTES = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 64 * 1024;

const commandBody = z.strictObject({
  name: z.string().min(1).max(64),
  verb: z.string().min(1).max(64).optional(),
  values: z.record(z.string(), z.union([z.string().max(100_000), z.number(), z.boolean()])).default({}),
  text: z.string().max(100_000).default(''),
});
const actionBody = z.strictObject({ action: z.string().min(1).max(200) });
const formBody = z.strictObject({ form_id: z.string().min(1).max(200), values: z.record(z.string(), z.string().max(100_000)) });
const fileBody = z.strictObject({
  caption: z.string().max(500).optional(),
  filename: z.string().min(1).max(255),
  content_type: z.string().min(1).max(200),
  base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'),
});

export interface DashboardApiOptions {
  core: HawkerCore;
  stores: Stores;
  redis: RedisConnection;
  namespace: string;
  logger: Logger;
  /** The Telegram bot's token, which signs Mini App init data; null where no Telegram bot runs. */
  telegramBotToken: string | null;
  /** The owner's private chat, where a pool's codes go; null where this process runs no chat. */
  privateDelivery: PrivateDelivery | null;
}

export interface DashboardApi {
  /** Answers a request under `/dashboard/api/`; throws an `ApiError` for the server to send. */
  answer(request: IncomingMessage, response: ServerResponse, path: string): Promise<void>;
  /** Ends the open event streams and closes their subscriber connection. */
  close(): Promise<void>;
}

/** The dashboard page's API (docs/dashboard.md): sessions, the page's wording, calls through the core, live events. */
export function createDashboardApi(options: DashboardApiOptions): DashboardApi {
  const { core, stores } = options;
  const attempts = new AttemptLimit(options.redis, options.namespace, SESSION_ATTEMPTS);
  const streams = new EventStreams(stores.dashboardEvents, options.logger);
  const now = () => core.services.now();
  const run = async (session: DashboardSession, input: DashboardInput, response: ServerResponse) => {
    const replies = await core.asDashboard({ sessionId: session.id, accountId: session.accountId, actor: session.actor }, input);
    sendReplies(response, replies);
  };
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    'POST /dashboard/api/session': async (request, response) => {
      const deps = { stores, telegramBotToken: options.telegramBotToken, attempts, now };
      sendJson(response, 200, await exchangeSession(deps, request, DASHBOARD_SESSION_TTL_SECONDS));
    },
    'GET /dashboard/api/messages': async (request, response) => {
      // Before a login (or after a refused one) the page words its login screen in the browser's language: the messages are no secret.
      if (request.headers.authorization === undefined) {
        const asked = new URL(request.url ?? '/', 'http://page').searchParams.get('locale');
        return sendJson(response, 200, pageMessages(asked ?? DEFAULT_LOCALE));
      }
      const session = await authenticate(stores, request);
      const identityId = await stores.identities.identityOfLogin(session.actor.platform, session.actor.userId);
      const locale = identityId === null ? null : await stores.languages.ofPerson(identityId);
      sendJson(response, 200, pageMessages(locale ?? DEFAULT_LOCALE));
    },
    'POST /dashboard/api/command': async (request, response) => {
      const session = await authenticate(stores, request);
      const body = parsedBody(commandBody, await readJsonBody(request));
      const input: DashboardInput = { type: 'command', name: body.name, values: body.values, text: body.text };
      await run(session, body.verb === undefined ? input : { ...input, verb: body.verb }, response);
    },
    'POST /dashboard/api/action': async (request, response) => {
      const session = await authenticate(stores, request);
      await run(session, { type: 'action', action: parsedBody(actionBody, await readJsonBody(request)).action }, response);
    },
    'POST /dashboard/api/form': async (request, response) => {
      const session = await authenticate(stores, request);
      const body = parsedBody(formBody, await readJsonBody(request));
      await run(session, { type: 'form', formId: body.form_id, values: body.values }, response);
    },
    'POST /dashboard/api/file': async (request, response) => {
      const session = await authenticate(stores, request);
      const body = parsedBody(fileBody, await readJsonBody(request, FILE_BODY_MAX_BYTES));
      const data = Buffer.from(body.base64, 'base64');
      const caption = body.caption === undefined ? {} : { caption: body.caption };
      const place = dashboardPlace(session.id);
      const verdict = await core.judgeFile({ actor: session.actor, place, size: data.length, ...caption });
      if (!verdict.accept) return sendReplies(response, [verdict.reply]);
      if (data.length > verdict.maxBytes) return sendReplies(response, [fileTooLargeReply(verdict.maxBytes, data.length, verdict.locale)]);
      await run(session, { type: 'file', filename: body.filename, contentType: body.content_type, data, ...caption }, response);
    },
    'GET /dashboard/api/events': async (request, response) => {
      const token = bearer(request);
      const session = await authenticate(stores, request);
      const stillAllowed = async () => {
        const current = await stores.dashboardSessions.open(token);
        return current !== null && (await holdsRole(stores, current));
      };
      if (!(await holdsRole(stores, session))) throw notAMember();
      await streams.serve(session.accountId, stillAllowed, request, response);
    },
  };
  return {
    async answer(request, response, path) {
      const method = request.method ?? 'GET';
      const handler = routes[`${method} ${path}`];
      if (handler) return handler(request, response);
      const typed = typedRoute(method, path.slice(PREFIX.length));
      if (typed) {
        const session = await authenticate(stores, request);
        const query = new URL(request.url ?? '/', 'http://page').searchParams;
        const call = { core, session, id: typed.id, query, body: () => readJsonBody(request), delivery: options.privateDelivery };
        return sendAnswer(response, await typed.route.handle(call));
      }
      const served = [...Object.keys(routes), ...typedRoutes.map((route) => `${route.method} ${PREFIX}${route.path}`)];
      if (served.some((key) => key.endsWith(` ${path}`))) {
        throw new ApiError(405, 'method_not_allowed', `${method} is not served on ${path}.`);
      }
      throw new ApiError(404, 'not_found', `No endpoint ${method} ${path}; docs/dashboard.md lists them.`);
    },
    close: () => streams.close(),
  };
}

/**
 * The replies as the page reads them; a role refusal is a 403 naming the role needed, and
 * a call over the person's limit a 429 saying when to try again, each in the person's words.
 */
function sendReplies(response: ServerResponse, replies: readonly Reply[]): void {
  const limited = dataOf(replies, 'rate-limited');
  if (limited) {
    const said = replies.find((reply) => reply.data?.kind === 'rate-limited')?.text;
    throw new ApiError(429, 'rate_limited', said ?? `Too many calls; retry in ${limited.retryAfterSeconds} s.`, {
      'retry-after': String(limited.retryAfterSeconds),
    });
  }
  const refused = dataOf(replies, 'role-refused');
  if (refused) {
    const said = replies.find((reply) => reply.data?.kind === 'role-refused')?.text;
    throw new ApiError(403, 'role_too_low', said ?? `This needs the ${refused.needed} role.`);
  }
  sendJson(response, 200, { replies: replies.map((reply) => dashboardReply(reply, DEFAULT_LOCALE)) });
}

/** A typed route's facts as JSON, or its file as a download. */
function sendAnswer(response: ServerResponse, answer: RouteAnswer): void {
  if ('json' in answer) return sendJson(response, 200, answer.json);
  const { file } = answer;
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': String(file.data.byteLength),
    'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  });
  response.end(file.data);
}

function bearer(request: IncomingMessage): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}

/** The session the bearer token opens, its expiry moved on; 401 `session_expired` for none, an unknown or an expired one. */
async function authenticate(stores: Stores, request: IncomingMessage): Promise<DashboardSession> {
  const session = await stores.dashboardSessions.open(bearer(request));
  if (!session) {
    throw new ApiError(401, 'session_expired', 'The dashboard session has expired: open the dashboard again from the chat.', {
      'www-authenticate': 'Bearer',
    });
  }
  return session;
}

/** Whether the session's person holds any role on its shop now: events are for the team only. */
async function holdsRole(stores: Stores, session: DashboardSession): Promise<boolean> {
  const identityId = await stores.identities.identityOfLogin(session.actor.platform, session.actor.userId);
  return identityId !== null && (await stores.team.roleOf(session.accountId, identityId)) !== null;
}

function notAMember(): ApiError {
  return new ApiError(403, 'not_a_member', 'You no longer hold a role on this shop.');
}
