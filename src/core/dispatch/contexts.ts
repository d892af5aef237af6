import { randomBytes } from 'node:crypto';
import type { Role } from '../../domain/roles.js';
import type { Message } from '../../i18n/index.js';
import { SellerApiError } from '../../api/errors.js';
import { commandAction, storedCommandAction } from '../action-id.js';
import type { AccountContext, MarketplaceContext, PersonContext } from '../context.js';
import type { StoreName } from '../narrow-stores.js';
import type { FlowStart } from '../flow-types.js';
import type { Reply } from '../../domain/reply.js';
import type { Base, DispatchParts } from './dispatch-types.js';

/** Command texts too long for callback data (filters, pages) are kept this long. */
const STORED_ACTION_TTL_SECONDS = 24 * 60 * 60;

/** Starts a flow for a context (the flow stage's own), handed in so contexts and flows need not import each other. */
export type StartFlow = (
  ctx: PersonContext<StoreName> | AccountContext<StoreName>,
  accountId: string | null,
  start: FlowStart,
) => Promise<Reply[]>;

/**
 * The stage that builds what a handler is given: the person, the account with its audit, the
 * marketplace client. Built with every store, as dispatch's guards use them; each command and
 * flow narrows its context to the stores it declared (`narrow-stores.ts`).
 */
export class Contexts {
  constructor(
    private readonly parts: DispatchParts,
    private readonly startFlow: StartFlow,
  ) {}

  person(base: Base): PersonContext<StoreName> {
    const { services, registry, engine } = this.parts;
    const ctx: PersonContext<StoreName> = {
      ...base,
      services,
      now: () => services.now(),
      commands: () => registry.info(),
      actionFor: (text) => this.actionFor(text),
      startFlow: (start) => this.startFlow(ctx, null, start),
      cancelFlow: async () => (await engine.cancelCurrent(base.actor, base.place)) !== null,
    };
    return ctx;
  }

  async account(base: Base, accountId: string, role: Role, commandId: string): Promise<AccountContext<StoreName> | null> {
    const { services } = this.parts;
    const account = await services.stores.accounts.get(accountId);
    if (!account) return null;
    const person = this.person(base);
    const audit = async (summary: Message, action = commandId, failed?: string) => {
      const entry = { accountId, actor: base.actor, action, summary, at: services.now() };
      await services.stores.audit.record(failed === undefined ? entry : { ...entry, failed });
    };
    const ctx: AccountContext<StoreName> = {
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

  /** The account's context with its marketplace client; null while the account's key is refused. */
  async marketplace(ctx: AccountContext<StoreName>): Promise<MarketplaceContext<StoreName> | null> {
    if (ctx.account.keyStatus === 'invalid') return null;
    return { ...ctx, api: await this.parts.services.clientFor(ctx.account.id) };
  }

  /** With an account (buttons made by an account's command), the press acts on that account. */
  private async actionFor(text: string, accountId?: string): Promise<string> {
    const inline = commandAction(text, accountId);
    if (inline !== null) return inline;
    const token = randomBytes(9).toString('base64url');
    await this.parts.services.stores.buttonActions.save(
      token,
      accountId === undefined ? { text } : { text, accountId },
      STORED_ACTION_TTL_SECONDS,
    );
    return storedCommandAction(token);
  }
}

function failureCode(error: unknown): string {
  if (error instanceof SellerApiError) return error.code;
  if (error instanceof Error) return error.name;
  return 'error';
}
