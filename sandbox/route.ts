import type { IncomingMessage } from 'node:http';
import type { Reply } from './http-io.js';
import type { Params } from './router.js';
import type { Seller } from './state.js';

export interface RequestContext {
  req: IncomingMessage;
  params: Params;
  query: URLSearchParams;
  /** Parsed JSON for `json` routes. */
  body: unknown;
  /** The raw bytes for `raw` routes. */
  raw: Buffer;
  /** The key's account on `seller` routes. */
  seller: Seller;
}

export interface RouteSpec {
  auth: 'public' | 'seller' | 'admin';
  /** Counted against the write budget (else the read budget). */
  write: boolean;
  /** The `id` parameter names an offer: the per-offer write budget applies. */
  offerWrite?: boolean;
  body: 'json' | 'raw' | 'none';
  handle(ctx: RequestContext): Reply | Promise<Reply>;
}

export type AddRoute = (method: string, pattern: string, spec: RouteSpec) => void;

export const param = (ctx: RequestContext, name: string): string => ctx.params[name] ?? '';
