import { inBudgetClass, type BudgetClass } from '../api/budget-class.js';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BudgetExhausted, SellerApiError } from '../api/errors.js';
import type { AttemptLimit, AttemptVerdict } from '../store/attempt-limit.js';
import type { StoredAction } from '../store/button-action-store.js';
import { roleAtLeast, type Role } from '../store/roles.js';
import { commandAction, parseAction, storedCommandAction } from './action-id.js';
import { argumentValues } from './argument-text.js';
import { callRefusal } from './call-limit.js';
import type { ChatActor, ChatEvent, ChatPlace } from './chat-input.js';
import type { Command, CommandResult, PreparedAccount, RegisteredAccountCommand, Runnable, SecretAnswer } from './command.js';
import type { AccountContext, MarketplaceContext, PersonContext } from './context.js';
import type { SellerApi } from '../api/seller-api.js';
import { errorSentence } from './error-sentences.js';
import { asSentence } from './format/sentence.js';
import { shownText } from './format/shown-text.js';
import type { FlowEngine, FlowState } from './flow-engine.js';
import type { FlowDefinition } from './flow-definition.js';
import { leavesQuestion, sayingHowToLeave } from './flow-leave.js';
import type { FlowInput, FlowStart, FlowStep } from './flow-types.js';
import type { AlertReplyFlow, CommandRegistry, FileCaption } from './registry.js';
import { typedUsage, type VerbCommand } from './verb-command.js';
import type { Reply } from './reply.js';
import { errorReply, infoReply } from './reply-helpers.js';
import type { CoreServices } from './services.js';
import { UserFacingError } from './user-facing-error.js';
import { DEFAULT_LOCALE, msg, readText, render, t, withLocale, type Message } from '../i18n/index.js';
import { withinAnswerBound } from './answer-bound.js';

/** A press of Confirm runs the command's handler only if it comes within this time. */
const CONFIRM_TTL_SECONDS = 15 * 60;
/** Command texts too long for callback data (filters, pages) are kept this long. */
const STORED_ACTION_TTL_SECONDS = 24 * 60 * 60;

const confirmData = z.object({ command: z.string(), verb: z.string().optional(), values: z.record(z.string(), z.unknown()) });

type Base = Pick<PersonContext, 'actor' | 'place' | 'identityId' | 'message' | 'viaAction'> & {
  /** An HTTP API token: its one shop and role stand where a person's team roles would. */
  granted?: TokenGrant;
  /** A dashboard session: the one shop it was opened on, where the person's team role is read on every call (none elsewhere). */
  onlyAccount?: string;
};

/** What an API token grants: exactly one role on one shop (`ApiTokenStore`). */
export interface TokenGrant {
  /** The token's id: its identity's login on the `api` platform. */
  id: string;
  label: string;
  accountId: string;
  role: Role;
}

/** What an API call asks of the core: a command (one of its verbs, its default otherwise) with named values, or the press of an action a reply offered. */
export type TokenInput =
  { type: 'command'; name: string; verb?: string; values: Record<string, string | number | boolean> } | { type: 'action'; action: string };

/**
 * What a dashboard session stands for: a person, as their own platform login and display
 * name, on one shop. No role is kept: dispatch reads the person's team role on each call.
 */
export interface DashboardGrant {
  /** The session's id (never its token): the page is a place of its own, where the person's conversations are kept. */
  sessionId: string;
  accountId: string;
  actor: ChatActor;
}

/** What the dashboard page asks of the core: a command (named values, or its arguments as typed), a press, or a file (with the command its caption types). */
export type DashboardInput =
  | { type: 'command'; name: string; verb?: string; values: Record<string, string | number | boolean>; text: string }
  | { type: 'action'; action: string }
  | { type: 'form'; formId: string; values: Record<string, string> }
  | { type: 'file'; filename: string; contentType: string; data: Uint8Array; caption?: string };

/** The page as a place: private, one per session, so two open pages keep their conversations apart. */
export function dashboardPlace(sessionId: string): ChatPlace {
  return { platform: 'dashboard', chatId: sessionId, kind: 'private' };
}

const CONFIRM_FLOW = 'confirm';

