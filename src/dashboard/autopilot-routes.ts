import { z } from 'zod';
import type { AutopilotListingFacts } from '../core/autopilot/autopilot-overview.js';
import { autopilotCap, autopilotFrom, autopilotKeep, autopilotOff, autopilotWhenEmpty } from '../core/commands/autopilot.js';
import { poolAdd } from '../core/commands/pool-add.js';
import { poolLow } from '../core/commands/pool.js';
import { POOL_FILE_MAX_BYTES } from '../core/pool-codes.js';
import { parsedBody } from '../http/parsed-body.js';
import type { AutopilotBinding, AutopilotWrites } from './dashboard-wire.js';
import { invokeAsSession } from './session-call.js';
import type { RouteCall, TypedRoute } from './typed-route.js';

const poolName = z.string().trim().min(1).max(64);
/** Codes pasted (one per line) or a .txt/.csv file as base64; never both. */
const addBody = z
  .strictObject({
    name: poolName,
    codes: z.string().min(1).max(POOL_FILE_MAX_BYTES).optional(),
    file: z.strictObject({ filename: z.string().min(1).max(200), base64: z.base64().max(POOL_FILE_MAX_BYTES * 2) }).optional(),
  })
  .refine((body) => (body.codes === undefined) !== (body.file === undefined), { error: 'send either `codes` or a `file`' });
const lowBody = z.strictObject({ threshold: z.number().int().min(1).nullable() });
const bindBody = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('pool'), pool: poolName, template: z.string().max(1000).optional() }),
  z.strictObject({ source: z.literal('supplier'), url: z.string().min(1).max(2000) }),
  z.strictObject({ source: z.literal('keep'), pool: poolName, units: z.number().int().min(1) }),
]);
const capBody = z.strictObject({ orders: z.number().int().min(1).nullable(), cents: z.number().int().min(1).nullable().default(null) });

const whenEmptyBody = z.strictObject({ when_empty: z.enum(['pause', 'people']) });

type Write<K extends keyof AutopilotWrites> = (call: RouteCall) => Promise<AutopilotWrites[K]>;

/** The Autopilot tab's writes: each the chat verb's own typed run, as the session's person; codes go in, counts come back. */
const writes: { [K in keyof AutopilotWrites]: Write<K> } = {
  'pools/add': async ({ core, session, body }) => {
    const parsed = parsedBody(addBody, await body());
    const codes =
      parsed.file === undefined
        ? { lines: parsed.codes ?? '' }
        : { filename: parsed.file.filename, data: new Uint8Array(Buffer.from(parsed.file.base64, 'base64')) };
    return invokeAsSession(core, session, poolAdd.typed, { name: parsed.name, codes });
  },
  'pools/low': async ({ core, session, id, body }) => {
    const { threshold } = parsedBody(lowBody, await body());
    return invokeAsSession(core, session, poolLow.typed, { name: id, threshold: threshold === null ? 'off' : String(threshold) });
  },
  'autopilot/bind': async ({ core, session, id, body }) => {
    const parsed = parsedBody(bindBody, await body());
    switch (parsed.source) {
      case 'pool':
        return invokeAsSession(core, session, autopilotFrom.typed, { listing: id, source: parsed.pool, template: parsed.template });
      case 'supplier':
        return invokeAsSession(core, session, autopilotFrom.typed, { listing: id, source: parsed.url });
      case 'keep':
        return invokeAsSession(core, session, autopilotKeep.typed, { listing: id, units: String(parsed.units), pool: parsed.pool });
    }
  },
  'autopilot/cap': async ({ core, session, id, body }) => {
    const { orders, cents } = parsedBody(capBody, await body());
    const dollars = cents === null ? undefined : (cents / 100).toFixed(2);
    return invokeAsSession(core, session, autopilotCap.typed, { listing: id, orders: orders === null ? 'off' : String(orders), dollars });
  },
  'autopilot/off': async ({ core, session, id }) => invokeAsSession(core, session, autopilotOff.typed, { listing: id }),
  'autopilot/when-empty': async ({ core, session, id, body }) => {
    const { when_empty: choice } = parsedBody(whenEmptyBody, await body());
    return invokeAsSession(core, session, autopilotWhenEmpty.typed, { listing: id, choice });
  },
};

const post = (path: string, write: keyof AutopilotWrites): TypedRoute => ({
  method: 'POST',
  path,
  handle: async (call) => ({ json: await writes[write](call) }),
});

export const autopilotRoutes: TypedRoute[] = [
  post('pools/add', 'pools/add'),
  post('pools/{id}/low', 'pools/low'),
  post('listings/{id}/autopilot', 'autopilot/bind'),
  post('listings/{id}/autopilot-cap', 'autopilot/cap'),
  post('listings/{id}/autopilot-off', 'autopilot/off'),
  post('listings/{id}/autopilot-when-empty', 'autopilot/when-empty'),
];

/** A bound listing as the page reads it. */
export function autopilotWire(listing: AutopilotListingFacts): AutopilotBinding {
  const { source, lastFailure } = listing;
  return {
    listing_id: listing.listingId,
    title: listing.title,
    mode: source.kind === 'keep' ? 'keep' : 'deliver',
    pool: source.kind === 'supplier' ? null : source.pool,
    pool_left: source.kind === 'supplier' ? null : source.left,
    host: source.kind === 'supplier' ? source.host : null,
    template: source.kind === 'pool' ? source.template : null,
    units: source.kind === 'keep' ? source.units : null,
    delivered_today: listing.deliveredToday,
    cap_orders: listing.capOrders,
    cap_cents: listing.capCents,
    when_empty: listing.whenEmpty,
    off_sale_reason: listing.pausedFor,
    last_failure:
      lastFailure === null
        ? null
        : { at: new Date(lastFailure.at).toISOString(), order_id: lastFailure.orderId, reason: lastFailure.reason },
  };
}
