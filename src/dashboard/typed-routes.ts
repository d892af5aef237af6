import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { parsedBody } from '../http/parsed-body.js';
import { account as accountCommand } from '../core/commands/account.js';
import { audit } from '../core/commands/audit.js';
import { autopilotShow } from '../core/commands/autopilot.js';
import { deliver } from '../core/commands/deliver.js';
import { listing } from '../core/commands/listing.js';
import { listingsShow } from '../core/commands/listings.js';
import { listingsExport, nothingExported } from '../core/commands/listings-export.js';
import { attachmentOf } from '../core/typed/file-fact.js';
import { orders } from '../core/commands/orders.js';
import { poolShow } from '../core/commands/pool.js';
import { price } from '../core/commands/price.js';
import { restockAdd } from '../core/commands/restock.js';
import { statsFigures } from '../core/commands/stats.js';
import { statusActions } from '../core/commands/status-actions.js';
import { teamInvites, teamMembers } from '../core/commands/team.js';
import { take } from '../core/commands/take.js';
import { autopilotRoutes, autopilotWire } from './autopilot-routes.js';
import { poolWithdrawRoutes } from './pool-withdraw-routes.js';
import type { AutopilotWrites, DashboardReads, DashboardWrites, ListingRead, PoolHandOverWrites } from './dashboard-wire.js';
import { doneAsSession, invokeAsSession } from './session-call.js';
import { valueOf, type RouteAnswer, type RouteCall, type TypedRoute } from './typed-route.js';

export type { RouteAnswer };

const id = z.string().min(1).max(100);
const confirm = z.boolean().default(false);
const deliverBody = z
  .strictObject({ goods: z.array(z.string().min(1).max(2000)).min(1).max(5000).optional(), traded: z.literal(true).optional(), confirm })
  .refine((body) => (body.goods === undefined) !== (body.traded === undefined), {
    error: 'send either `goods`, one code per unit, or `"traded": true`',
  });
const priceBody = z.strictObject({ cents: z.number().int().min(1).max(100_000_000), confirm });
const statusBody = z.strictObject({ action: z.enum(['publish', 'unpublish', 'pause', 'unpause', 'archive']), confirm });
const stockBody = z.strictObject({ stock: z.number().int().min(0).max(1_000_000_000) });
const periodQuery = z.enum(['today', '7d', '30d', '12m']).default('30d');
const splitQuery = z.enum(['listing', 'game']).optional();

type Read<K extends keyof DashboardReads> = (call: RouteCall) => Promise<DashboardReads[K]>;
type Write<K extends keyof DashboardWrites> = (call: RouteCall) => Promise<DashboardWrites[K]>;
/** The Autopilot tab's writes are `autopilot-routes.ts`'s. */
type OwnWrite = Exclude<keyof DashboardWrites, keyof AutopilotWrites | keyof PoolHandOverWrites>;

const command = (name: string, values: Record<string, string | number> = {}, verb?: string) => ({
  type: 'command' as const,
  name,
  values,
  text: '',
  ...(verb === undefined ? {} : { verb }),
});

/** `stats`'s query from the page's period and split. */
function statsQuery(query: URLSearchParams): string {
  const period = parsedBody(periodQuery, query.get('period') ?? undefined);
  const split = parsedBody(splitQuery, query.get('by') ?? undefined);
  return split === undefined ? period : `${period} by ${split}`;
}

const reads: { [K in keyof DashboardReads]: Read<K> } = {
  orders: async ({ core, session }) => valueOf(await invokeAsSession(core, session, orders.typed, {})),
  listings: async ({ core, session }) => ({
    listings: valueOf(await invokeAsSession(core, session, listingsShow.typed, { page: 1 })).listings,
  }),
  stats: async ({ core, session, query }) => ({
    stats: valueOf(await invokeAsSession(core, session, statsFigures.typed, { query: statsQuery(query) })),
  }),
  account: async ({ core, session }) => ({
    account: valueOf(await invokeAsSession(core, session, accountCommand.typed, {})).account,
  }),
  pools: async ({ core, session }) => ({ pools: valueOf(await invokeAsSession(core, session, poolShow.typed, {})).pools }),
  // Autopilot's facts are its own (each bound listing) and the account's last failures.
  autopilot: async (call) => {
    const shown = valueOf(await invokeAsSession(call.core, call.session, autopilotShow.typed, {}));
    const { account } = await reads.account(call);
    return { bindings: shown.listings.map(autopilotWire), failures: account.autopilot_failures };
  },
  team: async ({ core, session }) => ({ team: valueOf(await invokeAsSession(core, session, teamMembers.typed, {})) }),
  'team/invites': async ({ core, session }) => ({
    invites: valueOf(await invokeAsSession(core, session, teamInvites.typed, {})).invites,
  }),
  audit: async ({ core, session }) => ({
    entries: valueOf(await invokeAsSession(core, session, audit.typed, { count: 50 })).entries,
  }),
};