/**
 * The person as the team will see them named (who took or delivered an order, the audit,
 * a link request): a display name is whatever its owner typed, so it is read through
 * shownText here, where it enters the core, and no alert, digest or CSV shows it raw.
 */
function shownActor(actor: ChatActor): ChatActor {
  const name = actor.displayName === undefined ? '' : shownText(actor.displayName);
  return { platform: actor.platform, userId: actor.userId, ...(name === '' ? {} : { displayName: name }) };
}

/** The questions dispatch asked, told apart from a command's own replies when counting. */
const CONFIRM_QUESTIONS = new WeakSet<Reply>();

/**
 * The one dispatch step every input goes through: who is asking and for which seller
 * account, argument validation, role check, budget check, confirmation, the call, an
 * error sentence for every failure, and an audit entry for every write.
 */
export class InputDispatch {
  constructor(
    private readonly services: CoreServices,
    private readonly registry: CommandRegistry,
    private readonly engine: FlowEngine,
    /** Every person's calls on chat and the dashboard (`PERSON_CALL_LIMIT`); API tokens are counted per HTTP call by the API server. */
    private readonly calls: AttemptLimit,
  ) {}

  handle(event: ChatEvent): Promise<Reply[]> {
    return this.dispatchEvent(event, undefined);
  }

  /** `onlyAccount`: a dashboard session's shop, the one account the input may act on. */
  private async dispatchEvent(event: ChatEvent, onlyAccount: string | undefined): Promise<Reply[]> {
    let identityId: string;
    let locale: string;
    let verdict: AttemptVerdict;
    try {
      identityId = await this.services.stores.identities.resolve(event.actor.platform, event.actor.userId);
      locale = await this.services.stores.languages.settleForPerson(identityId, event.locale);
      verdict = await this.calls.take(identityId);
    } catch (error) {
      this.services.logger.error({ err: describe(error) }, 'dispatch failed');
      return [{ ...errorReply(errorSentence(error, this.services.now())), locale: DEFAULT_LOCALE }];
    }
    if (!verdict.allowed) {
      this.services.metrics?.callsRefused.inc({ platform: event.place.platform });
      const refused = withLocale(locale, () => callRefusal(this.calls.rule, verdict, onlyAccount !== undefined));
      return refused.map((reply) => ({ ...reply, locale }));
    }
    // Bounded inside the person's language, so "still working" is worded in it too.
    const replies = await withLocale(locale, () =>
      withinAnswerBound(this.answerEvent(event, identityId, onlyAccount), this.services.logger),
    );
    return replies.map((reply) => ({ ...reply, locale: reply.locale ?? locale }));
  }

