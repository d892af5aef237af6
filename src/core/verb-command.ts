import type { LazyText } from '../i18n/index.js';
import { accountCommand, type AccountAccess, type AccountBehaviour, type CommandBase, type RegisteredAccountCommand } from './command.js';
import type { FlowDefinition } from './flow-definition.js';

/** Discord's limits for sub-commands: at most 25 of them, each named like a command. */
const MAX_VERBS = 25;
const VERB_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * One verb of a command with verbs (`alerts mute 30`): its own arguments, role, write flag,
 * marketplace use, confirmation and handler, which dispatch applies as it does a command's.
 */
export type AccountVerb<A> = Omit<CommandBase<A>, 'id' | 'scopes' | 'flows'> &
  AccountAccess &
  AccountBehaviour<A> & {
    /** As typed after the command's name; Discord's sub-command name. */
    name: string;
  };

/** A verb declared, waiting for the command that lists it. */
export interface DeclaredVerb {
  name: string;
  command: RegisteredAccountCommand;
}

export function accountVerb<A>(verb: AccountVerb<A>): DeclaredVerb {
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
  return {
    ...command,
    verbs: verbs.map(({ name, command: verb }) => ({
      ...verb,
      id: command.id,
      verb: name,
      scopes: command.scopes,
      ...(unlinkedGroupUsesActiveAccount ? { unlinkedGroupUsesActiveAccount } : {}),
    })),
  };
}

/** The verb the text starts with, and the text after it; the default verb with the whole text when it starts with none. */
export function chooseVerb(command: VerbCommand, text: string): { verb: RegisteredAccountCommand | undefined; text: string } {
  const trimmed = text.trim();
  const [first = ''] = trimmed.split(/\s+/);
  const named = command.verbs.find((verb) => verb.verb === first.toLowerCase());
  if (named) return { verb: named, text: trimmed.slice(first.length).trimStart() };
  const fallback = command.verbs.find((verb) => verb.verb === command.defaultVerb);
  // A default verb that takes nothing cannot take an unknown word: the caller names the verbs instead.
  if (trimmed !== '' && fallback?.arguments.length === 0) return { verb: undefined, text: trimmed };
  return { verb: fallback, text: trimmed };
}