const writes: { [K in OwnWrite]: Write<K> } = {
  deliver: async ({ core, session, id: orderId, body }) => {
    const parsed = parsedBody(deliverBody, await body());
    const args = parsed.goods === undefined ? { order: orderId, traded: true as const } : { order: orderId, codes: parsed.goods };
    return invokeAsSession(core, session, deliver.typed, args, parsed.confirm);
  },
  take: async ({ core, session, id: orderId }) => {
    valueOf(await invokeAsSession(core, session, take.typed, { order: orderId }));
    return { value: { orderId } };
  },
  price: async ({ core, session, id: listingId, body }) => {
    const parsed = parsedBody(priceBody, await body());
    return invokeAsSession(core, session, price.typed, { id: listingId, amount: parsed.cents }, parsed.confirm);
  },
  status: async ({ core, session, id: listingId, body }) => {
    const parsed = parsedBody(statusBody, await body());
    return invokeAsSession(core, session, statusActions[parsed.action].typed, { id: listingId }, parsed.confirm);
  },
  stock: async ({ core, session, id: listingId, body }) => {
    const parsed = parsedBody(stockBody, await body());
    const answered = await invokeAsSession(core, session, restockAdd.typed, {
      id: listingId,
      stock: { mode: 'set', quantity: parsed.stock },
    });
    if ('confirm' in answered) return answered;
    if (answered.value.kind !== 'stock') throw new ApiError(409, 'refused', 'The stock was not changed.');
    return { value: answered.value.set };
  },
};

/** A command's file (an export) as the answer, or its refusal. */
async function fileOf(call: RouteCall, input: ReturnType<typeof command>): Promise<RouteAnswer> {
  const replies = await doneAsSession(call.core, call.session, input);
  const file = replies.flatMap((reply) => reply.attachments ?? [])[0];
  if (!file) throw new ApiError(409, 'refused', replies[0]?.text ?? '');
  return { file };
}

/** The page's typed calls: each runs as the session's person behind chat's guards, and answers facts, never chat text. */
export const typedRoutes: TypedRoute[] = [
  ...Object.entries(reads).map(([path, read]) => ({
    method: 'GET' as const,
    path,
    handle: async (call: RouteCall) => ({ json: await (read as Read<keyof DashboardReads>)(call) }),
  })),
  ...(['deliver', 'take'] as const).map((verb) => ({
    method: 'POST' as const,
    path: `orders/{id}/${verb}`,
    handle: async (call: RouteCall) => ({ json: await writes[verb](call) }),
  })),
  ...(['price', 'status', 'stock'] as const).map((verb) => ({
    method: 'POST' as const,
    path: `listings/{id}/${verb}`,
    handle: async (call: RouteCall) => ({ json: await writes[verb](call) }),
  })),
  {
    method: 'GET',
    path: 'listings/export',
    handle: async ({ core, session, query }) => {
      const format = query.get('format') === 'json' ? 'json' : 'csv';
      const exported = valueOf(await invokeAsSession(core, session, listingsExport.typed, { format }));
      if (exported.file === null) throw new ApiError(409, 'refused', nothingExported(exported, {}));
      return { file: attachmentOf(exported.file) };
    },
  },
  // After the export: `listings/{id}` would read `export` as an id.
  {
    method: 'GET',
    path: 'listings/{id}',
    handle: async ({ core, session, id: listingId }) => {
      const card = valueOf(await invokeAsSession(core, session, listing.typed, { id: listingId }));
      const answer: ListingRead = { listing: card.listing };
      return { json: answer };
    },
  },
  ...autopilotRoutes,
  ...poolWithdrawRoutes,
  { method: 'GET', path: 'stats/export', handle: (call) => fileOf(call, command('stats', { query: statsQuery(call.query) }, 'export')) },
];

/** The route for `method path` and the id it names, if any matches. */
export function typedRoute(method: string, path: string): { route: TypedRoute; id: string } | null {
  for (const route of typedRoutes) {
    if (route.method !== method) continue;
    const [before, after] = route.path.split('{id}');
    if (after === undefined) {
      if (route.path === path) return { route, id: '' };
      continue;
    }
    if (!path.startsWith(before ?? '') || !path.endsWith(after)) continue;
    const named = path.slice((before ?? '').length, path.length - after.length);
    if (id.safeParse(named).success && /^[\w-]+$/.test(named)) return { route, id: named };
  }
  return null;
}