  /**
   * A call of the HTTP API. The token is an identity of its own (its login on the `api`
   * platform), named in the audit by its label; every check a person's input gets applies,
   * with the token's role on its shop in place of team roles. Answered in English.
   */
  async asToken(grant: TokenGrant, input: TokenInput): Promise<Reply[]> {
    const identityId = await this.services.stores.identities.resolve('api', grant.id);
    const base: Base = {
      actor: { platform: 'api', userId: grant.id, displayName: grant.label },
      place: { platform: 'api', chatId: grant.id, kind: 'private' },
      identityId,
      viaAction: input.type === 'action',
      granted: grant,
    };
    return withLocale(DEFAULT_LOCALE, async () => {
      try {
        return input.type === 'command'
          ? await this.command(base, input.name, '', input.values, null, input.verb)
          : await this.action(base, input.action);
      } catch (error) {
        this.services.logger.error({ err: describe(error) }, 'dispatch failed');
        return [errorReply(errorSentence(error, this.services.now()))];
      }
    });
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
          return await this.command(base, input.name, input.text, input.options, null, input.verb);
        case 'action':
          return await this.action({ ...base, viaAction: true }, input.action);
        case 'text':
          return await this.message(base, { type: 'text', text: input.text }, input.replyTo);
        case 'file': {
          const file: FlowInput = { type: 'file', filename: input.filename, contentType: input.contentType, data: input.data };
          const captioned = input.caption === undefined ? undefined : this.registry.fileCaption(input.caption);
          if (captioned) return await this.commandWithFile(base, captioned, file);
          return await this.message(base, file, input.replyTo);
        }
        case 'form':
          return await this.form(base, input.formId, input.values);
      }
    } catch (error) {
      this.services.logger.error({ err: describe(error) }, 'dispatch failed');
      return [errorReply(errorSentence(error, this.services.now()))];
    }
  }

  /**
   * Runs a command by id with already-named values (adapters' forms, alerts' entry points).
   * `boundAccountId`: the account a button or confirmation was made for, acted on instead of the active or linked one.
   */
  async command(
    base: Base,
    name: string,
    text: string,
    options?: Record<string, string | number | boolean>,
    boundAccountId: string | null = null,
    verb?: string,
  ): Promise<Reply[]> {
    const resolved = this.registry.resolve(name, text, verb);
    if (!resolved) return [errorReply(t('dispatch-unknown-command', { name }))];
    if ('unknownVerb' in resolved) return [errorReply(unknownVerb(resolved.unknownVerb))];
    const values = argumentValues(resolved.command.arguments, resolved.text, options);
    return this.run(base, resolved.command, values, false, boundAccountId);
  }

  /** Every run of a command, however it came (typed, form, button, Confirm), is counted here once. */
  private async run(
    base: Base,
    command: Command,
    values: Record<string, unknown>,
    confirmed: boolean,
    boundAccountId: string | null = null,
  ): Promise<Reply[]> {
    let outcome: CommandOutcome = 'error';
    try {
      const replies = await this.answer(base, command, values, confirmed, boundAccountId);
      outcome = commandOutcome(replies);
      // Goods, codes or a key typed with the command go whatever the answer, a refusal of the role or the usage included.
      return !base.viaAction && secretTyped(command, values) ? replies.map((reply) => ({ ...reply, deleteUserMessage: true })) : replies;
    } finally {
      this.services.metrics?.commands.inc({ command: command.id, outcome });
    }
  }

  private async answer(
    base: Base,
    command: Command,
    values: Record<string, unknown>,
    confirmed: boolean,
    boundAccountId: string | null,
  ): Promise<Reply[]> {
    const secret = secretAnswerAsked(command, values);
    if (secret !== null && base.place.kind === 'group') return [secretAnswerInGroup(command, secret)];
    if (!command.scopes.includes(base.place.kind)) return this.wrongPlace(command, values);
    if (command.role === 'none') {
      const prepared = command.prepare(values);
      if (!prepared.ok) return [errorReply(usageProblem(command, prepared.error, values))];
      return normalize(await prepared.run(this.personContext(base)));
    }
    const prepared = command.prepare(values);
    if (!prepared.ok) return [errorReply(usageProblem(command, prepared.error, values))];

    const acting = await this.actingAccount(base, command, boundAccountId);
    if ('refusal' in acting) {
      const refused = errorReply(acting.refusal);
      return [acting.needed === undefined ? refused : { ...refused, data: { kind: 'role-refused', needed: acting.needed } }];
    }
    const ctx = await this.accountContext(base, acting.accountId, acting.role, command.id);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    return this.answerOnAccount(ctx, command, values, confirmed, prepared);
  }

  /** The context a handler's declared marketplace use gives it, and the checks that use brings. */
  private async answerOnAccount(
    ctx: AccountContext,
    command: RegisteredAccountCommand,
    values: Record<string, unknown>,
    confirmed: boolean,
    prepared: PreparedAccount & { ok: true },
  ): Promise<Reply[]> {
    const asked = { command, values, confirmed };
    switch (prepared.marketplace) {
      case 'none':
        return this.confirmThenRun(ctx, asked, prepared, null);
      case 'if-key-accepted': {
        const api = ctx.account.keyStatus === 'invalid' ? null : await this.services.clientFor(ctx.account.id);
        return this.confirmThenRun({ ...ctx, api }, asked, prepared, null);
      }
      case 'needed': {
        const market = await this.marketplaceContext(ctx);
        if (!market) return [errorReply(keyStatusSentence())];
        return this.confirmThenRun(market, asked, prepared, market.api);
      }
    }
  }

  /** Asks the command's question unless confirmed, checks the budget a marketplace command spends, then runs it. */
  private async confirmThenRun<C extends AccountContext>(
    ctx: C,
    asked: { command: RegisteredAccountCommand; values: Record<string, unknown>; confirmed: boolean },
    prepared: Runnable<C> & { marketplace: string },
    budgeted: SellerApi | null,
  ): Promise<Reply[]> {
    const { command, values } = asked;
    const usesMarketplace = prepared.marketplace !== 'none';
    const { confirm } = prepared;
    if (confirm && !asked.confirmed) {
      const question = await this.runHandler(
        ctx,
        async () => this.confirmQuestion(ctx, command, values, await confirm(ctx)),
        usesMarketplace,
      );
      if (question.length > 0) return question;
    }
    if (budgeted) {
      const fit = await budgeted.budget.fits({ kind: command.writes ? 'write' : 'read', ...budgetClassOf(command) });
      if (!fit.fits) {
        return [errorReply(errorSentence(new BudgetExhausted(fit.budget, fit.retryAfterMs, this.services.now()), this.services.now()))];
      }
    }
    const run = () => this.runHandler(ctx, () => prepared.run(ctx), usesMarketplace);
    return command.budgetClass ? inBudgetClass(command.budgetClass, run) : run();
  }

  /** The Confirm/Cancel question for a command's own wording of it; none when the command has nothing to ask. */
  private async confirmQuestion(
    ctx: AccountContext,
    command: RegisteredAccountCommand,
    values: Record<string, unknown>,
    question: string | null,
  ): Promise<Reply[]> {
    if (question === null) return [];
    const data = { command: command.id, ...(command.verb === undefined ? {} : { verb: command.verb }), values: plainValues(values) };
    const state = await this.engine.create(ctx, ctx.account.id, { kind: CONFIRM_FLOW, step: 'ask', data }, CONFIRM_TTL_SECONDS, false);
    const view = this.engine.view(state);
    const ask: Reply = {
      title: t('dispatch-confirm-title'),
      text: question,
      tone: 'warning',
      data: { kind: 'confirm', action: view.choiceAction('yes') },
      buttons: [
        [
          { label: t('dispatch-confirm-button'), action: view.choiceAction('yes'), style: 'danger' },
          { label: t('dispatch-cancel-button'), action: view.choiceAction('no'), style: 'secondary' },
        ],
      ],
    };
    CONFIRM_QUESTIONS.add(ask);
    return [ask];
  }

  /** The account's context with its marketplace client; null while the account's key is refused. */
  private async marketplaceContext(ctx: AccountContext): Promise<MarketplaceContext | null> {
    if (ctx.account.keyStatus === 'invalid') return null;
    return { ...ctx, api: await this.services.clientFor(ctx.account.id) };
  }

  /** Runs a handler and turns any failure into a sentence; a refused key stops the account's background work. */
  private async runHandler(ctx: AccountContext, run: () => Promise<CommandResult>, usesMarketplace: boolean): Promise<Reply[]> {
    try {
      const replies = normalize(await run());
      // A suspension is lifted on the marketplace's side: the first call that goes through resumes background work.
      if (usesMarketplace && ctx.account.keyStatus === 'suspended') await this.services.stores.accounts.setKeyStatus(ctx.account.id, 'ok');
      return replies;
    } catch (error) {
      if (!(error instanceof UserFacingError))
        this.services.logger.warn({ err: describe(error), accountId: ctx.account.id }, 'command failed');
      let sentence = errorSentence(error, this.services.now());
      if (error instanceof SellerApiError && error.status === 401) {
        await this.services.stores.accounts.setKeyStatus(ctx.account.id, 'invalid');
        await this.services.forgetClient(ctx.account.id);
        sentence = t('dispatch-key-marked-invalid', { sentence });
      } else if (error instanceof SellerApiError && error.code === 'account_suspended') {
        await this.services.stores.accounts.setKeyStatus(ctx.account.id, 'suspended');
      }
      return [errorReply(sentence)];
    }
  }

  private wrongPlace(command: Command, values: Record<string, unknown>): Reply[] {
    if (command.scopes.includes('private')) {
      if (secretTyped(command, values)) {
        return [
          {
            title: t('dispatch-key-in-group-title'),
            text: t('dispatch-key-in-group', { command: command.id }),
            tone: 'error',
            deleteUserMessage: true,
          },
        ];
      }
      return [infoReply(t('dispatch-private-only', { command: command.id }))];
    }
    return [infoReply(t('dispatch-group-only', { command: command.id }))];
  }

  private async actingAccount(
    base: Base,
    command: RegisteredAccountCommand,
    boundAccountId: string | null,
  ): Promise<{ accountId: string; role: Role } | { refusal: string; needed?: Role }> {
    const { team, identities } = this.services.stores;
    let accountId: string | null = boundAccountId ?? base.granted?.accountId ?? base.onlyAccount ?? null;
    if (accountId === null && base.place.kind === 'group') {
      accountId = await team.accountForPlace(base.place.platform, base.place.chatId);
      if (accountId === null && !command.unlinkedGroupUsesActiveAccount) {
        return { refusal: t('dispatch-group-not-linked') };
      }
    }
    if (accountId === null) {
      const active = await identities.activeAccount(base.identityId);
      if (!active) return { refusal: t('dispatch-no-account') };
      accountId = active.accountId;
    }
    const role = await this.roleOn(base, accountId);
    if (role === null && boundAccountId !== null) return { refusal: t('dispatch-bound-account-lost') };
    if (role === null) return { refusal: t('dispatch-no-role') };
    if (!roleAtLeast(role, command.role))
      return { refusal: t('dispatch-role-refused', { command: command.id, needed: command.role, role }), needed: command.role };
    return { accountId, role };
  }

  /** The asker's role on the account: a token's own on its shop (none elsewhere), a person's on the team (a dashboard session's shop only). */
  private async roleOn(base: Base, accountId: string): Promise<Role | null> {
    if (base.granted) return base.granted.accountId === accountId ? base.granted.role : null;
    if (base.onlyAccount !== undefined && base.onlyAccount !== accountId) return null;
    return this.services.stores.team.roleOf(accountId, base.identityId);
  }

  private personContext(base: Base): PersonContext {
    const ctx: PersonContext = {
      ...base,
      services: this.services,
      now: () => this.services.now(),
      commands: () => this.registry.info(),
      actionFor: (text) => this.actionFor(text),
      startFlow: (start) => this.startFlow(ctx, null, start),
      cancelFlow: async () => (await this.engine.cancelCurrent(base.actor, base.place)) !== null,
    };
    return ctx;
  }

  private async accountContext(base: Base, accountId: string, role: Role, commandId: string): Promise<AccountContext | null> {
    const account = await this.services.stores.accounts.get(accountId);
    if (!account) return null;
    const person = this.personContext(base);
    const audit = async (summary: Message, action = commandId, failed?: string) => {
      const entry = { accountId, actor: base.actor, action, summary, at: this.services.now() };
      await this.services.stores.audit.record(failed === undefined ? entry : { ...entry, failed });
    };
    const ctx: AccountContext = {
      ...person,
      account,
      role,
      audit,
      write: async (summary, call, action) => {
        try {
          const result = await call();
          await audit(summary, action);
          return result;
        } catch (error) {
          await audit(summary, action, failureCode(error));
          throw error;
        }
      },
      actionFor: (text) => this.actionFor(text, accountId),
      startFlow: (start) => this.startFlow(ctx, accountId, start),
    };
    return ctx;
  }

  /** With an account (buttons made by an account's command), the press acts on that account. */
  private async actionFor(text: string, accountId?: string): Promise<string> {
    const inline = commandAction(text, accountId);
    if (inline !== null) return inline;
    const token = randomBytes(9).toString('base64url');
    await this.services.stores.buttonActions.save(
      token,
      accountId === undefined ? { text } : { text, accountId },
      STORED_ACTION_TTL_SECONDS,
    );
    return storedCommandAction(token);
  }

  private async action(base: Base, action: string): Promise<Reply[]> {
    const parsed = parseAction(action);
    if (!parsed) return [errorReply(t('dispatch-button-invalid'))];
    if (parsed.kind === 'flow') return this.flowInput(base, parsed.token, { type: 'choice', choice: parsed.choice ?? '' });
    let pressed: StoredAction | null = parsed.kind === 'command' ? { text: parsed.text } : null;
    if (parsed.kind === 'stored') pressed = await this.services.stores.buttonActions.load(parsed.token);
    if (parsed.kind === 'account-command') {
      const held = (await this.services.stores.identities.accountsOf(base.identityId)).filter((entry) =>
        entry.accountId.startsWith(parsed.accountTag),
      );
      const [only, ...others] = held;
      if (!only) return [errorReply(t('dispatch-bound-account-lost'))];
      if (others.length > 0) return [errorReply(t('dispatch-button-invalid'))];
      pressed = { text: parsed.text, accountId: only.accountId };
    }
    if (pressed === null) return [errorReply(t('dispatch-button-expired'))];
    const [name = '', ...rest] = pressed.text.split(' ');
    return this.command(base, name, rest.join(' '), undefined, pressed.accountId ?? null);
  }

  /**
   * A file whose caption types a command that takes it: the command runs as typed, and once its
   * flow waits at the step that takes the file, the file goes there, so the person sees the
   * flow's answer to it (not its request for a file). A command refused (role, account) answers alone.
   */
  private async commandWithFile(base: Base, captioned: FileCaption, file: FlowInput): Promise<Reply[]> {
    const replies = await this.command(base, captioned.name, captioned.text);
    const current = await this.engine.current(base.actor, base.place);
    if (current?.kind !== captioned.flow || current.step !== captioned.step) return replies;
    return this.continueFlow(base, current, file);
  }

  private async message(base: Base, input: FlowInput, replyTo: ChatEvent['message']): Promise<Reply[]> {
    const alertReply = this.registry.alertReplyFlow();
    if (replyTo && alertReply) {
      const subject = await this.services.stores.alertMessages.orderFor(replyTo);
      if (subject) return this.answerAlert(base, alertReply, subject.accountId, subject.orderId, input);
    }
    const current = await this.engine.current(base.actor, base.place);
    if (current) return this.continueFlow(base, current, input);
    if (base.place.kind !== 'private') return [];
    // Hawker's sentences say "send `orders`": in a private chat a command typed without its slash runs too.
    const typed = input.type === 'text' ? /^\/?([a-z]+)(?:\s+([\s\S]*))?$/i.exec(input.text.trim()) : null;
    const name = typed?.[1]?.toLowerCase();
    if (name && this.registry.get(name)) return this.command(base, name, typed?.[2] ?? '');
    return [infoReply(t('dispatch-send-help'))];
  }

  private async form(base: Base, formId: string, values: Record<string, string>): Promise<Reply[]> {
    const command = this.registry.formCommand(formId);
    if (command) return this.run(base, command, values, false);
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
    // Checked before the role: after `disconnect` nobody holds one, and "needs the operator role" would mislead.
    if (!(await this.services.stores.accounts.get(accountId))) {
      return [errorReply(t('dispatch-alert-shop-gone'))];
    }
    const role = await this.roleOn(base, accountId);
    if (!roleAtLeast(role, definition.role)) return [errorReply(readText(definition.alertReply.roleRefusal))];
    const ctx = await this.accountContext(base, accountId, role ?? 'viewer', definition.kind);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    const market = await this.marketplaceContext(ctx);
    if (!market) return [errorReply(keyStatusSentence())];
    const { alertReply } = definition;
    const start = { kind: definition.kind, step: alertReply.step, data: alertReply.data(orderId) };
    const state = await this.engine.create(base, accountId, start, definition.ttlSeconds);
    return this.step(market, definition, state, input);
  }

  private async flowInput(base: Base, token: string, input: FlowInput): Promise<Reply[]> {
    const state = await this.engine.load(token);
    if (!state) {
      const done = await this.engine.doneSummary(token);
      return [done === null ? errorReply(t('dispatch-expired')) : infoReply(t('dispatch-already-done', { summary: render(done) }))];
    }
    if (!this.engine.isOwner(state, base)) return [infoReply(t('dispatch-not-yours'))];
    return this.continueFlow(base, state, input);
  }

  private async continueFlow(base: Base, state: FlowState, input: FlowInput): Promise<Reply[]> {
    if (leavesQuestion(input)) {
      await this.engine.end(state);
      return [infoReply(t('cancel-stopped'))];
    }
    if (state.kind === CONFIRM_FLOW) return this.confirmation(base, state, input);
    const definition = this.registry.flow(state.kind);
    if (!definition) {
      await this.engine.end(state);
      return [errorReply(t('dispatch-flow-unknown'))];
    }
    if (definition.role === 'none') return this.step(this.personContext(base), definition, state, input);
    if (state.accountId === null) return [errorReply(t('dispatch-flow-account-lost'))];
    const role = await this.roleOn(base, state.accountId);
    if (!roleAtLeast(role, definition.role)) {
      await this.engine.end(state);
      return [errorReply(t('dispatch-flow-role-lost', { needed: definition.role }))];
    }
    const ctx = await this.accountContext(base, state.accountId, role ?? 'viewer', state.kind);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    const market = await this.marketplaceContext(ctx);
    if (!market) return [errorReply(keyStatusSentence())];
    return this.step(market, definition, state, input);
  }

  /** Runs a flow's step with the context it was written for: a person flow with anyone, an account flow only with its account. */
  private async step(
    ctx: PersonContext | MarketplaceContext,
    definition: FlowDefinition,
    state: FlowState,
    input: FlowInput,
  ): Promise<Reply[]> {
    const view = this.engine.view(state);
    if (definition.role === 'none') return this.advance(state, null, () => definition.handle(ctx, view, input));
    if (!('account' in ctx)) throw new Error(`flow "${definition.kind}" needs a seller account`);
    return this.advance(state, ctx, () => definition.handle(ctx, view, input));
  }

  /** Stores where the step leaves the flow; an account's step is run like its commands. */
  private async advance(state: FlowState, account: MarketplaceContext | null, handle: () => Promise<FlowStep>): Promise<Reply[]> {
    const run = async () => {
      const result = await handle();
      if (!result.next) {
        await this.engine.end(state, result.done);
        return result.replies;
      }
      await this.engine.advance(state, result.next);
      return state.converse ? sayingHowToLeave(result.replies, state.token) : result.replies;
    };
    if (account) return this.runHandler(account, run, true);
    try {
      return await run();
    } catch (error) {
      return [errorReply(errorSentence(error, this.services.now()))];
    }
  }

  private async confirmation(base: Base, state: FlowState, input: FlowInput): Promise<Reply[]> {
    if (input.type !== 'choice') return [infoReply(t('dispatch-confirm-pending'))];
    const data = confirmData.safeParse(state.data);
    const command = data.success ? this.registry.command(data.data.command, data.data.verb) : undefined;
    if (!data.success || !command) {
      await this.engine.end(state);
      return [errorReply(t('dispatch-confirm-invalid'))];
    }
    if (input.choice !== 'yes') {
      await this.engine.end(state, msg('dispatch-done-cancelled'));
      return [{ ...infoReply(t('dispatch-cancelled')), replaceOriginal: true }];
    }
    if (command.role !== 'none' && state.accountId === null) {
      await this.engine.end(state);
      return [errorReply(t('dispatch-confirm-invalid'))];
    }
    const view = this.engine.view(state);
    if (!(await view.claim('confirm'))) return [infoReply(t('dispatch-already-confirmed'))];
    // The question named one account: the press acts on it, whatever is active or linked by now.
    const replies = await this.run({ ...base, viaAction: true }, command, data.data.values, true, state.accountId);
    await this.engine.end(state, msg('dispatch-done-confirmed', { command: command.id }));
    return replies;
  }

  /** Creates the flow and runs its first step; an account's flow gets the marketplace client its steps use. */
  private async startFlow(ctx: PersonContext | AccountContext, accountId: string | null, start: FlowStart): Promise<Reply[]> {
    const definition = this.registry.flow(start.kind);
    if (!definition) throw new Error(`no flow "${start.kind}"`);
    let stepping: PersonContext | MarketplaceContext = ctx;
    if (definition.role !== 'none') {
      const market = 'account' in ctx ? await this.marketplaceContext(ctx) : null;
      if (!market) throw new UserFacingError(keyStatusSentence());
      stepping = market;
    }
    const state = await this.engine.create(ctx, accountId, start, definition.ttlSeconds);
    return this.step(stepping, definition, state, { type: 'start' });
  }
}

