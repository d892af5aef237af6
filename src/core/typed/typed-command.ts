import type {
  AccountAccess,
  CommandBase,
  CommandResult,
  ContextFor,
  MarketplaceUse,
  PreparedAccount,
  RegisteredAccountCommand,
} from '../command.js';
import { defaultIssueWording } from '../command.js';
import type { AccountContext, KeyAcceptedContext, MarketplaceContext } from '../context.js';
import { narrowed, type Narrowed, type StoreName } from '../narrow-stores.js';
import type { Outcome, Preview } from './outcome.js';

/**
 * A command whose handler answers facts (`T`), not chat: `run` does the work, `ask` words the
 * question a change out of the ordinary needs first with the facts it is about (`P`), and
 * `chat` renders an outcome as the chat's replies. Chat runs `chat(run(...))` behind the
 * usual guards; the typed entry (`invoke`) runs `run` behind the same guards and hands the
 * outcome back as it is.
 */
interface TypedHandler<A, T, P, M extends MarketplaceUse, S extends StoreName> {
  marketplace: M;
  ask?: (ctx: ContextFor<S>[M], args: A) => Promise<Preview<P> | null>;
  run: (ctx: ContextFor<S>[M], args: A) => Promise<Outcome<T>>;
  chat: (outcome: Outcome<T>, ctx: ContextFor<S>[M], args: A) => CommandResult | Promise<CommandResult>;
}

/** `S`: the stores its handlers reach, as its `stores` line declares them (a type argument when the others are given). */
export type TypedAccountCommand<A, T, P = never, S extends StoreName = never> = CommandBase<A, S> &
  AccountAccess & { unlinkedGroupUsesActiveAccount?: boolean } & (
    | TypedHandler<A, T, P, 'none', NoInfer<S>>
    | TypedHandler<A, T, P, 'needed', NoInfer<S>>
    | TypedHandler<A, T, P, 'if-key-accepted', NoInfer<S>>
  );

export interface TypedRunnable<C, T, P> {
  ask?: (ctx: C) => Promise<Preview<P> | null>;
  run: (ctx: C) => Promise<Outcome<T>>;
}

/** A typed command's handler bound to its arguments, with the context its marketplace use gets (every store: it narrows them itself). */
export type PreparedTyped<T, P> =
  | (TypedRunnable<AccountContext<StoreName>, T, P> & { marketplace: 'none' })
  | (TypedRunnable<MarketplaceContext<StoreName>, T, P> & { marketplace: 'needed' })
  | (TypedRunnable<KeyAcceptedContext<StoreName>, T, P> & { marketplace: 'if-key-accepted' });

/** A registered command that also answers typed: what the typed entry takes (`core.invoke(caller, orders.typed, {})`). */
export interface TypedEntry<A, T, P> {
  command: RegisteredAccountCommand;
  prepare(args: A): PreparedTyped<T, P>;
}

export type WithTyped<A, T, P> = RegisteredAccountCommand & { typed: TypedEntry<A, T, P> };

export function typedCommand<A, T, P = never, S extends StoreName = never>(
  definition: TypedAccountCommand<A, T, P, S>,
): WithTyped<A, T, P> {
  const { schema, ask: _ask, run: _run, chat: _chat, ...info } = definition;
  const registered: RegisteredAccountCommand = {
    ...info,
    prepare(values) {
      const parsed = schema.safeParse(values, { error: defaultIssueWording });
      if (!parsed.success) return { ok: false, error: parsed.error };
      return chatBound(definition, parsed.data);
    },
  };
  return { ...registered, typed: { command: registered, prepare: (args) => typedBound(definition, args) } };
}

function chatBound<A, T, P, S extends StoreName>(definition: TypedAccountCommand<A, T, P, S>, args: A): PreparedAccount {
  const { stores } = definition;
  switch (definition.marketplace) {
    case 'none':
      return { ok: true, marketplace: 'none', ...chatRunnable<A, T, P, S, AccountContext<StoreName>>(definition, stores, args) };
    case 'needed':
      return { ok: true, marketplace: 'needed', ...chatRunnable<A, T, P, S, MarketplaceContext<StoreName>>(definition, stores, args) };
    case 'if-key-accepted':
      return {
        ok: true,
        marketplace: 'if-key-accepted',
        ...chatRunnable<A, T, P, S, KeyAcceptedContext<StoreName>>(definition, stores, args),
      };
  }
}

