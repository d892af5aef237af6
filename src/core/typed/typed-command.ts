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
import type { Outcome, Preview } from './outcome.js';

/**
 * A command whose handler answers facts (`T`), not chat: `run` does the work, `ask` words the
 * question a change out of the ordinary needs first with the facts it is about (`P`), and
 * `chat` renders an outcome as the chat's replies. Chat runs `chat(run(...))` behind the
 * usual guards; the typed entry (`invoke`) runs `run` behind the same guards and hands the
 * outcome back as it is.
 */
interface TypedHandler<A, T, P, M extends MarketplaceUse> {
  marketplace: M;
  ask?: (ctx: ContextFor[M], args: A) => Promise<Preview<P> | null>;
  run: (ctx: ContextFor[M], args: A) => Promise<Outcome<T>>;
  chat: (outcome: Outcome<T>, ctx: ContextFor[M], args: A) => CommandResult | Promise<CommandResult>;
}

export type TypedAccountCommand<A, T, P = never> = CommandBase<A> &
  AccountAccess & { unlinkedGroupUsesActiveAccount?: boolean } & (
    TypedHandler<A, T, P, 'none'> | TypedHandler<A, T, P, 'needed'> | TypedHandler<A, T, P, 'if-key-accepted'>
  );

export interface TypedRunnable<C, T, P> {
  ask?: (ctx: C) => Promise<Preview<P> | null>;
  run: (ctx: C) => Promise<Outcome<T>>;
}

/** A typed command's handler bound to its arguments, with the context its marketplace use gets. */
export type PreparedTyped<T, P> =
  | (TypedRunnable<AccountContext, T, P> & { marketplace: 'none' })
  | (TypedRunnable<MarketplaceContext, T, P> & { marketplace: 'needed' })
  | (TypedRunnable<KeyAcceptedContext, T, P> & { marketplace: 'if-key-accepted' });

/** A registered command that also answers typed: what the typed entry takes (`core.invoke(caller, orders.typed, {})`). */
export interface TypedEntry<A, T, P> {
  command: RegisteredAccountCommand;
  prepare(args: A): PreparedTyped<T, P>;
}

export type WithTyped<A, T, P> = RegisteredAccountCommand & { typed: TypedEntry<A, T, P> };

export function typedCommand<A, T, P = never>(definition: TypedAccountCommand<A, T, P>): WithTyped<A, T, P> {
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

function chatBound<A, T, P>(definition: TypedAccountCommand<A, T, P>, args: A): PreparedAccount {
  switch (definition.marketplace) {
    case 'none':
      return { ok: true, marketplace: 'none', ...chatRunnable(definition, args) };
    case 'needed':
      return { ok: true, marketplace: 'needed', ...chatRunnable(definition, args) };
    case 'if-key-accepted':
      return { ok: true, marketplace: 'if-key-accepted', ...chatRunnable(definition, args) };
  }
}

/** The chat's handler: the run rendered by `chat`, and the question's sentence alone. */
function chatRunnable<A, T, P, C>(
  handler: {
    ask?: (ctx: C, args: A) => Promise<Preview<P> | null>;
    run: (ctx: C, args: A) => Promise<Outcome<T>>;
    chat: (outcome: Outcome<T>, ctx: C, args: A) => CommandResult | Promise<CommandResult>;
  },
  args: A,
): { run: (ctx: C) => Promise<CommandResult>; confirm?: (ctx: C) => Promise<string | null> } {
  const { ask } = handler;
  return {
    run: async (ctx) => handler.chat(await handler.run(ctx, args), ctx, args),
    ...(ask ? { confirm: async (ctx: C) => (await ask(ctx, args))?.question ?? null } : {}),
  };
}

function typedBound<A, T, P>(definition: TypedAccountCommand<A, T, P>, args: A): PreparedTyped<T, P> {
  switch (definition.marketplace) {
    case 'none':
      return { marketplace: 'none', ...typedRunnable(definition, args) };
    case 'needed':
      return { marketplace: 'needed', ...typedRunnable(definition, args) };
    case 'if-key-accepted':
      return { marketplace: 'if-key-accepted', ...typedRunnable(definition, args) };
  }
}

function typedRunnable<A, T, P, C>(
  handler: { ask?: (ctx: C, args: A) => Promise<Preview<P> | null>; run: (ctx: C, args: A) => Promise<Outcome<T>> },
  args: A,
): TypedRunnable<C, T, P> {
  const { ask } = handler;
  return { run: (ctx) => handler.run(ctx, args), ...(ask ? { ask: (ctx: C) => ask(ctx, args) } : {}) };
}

/** A typed command's definition without what its command with verbs gives it, each marketplace use kept apart. */
type VerbDefinition<A, T, P> =
  TypedAccountCommand<A, T, P> extends infer D
    ? D extends unknown
      ? Omit<D, 'id' | 'scopes' | 'flows'> & { name: string }
      : never
    : never;

/** A verb of a command with verbs (`stats figures`) that answers typed: `of` is the command it is a verb of, named in the audit and the metrics. */
export function typedVerb<A, T, P = never>(
  of: string,
  verb: VerbDefinition<A, T, P>,
): { name: string; command: RegisteredAccountCommand; typed: TypedEntry<A, T, P> } {
  const { name, ...definition } = verb;
  const typed = typedCommand<A, T, P>({ ...definition, id: name, scopes: [] });
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
