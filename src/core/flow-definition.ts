import type { z } from 'zod';
import { t, type LazyText } from '../i18n/index.js';
import type { Role } from '../domain/roles.js';
import type { MarketplaceContext, PersonContext } from './context.js';
import type { FlowData, FlowInput, FlowStep, FlowView } from './flow-types.js';
import { narrowed, type StoreName } from './narrow-stores.js';
import { errorReply } from './reply-helpers.js';

interface FlowBase {
  kind: string;
  /** The stores its steps reach through `ctx.services.stores`: their context holds only these. */
  stores: readonly StoreName[];
  /** How long the flow waits for the person between steps. */
  ttlSeconds: number;
  /** The steps that take a file, each with the largest file it takes: adapters download nothing else. */
  acceptsFile?: Readonly<Record<string, number>>;
}

/** A flow acting on a seller account: the presser's role is checked again at every step. */
export interface AccountFlow extends FlowBase {
  role: Role;
  /** Set on the one flow a reply to an order alert starts (deliver): dispatch and file offers ask the registry for it. */
  alertReply?: AlertReply;
  handle(ctx: MarketplaceContext<StoreName>, flow: FlowView, input: FlowInput): Promise<FlowStep>;
}

export interface PersonFlow extends FlowBase {
  role: 'none';
  handle(ctx: PersonContext<StoreName>, flow: FlowView, input: FlowInput): Promise<FlowStep>;
}

export type FlowDefinition = AccountFlow | PersonFlow;

/** How a reply to an order alert enters a flow: the reply is the input of `step`. */
export interface AlertReply {
  step: string;
  /** The flow's data for the order the alert is about. */
  data(orderId: string): FlowData;
  /** The answer to someone whose role on the order's account is below the flow's. */
  roleRefusal: LazyText;
}

/** A flow's view with its stored data parsed by the flow's own schema. */
export type TypedFlowView<D> = Omit<FlowView, 'data'> & { data: D };

interface TypedFlowBase<D, S extends StoreName> extends Omit<AccountFlow, 'role' | 'handle' | 'stores'> {
  stores: readonly S[];
  /** What the flow keeps between steps; the stored data is parsed with it before every step. */
  schema: z.ZodType<D>;
}

export interface TypedAccountFlow<D, S extends StoreName = never> extends TypedFlowBase<D, S> {
  role: AccountFlow['role'];
  handle(ctx: MarketplaceContext<NoInfer<S>>, flow: TypedFlowView<D>, input: FlowInput): Promise<FlowStep>;
}

export interface TypedPersonFlow<D, S extends StoreName = never> extends Omit<TypedFlowBase<D, S>, 'alertReply'> {
  role: 'none';
  handle(ctx: PersonContext<NoInfer<S>>, flow: TypedFlowView<D>, input: FlowInput): Promise<FlowStep>;
}

/**
 * Stored flow data outlives a deploy: data that no longer fits the flow's schema ends the
 * conversation with a sentence instead of reaching the handler half-typed.
 */
function unreadable(): FlowStep {
  return { replies: [errorReply(t('flow-unreadable'))] };
}

function typed<D>(schema: z.ZodType<D>, flow: FlowView): TypedFlowView<D> | null {
  const parsed = schema.safeParse(flow.data);
  return parsed.success ? { ...flow, data: parsed.data } : null;
}

/** The handler behind a parse of the stored data with the flow's schema. */
function parsing<C, D>(schema: z.ZodType<D>, handle: (ctx: C, flow: TypedFlowView<D>, input: FlowInput) => Promise<FlowStep>) {
  return async (ctx: C, flow: FlowView, input: FlowInput): Promise<FlowStep> => {
    const view = typed(schema, flow);
    return view === null ? unreadable() : handle(ctx, view, input);
  };
}

/** Each step gets the context narrowed to the stores the flow declared. */
export function accountFlow<D, S extends StoreName = never>(definition: TypedAccountFlow<D, S>): AccountFlow {
  const { schema, stores, ...rest } = definition;
  return {
    ...rest,
    stores,
    handle: parsing(schema, (ctx: MarketplaceContext<StoreName>, flow, input) => definition.handle(narrowed(ctx, stores), flow, input)),
  };
}

export function personFlow<D, S extends StoreName = never>(definition: TypedPersonFlow<D, S>): PersonFlow {
  const { schema, stores, ...rest } = definition;
  return {
    ...rest,
    stores,
    handle: parsing(schema, (ctx: PersonContext<StoreName>, flow, input) => definition.handle(narrowed(ctx, stores), flow, input)),
  };
}
