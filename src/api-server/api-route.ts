import type { z } from 'zod';
import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import type { Stores } from '../store/stores.js';
import { ApiError } from './api-error.js';

/** What a route is handed: the core it acts through, the token's grant, the path's values and the body, read on demand. */
interface ApiCall {
  core: HawkerCore;
  stores: Stores;
  grant: TokenGrant;
  params: Record<string, string>;
  query: URLSearchParams;
  body: () => Promise<unknown>;
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

/** One endpoint: `path` as the OpenAPI document writes it (`/v1/orders/{id}/deliver`). */
export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  handle(call: ApiCall): Promise<ApiAnswer>;
}

const WHOLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The path's `{id}` as a whole UUID: chat takes an id's start, the API only the id, so a call can never reach another listing or order. */
export function wholeId(params: Record<string, string>, what: 'order' | 'listing'): string {
  const id = (params.id ?? '').toLowerCase();
  if (!WHOLE_ID.test(id)) throw new ApiError(400, 'invalid_field', `Field \`id\`: the whole ${what} id, a UUID.`);
  return id;
}

/** The body as the schema reads it; 400 naming the first field at fault (`goods.2` for the third code). */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  if (issue?.code === 'unrecognized_keys')
    throw new ApiError(400, 'invalid_field', `Field \`${[...issue.path, issue.keys[0]].join('.')}\`: not a field of this call.`);
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw new ApiError(400, 'invalid_field', `Field \`${field}\`: ${issue?.message ?? 'invalid'}.`);
}
