import type { BudgetClass } from '../api/budget-class.js';
import type { z } from 'zod';
import type { Role } from '../domain/roles.js';
import { t, type LazyText } from '../i18n/index.js';
import type { ArgumentDeclaration } from './command-arguments.js';
import type { AccountContext, KeyAcceptedContext, MarketplaceContext, PersonContext } from './context.js';
import type { FlowDefinition } from './flow-definition.js';
import { narrowed, type CommandServices, type Narrowed, type StoreName } from './narrow-stores.js';
import type { Reply } from '../domain/reply.js';

export type CommandResult = Reply | Reply[];

export interface CommandBase<A, S extends StoreName = StoreName> {
  id: string;
  /** At most 100 characters: the platforms' menus show it. */
  description: LazyText;
  details?: LazyText;
  /** Shown in help and the platforms' menus, and used to split typed text into values. */
  arguments: ArgumentDeclaration[];
  /** Every chat input is validated by this before the handler sees it. */
  schema: z.ZodType<A>;
  scopes: ('private' | 'group')[];
  /**
   * The stores the handler reaches through `ctx.services.stores`: its context's type holds only
   * these (`Pick<Stores, …>`), and so does the object dispatch hands it.
   */
  stores: readonly S[];
  /**
   * The answer is a secret by nature (an invite or link code): dispatch refuses to run it in a
   * group, where not every platform can show a reply to one person only. `when` narrows it to
   * some values of one argument (a sub-action).
   */
  secretAnswer?: SecretAnswer;
  /** The conversations this command starts: registering the command registers them. */
  flows?: readonly FlowDefinition[];
  /**
   * A file sent with this command as its caption (`listings import` under a spreadsheet) goes
   * straight to this step of the flow the command starts, as if sent when it asked.
   */
  takesFile?: { flow: string; step: string };
}

export interface SecretAnswer {
  /** What the secret is, for the refusal: "a one-time invite code". */
  what: LazyText;
  when?: { argument: string; values: readonly string[] };
}

/**
 * What a handler does with the marketplace, and so which context it gets: `none` gets no
 * client at all; `needed` gets one, and dispatch refuses first when the key is refused or the
 * budget spent; `if-key-accepted` (a status page) gets one, or null while the key is refused,
 * and reports a spent budget itself.
 */
export type MarketplaceUse = 'none' | 'needed' | 'if-key-accepted';

/** The context each marketplace use is given, with the stores `S` its command declared. */
export interface ContextFor<S extends StoreName = never> {
  none: AccountContext<S>;
  needed: MarketplaceContext<S>;
  'if-key-accepted': KeyAcceptedContext<S>;
}

/** Every store: what dispatch builds a context with before narrowing it to a command's declaration. */
type AllStores = StoreName;

interface AccountHandler<A, M extends MarketplaceUse, S extends StoreName> {
  marketplace: M;
  /**
   * Destructive, irreversible or out of the ordinary: dispatch asks this question and runs
   * only after the press. Null runs at once (a question only some values need).
   */
  confirm?: (ctx: ContextFor<S>[M], args: A) => Promise<string | null> | string | null;
  run: (ctx: ContextFor<S>[M], args: A) => Promise<CommandResult>;
}

/** One handler per marketplace use, told apart by `marketplace`, so a handler's context follows its declaration. */
export type AccountBehaviour<A, S extends StoreName = never> =
  AccountHandler<A, 'none', S> | AccountHandler<A, 'needed', S> | AccountHandler<A, 'if-key-accepted', S>;

export interface AccountAccess {
  role: Role;
  /** Changes something on the marketplace or in the team: audited, and checked against the write budget. */
  writes: boolean;
  /**
   * Whose share of the key's budget the command's calls spend, when not a person's
   * (`interactive`, the core's clients' own): `bulk` for work over a whole shop.
   */
  budgetClass?: BudgetClass;
}

/** A command that acts on a seller account: dispatch resolves the account and checks the role first. */
export type AccountCommand<A = unknown, S extends StoreName = never> = CommandBase<A, S> &
  AccountAccess & {
    /** In a group not linked to any account, act on the asker's active account (linking the group itself). */
    unlinkedGroupUsesActiveAccount?: boolean;
  } & AccountBehaviour<A, NoInfer<S>>;

/** A command about the person themselves (help, connect, link, join): no account or role needed. */
export interface PersonCommand<A = unknown, S extends StoreName = never> extends CommandBase<A, S> {
  role: 'none';
  run(ctx: PersonContext<NoInfer<S>>, args: A): Promise<CommandResult>;
}

