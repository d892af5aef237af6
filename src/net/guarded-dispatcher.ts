import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { isPublicAddress } from './public-address.js';

/** A connection refused because the address it would reach is not public (see public-address.ts). */
export class AddressRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is at ${address}, a loopback, private or link-local address`);
    this.name = 'AddressRefusedError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The system resolver, refusing a name when any of its addresses is not public: the check
 * runs on the addresses the socket then connects to, so a name that resolved to a public
 * address when the URL was checked and to 127.0.0.1 now (DNS rebinding) is still refused.
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new AddressRefusedError(hostname, refused.address), []);
    if (options.all === true) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/** A few sockets per supplier or receiver: one shop's endpoint has one order's call at a time. */
const POOL: Agent.Options = { connections: 8, keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000 };

/**
 * The dispatcher signed calls (autopilot's suppliers, webhooks) go through: every
 * connection checks the address it reaches, a literal IP in the URL before connecting
 * and a name through `guardedLookup`. It connects directly, never through the configured
 * proxy (`outgoing-dispatcher.ts`): a proxy resolves names itself, where this check cannot
 * see the address. With `allowPrivateNetworks` (WEBHOOK_ALLOW_PRIVATE_NETWORKS, for a
 * local demo and tests) it is a plain pool.
 */
export function createGuardedDispatcher(options: { allowPrivateNetworks: boolean }): Dispatcher {
  if (options.allowPrivateNetworks) return new Agent(POOL);
  const connectTo = buildConnector({ lookup: guardedLookup });
  return new Agent({
    ...POOL,
    connect: (target, callback) => {
      // Node connects to a literal address without asking the resolver, so it is checked here.
      const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) !== 0 && !isPublicAddress(host)) {
        callback(new AddressRefusedError(host, host), null);
        return;
      }
      connectTo(target, callback);
    },
  });
}
