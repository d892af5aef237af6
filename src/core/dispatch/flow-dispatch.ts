import { z } from 'zod';
import { msg, readText, render, t } from '../../i18n/index.js';
import { roleAtLeast } from '../../domain/roles.js';
import type { ChatEvent } from '../../domain/chat-input.js';
import type { AccountContext, MarketplaceContext, PersonContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import type { FlowState } from '../flow-engine.js';
import type { FlowDefinition } from '../flow-definition.js';
import { leavesQuestion, sayingHowToLeave } from '../flow-leave.js';
import type { FlowInput, FlowStart, FlowStep } from '../flow-types.js';
import type { AlertReplyFlow, FileCaption } from '../registry.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply, infoReply } from '../reply-helpers.js';
import { UserFacingError } from '../user-facing-error.js';
import { roleOn } from './acting-account.js';
import type { CommandRun } from './command-run.js';
import type { Contexts } from './contexts.js';
import type { StoreName } from '../narrow-stores.js';
import { CONFIRM_FLOW, type Base, type DispatchParts } from './dispatch-types.js';
import { runHandler } from './handler-errors.js';
import { keyStatusSentence } from './usage-words.js';

const confirmData = z.object({ command: z.string(), verb: z.string().optional(), values: z.record(z.string(), z.unknown()) });

/** The stage of conversations: a message or form into the flow waiting for it, a reply to an alert, Confirm, a flow's start. */
export class FlowDispatch {
  constructor(
    private readonly parts: DispatchParts,
    private readonly contexts: Contexts,
    private readonly run: CommandRun,
  ) {}

  /**
   * A file whose caption types a command that takes it: the command runs as typed, and once its
   * flow waits at the step that takes the file, the file goes there, so the person sees the
   * flow's answer to it (not its request for a file). A command refused (role, account) answers alone.
   */
  async commandWithFile(base: Base, captioned: FileCaption, file: FlowInput): Promise<Reply[]> {
    const replies = await this.run.command(base, captioned.name, captioned.text);
    const current = await this.parts.engine.current(base.actor, base.place);
    if (current?.kind !== captioned.flow || current.step !== captioned.step) return replies;
    return this.continueFlow(base, current, file);
  }

  async message(base: Base, input: FlowInput, replyTo: ChatEvent['message']): Promise<Reply[]> {
    const { registry, services, engine } = this.parts;
    const alertReply = registry.alertReplyFlow();
    if (replyTo && alertReply) {
      const subject = await services.stores.alertMessages.orderFor(replyTo);
      if (subject) return this.answerAlert(base, alertReply, subject.accountId, subject.orderId, input);
    }
    const current = await engine.current(base.actor, base.place);
    if (current) return this.continueFlow(base, current, input);
    if (base.place.kind !== 'private') return [];
    // Hawker's sentences say "send `orders`": in a private chat a command typed without its slash runs too.
    const typed = input.type === 'text' ? /^\/?([a-z]+)(?:\s+([\s\S]*))?$/i.exec(input.text.trim()) : null;
    const name = typed?.[1]?.toLowerCase();
    if (name && registry.get(name)) return this.run.command(base, name, typed?.[2] ?? '');
    return [infoReply(t('dispatch-send-help'))];
  }

  async form(base: Base, formId: string, values: Record<string, string>): Promise<Reply[]> {
    const command = this.parts.registry.formCommand(formId);
    if (command) return this.run.run(base, command, values, false);
    return this.flowInput(base, formId, { type: 'form', values });
  }

  /** A reply to an order alert: what it carries is the input of the flow declared for such replies, for that order. */
  private async answerAlert(
    base: Base,
    definition: AlertReplyFlow,
    accountId: string,
    orderId: string,
    input: FlowInput,
  ): Promise<Reply[]> {
    const { services, engine } = this.parts;
    // Checked before the role: after `disconnect` nobody holds one, and "needs the operator role" would mislead.
    if (!(await services.stores.accounts.get(accountId))) {
      return [errorReply(t('dispatch-alert-shop-gone'))];
    }
    const role = await roleOn(services, base, accountId);
    if (!roleAtLeast(role, definition.role)) return [errorReply(readText(definition.alertReply.roleRefusal))];
    const ctx = await this.contexts.account(base, accountId, role ?? 'viewer', definition.kind);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    const market = await this.contexts.marketplace(ctx);
    if (!market) return [errorReply(keyStatusSentence())];
    const { alertReply } = definition;
    const start = { kind: definition.kind, step: alertReply.step, data: alertReply.data(orderId) };
    const state = await engine.create(base, accountId, start, definition.ttlSeconds);
    return this.step(market, definition, state, input);
  }

  async flowInput(base: Base, token: string, input: FlowInput): Promise<Reply[]> {
    const { engine } = this.parts;
    const state = await engine.load(token);
    if (!state) {
      const done = await engine.doneSummary(token);
      return [done === null ? errorReply(t('dispatch-expired')) : infoReply(t('dispatch-already-done', { summary: render(done) }))];
    }
    if (!engine.isOwner(state, base)) return [infoReply(t('dispatch-not-yours'))];
    return this.continueFlow(base, state, input);
  }

  private async continueFlow(base: Base, state: FlowState, input: FlowInput): Promise<Reply[]> {
    const { engine, registry, services } = this.parts;
    if (leavesQuestion(input)) {
      await engine.end(state);
      return [infoReply(t('cancel-stopped'))];
    }
    if (state.kind === CONFIRM_FLOW) return this.confirmation(base, state, input);
    const definition = registry.flow(state.kind);
    if (!definition) {
      await engine.end(state);
      return [errorReply(t('dispatch-flow-unknown'))];
    }
    if (definition.role === 'none') return this.step(this.contexts.person(base), definition, state, input);
    if (state.accountId === null) return [errorReply(t('dispatch-flow-account-lost'))];
    const role = await roleOn(services, base, state.accountId);
    if (!roleAtLeast(role, definition.role)) {
      await engine.end(state);
      return [errorReply(t('dispatch-flow-role-lost', { needed: definition.role }))];
    }
    const ctx = await this.contexts.account(base, state.accountId, role ?? 'viewer', state.kind);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    const market = await this.contexts.marketplace(ctx);
    if (!market) return [errorReply(keyStatusSentence())];
    return this.step(market, definition, state, input);
  }

  /** Runs a flow's step with the context it was written for: a person flow with anyone, an account flow only with its account. */
  private async step(
    ctx: PersonContext<StoreName> | MarketplaceContext<StoreName>,
    definition: FlowDefinition,
    state: FlowState,
    input: FlowInput,
  ): Promise<Reply[]> {
    const view = this.parts.engine.view(state);
    if (definition.role === 'none') return this.advance(state, null, () => definition.handle(ctx, view, input));
    if (!('account' in ctx)) throw new Error(`flow "${definition.kind}" needs a seller account`);
    return this.advance(state, ctx, () => definition.handle(ctx, view, input));
  }

  /** Stores where the step leaves the flow; an account's step is run like its commands. */
  private async advance(
    state: FlowState,
    account: MarketplaceContext<StoreName> | null,
    handle: () => Promise<FlowStep>,
  ): Promise<Reply[]> {
    const { engine, services } = this.parts;
    const run = async () => {
      const result = await handle();
      if (!result.next) {
        await engine.end(state, result.done);
        return result.replies;
      }
      await engine.advance(state, result.next);
      return state.converse ? sayingHowToLeave(result.replies, state.token) : result.replies;
    };
    if (account) return runHandler(services, account, run, true);
    try {
      return await run();
    } catch (error) {
      return [errorReply(errorSentence(error, services.now()))];
    }
  }

  private async confirmation(base: Base, state: FlowState, input: FlowInput): Promise<Reply[]> {
    const { engine, registry } = this.parts;
    if (input.type !== 'choice') return [infoReply(t('dispatch-confirm-pending'))];
    const data = confirmData.safeParse(state.data);
    const command = data.success ? registry.command(data.data.command, data.data.verb) : undefined;
    if (!data.success || !command) {
      await engine.end(state);
      return [errorReply(t('dispatch-confirm-invalid'))];
    }
    if (input.choice !== 'yes') {
      await engine.end(state, msg('dispatch-done-cancelled'));
      return [{ ...infoReply(t('dispatch-cancelled')), replaceOriginal: true }];
    }
    if (command.role !== 'none' && state.accountId === null) {
      await engine.end(state);
      return [errorReply(t('dispatch-confirm-invalid'))];
    }
    const view = engine.view(state);
    if (!(await view.claim('confirm'))) return [infoReply(t('dispatch-already-confirmed'))];
    // The question named one account: the press acts on it, whatever is active or linked by now.
    const replies = await this.run.run({ ...base, viaAction: true }, command, data.data.values, true, state.accountId);
    await engine.end(state, msg('dispatch-done-confirmed', { command: command.id }));
    return replies;
  }

  /** Creates the flow and runs its first step; an account's flow gets the marketplace client its steps use. */
  async startFlow(ctx: PersonContext<StoreName> | AccountContext<StoreName>, accountId: string | null, start: FlowStart): Promise<Reply[]> {
    const definition = this.parts.registry.flow(start.kind);
    if (!definition) throw new Error(`no flow "${start.kind}"`);
    let stepping: PersonContext<StoreName> | MarketplaceContext<StoreName> = ctx;
    if (definition.role !== 'none') {
      const market = 'account' in ctx ? await this.contexts.marketplace(ctx) : null;
      if (!market) throw new UserFacingError(keyStatusSentence());
      stepping = market;
    }
    const state = await this.parts.engine.create(ctx, accountId, start, definition.ttlSeconds);
    return this.step(stepping, definition, state, { type: 'start' });
  }
}