/** `asked`: the command waits for Confirm (its confirmed run counts again); `error`: it answered with a refusal or failure. */
type CommandOutcome = 'ok' | 'asked' | 'error';

function commandOutcome(replies: readonly Reply[]): CommandOutcome {
  if (replies.some((reply) => reply.tone === 'error')) return 'error';
  return replies.some((reply) => CONFIRM_QUESTIONS.has(reply)) ? 'asked' : 'ok';
}

/** A secret argument (goods, codes, a key) came with a value: the message carrying it is to be deleted. */
function secretTyped(command: Command, values: Record<string, unknown>): boolean {
  return command.arguments.some((argument) => {
    const value = values[argument.name];
    return argument.secret === true && typeof value === 'string' && value.trim() !== '';
  });
}

/** The command's answer to these values is a secret by nature (its registry declaration), or null. */
function secretAnswerAsked(command: Command, values: Record<string, unknown>): SecretAnswer | null {
  const secret = command.secretAnswer;
  if (!secret) return null;
  if (!secret.when) return secret;
  const value = values[secret.when.argument];
  return typeof value === 'string' && secret.when.values.includes(value.trim().toLowerCase()) ? secret : null;
}

function secretAnswerInGroup(command: Command, secret: SecretAnswer): Reply {
  const typed = typedUsage(command.id, verbOf(command), secret.when ? [secret.when.values.join('|')] : []);
  return {
    text: t('dispatch-secret-in-group', { command: typed, secret: readText(secret.what) }),
    tone: 'warning',
  };
}

