import { DEFAULT_LOCALE, withLocale } from '../i18n/index.js';
import type { AttemptLimit, AttemptVerdict } from '../store/attempt-limit.js';
import { withinAnswerBound } from './answer-bound.js';
import { callRefusal } from './call-limit.js';
import type { ChatEvent } from '../domain/chat-input.js';
import { pressAction } from './dispatch/action-input.js';
import { CommandRun } from './dispatch/command-run.js';
import { Contexts } from './dispatch/contexts.js';
import {
  dashboardPlace,
  describe,
  type Base,
  type Caller,
  type DashboardGrant,
  type DashboardInput,
  type DispatchParts,
} from './dispatch/dispatch-types.js';
import { FlowDispatch } from './dispatch/flow-dispatch.js';
import { identifyPerson, shownActor } from './dispatch/identify.js';
import { TypedInvoke } from './dispatch/typed-invoke.js';
import { errorSentence } from './error-sentences.js';
import type { FlowEngine } from './flow-engine.js';
import type { FlowInput } from './flow-types.js';
import type { CommandRegistry } from './registry.js';
import type { Reply } from '../domain/reply.js';
import { errorReply } from './reply-helpers.js';
import type { CoreServices } from './services.js';
import type { Invoked, Outcome } from './typed/outcome.js';
import type { TypedEntry } from './typed/typed-command.js';
import type { TypedPersonEntry } from './typed/typed-person-command.js';

/**
 * The one dispatch step every input goes through, in stages (`dispatch/`): who is asking and
 * their call limit (`identify.ts`), which seller account and role (`acting-account.ts`), the
 * handler's context (`contexts.ts`), arguments, key, question, budget and the call
 * (`command-run.ts`), an error sentence for every failure (`handler-errors.ts`), flows
 * (`flow-dispatch.ts`) and presses (`action-input.ts`); the audit is the handler's `write`.
 * The typed entry (`typed-invoke.ts`) runs the same guards and answers facts.
 */
export class InputDispatch {
  private readonly parts: DispatchParts;
  private readonly commands: CommandRun;
  private readonly flows: FlowDispatch;
  private readonly typed: TypedInvoke;

  constructor(services: CoreServices, registry: CommandRegistry, engine: FlowEngine, calls: AttemptLimit) {
    this.parts = { services, registry, engine, calls };
    const contexts = new Contexts(this.parts, (ctx, accountId, start) => this.flows.startFlow(ctx, accountId, start));
    this.commands = new CommandRun(this.parts, contexts);
    this.flows = new FlowDispatch(this.parts, contexts, this.commands);
    this.typed = new TypedInvoke(this.parts, contexts);
  }

  handle(event: ChatEvent): Promise<Reply[]> {
    return this.dispatchEvent(event, undefined);
  }

  /** A typed call of a command for an API token or a dashboard session: facts, a refusal with its code, or the question first. */
  invoke<A, T, P>(caller: Caller, entry: TypedEntry<A, T, P>, args: A, options: { confirmed: boolean }): Promise<Invoked<T, P>> {
    return this.typed.invoke(caller, entry, args, options);
  }

  /** A typed call of a person command (`language`, `switch`, `join`) for a token or a dashboard session: facts or a refusal. */
  invokePerson<A, T>(caller: Caller, entry: TypedPersonEntry<A, T>, args: A): Promise<Outcome<T>> {
    return this.typed.invokePerson(caller, entry, args);
  }

  /** `onlyAccount`: a dashboard session's shop, the one account the input may act on. */
  private async dispatchEvent(event: ChatEvent, onlyAccount: string | undefined): Promise<Reply[]> {
    const { services, calls } = this.parts;
    let identityId: string;
    let locale: string;
    let verdict: AttemptVerdict;
    try {
      ({ identityId, locale, verdict } = await identifyPerson(this.parts, event.actor, event.locale));
    } catch (error) {
      services.logger.error({ err: describe(error) }, 'dispatch failed');
      return [{ ...errorReply(errorSentence(error, services.now())), locale: DEFAULT_LOCALE }];
    }
    if (!verdict.allowed) {
      services.metrics?.callsRefused.inc({ platform: event.place.platform });
      const refused = withLocale(locale, () => callRefusal(calls.rule, verdict, onlyAccount !== undefined));
      return refused.map((reply) => ({ ...reply, locale }));
    }
    // Bounded inside the person's language, so "still working" is worded in it too.
    const replies = await withLocale(locale, () => withinAnswerBound(this.answerEvent(event, identityId, onlyAccount), services.logger));
    return replies.map((reply) => ({ ...reply, locale: reply.locale ?? locale }));
  }

  /**
   * A call of the dashboard page: the person as they are in chat (their login, identity and
   * language), on the session's one shop with their current team role there, so a demotion
   * applies to the very next call; the page is a private place of its own.
   */
  async asDashboard(session: DashboardGrant, input: DashboardInput): Promise<Reply[]> {
    const { actor } = session;
    return this.dispatchEvent(
      {
        actor,
        place: dashboardPlace(session.sessionId),
        input:
          input.type === 'command'
            ? {
                type: 'command',
                name: input.name,
                text: input.text,
                options: input.values,
                ...(input.verb === undefined ? {} : { verb: input.verb }),
              }
            : input,
      },
      session.accountId,
    );
  }

  private async answerEvent(event: ChatEvent, identityId: string, onlyAccount: string | undefined): Promise<Reply[]> {
    try {
      const base: Base = {
        actor: shownActor(event.actor),
        place: event.place,
        identityId,
        viaAction: false,
        ...(event.message ? { message: event.message } : {}),
        ...(onlyAccount === undefined ? {} : { onlyAccount }),
      };
      const { input } = event;
      switch (input.type) {
        case 'command':
          return await this.commands.command(base, input.name, input.text, input.options, null, input.verb);
        case 'action':
          return await pressAction(this.parts, { commands: this.commands, flows: this.flows }, { ...base, viaAction: true }, input.action);
        case 'text':
          return await this.flows.message(base, { type: 'text', text: input.text }, input.replyTo);
        case 'file': {
          const file: FlowInput = { type: 'file', filename: input.filename, contentType: input.contentType, data: input.data };
          const captioned = input.caption === undefined ? undefined : this.parts.registry.fileCaption(input.caption);
          if (captioned) return await this.flows.commandWithFile(base, captioned, file);
          return await this.flows.message(base, file, input.replyTo);
        }
        case 'form':
          return await this.flows.form(base, input.formId, input.values);
      }
    } catch (error) {
      this.parts.services.logger.error({ err: describe(error) }, 'dispatch failed');
      return [errorReply(errorSentence(error, this.parts.services.now()))];
    }
  }
}
