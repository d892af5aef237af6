import { inBudgetClass, type BudgetClass } from '../../api/budget-class.js';
import { BudgetExhausted } from '../../api/errors.js';
import type { SellerApi } from '../../api/seller-api.js';
import { DEFAULT_LOCALE, t, withLocale } from '../../i18n/index.js';
import { callRefusal } from '../call-limit.js';
import type { AccountContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import { refused, type Invoked, type Outcome, type Refusal } from '../typed/outcome.js';
import { refusalOf } from '../typed/refusal-of.js';
import type { PreparedTyped, TypedEntry, TypedRunnable } from '../typed/typed-command.js';
import type { TypedPersonEntry } from '../typed/typed-person-command.js';
import { actingAccount } from './acting-account.js';
import type { Contexts } from './contexts.js';
import type { StoreName } from '../narrow-stores.js';
import { dashboardPlace, describe, type Base, type Caller, type DispatchParts } from './dispatch-types.js';
import { failureSentence, keyWorked } from './handler-errors.js';
import { identifyPerson, shownActor } from './identify.js';
import { keyStatusSentence } from './usage-words.js';

/**
 * The typed entry: a command's own `run` for an API token or a dashboard session, behind the
 * guards chat has (the person's call limit, account and role, the key, the question, the
 * budget, the error sentence; the audit is the command's `write`), answering facts, a
 * refusal with its code, or the question to confirm first. Nothing is rendered as chat.
 */
export class TypedInvoke {
  constructor(
    private readonly parts: DispatchParts,
    private readonly contexts: Contexts,
  ) {}

  async invoke<A, T, P>(caller: Caller, entry: TypedEntry<A, T, P>, args: A, options: { confirmed: boolean }): Promise<Invoked<T, P>> {
    const { services } = this.parts;
    let asker: { base: Base; locale: string } | Invoked<T, P>;
    try {
      asker = await this.asker(caller);
    } catch (error) {
      services.logger.error({ err: describe(error) }, 'dispatch failed');
      return { ok: false, refusal: refusalOf(error, services.now()) };
    }
    if ('ok' in asker) return asker;
    const { base, locale } = asker;
    return withLocale(locale, async () => {
      let invoked: Invoked<T, P> = refused('failed', t('error-internal'));
      try {
        invoked = await this.guarded(base, entry, args, options.confirmed);
      } catch (error) {
        services.logger.error({ err: describe(error) }, 'dispatch failed');
        invoked = { ok: false, refusal: refusalOf(error, services.now()) };
      } finally {
        const outcome = invoked.ok === 'confirm' ? 'asked' : invoked.ok ? 'ok' : 'error';
        services.metrics?.commands.inc({ command: entry.command.id, outcome });
      }
      return invoked;
    });
  }

  /** A person command's typed run (`language`, `switch`, `join`): the caller's call limit, then the facts; no account, role or question. */
  async invokePerson<A, T>(caller: Caller, entry: TypedPersonEntry<A, T>, args: A): Promise<Outcome<T>> {
    const { services } = this.parts;
    let outcome: Outcome<T> = refused('failed', t('error-internal'));
    try {
      const asker = await this.asker(caller);
      if ('ok' in asker) return asker;
      const { base, locale } = asker;
      outcome = await withLocale(locale, () => entry.run(this.contexts.person(base), args));
    } catch (error) {
      services.logger.error({ err: describe(error) }, 'dispatch failed');
      outcome = { ok: false, refusal: refusalOf(error, services.now()) };
    } finally {
      services.metrics?.commands.inc({ command: entry.command.id, outcome: outcome.ok ? 'ok' : 'error' });
    }
    return outcome;
  }

  /** Who calls, and in which language: a token as its own identity in English; a person in theirs, once their call limit lets them through. */
  private async asker(caller: Caller): Promise<{ base: Base; locale: string } | { ok: false; refusal: Refusal }> {
    const { services } = this.parts;
    if (caller.type === 'token') {
      const { grant } = caller;
      const identityId = await services.stores.identities.resolve('api', grant.id);
      const base: Base = {
        actor: { platform: 'api', userId: grant.id, displayName: grant.label },
        place: { platform: 'api', chatId: grant.id, kind: 'private' },
        identityId,
        viaAction: false,
        granted: grant,
      };
      return { base, locale: DEFAULT_LOCALE };
    }
    const { session } = caller;
    const { identityId, locale, verdict } = await identifyPerson(this.parts, session.actor, undefined);
    if (!verdict.allowed) {
      services.metrics?.callsRefused.inc({ platform: 'dashboard' });
      const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
      const [said] = withLocale(locale, () => callRefusal(this.parts.calls.rule, verdict, true));
      return refused('rate_limited', said?.text ?? '', { retryAfterSeconds });
    }
    const base: Base = {
      actor: shownActor(session.actor),
      place: dashboardPlace(session.sessionId),
      identityId,
      viaAction: false,
      onlyAccount: session.accountId,
    };
    return { base, locale };
  }

  private async guarded<A, T, P>(base: Base, entry: TypedEntry<A, T, P>, args: A, confirmed: boolean): Promise<Invoked<T, P>> {
    const { command } = entry;
    const acting = await actingAccount(this.parts.services, base, command, null);
    if ('refusal' in acting)
      return acting.needed === undefined
        ? refused('not_allowed', acting.refusal)
        : refused('role_too_low', acting.refusal, { needed: acting.needed });
    const ctx = await this.contexts.account(base, acting.accountId, acting.role, command.id);
    if (!ctx) return refused('not_found', t('dispatch-account-gone'));
    const prepared = entry.prepare(args);
    switch (prepared.marketplace) {
      case 'none':
        return this.askThenRun(ctx, prepared, { writes: command.writes, confirmed, budgetClass: command.budgetClass }, null);
      case 'if-key-accepted': {
        const api = ctx.account.keyStatus === 'invalid' ? null : await this.parts.services.clientFor(ctx.account.id);
        return this.askThenRun({ ...ctx, api }, prepared, { writes: command.writes, confirmed, budgetClass: command.budgetClass }, null);
      }
      case 'needed': {
        const market = await this.contexts.marketplace(ctx);
        if (!market) return refused('key_refused', keyStatusSentence());
        return this.askThenRun(market, prepared, { writes: command.writes, confirmed, budgetClass: command.budgetClass }, market.api);
      }
    }
  }

  private async askThenRun<C extends AccountContext<StoreName>, T, P>(
    ctx: C,
    prepared: TypedRunnable<C, T, P> & { marketplace: PreparedTyped<T, P>['marketplace'] },
    asked: { writes: boolean; confirmed: boolean; budgetClass: BudgetClass | undefined },
    budgeted: SellerApi | null,
  ): Promise<Invoked<T, P>> {
    const { services } = this.parts;
    const usesMarketplace = prepared.marketplace !== 'none';
    try {
      if (prepared.ask && !asked.confirmed) {
        const preview = await prepared.ask(ctx);
        if (preview) return { ok: 'confirm', ...preview };
      }
      if (budgeted) {
        const { budgetClass } = asked;
        const fit = await budgeted.budget.fits({ kind: asked.writes ? 'write' : 'read', ...(budgetClass ? { budgetClass } : {}) });
        if (!fit.fits) {
          const spent = new BudgetExhausted(fit.budget, fit.retryAfterMs, services.now());
          return { ok: false, refusal: refusalOf(spent, services.now(), errorSentence(spent, services.now())) };
        }
      }
      const outcome = asked.budgetClass ? await inBudgetClass(asked.budgetClass, () => prepared.run(ctx)) : await prepared.run(ctx);
      await keyWorked(services, ctx, usesMarketplace);
      return outcome;
    } catch (error) {
      return { ok: false, refusal: refusalOf(error, services.now(), await failureSentence(services, ctx, error)) };
    }
  }
}
