import { ApiError } from '../http/api-error.js';
import type { HawkerCore } from '../core/hawker-core.js';
import type { Attachment } from '../domain/reply.js';
import type { PrivateDelivery } from '../notify/private-delivery.js';
import type { DashboardSession } from '../store/dashboard-sessions.js';

/** One call of a typed route: the session's person, the path's id, the query and the JSON body. */
export interface RouteCall {
  core: HawkerCore;
  session: DashboardSession;
  id: string;
  query: URLSearchParams;
  body: () => Promise<unknown>;
  /** The owner's private chat, where a pool's codes go; null where this process runs no chat. */
  delivery: PrivateDelivery | null;
}

export type RouteAnswer = { json: unknown } | { file: Attachment };

export interface TypedRoute {
  method: 'GET' | 'POST';
  /** The path under `/dashboard/api/`; `{id}` stands for one id. */
  path: string;
  handle(call: RouteCall): Promise<RouteAnswer>;
}

/** A read's facts; a read never asks a question, so one that does is refused. */
export function valueOf<T>(answered: { value: T } | { confirm: unknown }): T {
  if ('value' in answered) return answered.value;
  throw new ApiError(409, 'refused', 'A read asked a question.');
}
