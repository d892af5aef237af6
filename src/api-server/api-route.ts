import type { HawkerCore } from '../core/hawker-core.js';
import type { TokenGrant } from '../core/input-dispatch.js';
import type { Stores } from '../store/stores.js';

/** What a route is handed: the core it acts through, the token's grant, the path's values and the body, read on demand. */
interface ApiCall {
  core: HawkerCore;
  stores: Stores;
  grant: TokenGrant;
  params: Record<string, string>;
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