/** Where a verb of a command with verbs is typed; nothing for a command without. */
function verbOf(command: Command): { name?: string | undefined; typedAt?: number | null | undefined } {
  return 'verb' in command ? { name: command.verb, typedAt: command.typedVerbAt } : {};
}

function normalize(result: CommandResult): Reply[] {
  return Array.isArray(result) ? result : [result];
}

function plainValues(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

function usageProblem(command: Command, error: z.ZodError, values: Record<string, unknown>): string {
  const problems = error.issues.map((issue) => asSentence(issueSentence(issue, values)));
  const usage = typedUsage(
    command.id,
    verbOf(command),
    command.arguments.map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`)),
  );
  return t('dispatch-usage', { problems: [...new Set(problems)].join(' '), usage });
}

/** zod's own wording ("Invalid option: expected one of …") means nothing to a seller: say it plainly. */
function issueSentence(issue: z.core.$ZodIssue, values: Record<string, unknown>): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : '';
  const name = `\`${field}\``;
  if (field === '_extra' || issue.code === 'unrecognized_keys') return t('dispatch-issue-extra');
  if (issue.code === 'invalid_type')
    return values[field] === undefined
      ? t('dispatch-issue-missing', { name })
      : t('dispatch-issue-type', { name, expected: issue.expected });
  if (issue.code === 'invalid_value') return t('dispatch-issue-one-of', { name, values: issue.values.map(String).join(', ') });
  if (issue.code === 'too_big') return t('dispatch-issue-at-most', { name, limit: String(issue.maximum) });
  if (issue.code === 'too_small') return t('dispatch-issue-at-least', { name, limit: String(issue.minimum) });
  // Hawker's own checks (prices, ids, quantities) already speak in sentences.
  if (issue.code === 'custom') return issue.message;
  return field ? `${name}: ${issue.message}` : issue.message;
}

/** Text that starts with none of a command's verbs, where its default verb takes no text either. */
function unknownVerb(command: VerbCommand): string {
  const problem = asSentence(t('dispatch-issue-one-of', { name: '`action`', values: command.verbs.map((verb) => verb.verb).join(', ') }));
  return t('dispatch-usage', { problems: problem, usage: `${command.id} [action]` });
}

function keyStatusSentence(): string {
  return t('dispatch-key-refused');
}

function failureCode(error: unknown): string {
  if (error instanceof SellerApiError) return error.code;
  if (error instanceof Error) return error.name;
  return 'error';
}

/** What a log line may hold of an error: its class and message, which never carry keys or goods. */
function describe(error: unknown): { type: string; message: string } {
  return error instanceof Error ? { type: error.name, message: error.message } : { type: typeof error, message: 'non-error thrown' };
}

/** The budget class a command names for its calls, as a request's field; none for a person's own. */
function budgetClassOf(command: RegisteredAccountCommand): { budgetClass?: BudgetClass } {
  return command.budgetClass ? { budgetClass: command.budgetClass } : {};
}
