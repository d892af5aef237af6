import type { LazyText } from '../i18n/index.js';
import { accountCommand, type AccountAccess, type AccountBehaviour, type CommandBase, type RegisteredAccountCommand } from './command.js';
import type { FlowDefinition } from './flow-definition.js';
import type { StoreName } from './narrow-stores.js';

/** Discord's limits for sub-commands: at most 25 of them, each named like a command. */
const MAX_VERBS = 25;
const VERB_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * One verb of a command with verbs (`alerts mute 30`): its own arguments, role, write flag,
 * marketplace use, confirmation and handler, which dispatch applies as it does a command's.
 */
export type AccountVerb<A, S extends StoreName = never> = Omit<CommandBase<A, S>, 'id' | 'scopes' | 'flows'> &
  AccountAccess &
  AccountBehaviour<A, NoInfer<S>> & {
    /** As typed after the command's name; Discord's sub-command name. */
    name: string;
  };

/** A verb declared, waiting for the command that lists it. */
export interface DeclaredVerb {
  name: string;
  command: RegisteredAccountCommand;
}

export function accountVerb<A, S extends StoreName = never>(verb: AccountVerb<A, S>): DeclaredVerb {
  if (!VERB_NAME.test(verb.name)) throw new Error(`verb "${verb.name}" must be lower-case letters, digits or _`);
  return { name: verb.name, command: accountCommand({ ...verb, id: verb.name, scopes: [] }) };
}

/** A command whose input starts with a verb; each verb runs as a command of its own, under the command's id. */
export interface VerbCommand {
  id: string;
  /** At most 100 characters: the platforms' menus show it. */
  description: LazyText;
  details?: LazyText;
  scopes: ('private' | 'group')[];
  flows?: readonly FlowDefinition[];
  /** Each verb as dispatch runs it: `id` is the command's, `verb` the verb's name. */
  verbs: readonly RegisteredAccountCommand[];
  /** The verb the command runs when the text does not start with one (`alerts` shows the settings). */
  defaultVerb: string;
  /**
   * How many of every verb's first arguments are typed before the verb (`restock <listing> remove
   * <unit>`: 1). With any, the default verb is never typed by name: the text after them is its own
   * (`restock <listing> add 5` adds to a currency's stock), and a verb is named only in lower case.
   */
  verbAfter?: number;
}

export interface VerbCommandDeclaration extends Omit<VerbCommand, 'verbs'> {
  /** In a group not linked to any account, every verb acts on the asker's active account (linking the group itself). */
  unlinkedGroupUsesActiveAccount?: boolean;
  verbs: readonly DeclaredVerb[];
}

export function verbCommand(declared: VerbCommandDeclaration): VerbCommand {
  const { unlinkedGroupUsesActiveAccount, verbs, ...command } = declared;
  const names = verbs.map((verb) => verb.name);
  if (names.length === 0 || names.length > MAX_VERBS) throw new Error(`command "${command.id}" needs 1 to ${MAX_VERBS} verbs`);
  if (new Set(names).size !== names.length) throw new Error(`command "${command.id}" declares a verb twice`);
  if (!names.includes(command.defaultVerb)) throw new Error(`command "${command.id}" has no verb "${command.defaultVerb}"`);
  const after = command.verbAfter ?? 0;
  const leading = (verb: DeclaredVerb) => verb.command.arguments.slice(0, after).map((argument) => argument.name);
  const [firstVerb] = verbs;
  if (after > 0 && firstVerb && verbs.some((verb) => leading(verb).join() !== leading(firstVerb).join() || leading(verb).length < after))
    throw new Error(`command "${command.id}": every verb must take the same ${after} argument(s) first`);
  return {
    ...command,
    verbs: verbs.map(({ name, command: verb }) => ({
      ...verb,
      id: command.id,
      verb: name,
      ...(after > 0 ? { typedVerbAt: name === command.defaultVerb ? null : after } : {}),
      scopes: command.scopes,
      ...(unlinkedGroupUsesActiveAccount ? { unlinkedGroupUsesActiveAccount } : {}),
    })),
  };
}

/**
 * A usage line's words: the command, the verb where it is typed (first, or after the arguments
 * typed before it; nowhere for a default verb never typed by name), then the arguments.
 */
export function typedUsage(
  id: string,
  verb: { name?: string | undefined; typedAt?: number | null | undefined },
  argumentWords: readonly string[],
): string {
  if (verb.name === undefined || verb.typedAt === null) return [id, ...argumentWords].join(' ');
  const at = verb.typedAt ?? 0;
  return [id, ...argumentWords.slice(0, at), verb.name, ...argumentWords.slice(at)].join(' ');
}

/**
 * The verb the text names (its first word, or the word after the arguments typed before it),
 * and the text without that word; the default verb with the whole text when it names none.
 */
export function chooseVerb(command: VerbCommand, text: string): { verb: RegisteredAccountCommand | undefined; text: string } {
  const trimmed = text.trim();
  const after = command.verbAfter ?? 0;
  const words = new RegExp(`^((?:\\S+\\s+){${after}})(\\S+)`).exec(trimmed);
  const [typed = '', before = '', word = ''] = words ?? [];
  // After arguments the word is as often the default verb's own text (a top-up code): only the verb exactly as declared names it.
  const asVerb = after > 0 ? word : word.toLowerCase();
  const named = command.verbs.find((verb) => verb.verb === asVerb && verb.typedVerbAt !== null);
  if (named) return { verb: named, text: `${before}${trimmed.slice(typed.length).trimStart()}`.trim() };
  const fallback = command.verbs.find((verb) => verb.verb === command.defaultVerb);
  // A default verb that takes nothing cannot take an unknown word: the caller names the verbs instead.
  if (trimmed !== '' && fallback?.arguments.length === 0) return { verb: undefined, text: trimmed };
  return { verb: fallback, text: trimmed };
}
