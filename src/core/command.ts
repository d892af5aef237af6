import type { z } from 'zod';
import type { Role } from '../store/roles.js';
import { t, type LazyText } from '../i18n/index.js';
import type { ArgumentDeclaration } from './command-arguments.js';
import type { AccountContext, PersonContext } from './context.js';
import type { FlowDefinition } from './flow-definition.js';
import type { Reply } from './reply.js';

export type CommandResult = Reply | Reply[];

interface CommandBase<A> {
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
   * The answer is a secret by nature (an invite or link code): dispatch refuses to run it in a
   * group, where not every platform can show a reply to one person only. `when` narrows it to
   * some values of one argument (a sub-action).
   */
  secretAnswer?: SecretAnswer;
  /** The conversations this command starts: registering the command registers them. */
  flows?: readonly FlowDefinition[];
}

export interface SecretAnswer {
  /** What the secret is, for the refusal: "a one-time invite code". */
  what: LazyText;
  when?: { argument: string; values: readonly string[] };
}

/** A command that acts on a seller account: dispatch resolves the account and checks the role first. */
export interface AccountCommand<A = unknown> extends CommandBase<A> {
  role: Role;
  /** Changes something on the marketplace or in the team: audited, and checked against the write budget. */
  writes: boolean;
  /** Needs the marketplace (a client for the account's key, a budget check). */
  usesMarketplace: boolean;
  /** In a group not linked to any account, act on the asker's active account (linking the group itself). */
  unlinkedGroupUsesActiveAccount?: boolean;
  /**
   * Destructive, irreversible or out of the ordinary: dispatch asks this question and runs
   * only after the press. Null runs at once (a question only some values need).
   */
  confirm?: (ctx: AccountContext, args: A) => Promise<string | null> | string | null;
  run(ctx: AccountContext, args: A): Promise<CommandResult>;
}

/** A command about the person themselves (help, connect, link, join): no account or role needed. */
export interface PersonCommand<A = unknown> extends CommandBase<A> {
  role: 'none';
  run(ctx: PersonContext, args: A): Promise<CommandResult>;
}

/** A command's input parsed by its schema, ready to run, or what was wrong with it. */
export type Prepared<C> =
  | { ok: true; confirm?: (ctx: C) => Promise<string | null> | string | null; run(ctx: C): Promise<CommandResult> }
  | { ok: false; error: z.ZodError };

type Registered<D> = Omit<D, 'schema' | 'run' | 'confirm'>;

/**
 * zod's own words for the issues dispatch shows as they come (a pattern or a check a schema
 * gave no sentence of its own), in the reader's language; the English is zod's. A schema's
 * own message outranks this.
 */
const defaultIssueWording: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_format' && issue.format === 'regex' && 'pattern' in issue) {
    return t('core-issue-pattern', { pattern: String(issue.pattern) });
  }
  if (issue.code === 'custom') return t('core-issue-invalid');
  return undefined;
};

/** An account command as the registry holds it: its arguments' types stay inside `prepare`, so commands of any shape share one list. */
export interface RegisteredAccountCommand extends Registered<AccountCommand> {
  prepare(values: Record<string, unknown>): Prepared<AccountContext>;
}

export interface RegisteredPersonCommand extends Registered<PersonCommand> {
  prepare(values: Record<string, unknown>): Prepared<PersonContext>;
}

export type Command = RegisteredAccountCommand | RegisteredPersonCommand;

export function accountCommand<A>(command: AccountCommand<A>): Command {
  const { schema, confirm, ...info } = command;
  return {
    ...info,
    prepare(values) {
      const parsed = schema.safeParse(values, { error: defaultIssueWording });
      if (!parsed.success) return { ok: false, error: parsed.error };
      const args = parsed.data;
      return {
        ok: true,
        run: (ctx) => command.run(ctx, args),
        ...(confirm ? { confirm: (ctx: AccountContext) => confirm(ctx, args) } : {}),
      };
    },
  };
}

export function personCommand<A>(command: PersonCommand<A>): Command {
  const { schema, ...info } = command;
  return {
    ...info,
    prepare(values) {
      const parsed = schema.safeParse(values, { error: defaultIssueWording });
      if (!parsed.success) return { ok: false, error: parsed.error };
      const args = parsed.data;
      return { ok: true, run: (ctx) => command.run(ctx, args) };
    },
  };
}
