import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/dispatch/dispatch-types.js';
import type { Stores } from '../store/stores.js';
import { ApiError } from '../http/api-error.js';

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
