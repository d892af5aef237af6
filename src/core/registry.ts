import { readText } from '../i18n/index.js';
import type { CommandArgumentInfo, CommandInfo } from './command-info.js';
import type { ArgumentDeclaration } from './command-arguments.js';
import type { Command } from './command.js';
import type { AccountFlow, AlertReply, FlowDefinition } from './flow-definition.js';

const COMMAND_ID = /^[a-z][a-z0-9_]{0,31}$/;

/** The flow a reply to an order alert starts, with its declaration. */
export type AlertReplyFlow = AccountFlow & { alertReply: AlertReply };

/** The one list of commands, and of the flows they start: dispatch, help and the platforms' menus all read it. */
export class CommandRegistry {
  private readonly byId = new Map<string, Command>();
  private readonly flowsByKind = new Map<string, FlowDefinition>();
  private alertReply: AlertReplyFlow | undefined;

  register(command: Command): this {
    if (!COMMAND_ID.test(command.id)) throw new Error(`command id "${command.id}" must be lower-case letters, digits or _`);
    if (this.byId.has(command.id)) throw new Error(`command "${command.id}" is already registered`);
    for (const flow of command.flows ?? []) this.registerFlow(flow);
    this.byId.set(command.id, command);
    return this;
  }

  get(id: string): Command | undefined {
    return this.byId.get(id.toLowerCase());
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

  all(): Command[] {
    return [...this.byId.values()];
  }

  /** Every command as help and the menus show it, worded in the current language. */
  info(): CommandInfo[] {
    return this.all().map((command) => ({
      id: command.id,
      description: readText(command.description),
      ...(command.details === undefined ? {} : { details: readText(command.details) }),
      arguments: command.arguments.map(argumentInfo),
      role: command.role,
      scopes: command.scopes,
    }));
  }
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