/** A command's input parsed by its schema, ready to run, or what was wrong with it. */
type Prepared<C> = Runnable<C> | { ok: false; error: z.ZodError };

export interface Runnable<C> {
  ok: true;
  confirm?: (ctx: C) => Promise<string | null> | string | null;
  run(ctx: C): Promise<CommandResult>;
}

/** An account command's input ready to run, carrying the marketplace use its context must match (every store: it narrows them itself). */
export type PreparedAccount =
  | (Runnable<AccountContext<AllStores>> & { marketplace: 'none' })
  | (Runnable<MarketplaceContext<AllStores>> & { marketplace: 'needed' })
  | (Runnable<KeyAcceptedContext<AllStores>> & { marketplace: 'if-key-accepted' })
  | { ok: false; error: z.ZodError };

/**
 * zod's own words for the issues dispatch shows as they come (a pattern or a check a schema
 * gave no sentence of its own), in the reader's language; the English is zod's. A schema's
 * own message outranks this.
 */
export const defaultIssueWording: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_format' && issue.format === 'regex' && 'pattern' in issue) {
    return t('core-issue-pattern', { pattern: String(issue.pattern) });
  }
  if (issue.code === 'custom') return t('core-issue-invalid');
  return undefined;
};

/** An account command as the registry holds it: its arguments' types stay inside `prepare`, so commands of any shape share one list. */
export interface RegisteredAccountCommand extends Omit<CommandBase<unknown>, 'schema'>, AccountAccess {
  marketplace: MarketplaceUse;
  unlinkedGroupUsesActiveAccount?: boolean;
  /** Set on a verb of a command with verbs (`alerts mute`): its name as typed after the command's. */
  verb?: string;
  /**
   * Where the verb is typed: after this many of its arguments (`restock <listing> remove`), or
   * null for a default verb never typed by name; first when absent.
   */
  typedVerbAt?: number | null;
  prepare(values: Record<string, unknown>): PreparedAccount;
}

export interface RegisteredPersonCommand extends Omit<PersonCommand<unknown, StoreName>, 'schema' | 'run'> {
  prepare(values: Record<string, unknown>): Prepared<PersonContext<AllStores>>;
}

export type Command = RegisteredAccountCommand | RegisteredPersonCommand;

export function accountCommand<A, S extends StoreName = never>(command: AccountCommand<A, S>): RegisteredAccountCommand {
  const { schema, confirm: _confirm, run: _run, ...info } = command;
  return {
    ...info,
    prepare(values) {
      const parsed = schema.safeParse(values, { error: defaultIssueWording });
      if (!parsed.success) return { ok: false, error: parsed.error };
      return bound(command, command.stores, parsed.data);
    },
  };
}

/** The handler with its parsed arguments, each marketplace use with its own context type, narrowed to the declared stores. */
function bound<A, S extends StoreName>(behaviour: AccountBehaviour<A, S>, stores: readonly S[], args: A): PreparedAccount {
  switch (behaviour.marketplace) {
    case 'none':
      return { ok: true, marketplace: 'none', ...withArgs<A, S, AccountContext<AllStores>>(behaviour, stores, args) };
    case 'needed':
      return { ok: true, marketplace: 'needed', ...withArgs<A, S, MarketplaceContext<AllStores>>(behaviour, stores, args) };
    case 'if-key-accepted':
      return { ok: true, marketplace: 'if-key-accepted', ...withArgs<A, S, KeyAcceptedContext<AllStores>>(behaviour, stores, args) };
  }
}

function withArgs<A, S extends StoreName, C extends { services: CommandServices<S> }>(
  handler: {
    confirm?: (ctx: Narrowed<C, S>, args: A) => Promise<string | null> | string | null;
    run(ctx: Narrowed<C, S>, args: A): Promise<CommandResult>;
  },
  stores: readonly S[],
  args: A,
): Omit<Runnable<C>, 'ok'> {
  const { confirm } = handler;
  return {
    run: (ctx) => handler.run(narrowed(ctx, stores), args),
    ...(confirm ? { confirm: (ctx: C) => confirm(narrowed(ctx, stores), args) } : {}),
  };
}

export function personCommand<A, S extends StoreName = never>(command: PersonCommand<A, S>): RegisteredPersonCommand {
  const { schema, ...info } = command;
  return {
    ...info,
    prepare(values) {
      const parsed = schema.safeParse(values, { error: defaultIssueWording });
      if (!parsed.success) return { ok: false, error: parsed.error };
      const args = parsed.data;
      return { ok: true, run: (ctx) => command.run(narrowed(ctx, command.stores), args) };
    },
  };
}
