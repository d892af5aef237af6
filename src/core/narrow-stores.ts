import type { Stores } from '../store/stores.js';
import type { CoreServices } from './services.js';

/** A store's name as `Stores` names it: what a command, flow or helper declares it uses. */
export type StoreName = keyof Stores;

/**
 * The services a command's handler reaches: the core's own, with only the stores it declared
 * (`stores: [...]` on its definition), so a store it did not declare fails `tsc` where it is used.
 */
export type CommandServices<S extends StoreName> = Omit<CoreServices, 'stores'> & { stores: Pick<Stores, S> };

/** The declared stores of the full set; a store not declared is absent at run time too, not merely hidden from the types. */
function pickStores<S extends StoreName>(stores: Pick<Stores, S>, declared: readonly S[]): Pick<Stores, S> {
  const picked: Partial<Pick<Stores, S>> = {};
  for (const name of declared) picked[name] = stores[name];
  return picked as Pick<Stores, S>;
}

/** A context `C` whose services hold only the stores `S`. */
export type Narrowed<C, S extends StoreName> = Omit<C, 'services'> & { services: CommandServices<S> };

/** The handler's context with its services narrowed to the stores its definition declared. */
export function narrowed<S extends StoreName, C extends { services: CommandServices<S> }>(ctx: C, declared: readonly S[]): Narrowed<C, S> {
  return { ...ctx, services: { ...ctx.services, stores: pickStores(ctx.services.stores, declared) } };
}
