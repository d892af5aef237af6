import { inBudgetClass } from '../../api/budget-class.js';
import { BudgetExhausted } from '../../api/errors.js';
import type { SellerApi } from '../../api/seller-api.js';
import { t } from '../../i18n/index.js';
import { argumentValues } from '../argument-text.js';
import type { Command, PreparedAccount, RegisteredAccountCommand, Runnable } from '../command.js';
import type { AccountContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { actingAccount } from './acting-account.js';
import { commandOutcome, confirmQuestion, type CommandOutcome } from './confirm-question.js';
import type { Contexts } from './contexts.js';
import type { StoreName } from '../narrow-stores.js';
import type { Base, DispatchParts } from './dispatch-types.js';
import { normalize, runHandler } from './handler-errors.js';
import {
  keyStatusSentence,
  secretAnswerAsked,
  secretAnswerInGroup,
  secretTyped,
  unknownVerb,
  usageProblem,
  wrongPlace,
} from './usage-words.js';

interface Asked {
  command: RegisteredAccountCommand;
  values: Record<string, unknown>;
  confirmed: boolean;
}

/** The stage that runs a chat command: its place, arguments, account and role, marketplace key, question, budget and call. */
export class CommandRun {
  constructor(
    private readonly parts: DispatchParts,
    private readonly contexts: Contexts,
  ) {}

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
    const resolved = this.parts.registry.resolve(name, text, verb);
    if (!resolved) return [errorReply(t('dispatch-unknown-command', { name }))];
    if ('unknownVerb' in resolved) return [errorReply(unknownVerb(resolved.unknownVerb))];
    const values = argumentValues(resolved.command.arguments, resolved.text, options);
    return this.run(base, resolved.command, values, false, boundAccountId);
  }

  /** Every run of a command, however it came (typed, form, button, Confirm), is counted here once. */
  async run(
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
      this.parts.services.metrics?.commands.inc({ command: command.id, outcome });
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
    if (!command.scopes.includes(base.place.kind)) return wrongPlace(command, values);
    if (command.role === 'none') {
      const prepared = command.prepare(values);
      if (!prepared.ok) return [errorReply(usageProblem(command, prepared.error, values))];
      return normalize(await prepared.run(this.contexts.person(base)));
    }
    const prepared = command.prepare(values);
    if (!prepared.ok) return [errorReply(usageProblem(command, prepared.error, values))];

    const acting = await actingAccount(this.parts.services, base, command, boundAccountId);
    if ('refusal' in acting) {
      const refused = errorReply(acting.refusal);
      return [acting.needed === undefined ? refused : { ...refused, data: { kind: 'role-refused', needed: acting.needed } }];
    }
    const ctx = await this.contexts.account(base, acting.accountId, acting.role, command.id);
    if (!ctx) return [errorReply(t('dispatch-account-gone'))];
    return this.answerOnAccount(ctx, { command, values, confirmed }, prepared);
  }

  /** The context a handler's declared marketplace use gives it, and the checks that use brings. */
  private async answerOnAccount(ctx: AccountContext<StoreName>, asked: Asked, prepared: PreparedAccount & { ok: true }): Promise<Reply[]> {
    switch (prepared.marketplace) {
      case 'none':
        return this.confirmThenRun(ctx, asked, prepared, null);
      case 'if-key-accepted': {
        const api = ctx.account.keyStatus === 'invalid' ? null : await this.parts.services.clientFor(ctx.account.id);
        return this.confirmThenRun({ ...ctx, api }, asked, prepared, null);
      }
      case 'needed': {
        const market = await this.contexts.marketplace(ctx);
        if (!market) return [errorReply(keyStatusSentence())];
        return this.confirmThenRun(market, asked, prepared, market.api);
      }
    }
  }

  /** Asks the command's question unless confirmed, checks the budget a marketplace command spends, then runs it. */
  private async confirmThenRun<C extends AccountContext<StoreName>>(
    ctx: C,
    asked: Asked,
    prepared: Runnable<C> & { marketplace: string },
    budgeted: SellerApi | null,
  ): Promise<Reply[]> {
    const { services, engine } = this.parts;
    const usesMarketplace = prepared.marketplace !== 'none';
    const { confirm } = prepared;
    if (confirm && !asked.confirmed) {
      const question = await runHandler(
        services,
        ctx,
        async () => confirmQuestion(engine, ctx, asked, await confirm(ctx)),
        usesMarketplace,
      );
      if (question.length > 0) return question;
    }
    if (budgeted) {
      const { budgetClass } = asked.command;
      const fit = await budgeted.budget.fits({ kind: asked.command.writes ? 'write' : 'read', ...(budgetClass ? { budgetClass } : {}) });
      if (!fit.fits) {
        return [errorReply(errorSentence(new BudgetExhausted(fit.budget, fit.retryAfterMs, services.now()), services.now()))];
      }
    }
    const run = () => runHandler(services, ctx, () => prepared.run(ctx), usesMarketplace);
    // A command that names its class (an export, an import) spends every call it makes from that class.
    return asked.command.budgetClass ? inBudgetClass(asked.command.budgetClass, run) : run();
  }
}
