import { readText } from '../i18n/index.js';
import { roleAtLeast } from '../domain/roles.js';
import type { CommandArgumentInfo, CommandInfo, VerbInfo } from './command-info.js';
import type { ArgumentDeclaration } from './command-arguments.js';
import type { Command, RegisteredAccountCommand } from './command.js';
import type { AccountFlow, AlertReply, FlowDefinition } from './flow-definition.js';
import { chooseVerb, type VerbCommand } from './verb-command.js';

const COMMAND_ID = /^[a-z][a-z0-9_]{0,31}$/;

/** The flow a reply to an order alert starts, with its declaration. */
export type AlertReplyFlow = AccountFlow & { alertReply: AlertReply };

/** A command typed as a file's caption that takes the file: what to run, and where the file goes. */
export interface FileCaption {
  name: string;
  text: string;
  flow: string;
  step: string;
  maxBytes: number;
}

/** A caption typed as a command: its name (the slash optional) and the text after it. */
const CAPTION_COMMAND = /^\/?([a-z][a-z0-9_]*)(?:\s+([\s\S]*))?$/i;

/** A registered command: one handler, or a verb per handler. */
export type Declared = Command | VerbCommand;

/** What typed text runs: a command (or one verb of one) and the text after the verb, or a command none of whose verbs it names. */
export type Resolved = { command: Command; text: string } | { unknownVerb: VerbCommand };

function hasVerbs(declared: Declared): declared is VerbCommand {
  return 'verbs' in declared;
}

/** What dispatch runs of a registered command: the command itself, or each of its verbs. */
export function handlersOf(declared: Declared): readonly Command[] {
  return hasVerbs(declared) ? declared.verbs : [declared];
}

/** The one list of commands, and of the flows they start: dispatch, help and the platforms' menus all read it. */
export class CommandRegistry {
  private readonly byId = new Map<string, Declared>();
  private readonly flowsByKind = new Map<string, FlowDefinition>();
  private alertReply: AlertReplyFlow | undefined;

  register(command: Declared): this {
    if (!COMMAND_ID.test(command.id)) throw new Error(`command id "${command.id}" must be lower-case letters, digits or _`);
    if (this.byId.has(command.id)) throw new Error(`command "${command.id}" is already registered`);
    for (const flow of command.flows ?? []) this.registerFlow(flow);
    this.byId.set(command.id, command);
    return this;
  }

  get(id: string): Declared | undefined {
    return this.byId.get(id.toLowerCase());
  }

  /**
   * The command, or the verb of it, that `name` and the text after it run; `verb` when the
   * platform named it apart from the text (Discord's sub-command).
   */
  resolve(name: string, text: string, verb?: string): Resolved | undefined {
    const declared = this.get(name);
    if (!declared) return undefined;
    if (!hasVerbs(declared)) return verb === undefined ? { command: declared, text } : undefined;
    if (verb !== undefined) {
      const named = declared.verbs.find((candidate) => candidate.verb === verb);
      return named ? { command: named, text } : { unknownVerb: declared };
    }
    const chosen = chooseVerb(declared, text);
    return chosen.verb ? { command: chosen.verb, text: chosen.text } : { unknownVerb: declared };
  }

  /** A command, or one verb of a command with verbs, by what a confirmation stored. */
  command(id: string, verb?: string): Command | undefined {
    const declared = this.get(id);
    if (!declared) return undefined;
    if (!hasVerbs(declared)) return verb === undefined ? declared : undefined;
    return declared.verbs.find((candidate) => candidate.verb === verb);
  }

  /**
   * The command a form answers when its form id names one (a secret argument asked in a modal):
   * `restock`, or `restock remove` for one verb; a command with verbs answers with its default.
   */
  formCommand(formId: string): Command | undefined {
    const [id = '', verb, ...more] = formId.split(' ');
    const declared = more.length === 0 ? this.get(id) : undefined;
    if (!declared) return undefined;
    return this.command(declared.id, verb ?? (hasVerbs(declared) ? declared.defaultVerb : undefined));
  }

  /**
   * The command a file's caption types (`listings import`, `/listings import`), when that
   * command takes the file with it, and the largest file its flow's step takes.
   */
  fileCaption(caption: string): FileCaption | undefined {
    const typed = CAPTION_COMMAND.exec(caption.trim());
    if (!typed) return undefined;
    const resolved = this.resolve(typed[1] ?? '', typed[2] ?? '');
    if (!resolved || 'unknownVerb' in resolved || !resolved.command.takesFile) return undefined;
    const { flow, step } = resolved.command.takesFile;
    const maxBytes = this.flow(flow)?.acceptsFile?.[step];
    return maxBytes === undefined ? undefined : { name: typed[1] ?? '', text: typed[2] ?? '', flow, step, maxBytes };
  }

  /** The flow a stored conversation of this kind continues in. */
  flow(kind: string): FlowDefinition | undefined {
    return this.flowsByKind.get(kind);
  }

  /** The flow a reply to an order alert starts, when a registered command declares one. */
  alertReplyFlow(): AlertReplyFlow | undefined {
    return this.alertReply;
  }

  private registerFlow(flow: FlowDefinition): void {
    if (this.flowsByKind.has(flow.kind)) throw new Error(`flow "${flow.kind}" is already registered`);
    if (takesAlertReplies(flow)) {
      if (this.alertReply) throw new Error(`flows "${this.alertReply.kind}" and "${flow.kind}" both take replies to alerts`);
      this.alertReply = flow;
    }
    this.flowsByKind.set(flow.kind, flow);
  }

  all(): Declared[] {
    return [...this.byId.values()];
  }

  /** Every command as help and the menus show it, worded in the current language. */
  info(): CommandInfo[] {
    return this.all().map((command) => ({
      id: command.id,
      description: readText(command.description),
      ...(command.details === undefined ? {} : { details: readText(command.details) }),
      ...(hasVerbs(command)
        ? { arguments: [], verbs: command.verbs.map(verbInfo), defaultVerb: command.defaultVerb, role: lowestRole(command.verbs) }
        : { arguments: command.arguments.map(argumentInfo), role: command.role }),
      scopes: command.scopes,
    }));
  }
}

function verbInfo(verb: RegisteredAccountCommand): VerbInfo {
  return {
    name: verb.verb ?? verb.id,
    ...(verb.typedVerbAt === undefined ? {} : { typedAt: verb.typedVerbAt }),
    description: readText(verb.description),
    arguments: verb.arguments.map(argumentInfo),
    role: verb.role,
  };
}

/** The role that may run at least one of the verbs. */
function lowestRole(verbs: readonly RegisteredAccountCommand[]): RegisteredAccountCommand['role'] {
  return verbs.map((verb) => verb.role).reduce((lowest, role) => (roleAtLeast(lowest, role) ? role : lowest));
}

function takesAlertReplies(flow: FlowDefinition): flow is AlertReplyFlow {
  return flow.role !== 'none' && flow.alertReply !== undefined;
}

function argumentInfo(declared: ArgumentDeclaration): CommandArgumentInfo {
  const { description, choiceLabels, ...rest } = declared;
  const info: CommandArgumentInfo = { ...rest, description: readText(description) };
  if (choiceLabels)
    info.choiceLabels = Object.fromEntries(Object.entries(choiceLabels).map(([choice, label]) => [choice, readText(label)]));
  return info;
}
