/** One argument of a command, as the platforms' command menus need it. */
export interface CommandArgumentInfo {
  name: string;
  description: string;
  type: 'string' | 'integer' | 'number' | 'boolean';
  required: boolean;
  /** Fixed choices (an enum), offered as Discord choices. */
  choices?: string[];
  /** What each choice means, in the reader's language, where the command says. */
  choiceLabels?: Record<string, string>;
  /** Values looked up from the seller's own data while typing. */
  autocomplete?: 'listing' | 'order';
  /** Secret or long input, never typed into a channel: a modal on Discord. */
  secret?: boolean;
  /** Greedy: takes the rest of the text (Telegram, console). */
  rest?: boolean;
}

/** One verb of a command with verbs (`alerts mute`): Discord's sub-command, a line of help. */
export interface VerbInfo {
  name: string;
  /** Typed after this many of its arguments, or never by name (a default verb); first when absent. */
  typedAt?: number | null;
  /** At most 100 characters (Discord's limit for sub-commands). */
  description: string;
  arguments: CommandArgumentInfo[];
  role: 'viewer' | 'operator' | 'manager' | 'owner';
}

export interface CommandInfo {
  id: string;
  /** At most 100 characters (Discord's limit for slash commands). */
  description: string;
  /** Longer explanation for `help <command>`. */
  details?: string;
  arguments: CommandArgumentInfo[];
  /** The command's verbs, when its input starts with one; `arguments` is then empty. */
  verbs?: VerbInfo[];
  /** The verb run when none is typed. */
  defaultVerb?: string;
  /** Lowest team role that may run it (any of its verbs); used for Discord's default member permissions. */
  role: 'viewer' | 'operator' | 'manager' | 'owner' | 'none';
  /** Offered in private chats, groups, or both. */
  scopes: ('private' | 'group')[];
}