/** The chat's handler: the run rendered by `chat`, and the question's sentence alone, each with the declared stores only. */
function chatRunnable<A, T, P, S extends StoreName, C extends AccountContext<StoreName>>(
  handler: {
    ask?: (ctx: Narrowed<C, S>, args: A) => Promise<Preview<P> | null>;
    run: (ctx: Narrowed<C, S>, args: A) => Promise<Outcome<T>>;
    chat: (outcome: Outcome<T>, ctx: Narrowed<C, S>, args: A) => CommandResult | Promise<CommandResult>;
  },
  stores: readonly S[],
  args: A,
): { run: (ctx: C) => Promise<CommandResult>; confirm?: (ctx: C) => Promise<string | null> } {
  const { ask } = handler;
  return {
    run: async (ctx) => {
      const narrow = narrowed(ctx, stores);
      return handler.chat(await handler.run(narrow, args), narrow, args);
    },
    ...(ask ? { confirm: async (ctx: C) => (await ask(narrowed(ctx, stores), args))?.question ?? null } : {}),
  };
}

function typedBound<A, T, P, S extends StoreName>(definition: TypedAccountCommand<A, T, P, S>, args: A): PreparedTyped<T, P> {
  const { stores } = definition;
  switch (definition.marketplace) {
    case 'none':
      return { marketplace: 'none', ...typedRunnable<A, T, P, S, AccountContext<StoreName>>(definition, stores, args) };
    case 'needed':
      return { marketplace: 'needed', ...typedRunnable<A, T, P, S, MarketplaceContext<StoreName>>(definition, stores, args) };
    case 'if-key-accepted':
      return { marketplace: 'if-key-accepted', ...typedRunnable<A, T, P, S, KeyAcceptedContext<StoreName>>(definition, stores, args) };
  }
}

function typedRunnable<A, T, P, S extends StoreName, C extends AccountContext<StoreName>>(
  handler: {
    ask?: (ctx: Narrowed<C, S>, args: A) => Promise<Preview<P> | null>;
    run: (ctx: Narrowed<C, S>, args: A) => Promise<Outcome<T>>;
  },
  stores: readonly S[],
  args: A,
): TypedRunnable<C, T, P> {
  const { ask } = handler;
  return {
    run: (ctx) => handler.run(narrowed(ctx, stores), args),
    ...(ask ? { ask: (ctx: C) => ask(narrowed(ctx, stores), args) } : {}),
  };
}

/** A typed command's definition without what its command with verbs gives it, each marketplace use kept apart. */
type VerbDefinition<A, T, P, S extends StoreName> =
  TypedAccountCommand<A, T, P, S> extends infer D
    ? D extends unknown
      ? Omit<D, 'id' | 'scopes' | 'flows'> & { name: string }
      : never
    : never;

/** A verb of a command with verbs (`stats figures`) that answers typed: `of` is the command it is a verb of, named in the audit and the metrics. */
export function typedVerb<A, T, P = never, S extends StoreName = never>(
  of: string,
  verb: VerbDefinition<A, T, P, S>,
): { name: string; command: RegisteredAccountCommand; typed: TypedEntry<A, T, P> } {
  const { name, ...definition } = verb;
  const typed = typedCommand<A, T, P, S>({ ...definition, id: name, scopes: [] });
  return { name, command: typed, typed: { ...typed.typed, command: { ...typed, id: of, verb: name } } };
}

/**
 * A command whose chat is a conversation of its own (`deliver` asks for the goods, then shows
 * the preview to confirm) with a typed entry beside it: the typed call gives at once what chat
 * asks for step by step, so its arguments are its own.
 */
export function withTypedEntry<A, T, P>(command: RegisteredAccountCommand, prepare: (args: A) => PreparedTyped<T, P>): WithTyped<A, T, P> {
  return { ...command, typed: { command, prepare } };
}
